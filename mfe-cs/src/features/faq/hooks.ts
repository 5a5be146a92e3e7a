/** SWR hooks over the typed calls in ./api. */
import type { FaqList, FaqListQuery } from '@nurly/contracts/schemas';
import useSWR from 'swr';
import { getFaqs } from './api';

export function useFaqs(query: FaqListQuery = {}) {
  return useSWR<FaqList>(['cs/faq', query], () => getFaqs(query), { keepPreviousData: true });
}
