/**
 * Calendar days of the service, the one copy the browser and the server both apply. A day is an
 * Asia/Seoul calendar day written 'YYYY-MM-DD' (a month 'YYYY-MM'), whatever the zone of the machine:
 * Korea is UTC+9 all year (no daylight saving time), so a Seoul day starts at 15:00 UTC the day
 * before. Days are compared as strings ('2026-11-30' < '2026-12-01') and counted on the UTC calendar,
 * where every day has exactly 24 hours.
 */

/** Korea's offset from UTC: +09:00, all year. */
export const SEOUL_UTC_OFFSET_MS = 9 * 3_600_000;

const DAY_MS = 86_400_000;
const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** UTC midnight of a 'YYYY-MM-DD' day, in ms (NaN when it cannot be read). */
const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The Seoul calendar day of an instant: 2026-12-31T15:00:00Z → '2027-01-01'. */
export function seoulDayOf(at: Date): string {
  return new Date(at.getTime() + SEOUL_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Seoul day starts: '2026-12-01' → 2026-11-30T15:00:00Z. */
export function seoulMidnight(day: string): Date {
  return new Date(utcMidnight(day) - SEOUL_UTC_OFFSET_MS);
}

/** True when `value` is a real calendar day written 'YYYY-MM-DD' ('2026-02-30', '2026-13-01' and '2026-1-1' are not). */
export function isCalendarDay(value: string): boolean {
  if (!DAY_SHAPE.test(value)) return false;
  const time = utcMidnight(value);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** A day moved by whole days: ('2026-03-01', -1) → '2026-02-28'. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(utcMidnight(day));
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`, negative when `to` is earlier: the same day is 0, the next 1. */
export function daysFrom(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** Calendar days from `from` to `to`, both included (a one-day period is 1); 0 when `to` is before `from`. */
export function daysBetween(from: string, to: string): number {
  return Math.max(0, daysFrom(from, to) + 1);
}

/** The 'YYYY-MM' month of a day, moved by whole months: ('2026-12-15', 1) → '2027-01'. */
export function monthOf(day: string, shift = 0): string {
  return shiftMonth(day.slice(0, 7), shift);
}

/** A 'YYYY-MM' month moved by whole months: ('2026-01', -1) → '2025-12'. */
export function shiftMonth(month: string, months: number): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

/** The last day of a 'YYYY-MM' month: '2028-02' → '2028-02-29'. */
export function lastDayOfMonth(month: string): string {
  return new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
}

/** A calendar day as the service writes it in Korean: (2026, 11, 26) → '2026. 11. 26.'; the one form of every date people read. */
export function koreanDate(year: number, month: number, day: number): string {
  return `${year}. ${month}. ${day}.`;
}

/** A 'YYYY-MM-DD' day in the Korean form: '2026-11-06' → '2026. 11. 6.' (text people read, such as a ledger memo). */
export function koreanDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return koreanDate(year, month, date);
}

/** A 'YYYY-MM' month in the Korean form: '2026-01' → '2026. 1.'. */
export function koreanMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return `${year}. ${number}.`;
}

/** Full years from a 'YYYY-MM-DD' birth day to `day` (an age: the birthday itself counts). */
export function fullYearsOn(birthDay: string, day: string): number {
  const [by, bm, bd] = birthDay.split('-').map(Number);
  const [ty, tm, td] = day.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
