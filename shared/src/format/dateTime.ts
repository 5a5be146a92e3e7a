/**
 * Dates and times as the service shows them everywhere: Korea time whatever the
 * browser's zone, 'YYYY-MM-DD HH:mm' and 'YYYY-MM-DD'. One formatter per concept; no page formats
 * dates itself. The calendar day is `seoulDayOf` of @nurly/contracts, the rule the server applies.
 */
import { seoulDayOf } from '@nurly/contracts';

const SERVICE_TIME_ZONE = 'Asia/Seoul';

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SERVICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function instantOf(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2026-11-22 15:04' (Korea time); `empty` (default '-') when there is no valid value. */
export function formatDateTime(value: string | Date | null | undefined, empty = '-'): string {
  const date = instantOf(value);
  if (!date) return empty;
  const p = Object.fromEntries(partsFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** '2026-11-22' (the Korea calendar day); `empty` (default '-') when there is no valid value. */
export function formatDate(value: string | Date | null | undefined, empty = '-'): string {
  const date = instantOf(value);
  return date ? seoulDayOf(date) : empty;
}
