/** Top-up requests, history, staff confirmation and manual entries (docs/decisions/product.md#states, docs/decisions/product.md#api-calls; docs/decisions/money-loop.md#ledger). */
import { randomUUID } from 'node:crypto';
import {
  HISTORY_PAGE_SIZE,
  SIMPLE_HISTORY_LIMIT,
  pointMessages,
  type AddBalanceRequest,
  type BalanceHistoryQuery,
  type BalanceHistoryRow,
  type PointEntryRequest,
  type PointQuery,
  type RejectTopUpRequest,
  type RewardGrantRequest,
  type RewardQuery,
  type TopUpRequest,
  type TopUpRequestListQuery,
} from '@nurly/contracts/schemas';
import { isEmailAddress } from '@nurly/contracts';
import { accountFor, assertNotActingFor, assertOwnerOrConsoleStaff, isConsoleStaff } from '../../access/policy';
import { requireB2bScope } from '../../access/scope';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/paginate';
import type { Principal } from '../../types';
import { actionNames, appendEntry, appendOn, lockAccountOn, type LedgerRow } from './ledger';
import { ledgerOrdering, type PointsDeps, type PointsRepository } from './repository';
import { withdrawableTotal } from './withdrawals';

export type { PointsDeps };

export function toHistoryRow(row: LedgerRow): BalanceHistoryRow {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    action: row.action as BalanceHistoryRow['action'],
    action_name: row.actionName,
    point: row.action === 'B2B_REQUEST' ? Number(row.requestedAmount ?? 0) : Number(row.amount),
    evidence: row.evidence ?? null,
    status: (row.status as BalanceHistoryRow['status']) ?? null,
    memo: row.memo,
    balance_after: row.action === 'B2B_REQUEST' ? null : Number(row.balanceAfter),
    counterparty: null,
  };
}

const ACCOUNT_NOT_FOUND = '회원을 찾을 수 없습니다.';
/** History rows with the other account of each transfer row named (one lookup for the page). */
export async function historyRows(repo: PointsRepository, rows: LedgerRow[]): Promise<BalanceHistoryRow[]> {
  const ids = rows.map((row) => row.counterpartyId).filter((id): id is number => id !== null);
  const names = ids.length ? await repo.accountNamesOf(ids) : new Map();
  return rows.map((row) => ({
    ...toHistoryRow(row),
    counterparty: row.counterpartyId === null ? null : (names.get(row.counterpartyId) ?? null),
  }));
}

async function balanceOf(repo: PointsRepository, accountId: number): Promise<number> {
  const balance = await repo.balanceOf(accountId);
  if (balance === undefined) throw notFound(ACCOUNT_NOT_FOUND);
  return balance;
}

// ---- customer top-up -------------------------------------------------------------------------

export async function requestTopUp({ repo }: PointsDeps, principal: Principal, body: TopUpRequest, idempotencyKey?: string) {
  assertNotActingFor(principal);
  if (!(body.amount > 0)) throw badRequest(pointMessages.amountRequired, 'amount', 'AMOUNT_REQUIRED');
  const depositName = body.deposit_name.trim();
  if (!depositName) throw badRequest(pointMessages.depositNameRequired, 'deposit_name');
  const email = body.email.trim();
  if (!isEmailAddress(email)) throw badRequest(pointMessages.emailInvalid, 'email');
  if ((await repo.advertiserIdOf(principal.id)) === undefined)
    throw new AppError(400, pointMessages.advertiserRequired, 'ADVERTISER_REQUIRED');
  const { row } = await appendEntry(repo, {
    accountId: principal.id,
    actorId: principal.id,
    action: 'B2B_REQUEST',
    amount: 0,
    requestedAmount: body.amount,
    status: 'PENDING',
    evidence: { deposit_name: depositName, email },
    idempotencyKey: idempotencyKey ? `request:${principal.id}:${idempotencyKey}` : `request:${randomUUID()}`,
  });
  return { message: pointMessages.topUpRequested, request: toHistoryRow(row), balance: await balanceOf(repo, principal.id) };
}

/**
 * GET admin/b2b/balance/{id}: the latest rows of one account: its owner, or within the caller's B2B
 * scope (access/scope.ts: console staff any, a reseller its subtree — outside answers like a missing
 * account; anyone else 403).
 */
