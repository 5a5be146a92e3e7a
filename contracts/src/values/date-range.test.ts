import { dateRangeMessages, dateRangeProblem, REPORT_MAX_DAYS } from './date-range';

describe('dateRangeProblem: the one report range rule', () => {
  it('accepts open and closed ranges of real days up to the limit', () => {
    expect(dateRangeProblem(undefined, undefined)).toBeUndefined();
    expect(dateRangeProblem('2026-11-01', '')).toBeUndefined();
    expect(dateRangeProblem('2026-11-01', '2026-11-01')).toBeUndefined();
    expect(REPORT_MAX_DAYS).toBe(366);
    expect(dateRangeProblem('2028-01-01', '2028-12-31')).toBeUndefined(); // 366 days of a leap year
  });

  it('names the end a problem belongs under', () => {
    expect(dateRangeProblem('2026-02-30', '2026-03-01')).toEqual({
      end: 'from',
      code: 'INVALID_DAY',
      message: dateRangeMessages.invalidDay,
    });
    expect(dateRangeProblem('2026-03-01', '20260302')).toEqual({ end: 'to', code: 'INVALID_DAY', message: dateRangeMessages.invalidDay });
    expect(dateRangeProblem('2026-03-02', '2026-03-01')).toEqual({
      end: 'from',
      code: 'RANGE_INVERTED',
      message: '시작일이 종료일보다 늦습니다. 시작일을 종료일과 같거나 앞선 날로 선택해주세요.',
    });
    expect(dateRangeProblem('2026-01-01', '2027-01-02')).toEqual({
      end: 'to',
      code: 'RANGE_TOO_LONG',
      message: '조회 기간은 최대 366일입니다.',
    });
    expect(dateRangeProblem('2026-01-01', '2026-01-31', { maxDays: 30 })?.message).toBe('조회 기간은 최대 30일입니다.');
  });

  it('asks for both ends when the report needs them', () => {
    expect(dateRangeProblem(undefined, '2026-11-01', { required: true })).toEqual({
      end: 'from',
      code: 'RANGE_REQUIRED',
      message: '조회 기간을 입력해주세요.',
    });
    expect(dateRangeProblem('2026-11-01', '', { required: true })?.end).toBe('to');
  });
});
