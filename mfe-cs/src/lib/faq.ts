/** cs/faq calls (docs/decisions/product.md#api-calls): one typed function per call; their SWR hooks below. */
import { apiClient } from '@nurly/shared';
import type { Faq, FaqList, FaqListQuery, MessageBody, SaveFaqRequest } from '@nurly/contracts/schemas';
import useSWR from 'swr';

export async function getFaqs(query: FaqListQuery = {}): Promise<FaqList> {
  const { data } = await apiClient.get<FaqList>('cs/faq', { params: query });
  return data;
}

/** Creates without `id`, updates with it. */
export async function saveFaq(body: SaveFaqRequest): Promise<Faq> {
  const { data } = await apiClient.post<Faq>('cs/faq', body);
  return data;
}

export async function deleteFaq(id: number): Promise<MessageBody> {
  const { data } = await apiClient.delete<MessageBody>(`cs/faq/${id}`);
  return data;
}

export function useFaqs(query: FaqListQuery = {}) {
  return useSWR<FaqList>(['cs/faq', query], () => getFaqs(query), { keepPreviousData: true });
}
