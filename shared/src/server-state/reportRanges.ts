/**
 * The default day ranges of the report pages, in Seoul calendar days (`YYYY-MM-DD`). A page fixes its
 * range when it opens (useMemo) and keeps it in the URL through `useUrlFilters`.
 */
import { dateRangeProblem, lastDayOfMonth, monthOf, seoulDayOf, shiftDay } from '@nurly/contracts';

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

/** The quick choices of a date range filter, in the order the filter bar shows them. */
export const DAY_RANGE_PRESETS = ['today', 'yesterday', 'last7Days', 'thisMonth', 'lastMonth'] as const;
export type DayRangePreset = (typeof DAY_RANGE_PRESETS)[number];

/**
 * The Seoul days of a quick choice, both ends set: today, yesterday, the 7 days up to today, this month
 * from its 1st to today, and the whole of last month.
 */
export function presetRange(preset: DayRangePreset, now: Date = new Date()): DayRange {
  const today = seoulDayOf(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = shiftDay(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7Days':
      return lastDays(7, { now });
    case 'thisMonth':
      return monthToDate({ now });
    case 'lastMonth': {
      const month = monthOf(today, -1);
      return { from: `${month}-01`, to: lastDayOfMonth(month) };
    }
  }
}

/** True when both ends are set and the range starts after it ends (the contracts' range rule refuses it). */
export function isInvertedRange({ from, to }: DayRange): boolean {
  return dateRangeProblem(from, to, { maxDays: Number.POSITIVE_INFINITY })?.code === 'RANGE_INVERTED';
}
