import { useUserRoles, type FilterOption } from '@nurly/shared';
import type { PublisherApp } from '@nurly/contracts/schemas';
import { useApps } from './apps';

/** The app choices of a console filter; staff see every publisher's apps, so the owner is named too. */
export function appOptions(apps: PublisherApp[], staff: boolean): FilterOption[] {
  return apps.map((app) => ({ value: String(app.id), label: staff ? `${app.name} (${app.owner.username})` : app.name }));
}

/** The app filter's choices for the signed-in user (every console page filters by app). */
export function useAppOptions(): FilterOption[] {
  const staff = useUserRoles().includes('NURLY_ADMIN');
  const { data } = useApps();
  return appOptions(data?.results ?? [], staff);
}
