/** Staff deposit desk calls: pending top-up list, confirm (POST admin/b2b/balance), reject. */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type { BalanceResponse, MessageBody, TopUpRequestList, TopUpRequestListQuery } from '@nurly/contracts/schemas';

export async function getTopUpRequests(query: TopUpRequestListQuery): Promise<TopUpRequestList> {
  const { data } = await apiClient.get<TopUpRequestList>('admin/b2b/balance/requests', { params: query });
  return data;
}

export function useTopUpRequests(query: TopUpRequestListQuery) {
  return useSWR<TopUpRequestList>(['admin/b2b/balance/requests', query], () => getTopUpRequests(query), { keepPreviousData: true });
}

export async function postConfirmTopUp(requestId: number): Promise<BalanceResponse> {
  const { data } = await apiClient.post<BalanceResponse>('admin/b2b/balance', { request_id: requestId });
  return data;
}

export async function postRejectTopUp(id: number, reason: string): Promise<MessageBody> {
  const { data } = await apiClient.post<MessageBody>('admin/b2b/balance/request/reject', { id, reason });
  return data;
}
