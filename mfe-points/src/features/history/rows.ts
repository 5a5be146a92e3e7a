/** Display rules of a balance history row (docs/decisions/product.md#states). */
import type { BalanceHistoryRow } from '@nurly/contracts/schemas';

export type RowTone = 'pending' | 'charge' | 'primary';

export interface RowView {
  pending: boolean;
  /** i18n key or literal chip text. */
  chipText: string;
  chipIsKey: boolean;
  chipTone: RowTone;
  amountTone: 'pending' | 'positive' | 'primary';
  /**
   * The change as an absolute value (docs/decisions/product.md#states): the colour carries the sign (`amountTone`: green for
   * money in, primary for money out) and the chip names the action; a pending request shows the asked amount.
   */
  amount: number;
  /** The balance after the row (null for a pending request). */
  balanceAfter: number | null;
}

const CHARGE_WORD = '충전';

export function isPendingRequest(row: Pick<BalanceHistoryRow, 'action' | 'status'>): boolean {
  return row.action === 'B2B_REQUEST' && (row.status === null || row.status === 'PENDING');
}

export function describeRow(row: BalanceHistoryRow): RowView {
  const pending = isPendingRequest(row);
  if (pending) {
    return {
      pending,
      chipText: 'history.waitingDeposit',
      chipIsKey: true,
      chipTone: 'pending',
      amountTone: 'pending',
      amount: Math.abs(row.point),
      balanceAfter: null,
    };
  }
  const name = row.action_name?.trim();
  return {
    pending,
    chipText: name || 'history.realtimeDeduction',
    chipIsKey: !name,
    chipTone: name && name.includes(CHARGE_WORD) ? 'charge' : 'primary',
    amountTone: row.point > 0 ? 'positive' : 'primary',
    amount: Math.abs(row.point),
    balanceAfter: row.balance_after,
  };
}

export const VIEW_ALL_THRESHOLD = 10;

export function showViewAll(rowCount: number, expanded: boolean): boolean {
  return !expanded && rowCount >= VIEW_ALL_THRESHOLD;
}

export const toneColor = { pending: 'orange', charge: 'green', positive: 'green', primary: 'brand' } as const;
