/** My-product calls (docs/decisions/product.md#api-calls naver/products*), each next to its SWR hook. */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type {
  DeletedResponse,
  MainKeywordResponse,
  MallList,
  MessageBody,
  MyProduct,
  ProductList,
  ProductListQuery,
  SendReportRequest,
  SendReportResponse,
} from '@nurly/contracts/schemas';

/** GET: `{ count, results: MyProduct[] }` (page, page_size, ordering, search, mall). */
export const PRODUCTS_PATH = 'naver/products';
export const MALLS_PATH = 'naver/products/malls';

export async function getProducts(query: ProductListQuery = {}): Promise<ProductList> {
  const { data } = await apiClient.get<ProductList>(PRODUCTS_PATH, { params: query });
  return data;
}

export function useProducts(query: ProductListQuery | null = {}) {
  return useSWR<ProductList>(query ? [PRODUCTS_PATH, query] : null, () => getProducts(query ?? {}), { keepPreviousData: true });
}

export async function getProduct(id: number): Promise<MyProduct> {
  const { data } = await apiClient.get<MyProduct>(`naver/products/${id}`);
  return data;
}

export function useProduct(id: number | null) {
  return useSWR<MyProduct>(id ? ['naver/products', id] : null, () => getProduct(id!));
}

export async function getMalls(): Promise<MallList> {
  const { data } = await apiClient.get<MallList>(MALLS_PATH);
  return data;
}

export function useMalls() {
  return useSWR<MallList>(MALLS_PATH, getMalls);
}

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
