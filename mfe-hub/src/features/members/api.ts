/** Hub /members: one typed call per endpoint, SWR for the prices read. */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type {
  CreateHubMemberRequest,
  HubMemberSaved,
  HubMemberRole,
  HubPasswordReset,
  HubPrices,
  HubPricesSaved,
  SetHubPricesRequest,
  UpdateHubMemberRequest,
} from '@nurly/contracts/schemas';

/** The roles a hub hands out (the server refuses any other). A local list: the contracts' schema module is not loaded at runtime here. */
export const HUB_ROLES = ['HUB_CLIENT', 'HUB_MEMBER'] as const satisfies readonly HubMemberRole[];

/** GET (paged; role, status, search), POST (create). The group is the caller's (staff: the group selector's). */
export const MEMBERS_PATH = 'hub/members';
/** GET the hub's own and its clients' prices, PUT `{ prices }`. */
export const PRICES_PATH = 'hub/members/prices';

export async function createMember(body: CreateHubMemberRequest): Promise<HubMemberSaved> {
  const { data } = await apiClient.post<HubMemberSaved>(MEMBERS_PATH, body);
  return data;
}

export async function updateMember(id: number, body: UpdateHubMemberRequest): Promise<HubMemberSaved> {
  const { data } = await apiClient.put<HubMemberSaved>(`${MEMBERS_PATH}/${id}`, body);
  return data;
}

export async function resetPassword(id: number): Promise<HubPasswordReset> {
  const { data } = await apiClient.post<HubPasswordReset>(`${MEMBERS_PATH}/${id}/password`, {});
  return data;
}

export async function getPrices(): Promise<HubPrices> {
  const { data } = await apiClient.get<HubPrices>(PRICES_PATH);
  return data;
}

export function usePrices(enabled: boolean) {
  return useSWR<HubPrices>(enabled ? PRICES_PATH : null, getPrices);
}

export async function savePrices(body: SetHubPricesRequest): Promise<HubPricesSaved> {
  const { data } = await apiClient.put<HubPricesSaved>(PRICES_PATH, body);
  return data;
}
