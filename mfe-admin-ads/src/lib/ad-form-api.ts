/**
 * Calls of the campaign form (docs/decisions/product.md#api-calls): the catalog at the caller's prices with the available
 * balance, my products for the picker, mission images, and POST admin/ads.
 */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type { CampaignProducts, CreateAdRequest, CreateAdResponse, MissionImage, ProductList } from '@nurly/contracts/schemas';

/** Spelled as the spec's path (assistant/campaingns). */
export const CAMPAIGN_PRODUCTS_PATH = 'assistant/campaingns/products';
export const MY_PRODUCTS_PATH = 'naver/products';

export async function getCampaignProducts(): Promise<CampaignProducts> {
  const { data } = await apiClient.get<CampaignProducts>(CAMPAIGN_PRODUCTS_PATH);
  return data;
}

/** The reward catalog with the caller's effective unit price, plus balance, held and available won. */
export function useCampaignProducts(enabled = true) {
  return useSWR<CampaignProducts>(enabled ? CAMPAIGN_PRODUCTS_PATH : null, getCampaignProducts);
}

export interface MyProductsQuery {
  search?: string;
  type?: 'shopping' | 'place';
}

export async function getMyProducts(query: MyProductsQuery): Promise<ProductList> {
  const { data } = await apiClient.get<ProductList>(MY_PRODUCTS_PATH, {
    params: { page: 1, page_size: 20, ...(query.search ? { search: query.search } : {}), ...(query.type ? { type: query.type } : {}) },
  });
  return data;
}

/** The first page of my products matching a search (the picker's list); null skips the call. */
export function useMyProducts(query: MyProductsQuery | null) {
  return useSWR<ProductList>(query ? [MY_PRODUCTS_PATH, query] : null, () => getMyProducts(query!), { keepPreviousData: true });
}

export async function postAd(body: CreateAdRequest): Promise<CreateAdResponse> {
  const { data } = await apiClient.post<CreateAdResponse>('admin/ads', body);
  return data;
}

/** POST admin/s3/upload (multipart): one instruction image for the target (`productRef`: its MID or place id). */
export async function postMissionImage(file: File, productRef: string): Promise<MissionImage> {
  const body = new FormData();
  body.append('product_id', productRef);
  body.append('file', file);
  const { data } = await apiClient.post<MissionImage>('admin/s3/upload', body);
  return data;
}
