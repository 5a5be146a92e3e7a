/** GET login-alerts (contracts LoginAlertList): the signed-in account's own alerts, newest first. */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type { LoginAlertList } from '@nurly/contracts/schemas';

export const LOGIN_ALERTS_PATH = 'login-alerts';

export async function getLoginAlerts(): Promise<LoginAlertList> {
  const { data } = await apiClient.get<LoginAlertList>(LOGIN_ALERTS_PATH);
  return data;
}

/**
 * The alerts of account `userId` (null: nothing is fetched). Read when the console opens, not on
 * every focus of the tab: the notice is about what happened before this login.
 */
export function useLoginAlerts(userId: number | null) {
  return useSWR<LoginAlertList>(userId === null ? null : [LOGIN_ALERTS_PATH, userId], getLoginAlerts, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
