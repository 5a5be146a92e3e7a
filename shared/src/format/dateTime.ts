/**
 * Dates and times as the service shows them everywhere (issue 12 item 13): Korea time whatever the
 * browser's zone, 'YYYY-MM-DD HH:mm' and 'YYYY-MM-DD'. One formatter per concept; no page formats
 * dates itself.
 */
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

function seoulParts(value: string | Date | null | undefined): Record<string, string> | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(partsFormat.formatToParts(date).map((part) => [part.type, part.value]));
}

/** '2026-11-22 15:04' (Korea time); `empty` (default '-') when there is no valid value. */
export function formatDateTime(value: string | Date | null | undefined, empty = '-'): string {
  const p = seoulParts(value);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}` : empty;
}

/** '2026-11-22' (the Korea calendar day); `empty` (default '-') when there is no valid value. */
export function formatDate(value: string | Date | null | undefined, empty = '-'): string {
  const p = seoulParts(value);
  return p ? `${p.year}-${p.month}-${p.day}` : empty;
}
