/** SWR hooks over the typed calls in ./api (tests stub those calls). */
import type { Notice, NoticeList, NoticeListQuery } from '@nurly/contracts/schemas';
import useSWR from 'swr';
import { getNotice, getNotices } from './api';

export function useNotices(query: NoticeListQuery) {
  return useSWR<NoticeList>(['cs/notice', query], () => getNotices(query), { keepPreviousData: true });
}

/** One notice; null id fetches nothing (e.g. the 'new' editor). */
export function useNotice(id: number | null) {
  return useSWR<Notice>(id ? ['cs/notice', id] : null, () => getNotice(id!), { revalidateOnFocus: false });
}
