/** Staff withdrawal desk calls. */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type { MessageBody, WithdrawalList, WithdrawalListQuery } from '@nurly/contracts/schemas';

export async function getWithdrawals(query: WithdrawalListQuery): Promise<WithdrawalList> {
  const { data } = await apiClient.get<WithdrawalList>('point/withdrawals', { params: query });
  return data;
}

export function useWithdrawals(query: WithdrawalListQuery) {
  return useSWR<WithdrawalList>(['point/withdrawals', query], () => getWithdrawals(query), { keepPreviousData: true });
}

export async function postApproveWithdrawal(id: number): Promise<MessageBody> {
  const { data } = await apiClient.post<MessageBody>(`point/withdrawals/${id}/approve`, {});
  return data;
}

export async function postRejectWithdrawal(id: number, reason: string): Promise<MessageBody> {
  const { data } = await apiClient.post<MessageBody>(`point/withdrawals/${id}/reject`, { reason });
  return data;
}
