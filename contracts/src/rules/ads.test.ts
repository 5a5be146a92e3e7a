import { AD_ANSWER_MAX_LENGTH, AD_ANSWERS_MAX, adMessages } from '../values/ads';
import {
  answersOf,
  checkChannel,
  checkDailyVolume,
  checkEndDay,
  checkKeyword,
  checkPeriod,
  checkProduct,
  checkStartDay,
  checkTarget,
  checkVerification,
  channelOfRequest,
  placeUrlOf,
  productUrlOf,
} from './ads';

describe('target URLs: https only, on the fixed host list', () => {
  it.each([
    ['https://smartstore.naver.com/nurly/products/84512345678', '84512345678'],
    ['https://m.smartstore.naver.com/nurly/products/84512345678?NaPm=x', '84512345678'],
    ['https://brand.naver.com/nurly/products/8451234567', '8451234567'],
    ['https://search.shopping.naver.com/catalog/84512345678', '84512345678'],
    ['https://shopping.naver.com/window-products/x?nvMid=84512345678', '84512345678'],
    ['https://smartstore.naver.com/nurly', null],
  ])('product %s → MID %s', (url, mid) => {
    expect(productUrlOf(url)?.mid ?? null).toBe(mid);
    expect(checkTarget('NAVER_SHOPPING', { url })).toBeNull();
  });

  it.each([
    'http://smartstore.naver.com/nurly/products/84512345678',
    'https://blog.naver.com/nurly/84512345678',
    'https://naver.com/products/84512345678',
    'https://smartstore.naver.com.example.com/products/84512345678',
    'ftp://smartstore.naver.com/products/84512345678',
    'smartstore.naver.com/nurly/products/84512345678',
    'https://m.place.naver.com/restaurant/1234567',
  ])('refuses the product URL %s', (url) => {
    expect(productUrlOf(url)).toBeNull();
    expect(checkTarget('NAVER_SHOPPING', { url })).toEqual({
      field: 'url',
      message: adMessages.productUrlInvalid,
      code: 'PRODUCT_URL_INVALID',
    });
  });

  it('reads a place id from a place URL and refuses other hosts and http', () => {
    expect(placeUrlOf('https://m.place.naver.com/restaurant/1234567/home')?.placeId).toBe('1234567');
    expect(placeUrlOf('https://map.naver.com/p/entry')?.placeId).toBeNull();
    for (const url of [
      'http://m.place.naver.com/restaurant/1234567',
      'https://x.place.naver.com/place/1234567',
      'https://smartstore.naver.com/a/products/84512345678',
    ]) {
      expect(checkTarget('NAVER_PLACE', { url })).toEqual({ field: 'url', message: adMessages.placeUrlInvalid, code: 'PLACE_URL_INVALID' });
    }
  });
});

describe('target ids and keyword', () => {
  it('needs an id or a URL, the id well formed first', () => {
    expect(checkTarget('NAVER_SHOPPING', { mid: ' ', url: '' })?.message).toBe(adMessages.targetRequired);
    expect(checkTarget('NAVER_PLACE', {})).toMatchObject({ field: 'place_id', message: adMessages.placeTargetRequired });
    expect(checkTarget('NAVER_SHOPPING', { mid: '1234567' })).toMatchObject({ field: 'mid', message: adMessages.midInvalid });
    expect(checkTarget('NAVER_SHOPPING', { mid: '1234567890123' })?.field).toBe('mid');
    expect(checkTarget('NAVER_SHOPPING', { mid: '12345678' })).toBeNull();
    expect(checkTarget('NAVER_PLACE', { place_id: '12a45' })).toMatchObject({ field: 'place_id', message: adMessages.placeIdInvalid });
    expect(checkTarget('NAVER_PLACE', { place_id: '12345' })).toBeNull();
  });

  it('needs a keyword that is not blank', () => {
    expect(checkKeyword(' \n')).toMatchObject({ field: 'keyword', message: adMessages.keywordRequired });
    expect(checkKeyword(undefined)?.field).toBe('keyword');
    expect(checkKeyword('캠핑 의자')).toBeNull();
  });

  it('refuses a keyword with an emoji (Naver search cannot hold one)', () => {
    expect(checkKeyword('캠핑 의자 🏕')).toEqual({ field: 'keyword', message: adMessages.keywordEmoji, code: 'KEYWORD_EMOJI' });
    expect(checkKeyword('캠핑 의자 #1')).toBeNull();
  });
});

