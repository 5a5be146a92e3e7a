import { formatNumber, formatWon, parseDigits } from './number';
import { formatPhone } from './phone';
import { formatDate, formatDateRange, formatDateTime, formatDayOrMonth, formatMonth, formatTimeOfDay } from './dateTime';
import { i18n, initI18n } from '../i18n';
import { formatRegistrationNumber, formatTenthsWon, normalizeRegistrationNumber, REGISTRATION_NUMBER_FORMAT_ERROR } from '@nurly/contracts';
import { truncate } from './text';
import { timeAgo, timeAgoParts } from './timeAgo';

describe('formatPhone', () => {
  it('groups an 11-digit mobile 3-4-4', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
  });
  it('strips non-digits first', () => {
    expect(formatPhone(' 010.1234 5678 ')).toBe('010-1234-5678');
    expect(formatPhone('010-1234-5678')).toBe('010-1234-5678');
  });
  it('groups 10-digit numbers 3-3-4 and Seoul 02 numbers 2-3/4-4', () => {
    expect(formatPhone('0311234567')).toBe('031-123-4567');
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
    expect(formatPhone('021234567')).toBe('02-123-4567');
  });
  it('groups representative numbers 4-4', () => {
    expect(formatPhone('15881234')).toBe('1588-1234');
  });
  it('leaves other lengths as digits and empty input empty', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
  });
});

describe('formatNumber / formatWon', () => {
  it('adds thousands separators', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-1500)).toBe('-1,500');
    expect(formatNumber('1234567')).toBe('1,234,567');
    expect(formatNumber(undefined)).toBe('0');
    expect(formatNumber(Number.NaN)).toBe('0');
  });
  it('prefixes the won sign', () => {
    expect(formatWon(1234567)).toBe('₩1,234,567');
    expect(formatWon(-5000)).toBe('-₩5,000');
  });
  it('writes whole won as the contracts write tenths of a won: one look for money', () => {
    for (const won of [0, 7, 66, 1234567, -275, -5000]) expect(formatTenthsWon(won * 10)).toBe(formatWon(won));
  });
  it('parses typed amounts keeping digits only', () => {
    expect(parseDigits('1,000,000원')).toBe(1000000);
    expect(parseDigits('abc')).toBe(0);
  });
});

describe('timeAgo (docs/decisions/product.md#validation thresholds)', () => {
  const now = new Date(2025, 3, 10, 15, 0, 0);
  const minus = (ms: number) => new Date(now.getTime() - ms);
  const MIN = 60_000;

  it('is "just now" under 3 minutes', () => {
    expect(timeAgoParts(now, now)).toEqual({ unit: 'justNow', value: 0 });
    expect(timeAgoParts(minus(3 * MIN - 1), now)).toEqual({ unit: 'justNow', value: 0 });
    expect(timeAgo(minus(2 * MIN), now)).toBe('방금 전');
  });
  it('counts minutes from 3 up to 59', () => {
    expect(timeAgoParts(minus(3 * MIN), now)).toEqual({ unit: 'minutes', value: 3 });
    expect(timeAgoParts(minus(60 * MIN - 1), now)).toEqual({ unit: 'minutes', value: 59 });
    expect(timeAgo(minus(15 * MIN), now)).toBe('15분 전');
  });
  it('counts hours from 60 minutes within the same day', () => {
    expect(timeAgoParts(minus(60 * MIN), now)).toEqual({ unit: 'hours', value: 1 });
    expect(timeAgoParts(new Date(2025, 3, 10, 0, 0, 1), now)).toEqual({ unit: 'hours', value: 14 });
    expect(timeAgo(minus(5 * 60 * MIN), now)).toBe('5시간 전');
  });
  it('switches to days once the date differs, at least 1', () => {
    const lateNight = new Date(2025, 3, 10, 0, 30);
    const yesterday = new Date(2025, 3, 9, 23, 0);
    expect(timeAgoParts(yesterday, lateNight)).toEqual({ unit: 'days', value: 1 });
    expect(timeAgoParts(new Date(2025, 3, 7, 15, 0), now)).toEqual({ unit: 'days', value: 3 });
    expect(timeAgo(new Date(2025, 3, 7, 15, 0), now)).toBe('3일 전');
  });
  it('treats future dates as just now and accepts ISO strings', () => {
    expect(timeAgoParts(new Date(now.getTime() + 10 * MIN), now).unit).toBe('justNow');
    expect(timeAgoParts(minus(10 * MIN).toISOString(), now)).toEqual({ unit: 'minutes', value: 10 });
  });
  it('takes custom labels', () => {
    const en = {
      justNow: () => 'just now',
      minutes: (n: number) => `${n} min ago`,
      hours: (n: number) => `${n} h ago`,
      days: (n: number) => `${n} d ago`,
    };
    expect(timeAgo(minus(4 * MIN), now, en)).toBe('4 min ago');
  });
});

