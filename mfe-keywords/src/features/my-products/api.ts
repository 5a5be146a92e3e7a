/**
 * The my-products page's own calls (docs/decisions/product.md#api-calls naver/products*, and the daily
 * refresh's status under naver/keywords), each next to its SWR hook.
 */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type {
  DeletedResponse,
  MainKeywordResponse,
  MessageBody,
  RefreshStatus,
  SendReportRequest,
  SendReportResponse,
} from '@nurly/contracts/schemas';

export async function deleteProduct(id: number): Promise<MessageBody> {
  const { data } = await apiClient.delete<MessageBody>(`naver/products/${id}`);
  return data;
}

export async function postDeleteProducts(ids: number[]): Promise<DeletedResponse> {
  const { data } = await apiClient.post<DeletedResponse>('naver/products/delete', { ids: ids.join(',') });
  return data;
}

export async function putMainKeyword(keywordId: number): Promise<MainKeywordResponse> {
  const { data } = await apiClient.put<MainKeywordResponse>(`naver/products/main-keyword/${keywordId}`);
  return data;
}

export async function postSendReport(body: SendReportRequest): Promise<SendReportResponse> {
  const { data } = await apiClient.post<SendReportResponse>('naver/products/reports/send', body);
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
