/**
 * Offerwall days: Asia/Seoul calendar days ('YYYY-MM-DD'), the day the server settles by, whatever
 * the browser's zone. Payouts in tenths of a won are written and read by `formatTenthsWon`,
 * `tenthsText` and `parseTenths` of @nurly/contracts.
 */
import { formatDate } from '@nurly/shared';

/** Today's Seoul calendar day. */
export function seoulToday(now: Date = new Date()): string {
  return formatDate(now);
}

/** A calendar day moved by `days` ('2026-12-01', -1 → '2026-11-30'). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
