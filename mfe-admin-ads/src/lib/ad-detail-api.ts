/** One ad's detail calls (docs/decisions/product.md#api-calls admin/ads/{id}/logs, /histories, /options): daily history, change log, problem reports. */
import useSWR from 'swr';
import { AD_OPTION_LIST_TYPE, AD_OPTION_RESOLVE_TYPE } from '@nurly/contracts';
import { apiClient } from '@nurly/shared';
import type { AdHistoryList, AdOptionResponse, AdReportList } from '@nurly/contracts/schemas';

/** GET: `{ count, results: AdLog[] }`, paged, newest first. */
export const adLogsPath = (id: number) => `admin/ads/${id}/logs`;
export const adHistoriesPath = (id: number) => `admin/ads/${id}/histories`;
export const adOptionsPath = (id: number) => `admin/ads/${id}/options`;

export async function getAdHistories(id: number): Promise<AdHistoryList> {
  const { data } = await apiClient.get<AdHistoryList>(adHistoriesPath(id));
  return data;
}

/** Per day: target volume, clicks, completions, rejections, charged won and the keyword's rank. */
export function useAdHistories(id: number | null) {
  return useSWR<AdHistoryList>(id ? adHistoriesPath(id) : null, () => getAdHistories(id!));
}

export async function getAdReports(id: number): Promise<AdReportList> {
  const { data } = await apiClient.get<AdReportList>(adOptionsPath(id), { params: { type: AD_OPTION_LIST_TYPE } });
  return data;
}

/** Problem reports on the ad (staff only: `enabled` false skips the call). */
export function useAdReports(id: number | null, enabled: boolean) {
  return useSWR<AdReportList>(id && enabled ? adOptionsPath(id) : null, () => getAdReports(id!));
}

export async function postResolveReport(adId: number, reportId: number, resolution: string): Promise<AdOptionResponse> {
  const { data } = await apiClient.post<AdOptionResponse>(
    adOptionsPath(adId),
    { report_id: reportId, resolution },
    { params: { type: AD_OPTION_RESOLVE_TYPE } },
  );
  return data;
}
