/** Publisher app calls (docs/decisions/money-loop.md#offerwall-api keys and secrets): create, edit, rotate, payouts; the list (APPS_PATH, useApps) is in lib/apps. */
import { apiClient } from '@nurly/shared';
import type {
  CreatePublisherAppRequest,
  PublisherApp,
  PublisherAppSecret,
  SetAppPayoutsRequest,
  UpdatePublisherAppRequest,
} from '@nurly/contracts/schemas';
import { APPS_PATH } from '../../lib/apps';

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
