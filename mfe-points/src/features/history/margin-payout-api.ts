/** A reseller's own margin payouts (docs/decisions/resellers.md#margin-payouts): its credited margins, paid to its registered bank account. */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type { MarginPayoutList, MarginPayoutRequest, MarginPayoutSaved } from '@nurly/contracts/schemas';

export const MY_PAYOUTS_PATH = 'admin/b2b/payouts';

export async function getMyPayouts(): Promise<MarginPayoutList> {
  const { data } = await apiClient.get<MarginPayoutList>(MY_PAYOUTS_PATH, { params: { page_size: 100 } });
  return data;
}

export function useMyPayouts(enabled: boolean) {
  return useSWR<MarginPayoutList>(enabled ? [MY_PAYOUTS_PATH, 'mine'] : null, getMyPayouts);
}

export async function postPayoutRequest(body: MarginPayoutRequest): Promise<MarginPayoutSaved> {
  const { data } = await apiClient.post<MarginPayoutSaved>(`${MY_PAYOUTS_PATH}/request`, body);
  return data;
}
