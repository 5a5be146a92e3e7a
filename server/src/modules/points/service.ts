/** Top-up requests, history, staff confirmation and manual entries (spec §4, §7; DESIGN.md §5). */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
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
import { users } from '../../db/schema';
import { advertisers, pointTransactions } from '../../db/schema/points';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type { Principal } from '../../types';
import { actionNames, appendEntry, appendLocked, lockAccount, type LedgerRow } from './ledger';
import { withdrawableTotal } from './withdrawals';

export const CONSOLE_STAFF_ROLES = ['NURLY_ADMIN', 'NURLY_STAFF'] as const;

/** Nurly console staff (hub and offerwall console users carry is_staff too, but not these roles). */
export function isConsoleStaff(principal: Principal): boolean {
  return principal.roles.some((role) => (CONSOLE_STAFF_ROLES as readonly string[]).includes(role));
}

export function assertOwnerOrStaff(principal: Principal, accountId: number): void {
  if (principal.id !== accountId && !isConsoleStaff(principal)) throw forbidden();
}

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
  };
}

async function balanceOf(app: FastifyInstance, accountId: number): Promise<number> {
  const [row] = await app.db.select({ point: users.point }).from(users).where(eq(users.id, accountId)).limit(1);
  if (!row) throw notFound('회원을 찾을 수 없습니다.');
  return Number(row.point);
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

// ---- customer top-up -------------------------------------------------------------------------

export async function requestTopUp(app: FastifyInstance, principal: Principal, body: TopUpRequest, idempotencyKey?: string) {
  if (!(body.amount > 0)) throw badRequest(pointMessages.amountRequired, 'amount', 'AMOUNT_REQUIRED');
  const depositName = body.deposit_name.trim();
  if (!depositName) throw badRequest(pointMessages.depositNameRequired, 'deposit_name');
  const email = body.email.trim();
  if (!EMAIL.test(email)) throw badRequest(pointMessages.emailInvalid, 'email');
  const [advertiser] = await app.db.select({ id: advertisers.id }).from(advertisers).where(eq(advertisers.userId, principal.id)).limit(1);
  if (!advertiser) throw new AppError(400, pointMessages.advertiserRequired, 'ADVERTISER_REQUIRED');
  const { row } = await appendEntry(app.db, {
    accountId: principal.id,
    actorId: principal.id,
    action: 'B2B_REQUEST',
    amount: 0,
    requestedAmount: body.amount,
    status: 'PENDING',
    evidence: { deposit_name: depositName, email },
    idempotencyKey: idempotencyKey ? `request:${principal.id}:${idempotencyKey}` : `request:${randomUUID()}`,
  });
  return { message: pointMessages.topUpRequested, request: toHistoryRow(row), balance: await balanceOf(app, principal.id) };
}

/** History rows that mean something to the customer: balance changes and still-pending requests. */
function visibleInHistory(): SQL {
  return or(ne(pointTransactions.amount, 0), and(eq(pointTransactions.action, 'B2B_REQUEST'), eq(pointTransactions.status, 'PENDING')))!;
}

export async function history(app: FastifyInstance, principal: Principal, accountId: number, query: BalanceHistoryQuery) {
  assertOwnerOrStaff(principal, accountId);
  const balance = await balanceOf(app, accountId);
  const conditions: SQL[] = [eq(pointTransactions.accountId, accountId), visibleInHistory()];
  if (query.type && query.type !== 'ALL') conditions.push(eq(pointTransactions.action, query.type));
  const where = and(...conditions);
  const limit = query.is_simple ? SIMPLE_HISTORY_LIMIT : HISTORY_PAGE_SIZE;
  const [rows, [{ count }]] = await Promise.all([
    app.db.select().from(pointTransactions).where(where).orderBy(desc(pointTransactions.id)).limit(limit),
    app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(pointTransactions)
      .where(where),
  ]);
  return { balance, count, results: rows.map(toHistoryRow) };
}

async function findRequest(app: FastifyInstance, id: number) {
  const [request] = await app.db
    .select()
    .from(pointTransactions)
    .where(and(eq(pointTransactions.id, id), eq(pointTransactions.action, 'B2B_REQUEST')))
    .limit(1);
  if (!request) throw notFound(pointMessages.requestNotFound);
  return request;
}

const notPending = () => new AppError(409, pointMessages.requestNotPending, 'NOT_PENDING');

/** Resolves a pending request once: the account lock serialises cancel/confirm/reject races. */
async function resolveRequest(
  app: FastifyInstance,
  principal: Principal,
  id: number,
  resolution: 'CANCELLED' | 'CONFIRMED' | 'REJECTED',
  rejectReason?: string,
) {
  const request = await findRequest(app, id);
  if (resolution === 'CANCELLED') assertOwnerOrStaff(principal, request.accountId);
  return app.db.transaction(async (tx) => {
    const balance = await lockAccount(tx, request.accountId);
    const [current] = await tx.select().from(pointTransactions).where(eq(pointTransactions.id, id)).for('update');
    if (current.status !== 'PENDING') throw notPending();
    const updated = await tx
      .update(pointTransactions)
      .set({ status: resolution, resolvedAt: new Date(), resolvedBy: principal.id, rejectReason: rejectReason ?? null })
      .where(and(eq(pointTransactions.id, id), eq(pointTransactions.status, 'PENDING')))
      .returning({ id: pointTransactions.id });
    if (updated.length !== 1) throw notPending();
    const requested = Number(current.requestedAmount);
    if (resolution === 'CONFIRMED') {
      const { row } = await appendLocked(tx, balance, {
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
    const { row } = await appendLocked(tx, balance, {
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

export async function cancelTopUp(app: FastifyInstance, principal: Principal, id: number) {
  const { balance } = await resolveRequest(app, principal, id, 'CANCELLED');
  return { message: pointMessages.topUpCancelled, balance };
}

export async function rejectTopUp(app: FastifyInstance, principal: Principal, body: RejectTopUpRequest) {
  const { balance } = await resolveRequest(app, principal, body.id, 'REJECTED', body.reason.trim());
  return { message: pointMessages.topUpRejected, balance };
}

/** Staff: confirm a deposit ({ request_id }) or add CHARGE/FREE points directly. */
export async function addBalance(app: FastifyInstance, principal: Principal, body: AddBalanceRequest, idempotencyKey?: string) {
  if (body.request_id !== undefined) {
    const { row, balance } = await resolveRequest(app, principal, body.request_id, 'CONFIRMED');
    return { message: pointMessages.topUpConfirmed, user_id: row.accountId, balance, entry: toHistoryRow(row) };
  }
  if (body.user_id === undefined) throw badRequest('충전할 회원을 선택해주세요.', 'user_id');
  if (!body.amount || body.amount <= 0) throw badRequest(pointMessages.amountRequired, 'amount', 'AMOUNT_REQUIRED');
  const action = body.action ?? 'CHARGE';
  const key = body.idempotency_key ?? idempotencyKey;
  const { row } = await appendEntry(app.db, {
    accountId: body.user_id,
    actorId: principal.id,
    action,
    amount: body.amount,
    memo: body.memo?.trim() || null,
    idempotencyKey: key ? `manual:${body.user_id}:${key}` : `manual:${randomUUID()}`,
  });
  return { message: pointMessages.balanceAdded, user_id: body.user_id, balance: Number(row.balanceAfter), entry: toHistoryRow(row) };
}

export async function listRequests(app: FastifyInstance, query: TopUpRequestListQuery) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 25;
  const where = and(eq(pointTransactions.action, 'B2B_REQUEST'), query.status ? eq(pointTransactions.status, query.status) : undefined);
  const [rows, [{ count }]] = await Promise.all([
    app.db
      .select({ tx: pointTransactions, username: users.username, advertiserName: advertisers.name })
      .from(pointTransactions)
      .innerJoin(users, eq(users.id, pointTransactions.accountId))
      .leftJoin(advertisers, eq(advertisers.userId, pointTransactions.accountId))
      .where(where)
      .orderBy(desc(pointTransactions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(pointTransactions)
      .where(where),
  ]);
  return {
    count,
    results: rows.map(({ tx, username, advertiserName }) => ({
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
    })),
  };
}

export async function countPendingRequests(app: Pick<FastifyInstance, 'db'>): Promise<number> {
  const [row] = await app.db
    .select({ count: sql<number>`count(*)::int` })
    .from(pointTransactions)
    .where(and(eq(pointTransactions.action, 'B2B_REQUEST'), eq(pointTransactions.status, 'PENDING')));
  return row.count;
}

// ---- point / reward (spec §7 "Users and points") ---------------------------------------------

function accountFor(principal: Principal, requested?: number): number {
  if (requested === undefined || requested === principal.id) return principal.id;
  if (!isConsoleStaff(principal)) throw forbidden();
  return requested;
}

export async function pointPage(app: FastifyInstance, principal: Principal, query: PointQuery) {
  const accountId = accountFor(principal, query.user_id);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 25;
  const conditions: SQL[] = [eq(pointTransactions.accountId, accountId), visibleInHistory()];
  if (query.action) conditions.push(eq(pointTransactions.action, query.action));
  const where = and(...conditions);
  const [balance, [totals], rows, [{ count }], withdrawable] = await Promise.all([
    balanceOf(app, accountId),
    app.db
      .select({
        charged: sql<number>`coalesce(sum(amount) filter (where action = 'CHARGE'), 0)::bigint`,
        free: sql<number>`coalesce(sum(amount) filter (where action = 'FREE'), 0)::bigint`,
        deducted: sql<number>`coalesce(-sum(amount) filter (where action = 'AD_DEDUCT'), 0)::bigint`,
        refunded: sql<number>`coalesce(sum(amount) filter (where action = 'REFUND'), 0)::bigint`,
        withdrawn: sql<number>`coalesce(-sum(amount) filter (where action = 'WITHDRAW'), 0)::bigint`,
        pending: sql<number>`count(*) filter (where action = 'B2B_REQUEST' and status = 'PENDING')::int`,
      })
      .from(pointTransactions)
      .where(eq(pointTransactions.accountId, accountId)),
    app.db
      .select()
      .from(pointTransactions)
      .where(where)
      .orderBy(desc(pointTransactions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(pointTransactions)
      .where(where),
    withdrawableTotal(app.db, accountId),
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
    results: rows.map(toHistoryRow),
  };
}

/** Staff: one AD_DEDUCT or REFUND entry (manual correction; settlement uses appendEntry directly). */
export async function addPointEntry(app: FastifyInstance, principal: Principal, body: PointEntryRequest, idempotencyKey?: string) {
  const signed = body.action === 'AD_DEDUCT' ? -body.amount : body.amount;
  const key = body.idempotency_key ?? idempotencyKey;
  const { row, applied } = await appendEntry(app.db, {
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
export async function patchMemo(app: FastifyInstance, id: number, memo: string, onlyActions?: string[]) {
  const where = and(eq(pointTransactions.id, id), onlyActions ? inArray(pointTransactions.action, onlyActions) : undefined);
  const [row] = await app.db
    .update(pointTransactions)
    .set({ memo: memo.trim() || null })
    .where(where)
    .returning();
  if (!row) throw notFound('포인트 내역을 찾을 수 없습니다.');
  return toHistoryRow(row);
}

export async function rewardList(app: FastifyInstance, principal: Principal, query: RewardQuery) {
  const accountId = isConsoleStaff(principal) ? query.user_id : accountFor(principal, query.user_id);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 25;
  const where = and(eq(pointTransactions.action, 'FREE'), accountId ? eq(pointTransactions.accountId, accountId) : undefined);
  const [rows, [{ count }]] = await Promise.all([
    app.db
      .select({ tx: pointTransactions, username: users.username })
      .from(pointTransactions)
      .innerJoin(users, eq(users.id, pointTransactions.accountId))
      .where(where)
      .orderBy(desc(pointTransactions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(pointTransactions)
      .where(where),
  ]);
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
  app: FastifyInstance,
  principal: Principal,
  userId: number,
  body: RewardGrantRequest,
  idempotencyKey?: string,
) {
  return addBalance(app, principal, {
    user_id: userId,
    amount: body.amount,
    action: 'FREE',
    memo: body.memo,
    idempotency_key: body.idempotency_key ?? idempotencyKey,
  });
}
