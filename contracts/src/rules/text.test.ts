import { hasEmoji } from './text';

describe('hasEmoji', () => {
  it('finds pictographs, flags and joined sequences; Korean, digits, punctuation and (주) pass', () => {
    for (const text of ['캠핑의자 🏕', '😀', '👩‍👩‍👧', '🇰🇷 식품', '❤️', '⭐ 스토어']) expect(hasEmoji(text)).toBe(true);
    for (const text of ['(주)더널리', '캠핑의자 #1', '홍길동', 'Nurly & Co.', '010-1234-5678', '100%', ''])
      expect(hasEmoji(text)).toBe(false);
  });
});
