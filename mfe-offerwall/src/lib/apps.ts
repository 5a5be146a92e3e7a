/** The publisher apps list (docs/decisions/money-loop.md#offerwall-api keys and secrets), read by the apps page and every console filter. */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type { PublisherAppList } from '@nurly/contracts/schemas';

/** GET: the caller's apps (every publisher's for NURLY_ADMIN) as `{ count, results }`. */
export const APPS_PATH = 'offerwall/apps';

/** One page of the largest size the server allows: a publisher has a handful of apps, staff see them all at once. */
const APPS_PARAMS = { page_size: 100 } as const;

export async function getApps(): Promise<PublisherAppList> {
  const { data } = await apiClient.get<PublisherAppList>(APPS_PATH, { params: APPS_PARAMS });
  return data;
}

/** The apps, for the apps page and every console filter's app choice. */
export function useApps() {
  return useSWR<PublisherAppList>([APPS_PATH, APPS_PARAMS], getApps, { keepPreviousData: true });
}
