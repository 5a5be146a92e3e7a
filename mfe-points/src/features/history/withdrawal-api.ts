/** Customer withdrawal calls (docs/decisions/product.md#who-and-terms: within 7 days of a top-up, unused paid points only). */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type { WithdrawableList, WithdrawalCreateRequest, WithdrawalList } from '@nurly/contracts/schemas';

export async function getWithdrawableCharges(): Promise<WithdrawableList> {
  const { data } = await apiClient.get<WithdrawableList>('point/withdrawals/available');
  return data;
}

export function useWithdrawableCharges(enabled: boolean) {
  return useSWR<WithdrawableList>(enabled ? ['point/withdrawals/available'] : null, getWithdrawableCharges);
}

export async function getMyWithdrawals(): Promise<WithdrawalList> {
  const { data } = await apiClient.get<WithdrawalList>('point/withdrawals', { params: { page_size: 100 } });
  return data;
}

export function useMyWithdrawals(enabled: boolean) {
  return useSWR<WithdrawalList>(enabled ? ['point/withdrawals', 'mine'] : null, getMyWithdrawals);
}

export async function postWithdrawal(body: WithdrawalCreateRequest): Promise<{ message: string; id: number }> {
  const { data } = await apiClient.post<{ message: string; id: number }>('point/withdrawals', body);
  return data;
}
