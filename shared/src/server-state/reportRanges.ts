/**
 * The default day ranges of the report pages, in Seoul calendar days (`YYYY-MM-DD`). A page fixes its
 * range when it opens (useMemo) and keeps it in the URL through `useUrlFilters`.
 */
import { seoulDayOf, shiftDay } from '@nurly/contracts';

export interface DayRange {
  from: string;
  to: string;
}

export interface RangeOptions {
  /** The last day: 'today', or 'yesterday' (the last settled day). Default 'today'. */
  through?: 'today' | 'yesterday';
  now?: Date;
}

const lastDay = ({ through = 'today', now = new Date() }: RangeOptions): { today: string; to: string } => {
  const today = seoulDayOf(now);
  return { today, to: through === 'yesterday' ? shiftDay(today, -1) : today };
};

/** The `count` days up to and including the last day. */
export function lastDays(count: number, options: RangeOptions = {}): DayRange {
  const { to } = lastDay(options);
  return { from: shiftDay(to, -(count - 1)), to };
}

/** The current month from its 1st up to the last day (the 1st itself when the last day falls before it). */
export function monthToDate(options: RangeOptions = {}): DayRange {
  const { today, to } = lastDay(options);
  const from = `${today.slice(0, 8)}01`;
  return { from, to: to < from ? from : to };
}
