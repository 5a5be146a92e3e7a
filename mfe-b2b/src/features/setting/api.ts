/** The reseller tree and its tier prices: one typed call per endpoint, SWR for the reads. */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type {
  AdList,
  AuditList,
  BalanceHistory,
  BalanceResponse,
  B2bMemberList,
  B2bMemberSaved,
  CreateB2bMemberRequest,
  InvoiceList,
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
 * descendant, `RECALL` moves the descendant's unheld points back up (docs/decisions/resellers.md#transfers). One key per
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

// The member drawer (MemberDrawer): one read per tab, each scoped by the server like the tree
// (staff any account, a reseller its subtree; outside answers 404).

/** The drawer's paged tabs ask for this many rows a page. */
export const DRAWER_PAGE_SIZE = 10;

/** GET admin/b2b/balance/{id}: the account's latest ledger rows (up to 1000, newest first) and its balance. */
export async function getMemberLedger(accountId: number): Promise<BalanceHistory> {
  const { data } = await apiClient.get<BalanceHistory>(`${BALANCE_PATH}/${accountId}`);
  return data;
}

/** Keyed by BALANCE_PATH, so a transfer or recall (revalidating that path) refreshes an open ledger. */
export function useMemberLedger(accountId: number) {
  return useSWR<BalanceHistory>([BALANCE_PATH, { account_id: accountId }], () => getMemberLedger(accountId));
}

/** GET admin/invoices?account_id=: the account's monthly invoices (`invocies`, the spec's spelling). */
export const INVOICES_PATH = 'admin/invoices';

export async function getMemberInvoices(accountId: number, page: number): Promise<InvoiceList> {
  const params = { account_id: accountId, page, page_size: DRAWER_PAGE_SIZE, ordering: '-month' };
  const { data } = await apiClient.get<InvoiceList>(INVOICES_PATH, { params });
  return data;
}

export function useMemberInvoices(accountId: number, page: number) {
  return useSWR<InvoiceList>([INVOICES_PATH, { account_id: accountId, page }], () => getMemberInvoices(accountId, page), {
    keepPreviousData: true,
  });
}

/** GET admin/b2b/audit?account_id=: the account's audit trail, newest first. */
export const AUDIT_PATH = 'admin/b2b/audit';

export async function getMemberAudit(accountId: number, page: number): Promise<AuditList> {
  const { data } = await apiClient.get<AuditList>(AUDIT_PATH, { params: { account_id: accountId, page, page_size: DRAWER_PAGE_SIZE } });
  return data;
}

export function useMemberAudit(accountId: number, page: number) {
  return useSWR<AuditList>([AUDIT_PATH, { account_id: accountId, page }], () => getMemberAudit(accountId, page), {
    keepPreviousData: true,
  });
}

/**
 * GET admin/ads?owner_id=: the account's ad lines. Console staff only: the ads list narrows by
 * owner for staff (and hub staff), everyone else reads only their own lines (ads/reads.ts adScopeOf).
 */
export const ADS_PATH = 'admin/ads';

export async function getMemberAds(ownerId: number, page: number): Promise<AdList> {
  const params = { owner_id: ownerId, page, page_size: DRAWER_PAGE_SIZE, ordering: '-created_at' };
  const { data } = await apiClient.get<AdList>(ADS_PATH, { params });
  return data;
}

export function useMemberAds(ownerId: number, page: number) {
  return useSWR<AdList>([ADS_PATH, { owner_id: ownerId, page }], () => getMemberAds(ownerId, page), { keepPreviousData: true });
}
