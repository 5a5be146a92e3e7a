/** The keyword page's own calls (docs/decisions/product.md#api-calls naver/keywords*). */
import { apiClient } from '@nurly/shared';
import type { AddToProductResponse, MessageBody } from '@nurly/contracts/schemas';

export async function deleteKeyword(id: number): Promise<MessageBody> {
  const { data } = await apiClient.delete<MessageBody>(`naver/keywords/${id}`);
  return data;
}

export async function postAddToProduct(id: number): Promise<AddToProductResponse> {
  const { data } = await apiClient.post<AddToProductResponse>(`naver/keywords/${id}/add-to-product`);
  return data;
}

/** Switches one keyword off: it stops being tracked; its product and other keywords stay. */
export async function postRemoveFromProduct(id: number): Promise<AddToProductResponse> {
  const { data } = await apiClient.post<AddToProductResponse>(`naver/keywords/${id}/remove-from-product`);
  return data;
}
