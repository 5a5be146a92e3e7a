/** cs/notice calls (docs/decisions/product.md#api-calls): one typed function per call and the one-notice SWR hook; the lists page with usePagedQuery('cs/notice'). */
import { apiClient } from '@nurly/shared';
import type { MessageBody, Notice, SaveNoticeRequest } from '@nurly/contracts/schemas';
import useSWR from 'swr';

/** Reading a notice counts a view on the server. */
export async function getNotice(id: number): Promise<Notice> {
  const { data } = await apiClient.get<Notice>(`cs/notice/${id}`);
  return data;
}

export async function postNotice(body: SaveNoticeRequest): Promise<Notice> {
  const { data } = await apiClient.post<Notice>('cs/notice', body);
  return data;
}

export async function putNotice(id: number, body: SaveNoticeRequest): Promise<Notice> {
  const { data } = await apiClient.put<Notice>(`cs/notice/${id}`, body);
  return data;
}

export async function deleteNotice(id: number): Promise<MessageBody> {
  const { data } = await apiClient.delete<MessageBody>(`cs/notice/${id}`);
  return data;
}

/** One notice; null id fetches nothing (e.g. the 'new' editor). */
export function useNotice(id: number | null) {
  return useSWR<Notice>(id ? ['cs/notice', id] : null, () => getNotice(id!), { revalidateOnFocus: false });
}
