/**
 * The customer's campaigns (docs/decisions/product.md#api-calls assistant/campaingns): the list and cancelling one. One campaign's
 * detail and log are read by @nurly/domain-ui (the hub shows the same detail).
 */
import { apiClient } from '@nurly/shared';
import type { CancelCampaignResponse } from '@nurly/contracts/schemas';
import { CAMPAIGNS_PATH } from '@nurly/domain-ui';

export { CAMPAIGNS_PATH };

export async function deleteCampaign(id: number): Promise<CancelCampaignResponse> {
  const { data } = await apiClient.delete<CancelCampaignResponse>(`${CAMPAIGNS_PATH}/${id}`);
  return data;
}
