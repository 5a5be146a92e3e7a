/** The customer's running campaigns (docs/decisions/product.md#api-calls assistant/campaingns, filtered to those with an ACTIVE line). */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type { CampaignList, CampaignListQuery } from '@nurly/contracts/schemas';

export const CAMPAIGNS_PATH = 'assistant/campaingns';

/** How many running campaigns the dashboard lists (the rest behind "all"). */
export const RUNNING_SHOWN = 5;

const runningQuery: CampaignListQuery = { status: 'ACTIVE', page: 1, page_size: RUNNING_SHOWN };

export async function getRunningCampaigns(): Promise<CampaignList> {
  const { data } = await apiClient.get<CampaignList>(CAMPAIGNS_PATH, { params: runningQuery });
  return data;
}

/** Null (no call) for a visitor without a member account. */
export function useRunningCampaigns(enabled: boolean) {
  return useSWR<CampaignList>(enabled ? [CAMPAIGNS_PATH, runningQuery] : null, getRunningCampaigns);
}
