/**
 * Menu status counts (docs/decisions/access.md#roles-and-permissions, docs/decisions/product.md#api-calls): NURLY_ADMIN's come from options/menu/status, fetched on load,
 * every 5 minutes (shared hook) and when entering an admin path while there is no data. A signed-in
 * customer's come from its low-balance state (GET point/low-balance, the campaign pages' notice):
 * while low, the campaign list and the top-up items carry a warning count.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { MENU_STATUS_REFRESH_MS, apiClient, hasAnyRole, useAuth, useMenuStatus } from '@nurly/shared';
import type { LowBalanceResponse, MenuStatus } from '@nurly/contracts/schemas';
import { registerConsoleStrings } from '../i18n/console';

registerConsoleStrings();

/** The same key as the campaign pages' notice: one request, one cache. */
export const LOW_BALANCE_PATH = 'point/low-balance';
/** The customer's menu items that show the low-balance count. */
export const LOW_BALANCE_MENU_KEYS = ['campaign-list', 'point-buy'] as const;

async function getLowBalance(): Promise<LowBalanceResponse> {
  const { data } = await apiClient.get<LowBalanceResponse>(LOW_BALANCE_PATH);
  return data;
}

function lowBalanceStatus(low: LowBalanceResponse | undefined, hint: string): MenuStatus | undefined {
  if (!low?.low) return undefined;
  const entry = { successCount: 0, successHint: '', errorCount: 1, errorHint: hint };
  return Object.fromEntries(LOW_BALANCE_MENU_KEYS.map((key) => [key, entry]));
}

/** `lowBalanceHint`: the badge's title (the shell's `nav.lowBalance`). */
export function useMenuStatusCounts(lowBalanceHint: string): MenuStatus | undefined {
  const { storedUser, isLoggedIn } = useAuth();
  const enabled = isLoggedIn && hasAnyRole(storedUser, ['NURLY_ADMIN']);
  const customer = isLoggedIn && !enabled && !!storedUser && !storedUser.is_guest;
  const { data, mutate } = useMenuStatus(enabled);
  const { data: low } = useSWR<LowBalanceResponse>(customer ? LOW_BALANCE_PATH : null, getLowBalance, {
    refreshInterval: MENU_STATUS_REFRESH_MS,
  });
  const { pathname } = useLocation();
  useEffect(() => {
    if (enabled && !data && pathname.startsWith('/admin')) void mutate();
  }, [enabled, data, pathname, mutate]);
  if (enabled) return data;
  return customer ? lowBalanceStatus(low, lowBalanceHint) : undefined;
}
