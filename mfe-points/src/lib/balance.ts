/** Balance history and top-up calls (docs/decisions/product.md#api-calls admin/b2b/balance*), each next to its SWR hook. */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type { BalanceHistory, BalanceHistoryQuery, MessageBody, TopUpRequest, TopUpResponse } from '@nurly/contracts/schemas';

export const historyKey = (userId: number, simple: boolean) => ['admin/b2b/balance', userId, simple] as const;

export async function getBalanceHistory(userId: number, query: BalanceHistoryQuery): Promise<BalanceHistory> {
  const { data } = await apiClient.get<BalanceHistory>(`admin/b2b/balance/${userId}`, { params: query });
  return data;
}

/** History of an account; the first fetch uses simple mode (docs/decisions/product.md#states), 'view all' passes simple=false. */
export function useBalanceHistory(userId: number | null, simple: boolean) {
  return useSWR<BalanceHistory>(userId ? historyKey(userId, simple) : null, () => getBalanceHistory(userId!, { is_simple: simple }));
}

export async function postTopUpRequest(body: TopUpRequest): Promise<TopUpResponse> {
  const { data } = await apiClient.post<TopUpResponse>('admin/b2b/balance/request', body);
  return data;
}

export async function postCancelTopUp(id: number): Promise<MessageBody & { balance: number }> {
  const { data } = await apiClient.post<MessageBody & { balance: number }>('admin/b2b/balance/request/cancel', { id });
  return data;
}
