import { adMessages } from '@nurly/contracts';
import { emptyAdForm, formFieldOf, toCreateAdRequest, validateAdForm, type AdFormValues, type RuleContext } from './ad-form-rules';

const context: RuleContext = {
  today: '2026-12-01',
  requiresAnswer: (code) => code !== 'naverapp' && code !== 'naverplace-traffic',
  staff: false,
  messages: { ...adMessages, ownerRequired: '광고주를 선택해주세요.' },
};

const valid = (overrides: Partial<AdFormValues> = {}): AdFormValues => ({
  ...emptyAdForm('NAVER_SHOPPING', '2026-12-01'),
  keyword: '캠핑 의자',
  mid: '84500000001',
  rewards: [{ product_code: 'naverapp', daily_volume: 100 }],
  end_date: '2026-12-10',
  ...overrides,
});

describe('campaign form rules (the contract rules the server applies)', () => {
  it('accepts a complete shopping campaign', () => {
    expect(validateAdForm(valid(), context)).toEqual({});
  });

  it('names each field with the contract message', () => {
    expect(validateAdForm(valid({ keyword: ' ', mid: '', url: '' }), context)).toEqual({
      keyword: adMessages.keywordRequired,
      mid: adMessages.targetRequired,
    });
    expect(validateAdForm(valid({ mid: '1234567' }), context).mid).toBe(adMessages.midInvalid);
    expect(validateAdForm(valid({ mid: '', url: 'https://example.com/p/1' }), context).url).toBe(adMessages.productUrlInvalid);
    expect(validateAdForm(valid({ mid: '', url: 'https://smartstore.naver.com/nurly/products/1' }), context)).toEqual({});
    expect(validateAdForm(valid({ rewards: [] }), context).rewards).toBe(adMessages.linesRequired);
    expect(validateAdForm(valid({ rewards: [{ product_code: 'naverapp', daily_volume: 100_001 }] }), context)).toEqual({
      'rewards.0.daily_volume': adMessages.volumeOutOfRange,
    });
    expect(validateAdForm(valid({ rewards: [{ product_code: 'naverapp', daily_volume: 0 }] }), context)['rewards.0.daily_volume']).toBe(
      adMessages.volumeOutOfRange,
    );
  });

  it('refuses the URLs the server refuses: http, and naver.com hosts off the list', () => {
    for (const url of ['http://smartstore.naver.com/nurly/products/84500000001', 'https://blog.naver.com/nurly/84500000001']) {
      expect(validateAdForm(valid({ mid: '', url }), context).url).toBe(adMessages.productUrlInvalid);
    }
    const place = valid({ channel: 'NAVER_PLACE', mid: '', rewards: [{ product_code: 'naverplace-traffic', daily_volume: 5 }] });
    for (const url of ['http://m.place.naver.com/restaurant/1234567', 'https://x.place.naver.com/restaurant/1234567']) {
      expect(validateAdForm({ ...place, url }, context).url).toBe(adMessages.placeUrlInvalid);
    }
  });

  it("shows a rule's refusal in the console's language", () => {
    const english = { ...context.messages, volumeOutOfRange: 'Enter 1 to 100,000.', startInPast: 'Not in the past.' };
    expect(
      validateAdForm(valid({ start_date: '2026-11-30', rewards: [{ product_code: 'naverapp', daily_volume: 0 }] }), {
        ...context,
        messages: english,
      }),
    ).toEqual({ start_date: 'Not in the past.', 'rewards.0.daily_volume': 'Enter 1 to 100,000.' });
  });

  it('checks the period: not in the past, end on or after start, at most 365 days', () => {
    expect(validateAdForm(valid({ start_date: '2026-11-30' }), context).start_date).toBe(adMessages.startInPast);
    expect(validateAdForm(valid({ start_date: '2026-12-05', end_date: '2026-12-04' }), context).end_date).toBe(adMessages.endBeforeStart);
    expect(validateAdForm(valid({ end_date: '2027-12-01' }), context).end_date).toBe(adMessages.periodTooLong);
    expect(validateAdForm(valid({ end_date: '2027-11-30' }), context)).toEqual({}); // 365 days
  });

  it('needs a question and answers for products that verify, and a question for any answers', () => {
    const dib = [{ product_code: 'naverapp-dib', daily_volume: 10 }];
    expect(validateAdForm(valid({ rewards: dib }), context)).toEqual({
      question: adMessages.answerRequired,
      answers: adMessages.answerRequired,
    });
    expect(validateAdForm(valid({ rewards: dib, question: '배송비는?', answers: '무료\n 3000원 \n' }), context)).toEqual({});
    expect(validateAdForm(valid({ answers: '무료' }), context).question).toBe(adMessages.answersWithoutQuestion);
    expect(validateAdForm(valid({ rewards: dib, answers: '무료' }), context)).toEqual({ question: adMessages.answersWithoutQuestion });
  });

  it('takes at most 10 answers of at most 100 characters each', () => {
    const answers = (count: number) => Array.from({ length: count }, (_, index) => `정답${index}`).join('\n');
    expect(validateAdForm(valid({ question: '색상은?', answers: answers(10) }), context)).toEqual({});
    expect(validateAdForm(valid({ question: '색상은?', answers: answers(11) }), context)).toEqual({
      answers: '정답은 최대 10개까지 입력할 수 있습니다.',
    });
    expect(validateAdForm(valid({ question: '색상은?', answers: '가'.repeat(101) }), context)).toEqual({
      answers: '정답은 한 항목에 100자까지 입력할 수 있습니다.',
    });
  });

  it('checks a place target and asks staff for the client', () => {
    const place = valid({ channel: 'NAVER_PLACE', mid: '', rewards: [{ product_code: 'naverplace-traffic', daily_volume: 5 }] });
    expect(validateAdForm(place, context).place_id).toBe(adMessages.placeTargetRequired);
    expect(validateAdForm({ ...place, place_id: 'abc' }, context).place_id).toBe(adMessages.placeIdInvalid);
    expect(validateAdForm({ ...place, url: 'https://m.place.naver.com/restaurant/1234567' }, context)).toEqual({});
    expect(validateAdForm(valid(), { ...context, staff: true }).owner_id).toBe('광고주를 선택해주세요.');
  });

  it('sends only what was given, every line in rewards, and maps single-line server fields onto the form', () => {
    expect(toCreateAdRequest(valid({ target_name: ' 누리몰 ', answers: '\n' }), { imageIds: [] })).toEqual({
      channel: 'NAVER_SHOPPING',
      keyword: '캠핑 의자',
      mid: '84500000001',
      store_name: '누리몰',
      rewards: [{ product_code: 'naverapp', daily_volume: 100 }],
      start_date: '2026-12-01',
      end_date: '2026-12-10',
    });
    expect(toCreateAdRequest(valid({ owner_id: '9' }), { imageIds: [3], service: 'HUB' })).toMatchObject({
      owner_id: 9,
      service: 'HUB',
      image_ids: [3],
    });
    expect(formFieldOf('daily_volume', valid())).toBe('rewards.0.daily_volume');
    expect(formFieldOf('product_code', valid())).toBe('rewards');
    expect(formFieldOf('place_name', valid())).toBe('target_name');
    expect(formFieldOf('mid', valid())).toBeNull();
  });
});