export async function history({ repo }: PointsDeps, principal: Principal, accountId: number, query: BalanceHistoryQuery) {
  if (principal.id !== accountId) await repo.assertInScope(requireB2bScope(principal), accountId, { message: ACCOUNT_NOT_FOUND });
  const balance = await balanceOf(repo, accountId);
  const filter = { accountId, action: query.type && query.type !== 'ALL' ? query.type : undefined };
  const window = {
    page: 1,
    offset: 0,
    limit: query.is_simple ? SIMPLE_HISTORY_LIMIT : HISTORY_PAGE_SIZE,
    orderBy: ledgerOrdering.parse(undefined),
  };
  const [rows, count] = await Promise.all([repo.ledgerRows(filter, window), repo.countLedgerRows(filter)]);
  return { balance, count, results: await historyRows(repo, rows) };
}

async function findRequest(repo: PointsRepository, id: number) {
  const request = await repo.findTopUpRequest(id);
  if (!request) throw notFound(pointMessages.requestNotFound);
  return request;
}

const notPending = () => new AppError(409, pointMessages.requestNotPending, 'NOT_PENDING');

/** Resolves a pending request once: the account lock serialises cancel/confirm/reject races. */
async function resolveRequest(
  { repo, clock }: PointsDeps,
  principal: Principal,
  id: number,
  resolution: 'CANCELLED' | 'CONFIRMED' | 'REJECTED',
  rejectReason?: string,
) {
  const request = await findRequest(repo, id);
  if (resolution === 'CANCELLED') assertOwnerOrConsoleStaff(principal, request.accountId);
  return repo.transaction(async (tx) => {
    const balance = await lockAccountOn(tx, request.accountId);
    const current = await tx.lockTopUpRequest(id);
    if (current.status !== 'PENDING') throw notPending();
    const resolved = await tx.resolvePendingRequest(id, {
      status: resolution,
      resolvedAt: clock.now(),
      resolvedBy: principal.id,
      rejectReason: rejectReason ?? null,
    });
    if (!resolved) throw notPending();
    const requested = Number(current.requestedAmount);
    if (resolution === 'CONFIRMED') {
      const { row } = await appendOn(tx, balance, {
        accountId: request.accountId,
        actorId: principal.id,
        action: 'CHARGE',
        amount: requested,
        evidence: current.evidence,
        relatedId: id,
        idempotencyKey: `confirm:${id}`,
      });
      return { row, balance: balance + requested };
    }
    const { row } = await appendOn(tx, balance, {
      accountId: request.accountId,
      actorId: principal.id,
      action: 'CANCEL',
      amount: 0,
      actionName: resolution === 'REJECTED' ? '충전 요청 반려' : actionNames.CANCEL,
      evidence: current.evidence,
      relatedId: id,
      memo: rejectReason ?? null,
      idempotencyKey: `${resolution.toLowerCase()}:${id}`,
    });
    return { row, balance };
  });
}

export async function cancelTopUp(deps: PointsDeps, principal: Principal, id: number) {
  assertNotActingFor(principal);
  const { balance } = await resolveRequest(deps, principal, id, 'CANCELLED');
  return { message: pointMessages.topUpCancelled, balance };
}

export async function rejectTopUp(deps: PointsDeps, principal: Principal, body: RejectTopUpRequest) {
  const { balance } = await resolveRequest(deps, principal, body.id, 'REJECTED', body.reason.trim());
  return { message: pointMessages.topUpRejected, balance };
}

/** Staff: confirm a deposit ({ request_id }) or add CHARGE/FREE points directly. */
export async function addBalance(deps: PointsDeps, principal: Principal, body: AddBalanceRequest, idempotencyKey?: string) {
  if (body.request_id !== undefined) {
    const { row, balance } = await resolveRequest(deps, principal, body.request_id, 'CONFIRMED');
    return { message: pointMessages.topUpConfirmed, user_id: row.accountId, balance, entry: toHistoryRow(row) };
  }
  if (body.action === 'TRANSFER' || body.action === 'RECALL')
    throw badRequest(pointMessages.transferStaffAction, 'action', 'STAFF_TRANSFER');
  if (body.user_id === undefined) throw badRequest('충전할 회원을 선택해주세요.', 'user_id');
  if (!body.amount || body.amount <= 0) throw badRequest(pointMessages.amountRequired, 'amount', 'AMOUNT_REQUIRED');
  const action = body.action ?? 'CHARGE';
  const key = body.idempotency_key ?? idempotencyKey;
  const { row } = await appendEntry(deps.repo, {
    accountId: body.user_id,
    actorId: principal.id,
    action,
    amount: body.amount,
    memo: body.memo?.trim() || null,
    idempotencyKey: key ? `manual:${body.user_id}:${key}` : `manual:${randomUUID()}`,
  });
  return { message: pointMessages.balanceAdded, user_id: body.user_id, balance: Number(row.balanceAfter), entry: toHistoryRow(row) };
}

export type TopUpRequestListRow = Awaited<ReturnType<PointsRepository['topUpRequestRows']>>[number];

