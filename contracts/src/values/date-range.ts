/**
 * THE report date-range rule: every report and history filtered by days (sales, hub reports, the
 * offerwall console, settlements, ad histories) takes `date_from`/`date_to` (Asia/Seoul days, both
 * included) and checks them here, in the browser before a call and in the server on every request.
 */
import { daysBetween, isCalendarDay } from './days';

/** The longest range a report reads, both days included. */
export const REPORT_MAX_DAYS = 366;

/** A range longer than `max` days (the browser's table passes `{{max}}`). */
const tooLongOf = (max: number | string) => `조회 기간은 최대 ${max}일입니다.`;

export const dateRangeMessages = {
  invalidDay: '날짜 형식이 올바르지 않습니다. (YYYY-MM-DD)',
  missing: '조회 기간을 입력해주세요.',
  inverted: '시작일이 종료일보다 늦습니다. 시작일을 종료일과 같거나 앞선 날로 선택해주세요.',
  tooLong: tooLongOf(REPORT_MAX_DAYS),
  tooLongOf,
} as const;

export type DateRangeCode = 'INVALID_DAY' | 'RANGE_REQUIRED' | 'RANGE_INVERTED' | 'RANGE_TOO_LONG';

/** What is wrong with a range, and which end the message belongs under. */
export interface DateRangeProblem {
  end: 'from' | 'to';
  code: DateRangeCode;
  message: string;
}

export interface DateRangeRule {
  /** Both ends must be given (sales and hub reports); otherwise an open end is fine. */
  required?: boolean;
  /** Longest range in days, both included (REPORT_MAX_DAYS unless given). */
  maxDays?: number;
}

/**
 * The first problem of the range `from`..`to` (an empty string is a missing end), or undefined when
 * it is a valid range: each end a real day, from ≤ to, at most `maxDays` days when both are given.
 */
export function dateRangeProblem(from: string | undefined, to: string | undefined, rule: DateRangeRule = {}): DateRangeProblem | undefined {
  const ends = [
    ['from', from || undefined],
    ['to', to || undefined],
  ] as const;
  for (const [end, day] of ends) {
    if (day === undefined) {
      if (rule.required) return { end, code: 'RANGE_REQUIRED', message: dateRangeMessages.missing };
    } else if (!isCalendarDay(day)) return { end, code: 'INVALID_DAY', message: dateRangeMessages.invalidDay };
  }
  if (!from || !to) return undefined;
  if (from > to) return { end: 'from', code: 'RANGE_INVERTED', message: dateRangeMessages.inverted };
  const maxDays = rule.maxDays ?? REPORT_MAX_DAYS;
  if (daysBetween(from, to) > maxDays)
    return {
      end: 'to',
      code: 'RANGE_TOO_LONG',
      message: tooLongOf(maxDays),
    };
  return undefined;
}
