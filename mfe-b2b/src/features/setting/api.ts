/** The reseller tree and its tier prices: one typed call per endpoint, SWR for the reads. */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type {
  BalanceResponse,
  B2bMemberList,
  B2bMemberSaved,
  CreateB2bMemberRequest,
  SetTierPricesRequest,
  TierPrices,
  TierPricesSaved,
  UpdateB2bMemberRequest,
} from '@nurly/contracts/schemas';

/** GET (paged, `parent_id=root|id`, tier, active, search), POST (create), PUT (move/edit). */
export const MEMBERS_PATH = 'admin/b2b/members';
/** GET `?account_id`, PUT `{ account_id, prices }`. */
export const PRICES_PATH = 'admin/b2b/prices';

export async function createMember(body: CreateB2bMemberRequest): Promise<B2bMemberSaved> {
  const { data } = await apiClient.post<B2bMemberSaved>(MEMBERS_PATH, body);
  return data;
}

export async function updateMember(body: UpdateB2bMemberRequest): Promise<B2bMemberSaved> {
  const { data } = await apiClient.put<B2bMemberSaved>(MEMBERS_PATH, body);
  return data;
}

export async function getPrices(accountId: number): Promise<TierPrices> {
  const { data } = await apiClient.get<TierPrices>(PRICES_PATH, { params: { account_id: accountId } });
  return data;
}

export function usePrices(accountId: number | null) {
  return useSWR<TierPrices>(accountId ? [PRICES_PATH, { account_id: accountId }] : null, () => getPrices(accountId!));
}

export async function savePrices(body: SetTierPricesRequest): Promise<TierPricesSaved> {
  const { data } = await apiClient.put<TierPricesSaved>(PRICES_PATH, body);
  return data;
}

/** The member list page carries the breadcrumb path beside `{ count, results }`. */
export type MemberPage = B2bMemberList;

/**
 * POST admin/b2b/balance from a reseller: `TRANSFER` moves points from its available balance to a
 * descendant, `RECALL` moves the descendant's unheld points back up (money-loop §9). One key per
 * opened dialog, so a retried submit replays the first answer instead of moving the points twice.
 */
export interface TransferBody {
  user_id: number;
  amount: number;
  memo?: string;
  action: 'TRANSFER' | 'RECALL';
  idempotency_key: string;
}

export const BALANCE_PATH = 'admin/b2b/balance';

export async function postTransfer(body: TransferBody): Promise<BalanceResponse> {
  const { data } = await apiClient.post<BalanceResponse>(BALANCE_PATH, body);
  return data;
}
