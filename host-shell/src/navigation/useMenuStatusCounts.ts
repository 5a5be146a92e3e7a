/**
 * Menu status counts (spec §6, §7): NURLY_ADMIN only, fetched on load, every 5 minutes (shared
 * hook) and when entering an admin path while there is no data.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { hasAnyRole, useAuth, useMenuStatus } from '@nurly/shared';
import type { MenuStatus } from '@nurly/contracts/schemas';

export function useMenuStatusCounts(): MenuStatus | undefined {
  const { storedUser, isLoggedIn } = useAuth();
  const enabled = isLoggedIn && hasAnyRole(storedUser, ['NURLY_ADMIN']);
  const { data, mutate } = useMenuStatus(enabled);
  const { pathname } = useLocation();
  useEffect(() => {
    if (enabled && !data && pathname.startsWith('/admin')) void mutate();
  }, [enabled, data, pathname, mutate]);
  return enabled ? data : undefined;
}
