/** The customer's campaigns (spec §7 assistant/campaingns): the list and cancelling one. */
import { apiClient } from '@nurly/shared';
import type { CancelCampaignResponse } from '@nurly/contracts/schemas';

/** GET: `{ count, results: Campaign[] }` (CampaignListQuery: page, page_size, ordering, search, status, channel). */
export const CAMPAIGNS_PATH = 'assistant/campaingns';

export async function deleteCampaign(id: number): Promise<CancelCampaignResponse> {
  const { data } = await apiClient.delete<CancelCampaignResponse>(`${CAMPAIGNS_PATH}/${id}`);
  return data;
}
