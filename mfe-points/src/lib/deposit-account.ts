/** Where a top-up is transferred to (GET point/deposit-account), next to its SWR hook. */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type { DepositAccount, DepositAccountResponse } from '@nurly/contracts/schemas';

export const DEPOSIT_ACCOUNT_PATH = 'point/deposit-account';

export async function getDepositAccount(): Promise<DepositAccount | null> {
  const { data } = await apiClient.get<DepositAccountResponse>(DEPOSIT_ACCOUNT_PATH);
  return data.account;
}

/** The account rarely changes: fetched once per page life. */
export function useDepositAccount() {
  return useSWR<DepositAccount | null>(DEPOSIT_ACCOUNT_PATH, getDepositAccount, { revalidateOnFocus: false, revalidateIfStale: false });
}
