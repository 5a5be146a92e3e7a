import { formatDateTime } from '@nurly/shared';

/** A dated entry containing 'real-time' (실시간) shows only its first word; otherwise the shared date-time ('2026. 3. 5. 오후 1:07', Korea time). */
export function formatEntryDate(value: string): string {
  if (/실시간|real-?time/i.test(value)) return value.trim().split(/\s+/)[0];
  return formatDateTime(value, value);
}
