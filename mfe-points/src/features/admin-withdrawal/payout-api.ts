/** Staff calls of the resellers' margin payouts (b2b module, docs/decisions/resellers.md#margin-payouts), shown on the withdrawal desk. */
import { apiClient } from '@nurly/shared';
import type { MarginPayoutPay, MarginPayoutSaved } from '@nurly/contracts/schemas';

/** GET: `{ count, results: MarginPayoutItem[], own: null }` for staff, by status, paged and sorted; `format=csv|xlsx` exports it. */
export const PAYOUTS_PATH = 'admin/b2b/payouts';

export async function postPayPayout(id: number, body: MarginPayoutPay): Promise<MarginPayoutSaved> {
  const { data } = await apiClient.post<MarginPayoutSaved>(`${PAYOUTS_PATH}/${id}/pay`, body);
  return data;
}

export async function postRejectPayout(id: number, reason: string): Promise<MarginPayoutSaved> {
  const { data } = await apiClient.post<MarginPayoutSaved>(`${PAYOUTS_PATH}/${id}/reject`, { reason });
  return data;
}
