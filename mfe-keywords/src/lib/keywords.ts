/** The caller's keywords (docs/decisions/product.md#api-calls naver/keywords), next to their SWR hook. */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type { KeywordList, KeywordListQuery } from '@nurly/contracts/schemas';

/** GET: `{ count, results: Keyword[] }` (page, page_size, ordering, type, is_my_product). */
export const KEYWORDS_PATH = 'naver/keywords';

export async function getKeywords(query: KeywordListQuery = {}): Promise<KeywordList> {
  const { data } = await apiClient.get<KeywordList>(KEYWORDS_PATH, { params: query });
  return data;
}

/** My keywords; pass null to fetch nothing. */
export function useKeywords(query: KeywordListQuery | null = {}) {
  return useSWR<KeywordList>(query ? [KEYWORDS_PATH, query] : null, () => getKeywords(query ?? {}), { keepPreviousData: true });
}
