/** The caller's tracked products (docs/decisions/product.md#api-calls naver/products), each next to its SWR hook. */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type { MyProduct, ProductList, ProductListQuery } from '@nurly/contracts/schemas';

/** GET: `{ count, results: MyProduct[] }` (page, page_size, ordering, search, mall). */
export const PRODUCTS_PATH = 'naver/products';

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
