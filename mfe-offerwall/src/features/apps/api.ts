/** Publisher app calls (docs/decisions/money-loop.md#offerwall-api keys and secrets): list, create, edit, rotate, payouts. */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type {
  CreatePublisherAppRequest,
  PublisherApp,
  PublisherAppList,
  PublisherAppSecret,
  SetAppPayoutsRequest,
  UpdatePublisherAppRequest,
} from '@nurly/contracts/schemas';

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

/** POST: a new app; the answer carries its secret, the only time it is ever shown. */
export async function createApp(body: CreatePublisherAppRequest): Promise<PublisherAppSecret> {
  const { data } = await apiClient.post<PublisherAppSecret>(APPS_PATH, body);
  return data;
}

/** PATCH: name, postback URL, allowed IPs or status (ACTIVE / DISABLED) → the app as it is now. */
export async function updateApp(id: number, body: UpdatePublisherAppRequest): Promise<PublisherApp> {
  const { data } = await apiClient.patch<PublisherApp>(`${APPS_PATH}/${id}`, body);
  return data;
}

/** POST …/rotate: a new secret, shown once like at creation; the old one stays valid until `previous_secret_expires_at`. */
export async function rotateAppSecret(id: number): Promise<PublisherAppSecret> {
  const { data } = await apiClient.post<PublisherAppSecret>(`${APPS_PATH}/${id}/rotate`);
  return data;
}

/** POST …/previous-secret/end ("지금 종료"): the previous secret stops being valid at once. */
export async function endPreviousSecret(id: number): Promise<{ message: string; app: PublisherApp }> {
  const { data } = await apiClient.post<{ message: string; app: PublisherApp }>(`${APPS_PATH}/${id}/previous-secret/end`);
  return data;
}

/** PUT …/payouts (NURLY_ADMIN): the app's whole payout table (products left out pay the ad's snapshot) → the app. */
export async function putAppPayouts(id: number, body: SetAppPayoutsRequest): Promise<PublisherApp> {
  const { data } = await apiClient.put<PublisherApp>(`${APPS_PATH}/${id}/payouts`, body);
  return data;
}
