/**
 * The money jobs in sight of staff (GET admin/operations, the shell's "운영 상태" page, and its menu
 * status count): how far back the page looks and when an unsettled yesterday counts as late.
 */

/** Days the page covers: the settlement runs and the unsettled days of the last 14 days before today. */
export const OPERATIONS_DAYS = 14;

/**
 * Minutes after Seoul midnight by which yesterday must be settled (the cron runs at 00:05 with
 * retries): from 01:00 an unsettled yesterday is late, and counts in the menu status.
 */
export const SETTLEMENT_LATE_AFTER_MINUTES = 60;

/** The menu key of the staff page (`/admin/operations`) carrying the count of late unsettled days. */
export const OPERATIONS_MENU_KEY = 'admin-operations';

/** How a settlement run was started: the 00:05 cron, staff's "정산 실행", or the test clock. */
export const SETTLEMENT_RUN_TRIGGERS = ['SCHEDULE', 'MANUAL', 'CLOCK'] as const;
export type SettlementRunTrigger = (typeof SETTLEMENT_RUN_TRIGGERS)[number];

export const SETTLEMENT_RUN_STATUSES = ['ok', 'failed'] as const;
export type SettlementRunStatus = (typeof SETTLEMENT_RUN_STATUSES)[number];

export const operationsMessages = {
  menuError: '정산되지 않은 지난 날짜',
} as const;
