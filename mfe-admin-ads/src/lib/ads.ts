/** Ad line calls (docs/decisions/product.md#api-calls admin/ads*, admin/options): the staff list, one ad's change, the console options. */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type { AdChannel, AdService } from '@nurly/contracts';
import type { AdMutationResponse, AdOptions, UpdateAdRequest } from '@nurly/contracts/schemas';

/** GET: `{ count, results: Ad[] }` paged, sorted and filtered (AdListQuery); `format=csv|xlsx` exports it. */
export const ADS_PATH = 'admin/ads';
export const AD_OPTIONS_PATH = 'admin/options';

/** PUT admin/ads/{id}: an `action` (approve, pause, extend, …) or a field edit. */
export async function putAd(id: number, body: UpdateAdRequest): Promise<AdMutationResponse> {
  const { data } = await apiClient.put<AdMutationResponse>(`${ADS_PATH}/${id}`, body);
  return data;
}

export interface AdOptionsScope {
  service: AdService;
  channel: AdChannel;
}

export async function getAdOptions(scope: AdOptionsScope): Promise<AdOptions> {
  const { data } = await apiClient.get<AdOptions>(AD_OPTIONS_PATH, { params: scope });
  return data;
}

/** Clients, services, per-status counts, max-rank choices and the customers staff may register for. */
export function useAdOptions(scope: AdOptionsScope | null) {
  return useSWR<AdOptions>(scope ? [AD_OPTIONS_PATH, scope] : null, () => getAdOptions(scope!), { keepPreviousData: true });
}