describe('registration number', () => {
  it('normalises 10 digits to 000-00-00000, removing spaces and hyphens', () => {
    expect(normalizeRegistrationNumber('1234567890')).toEqual({ ok: true, value: '123-45-67890' });
    expect(normalizeRegistrationNumber(' 123 45-678 90 ')).toEqual({ ok: true, value: '123-45-67890' });
    expect(normalizeRegistrationNumber('123-45-67890')).toEqual({ ok: true, value: '123-45-67890' });
    const result = normalizeRegistrationNumber('1234567890');
    expect(result.ok && result.value.length).toBe(12);
  });
  it('refuses anything but 10 digits with the format message', () => {
    for (const bad of ['', '123456789', '12345678901', '123-45-6789a', '123_45_67890', null]) {
      expect(normalizeRegistrationNumber(bad)).toEqual({ ok: false, error: REGISTRATION_NUMBER_FORMAT_ERROR });
    }
    expect(REGISTRATION_NUMBER_FORMAT_ERROR).toContain('000-00-00000');
  });
  it('formats valid numbers and keeps invalid input as typed', () => {
    expect(formatRegistrationNumber('1234567890')).toBe('123-45-67890');
    expect(formatRegistrationNumber('12345')).toBe('12345');
  });
});

describe('truncate', () => {
  it('cuts at 30 characters with an ellipsis', () => {
    const long = '가'.repeat(31);
    expect(truncate(long, 30)).toBe(`${'가'.repeat(30)}…`);
    expect(truncate('가'.repeat(30), 30)).toBe('가'.repeat(30));
    expect(truncate('short')).toBe('short');
    expect(truncate(null)).toBe('');
  });
});

describe('formatDateTime / formatDate / formatTimeOfDay (Korea time, one format everywhere)', () => {
  it('shows Korea time whatever the browser zone, Korean style with 오전/오후', () => {
    expect(formatDateTime('2026-11-26T09:09:00Z')).toBe('2026. 11. 26. 오후 6:09');
    expect(formatDateTime('2026-11-21T21:30:00Z')).toBe('2026. 11. 22. 오전 6:30');
    expect(formatDateTime(new Date('2026-03-05T04:07:00Z'))).toBe('2026. 3. 5. 오후 1:07');
    expect(formatDateTime('2026-01-01T15:00:00Z')).toBe('2026. 1. 2. 오전 12:00');
    expect(formatDateTime('2026-01-01T03:00:00Z')).toBe('2026. 1. 1. 오후 12:00');
    expect(formatDate('2026-11-21T21:30:00Z')).toBe('2026. 11. 22.');
    expect(formatTimeOfDay('2026-11-21T21:30:00Z')).toBe('오전 6:30');
  });
  it('reads a bare YYYY-MM-DD as that Seoul day and writes periods with both ends', () => {
    expect(formatDate('2026-12-01')).toBe('2026. 12. 1.');
    expect(formatDateRange('2026-12-01', '2026-12-31')).toBe('2026. 12. 1. ~ 2026. 12. 31.');
  });
  it('writes English when English is chosen (given, or the page language)', async () => {
    expect(formatDateTime('2026-11-26T09:09:00Z', '-', 'en')).toBe('Nov 26, 2026, 6:09 PM');
    expect(formatDate('2026-11-21T21:30:00Z', '-', 'en')).toBe('Nov 22, 2026');
    expect(formatTimeOfDay('2026-11-21T15:05:00Z', '-', 'en')).toBe('12:05 AM');
    initI18n('ko');
    await i18n.changeLanguage('en');
    try {
      expect(formatDateTime('2026-11-26T09:09:00Z')).toBe('Nov 26, 2026, 6:09 PM');
    } finally {
      await i18n.changeLanguage('ko');
    }
    expect(formatDateTime('2026-11-26T09:09:00Z')).toBe('2026. 11. 26. 오후 6:09');
  });
  it('says "-" (or the given text) for nothing or garbage', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
    expect(formatDate(undefined, '')).toBe('');
    expect(formatTimeOfDay(null)).toBe('-');
  });
});

describe('formatMonth / formatDayOrMonth (a report period: a day, a month or a label)', () => {
  it('writes a month as a Korean date without its day', () => {
    expect(formatMonth('2026-11')).toBe('2026. 11.');
    expect(formatMonth('2027-01')).toBe('2027. 1.');
    expect(formatMonth('2026-11', 'en')).toBe('Nov 2026');
  });
  it('writes a day as formatDate, a month as formatMonth and leaves other text alone', () => {
    expect(formatDayOrMonth('2026-11-06')).toBe('2026. 11. 6.');
    expect(formatDayOrMonth('2026-11')).toBe('2026. 11.');
    expect(formatDayOrMonth('합계')).toBe('합계');
  });
});
