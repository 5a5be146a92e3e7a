/**
 * The ads screens' calls (server `hub/ads*`, see server/src/modules/hub/ads-routes.ts). The server
 * decides the deployment from the host: the hub console works on its group's HUB ads, the reward
 * site on the caller's own NR ads. The history is the ads module's GET admin/ads/{id}/histories.
 */
import useSWR from 'swr';
import { apiClient, filenameFromDisposition, saveBlob } from '@nurly/shared';
import type {
  AdChannel,
  AdHistoryList,
  AdMutationResponse,
  CreateAdResponse,
  HubAdAction,
  HubAdActionRequest,
  HubAdClientList,
  HubBulkReport,
  HubCreateAdRequest,
} from '@nurly/contracts/schemas';

/** GET: `{ count, results: Ad[] }` with channel, status, client_id, search and paging. */
export const HUB_ADS_PATH = 'hub/ads';
export const HUB_AD_CLIENTS_PATH = 'hub/ads/clients';
export const adHistoriesPath = (id: number) => `admin/ads/${id}/histories`;

export async function getClients(): Promise<HubAdClientList> {
  const { data } = await apiClient.get<HubAdClientList>(HUB_AD_CLIENTS_PATH);
  return data;
}

/** The clients the caller may register for (the hub console only; `enabled` false skips the call). */
export function useClients(enabled: boolean) {
  return useSWR<HubAdClientList>(enabled ? HUB_AD_CLIENTS_PATH : null, getClients);
}

export async function postAd(body: HubCreateAdRequest): Promise<CreateAdResponse> {
  const { data } = await apiClient.post<CreateAdResponse>(HUB_ADS_PATH, body);
  return data;
}

/** PUT hub/ads/{id}: pause (optional reason), resume, or extend to `end_date`. */
export async function putAdAction(
  id: number,
  action: HubAdAction,
  extra: Omit<HubAdActionRequest, 'action'> = {},
): Promise<AdMutationResponse> {
  const { data } = await apiClient.put<AdMutationResponse>(`${HUB_ADS_PATH}/${id}`, { action, ...extra });
  return data;
}

/** POST hub/ads/bulk (multipart `file`): the per-row report. */
export async function postBulk(channel: AdChannel, file: File): Promise<HubBulkReport> {
  const body = new FormData();
  body.append('file', file);
  const { data } = await apiClient.post<HubBulkReport>(`${HUB_ADS_PATH}/bulk`, body, { params: { channel } });
  return data;
}

/** Saves the bulk template of the channel under the server's file name. */
export async function downloadTemplate(channel: AdChannel): Promise<void> {
  const response = await apiClient.get<Blob>(`${HUB_ADS_PATH}/bulk/template`, { params: { channel }, responseType: 'blob' });
  const disposition = response.headers['content-disposition'] as string | undefined;
  saveBlob(response.data, filenameFromDisposition(disposition ?? '') ?? 'ads-template.xlsx');
}

export async function getAdHistories(id: number): Promise<AdHistoryList> {
  const { data } = await apiClient.get<AdHistoryList>(adHistoriesPath(id));
  return data;
}

/** Per day: target, completions, rejections, charged won and the keyword's rank. */
export function useAdHistories(id: number | null) {
  return useSWR<AdHistoryList>(id ? adHistoriesPath(id) : null, () => getAdHistories(id!));
}
