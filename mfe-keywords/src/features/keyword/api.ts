/** Keyword rank calls (docs/decisions/product.md#api-calls naver/keywords*), each next to its SWR hook. */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type {
  AddToProductResponse,
  HistoryList,
  KeywordList,
  KeywordListQuery,
  MessageBody,
  RankLookupRequest,
  RankLookupResponse,
  RefreshStatus,
} from '@nurly/contracts/schemas';

/** GET: `{ count, results: Keyword[] }` (page, page_size, ordering, type, is_my_product). */
export const KEYWORDS_PATH = 'naver/keywords';

export async function postRankLookup(body: RankLookupRequest): Promise<RankLookupResponse> {
  const { data } = await apiClient.post<RankLookupResponse>('naver/keywords/rank', body);
  return data;
}

export async function getKeywords(query: KeywordListQuery = {}): Promise<KeywordList> {
  const { data } = await apiClient.get<KeywordList>(KEYWORDS_PATH, { params: query });
  return data;
}

/** My keywords; pass null to fetch nothing. */
export function useKeywords(query: KeywordListQuery | null = {}) {
  return useSWR<KeywordList>(query ? [KEYWORDS_PATH, query] : null, () => getKeywords(query ?? {}), { keepPreviousData: true });
}

export async function deleteKeyword(id: number): Promise<MessageBody> {
  const { data } = await apiClient.delete<MessageBody>(`naver/keywords/${id}`);
  return data;
}

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

export async function postAddToProduct(id: number): Promise<AddToProductResponse> {
  const { data } = await apiClient.post<AddToProductResponse>(`naver/keywords/${id}/add-to-product`);
  return data;
}

/** Switches one keyword off: it stops being tracked; its product and other keywords stay. */
export async function postRemoveFromProduct(id: number): Promise<AddToProductResponse> {
  const { data } = await apiClient.post<AddToProductResponse>(`naver/keywords/${id}/remove-from-product`);
  return data;
}

export async function getRefreshStatus(): Promise<RefreshStatus> {
  const { data } = await apiClient.get<RefreshStatus>('naver/keywords/refresh/status');
  return data;
}

/** Progress of the daily refresh; polls every 3 s while it runs. */
export function useRefreshStatus(enabled = true) {
  return useSWR<RefreshStatus>(enabled ? 'naver/keywords/refresh/status' : null, getRefreshStatus, {
    refreshInterval: (latest) => (latest?.running ? 3000 : 0),
  });
}