describe('daily volume and period', () => {
  it.each([1, 100, 100_000])('accepts a daily volume of %d', (value) => expect(checkDailyVolume(value)).toBeNull());
  it.each([0, -1, 100_001, 1.5, null, Number.NaN])('refuses a daily volume of %p', (value) => {
    expect(checkDailyVolume(value, 'rewards[1].daily_volume')).toEqual({
      field: 'rewards[1].daily_volume',
      message: adMessages.volumeOutOfRange,
      code: 'VOLUME_OUT_OF_RANGE',
    });
  });

  it('checks the start (a real day, not in the past unless allowed) and the end (after it, at most 365 days)', () => {
    const today = '2026-12-01';
    expect(checkStartDay('2026-11-30', today)?.message).toBe(adMessages.startInPast);
    expect(checkStartDay('2026-11-30', today, { startMayBePast: true })).toBeNull();
    expect(checkStartDay('2026-02-30', today)).toMatchObject({ field: 'start_date', message: adMessages.dateInvalid });
    expect(checkEndDay('2026-12-05', '2026-12-04')).toMatchObject({ field: 'end_date', message: adMessages.endBeforeStart });
    expect(checkEndDay('2026-12-01', '2027-11-30')).toBeNull(); // 365 days
    expect(checkEndDay('2026-12-01', '2027-12-01')).toMatchObject({ field: 'end_date', message: adMessages.periodTooLong });
    expect(checkEndDay('nope', '2026-12-01')).toBeNull(); // the start's own problem
    expect(checkPeriod('2026-12-01', '2026-13-01', today)).toMatchObject({ field: 'end_date', message: adMessages.dateInvalid });
    expect(checkPeriod('2026-11-01', '2026-10-01', today)?.message).toBe(adMessages.startInPast);
    expect(checkPeriod('2026-12-01', '2026-12-01', today)).toBeNull();
  });
});

describe('channel and products', () => {
  it('takes the channel named, else the first known product', () => {
    expect(channelOfRequest(undefined, ['naverplace-save'])).toBe('NAVER_PLACE');
    expect(channelOfRequest(undefined, ['nope', 'naverapp'])).toBe('NAVER_SHOPPING');
    expect(channelOfRequest('NAVER_PLACE', ['naverapp'])).toBe('NAVER_PLACE');
    expect(channelOfRequest(undefined, ['nope'])).toBeNull();
    expect(checkChannel('NAVER_BLOG')).toMatchObject({ field: 'channel', message: adMessages.channelInvalid });
  });

  it('refuses an unknown product and a product of the other channel', () => {
    expect(checkProduct('naverapp-gold', 'NAVER_SHOPPING')?.message).toBe(adMessages.unknownProduct);
    expect(checkProduct('naverplace-save', 'NAVER_SHOPPING', 'rewards[0].product_code')).toMatchObject({
      field: 'rewards[0].product_code',
      message: adMessages.channelMismatch,
    });
    expect(checkProduct('naverapp', 'NAVER_SHOPPING')).toBeNull();
  });
});

describe('verification question and answers', () => {
  const fields = (question: string, answers: string[], requiresAnswer: boolean) =>
    checkVerification(question, answers, requiresAnswer).map(({ field, message, code }) => [field, message, code]);

  it('reads one answer per line, trimmed, blank lines dropped', () => {
    expect(answersOf(' 누리 정답 \n\n  \n두 번째, 쉼표 포함\r\n')).toEqual(['누리 정답', '두 번째, 쉼표 포함']);
    expect(answersOf('')).toEqual([]);
  });

  it('passes an answer product with both, and a plain product with neither', () => {
    expect(checkVerification('색상은?', ['빨강'], true)).toEqual([]);
    expect(checkVerification('  ', [], false)).toEqual([]);
  });

  it('needs the question and the answers of an answer product', () => {
    expect(fields('', [], true)).toEqual([
      ['question', adMessages.answerRequired, 'ANSWER_REQUIRED'],
      ['answers', adMessages.answerRequired, 'ANSWER_REQUIRED'],
    ]);
    expect(fields('색상은?', [], true)).toEqual([['answers', adMessages.answerRequired, 'ANSWER_REQUIRED']]);
  });

  it('refuses answers without a question, whatever the product', () => {
    for (const requiresAnswer of [true, false])
      expect(fields(' ', ['빨강'], requiresAnswer)).toEqual([['question', adMessages.answersWithoutQuestion, 'ANSWERS_WITHOUT_QUESTION']]);
  });

  it('refuses more than AD_ANSWERS_MAX answers and an answer over AD_ANSWER_MAX_LENGTH', () => {
    const many = Array.from({ length: AD_ANSWERS_MAX + 1 }, (_, index) => `정답${index}`);
    expect(checkVerification('q', many.slice(0, AD_ANSWERS_MAX), true)).toEqual([]);
    expect(fields('q', many, false)).toEqual([['answers', '정답은 최대 10개까지 입력할 수 있습니다.', 'ANSWERS_TOO_MANY']]);
    expect(checkVerification('q', ['가'.repeat(AD_ANSWER_MAX_LENGTH)], true)).toEqual([]);
    expect(fields('q', ['가'.repeat(AD_ANSWER_MAX_LENGTH + 1)], true)).toEqual([
      ['answers', '정답은 한 항목에 100자까지 입력할 수 있습니다.', 'ANSWER_TOO_LONG'],
    ]);
  });
});
