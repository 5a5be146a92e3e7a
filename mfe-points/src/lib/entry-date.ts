import { formatDateTime } from '@nurly/shared';

/** A dated entry containing 'real-time' (실시간) shows only its first word; otherwise the shared 'YYYY-MM-DD HH:mm' (Korea time). */
export function formatEntryDate(value: string): string {
  if (/실시간|real-?time/i.test(value)) return value.trim().split(/\s+/)[0];
  return formatDateTime(value, value);
}
