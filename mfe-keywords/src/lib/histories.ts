/** A keyword's (or a product's keywords') daily rank history (docs/decisions/product.md#api-calls naver/keywords/{id}/histories), next to its SWR hook. */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type { HistoryList } from '@nurly/contracts/schemas';

export interface HistoryParams {
  page?: number;
  /** false: `id` is a product and every keyword of it is returned. */
  isKeyword?: boolean;
  productId?: number;
}

export async function getHistories(id: number, params: HistoryParams = {}): Promise<HistoryList> {
  const { data } = await apiClient.get<HistoryList>(`naver/keywords/${id}/histories`, { params: { page: 1, isKeyword: true, ...params } });
  return data;
}

export function useHistories(id: number | null, params: HistoryParams = {}) {
  return useSWR<HistoryList>(id ? ['naver/keywords/histories', id, params] : null, () => getHistories(id!, params));
}
