/** The malls of the caller's products (docs/decisions/product.md#api-calls naver/products/malls), next to its SWR hook. */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type { MallList } from '@nurly/contracts/schemas';

export const MALLS_PATH = 'naver/products/malls';

export async function getMalls(): Promise<MallList> {
  const { data } = await apiClient.get<MallList>(MALLS_PATH);
  return data;
}

export function useMalls() {
  return useSWR<MallList>(MALLS_PATH, getMalls);
}
