/**
 * One campaign's detail and change log: the same calls as the default site's campaign detail
 * (server `ads/detail.ts`, GET assistant/campaingns/{id} and /logs), which admit the owner (a hub
 * client, for the ads its hub registered for it), the hub console of the campaign's group and staff.
 */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type { CampaignDetail } from '@nurly/contracts/schemas';

export const campaignPath = (id: number) => `assistant/campaingns/${id}`;
/** GET: `{ count, results: AdLog[] }`, every line's changes, newest first, paged. */
export const campaignLogsPath = (id: number) => `assistant/campaingns/${id}/logs`;

export async function getCampaignDetail(id: number): Promise<CampaignDetail> {
  const { data } = await apiClient.get<CampaignDetail>(campaignPath(id));
  return data;
}

export function useCampaignDetail(id: number | null) {
  return useSWR<CampaignDetail>(id ? campaignPath(id) : null, () => getCampaignDetail(id!));
}
