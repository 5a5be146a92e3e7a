export type TimeAgoUnit = 'justNow' | 'minutes' | 'hours' | 'days';
export interface TimeAgoParts {
  unit: TimeAgoUnit;
  value: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

function isSameLocalDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/**
 * Spec §5 thresholds: under 3 minutes 'just now', under 60 minutes in minutes,
 * the same day in hours, otherwise days (at least 1).
 */
export function timeAgoParts(date: Date | string | number, now: Date | string | number = new Date()): TimeAgoParts {
  const then = toDate(date);
  const current = toDate(now);
  const elapsed = Math.max(0, current.getTime() - then.getTime());
  if (elapsed < 3 * MINUTE) return { unit: 'justNow', value: 0 };
  if (elapsed < HOUR) return { unit: 'minutes', value: Math.floor(elapsed / MINUTE) };
  if (isSameLocalDay(then, current)) return { unit: 'hours', value: Math.floor(elapsed / HOUR) };
  return { unit: 'days', value: Math.max(1, Math.floor(elapsed / DAY)) };
}

const korean: Record<TimeAgoUnit, (n: number) => string> = {
  justNow: () => '방금 전',
  minutes: (n) => `${n}분 전`,
  hours: (n) => `${n}시간 전`,
  days: (n) => `${n}일 전`,
};

/** Korean label by default; pass `labels` (e.g. from i18n) for another language. */
export function timeAgo(
  date: Date | string | number,
  now: Date | string | number = new Date(),
  labels: Record<TimeAgoUnit, (n: number) => string> = korean,
): string {
  const { unit, value } = timeAgoParts(date, now);
  return labels[unit](value);
}
