/** A rank check of keywords (docs/decisions/product.md#api-calls naver/keywords/rank). */
import { apiClient } from '@nurly/shared';
import type { RankLookupRequest, RankLookupResponse } from '@nurly/contracts/schemas';

export async function postRankLookup(body: RankLookupRequest): Promise<RankLookupResponse> {
  const { data } = await apiClient.post<RankLookupResponse>('naver/keywords/rank', body);
  return data;
}