export function toRequestItem({ tx, username, advertiserName }: TopUpRequestListRow) {
  return {
    id: tx.id,
    created_at: tx.createdAt.toISOString(),
    user_id: tx.accountId,
    username,
    advertiser_name: advertiserName,
    amount: Number(tx.requestedAmount ?? 0),
    evidence: tx.evidence ?? null,
    status: tx.status as 'PENDING',
    resolved_at: tx.resolvedAt?.toISOString() ?? null,
    reject_reason: tx.rejectReason,
  };
}

/** The deposit desk (console staff by route guard). */
export async function listRequests({ repo }: PointsDeps, query: TopUpRequestListQuery, window: PageWindow) {
  const [rows, count] = await Promise.all([repo.topUpRequestRows(query.status, window), repo.countTopUpRequests(query.status)]);
  return { count, results: rows.map(toRequestItem) };
}

// ---- point / reward (docs/decisions/product.md#api-calls "Users and points") ---------------------------------------------

/** The ledger rows of GET point (also its export): the caller's own, or any account for console staff. */
export function pointRows({ repo }: PointsDeps, principal: Principal, query: PointQuery, window: PageWindow) {
  const accountId = accountFor(principal, query.user_id);
  return repo.ledgerRows({ accountId, action: query.action }, window);
}

export async function pointPage(deps: PointsDeps, principal: Principal, query: PointQuery, window: PageWindow) {
  const { repo, clock } = deps;
  const accountId = accountFor(principal, query.user_id);
  const filter = { accountId, action: query.action };
  const [balance, totals, rows, count, withdrawable] = await Promise.all([
    balanceOf(repo, accountId),
    repo.ledgerTotals(accountId),
    repo.ledgerRows(filter, window),
    repo.countLedgerRows(filter),
    withdrawableTotal(repo, accountId, clock.now()),
  ]);
  return {
    summary: {
      balance,
      charged: Number(totals.charged),
      free: Number(totals.free),
      deducted: Number(totals.deducted),
      refunded: Number(totals.refunded),
      withdrawn: Number(totals.withdrawn),
      pending_requests: Number(totals.pending),
      withdrawable,
    },
    count,
    results: await historyRows(repo, rows),
  };
}

/** Staff: one AD_DEDUCT or REFUND entry (manual correction). */
export async function addPointEntry({ repo }: PointsDeps, principal: Principal, body: PointEntryRequest, idempotencyKey?: string) {
  assertNotActingFor(principal);
  const signed = body.action === 'AD_DEDUCT' ? -body.amount : body.amount;
  const key = body.idempotency_key ?? idempotencyKey;
  const { row, applied } = await appendEntry(repo, {
    accountId: body.user_id,
    actorId: principal.id,
    action: body.action,
    amount: signed,
    actionName: body.action_name?.trim() || actionNames[body.action],
    memo: body.memo?.trim() || null,
    idempotencyKey: key ? `point:${body.user_id}:${key}` : `point:${randomUUID()}`,
  });
  return {
    message: applied ? '포인트 내역이 등록되었습니다.' : '이미 처리된 요청입니다.',
    user_id: body.user_id,
    balance: Number(row.balanceAfter),
    entry: toHistoryRow(row),
  };
}

/** Staff: the memo is the only editable part of a ledger row (amounts are append-only). */
export async function patchMemo({ repo }: PointsDeps, id: number, memo: string, onlyActions?: string[]) {
  const row = await repo.setLedgerMemo(id, memo.trim() || null, onlyActions);
  if (!row) throw notFound('포인트 내역을 찾을 수 없습니다.');
  return toHistoryRow(row);
}

export async function rewardList({ repo }: PointsDeps, principal: Principal, query: RewardQuery, window: PageWindow) {
  const accountId = isConsoleStaff(principal) ? query.user_id : accountFor(principal, query.user_id);
  const [rows, count] = await Promise.all([repo.rewardRows(accountId, window), repo.countRewards(accountId)]);
  return {
    count,
    results: rows.map(({ tx, username }) => ({
      id: tx.id,
      created_at: tx.createdAt.toISOString(),
      user_id: tx.accountId,
      username,
      point: Number(tx.amount),
      action_name: tx.actionName,
      memo: tx.memo,
    })),
  };
}

export async function grantReward(
  deps: PointsDeps,
  principal: Principal,
  userId: number,
  body: RewardGrantRequest,
  idempotencyKey?: string,
) {
  assertNotActingFor(principal);
  return addBalance(deps, principal, {
    user_id: userId,
    amount: body.amount,
    action: 'FREE',
    memo: body.memo,
    idempotency_key: body.idempotency_key ?? idempotencyKey,
  });
}
