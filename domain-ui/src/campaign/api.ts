/**
 * One campaign's detail and change log (docs/decisions/product.md#api-calls assistant/campaingns, server `ads/detail.ts`): the
 * calls admit the owner (a default-site customer, a hub client for the ads its hub registered for
 * it), the hub console of the campaign's group and staff.
 */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type { CampaignDetail } from '@nurly/contracts/schemas';

/** GET: `{ count, results: Campaign[] }` (CampaignListQuery: page, page_size, ordering, search, status, channel). */
export const CAMPAIGNS_PATH = 'assistant/campaingns';

/** GET: the campaign, per line and day, its rejections (CampaignDetail). */
export const campaignPath = (id: number) => `${CAMPAIGNS_PATH}/${id}`;
/** GET: `{ count, results: AdLog[] }`, every line's changes, newest first, paged. */
export const campaignLogsPath = (id: number) => `${CAMPAIGNS_PATH}/${id}/logs`;

export async function getCampaignDetail(id: number): Promise<CampaignDetail> {
  const { data } = await apiClient.get<CampaignDetail>(campaignPath(id));
  return data;
}

export function useCampaignDetail(id: number | null) {
  return useSWR<CampaignDetail>(id ? campaignPath(id) : null, () => getCampaignDetail(id!));
}
