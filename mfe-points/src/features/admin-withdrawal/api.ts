/** Staff withdrawal desk calls. */
import { apiClient } from '@nurly/shared';
import type { MessageBody } from '@nurly/contracts/schemas';

/** GET: `{ count, results: WithdrawalItem[] }` (staff: everyone's) by status, paged and sorted; `format=csv|xlsx` exports it. */
export const WITHDRAWALS_PATH = 'point/withdrawals';

export async function postApproveWithdrawal(id: number): Promise<MessageBody> {
  const { data } = await apiClient.post<MessageBody>(`${WITHDRAWALS_PATH}/${id}/approve`, {});
  return data;
}

export async function postRejectWithdrawal(id: number, reason: string): Promise<MessageBody> {
  const { data } = await apiClient.post<MessageBody>(`${WITHDRAWALS_PATH}/${id}/reject`, { reason });
  return data;
}
