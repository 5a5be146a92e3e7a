import {
  daysBetween,
  daysFrom,
  fullYearsOn,
  isCalendarDay,
  koreanDay,
  koreanMonth,
  lastDayOfMonth,
  monthOf,
  seoulDayOf,
  seoulMidnight,
  shiftDay,
  shiftMonth,
} from './days';

describe('seoulDayOf: the Seoul calendar day of an instant (a Seoul day starts at 15:00 UTC)', () => {
  it.each([
    ['2026-11-30T14:59:59.999Z', '2026-11-30'],
    ['2026-11-30T15:00:00.000Z', '2026-12-01'],
    ['2026-12-31T14:59:59.999Z', '2026-12-31'],
    ['2026-12-31T15:00:00.000Z', '2027-01-01'],
    ['2028-02-28T15:00:00.000Z', '2028-02-29'],
    ['2028-02-29T15:00:00.000Z', '2028-03-01'],
    ['2027-02-28T15:00:00.000Z', '2027-03-01'],
    ['2026-06-15T00:00:00+09:00', '2026-06-15'],
    ['2026-06-15T23:59:59+09:00', '2026-06-15'],
  ])('%s → %s', (instant, day) => {
    expect(seoulDayOf(new Date(instant))).toBe(day);
  });

  it('agrees with the Asia/Seoul zone of Intl every hour of a year', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += 3_600_000) {
      expect(seoulDayOf(new Date(t))).toBe(intl.format(new Date(t)));
    }
  });
});

describe('seoulMidnight: the instant a Seoul day starts', () => {
  it.each([
    ['2026-12-01', '2026-11-30T15:00:00.000Z'],
    ['2027-01-01', '2026-12-31T15:00:00.000Z'],
    ['2028-02-29', '2028-02-28T15:00:00.000Z'],
  ])('%s → %s', (day, instant) => {
    expect(seoulMidnight(day).toISOString()).toBe(instant);
    expect(seoulDayOf(seoulMidnight(day))).toBe(day);
    expect(seoulDayOf(new Date(seoulMidnight(day).getTime() - 1))).toBe(shiftDay(day, -1));
  });
});

describe('isCalendarDay: a real day written YYYY-MM-DD', () => {
  it.each([
    ['2026-01-01', true],
    ['2026-12-31', true],
    ['2028-02-29', true],
    ['2000-02-29', true],
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2100-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-01-32', false],
    ['2026-1-1', false],
    ['2026-01-01T00:00:00Z', false],
    [' 2026-01-01', false],
    ['20260101', false],
    ['', false],
  ])('%j → %s', (value, real) => {
    expect(isCalendarDay(value)).toBe(real);
  });
});

describe('shiftDay: a day moved by whole days', () => {
  it.each([
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-15', -13, '2026-12-02'],
    ['2026-12-01', 0, '2026-12-01'],
    ['2026-01-31', 365, '2027-01-31'],
  ])('%s %+d → %s', (day, days, shifted) => {
    expect(shiftDay(day, days)).toBe(shifted);
  });
});

describe('daysFrom (signed, end excluded) and daysBetween (both days included, never below 0)', () => {
  it.each([
    ['2026-12-01', '2026-12-01', 0, 1],
    ['2026-12-01', '2026-12-31', 30, 31],
    ['2028-02-28', '2028-03-01', 2, 3],
    ['2026-02-28', '2026-03-01', 1, 2],
    ['2026-12-31', '2027-01-01', 1, 2],
    ['2026-01-01', '2027-01-01', 365, 366],
    ['2028-01-01', '2029-01-01', 366, 367],
    ['2026-12-02', '2026-12-01', -1, 0],
    ['2027-01-01', '2026-12-01', -31, 0],
  ])('%s → %s: %d, %d', (from, to, exclusive, inclusive) => {
    expect(daysFrom(from, to)).toBe(exclusive);
    expect(daysBetween(from, to)).toBe(inclusive);
  });
});

describe('months', () => {
  it.each([
    ['2026-12-15', 0, '2026-12'],
    ['2026-12-15', 1, '2027-01'],
    ['2026-01-31', -1, '2025-12'],
    ['2026-03-31', -1, '2026-02'],
    ['2026-05-01', -12, '2025-05'],
  ])('monthOf(%s, %d) → %s', (day, shift, month) => {
    expect(monthOf(day, shift)).toBe(month);
  });

  it.each([
    ['2026-01', -1, '2025-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-06', 0, '2026-06'],
    ['2026-06', 25, '2028-07'],
  ])('shiftMonth(%s, %d) → %s', (month, by, shifted) => {
    expect(shiftMonth(month, by)).toBe(shifted);
  });

  it.each([
    ['2026-01', '2026-01-31'],
    ['2026-02', '2026-02-28'],
    ['2028-02', '2028-02-29'],
    ['2100-02', '2100-02-28'],
    ['2026-04', '2026-04-30'],
    ['2026-12', '2026-12-31'],
  ])('lastDayOfMonth(%s) → %s', (month, last) => {
    expect(lastDayOfMonth(month)).toBe(last);
  });
});

describe('fullYearsOn: an age on a day', () => {
  it.each([
    ['2012-06-15', '2026-06-14', 13],
    ['2012-06-15', '2026-06-15', 14],
    ['2012-06-15', '2026-12-31', 14],
    ['2012-12-31', '2026-01-01', 13],
    ['2012-02-29', '2026-02-28', 13],
    ['2012-02-29', '2026-03-01', 14],
  ])('born %s, on %s: %d', (birth, day, age) => {
    expect(fullYearsOn(birth, day)).toBe(age);
  });
});

describe('koreanDay: a day in the Korean form people read', () => {
  it.each([
    ['2026-11-26', '2026. 11. 26.'],
    ['2026-01-06', '2026. 1. 6.'],
    ['2027-12-31', '2027. 12. 31.'],
  ])('%s → %s', (day, text) => {
    expect(koreanDay(day)).toBe(text);
  });
  it('a month: 2026-01 → 2026. 1.', () => {
    expect(koreanMonth('2026-01')).toBe('2026. 1.');
    expect(koreanMonth('2026-11')).toBe('2026. 11.');
  });
});
