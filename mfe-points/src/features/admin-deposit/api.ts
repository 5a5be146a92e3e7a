/** Staff deposit desk calls: the top-up request list (RequestDesk reads it), confirm (POST admin/b2b/balance), reject. */
import { apiClient } from '@nurly/shared';
import type { BalanceResponse, MessageBody } from '@nurly/contracts/schemas';

/** GET: `{ count, results: TopUpRequestItem[] }` by status, paged and sorted; `format=csv|xlsx` exports it. */
export const TOP_UP_REQUESTS_PATH = 'admin/b2b/balance/requests';

export async function postConfirmTopUp(requestId: number): Promise<BalanceResponse> {
  const { data } = await apiClient.post<BalanceResponse>('admin/b2b/balance', { request_id: requestId });
  return data;
}

export async function postRejectTopUp(id: number, reason: string): Promise<MessageBody> {
  const { data } = await apiClient.post<MessageBody>('admin/b2b/balance/request/reject', { id, reason });
  return data;
}
