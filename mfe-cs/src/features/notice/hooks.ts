/** SWR hook over the typed calls in ./api (the notice lists page with usePagedQuery). */
import type { Notice } from '@nurly/contracts/schemas';
import useSWR from 'swr';
import { getNotice } from './api';

/** One notice; null id fetches nothing (e.g. the 'new' editor). */
export function useNotice(id: number | null) {
  return useSWR<Notice>(id ? ['cs/notice', id] : null, () => getNotice(id!), { revalidateOnFocus: false });
}
