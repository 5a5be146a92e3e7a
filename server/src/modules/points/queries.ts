/** Read queries of the points column (lists take a PageWindow so the same query serves exports). */
import { and, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PointAction } from '@nurly/contracts/schemas';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { countOf } from '../../db/rows';
import { users } from '../../db/schema';
import { advertisers, pointTransactions, withdrawalRequests } from '../../db/schema/points';
import { defineOrdering, inWindow, type PageWindow } from '../../lib/paginate';

export async function balanceOf(db: Db, accountId: number): Promise<number | undefined> {
  const [row] = await db.select({ point: users.point }).from(users).where(eq(users.id, accountId)).limit(1);
  return row ? Number(row.point) : undefined;
}

export async function advertiserIdOf(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: advertisers.id }).from(advertisers).where(eq(advertisers.userId, userId)).limit(1);
  return row?.id;
}

/** History rows that mean something to the customer: balance changes and still-pending requests. */
export function visibleInHistory(): SQL {
  return or(ne(pointTransactions.amount, 0), and(eq(pointTransactions.action, 'B2B_REQUEST'), eq(pointTransactions.status, 'PENDING')))!;
}

export interface LedgerFilter {
  accountId: number;
  action?: PointAction;
}

function ledgerWhere(filter: LedgerFilter): SQL {
  return and(
    eq(pointTransactions.accountId, filter.accountId),
    visibleInHistory(),
    filter.action ? eq(pointTransactions.action, filter.action) : undefined,
  )!;
}

/** Sortable fields of the point history (GET point); newest first by default. */
export const ledgerOrdering = defineOrdering(
  { id: pointTransactions.id, created_at: pointTransactions.createdAt, point: pointTransactions.amount, action: pointTransactions.action },
  { default: [desc(pointTransactions.id)], tieBreaker: pointTransactions.id },
);

export const ledgerRows = (db: Db, filter: LedgerFilter, window: PageWindow) =>
  inWindow(db.select().from(pointTransactions).where(ledgerWhere(filter)).$dynamic(), window);

export const countLedgerRows = (db: Db, filter: LedgerFilter): Promise<number> =>
  countOf(db.select({ n: count() }).from(pointTransactions).where(ledgerWhere(filter)));

export async function ledgerTotals(db: Db, accountId: number) {
  const [totals] = await db
    .select({
      charged: sql<number>`coalesce(sum(amount) filter (where action = 'CHARGE'), 0)::bigint`,
      free: sql<number>`coalesce(sum(amount) filter (where action = 'FREE'), 0)::bigint`,
      deducted: sql<number>`coalesce(-sum(amount) filter (where action = 'AD_DEDUCT'), 0)::bigint`,
      refunded: sql<number>`coalesce(sum(amount) filter (where action = 'REFUND'), 0)::bigint`,
      withdrawn: sql<number>`coalesce(-sum(amount) filter (where action = 'WITHDRAW'), 0)::bigint`,
      pending: sql<number>`count(*) filter (where action = 'B2B_REQUEST' and status = 'PENDING')::int`,
    })
    .from(pointTransactions)
    .where(eq(pointTransactions.accountId, accountId));
  return totals;
}

export async function findTopUpRequest(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(pointTransactions)
    .where(and(eq(pointTransactions.id, id), eq(pointTransactions.action, 'B2B_REQUEST')))
    .limit(1);
  return row;
}

/** A top-up request row, locked for the rest of the transaction (its resolution). */
export async function lockTopUpRequest(tx: Tx, id: number) {
  const [current] = await tx.select().from(pointTransactions).where(eq(pointTransactions.id, id)).for('update');
  return current;
}

/** Resolves a still-pending request (CANCELLED, CONFIRMED, REJECTED); false when it was no longer pending. */
export async function resolvePendingRequest(
  tx: Tx,
  id: number,
  resolution: { status: string; resolvedAt: Date; resolvedBy: number; rejectReason: string | null },
): Promise<boolean> {
  const updated = await tx
    .update(pointTransactions)
    .set(resolution)
    .where(and(eq(pointTransactions.id, id), eq(pointTransactions.status, 'PENDING')))
    .returning({ id: pointTransactions.id });
  return updated.length === 1;
}

const requestWhere = (status?: string) =>
  and(eq(pointTransactions.action, 'B2B_REQUEST'), status ? eq(pointTransactions.status, status) : undefined);

/** Sortable fields of the deposit desk (GET admin/b2b/balance/requests). */
export const requestOrdering = defineOrdering(
  {
    id: pointTransactions.id,
    created_at: pointTransactions.createdAt,
    amount: pointTransactions.requestedAmount,
    status: pointTransactions.status,
    username: users.username,
  },
  { default: [desc(pointTransactions.id)], tieBreaker: pointTransactions.id },
);

export const topUpRequestRows = (db: Db, status: string | undefined, window: PageWindow) =>
  inWindow(
    db
      .select({ tx: pointTransactions, username: users.username, advertiserName: advertisers.name })
      .from(pointTransactions)
      .innerJoin(users, eq(users.id, pointTransactions.accountId))
      .leftJoin(advertisers, eq(advertisers.userId, pointTransactions.accountId))
      .where(requestWhere(status))
      .$dynamic(),
    window,
  );

export const countTopUpRequests = (db: Db, status?: string): Promise<number> =>
  countOf(db.select({ n: count() }).from(pointTransactions).where(requestWhere(status)));

export const countPendingRequests = (db: Db) => countTopUpRequests(db, 'PENDING');

const rewardWhere = (accountId?: number) =>
  and(eq(pointTransactions.action, 'FREE'), accountId ? eq(pointTransactions.accountId, accountId) : undefined);

export const rewardOrdering = defineOrdering(
  { id: pointTransactions.id, created_at: pointTransactions.createdAt, point: pointTransactions.amount },
  { default: [desc(pointTransactions.id)], tieBreaker: pointTransactions.id },
);

export const rewardRows = (db: Db, accountId: number | undefined, window: PageWindow) =>
  inWindow(
    db
      .select({ tx: pointTransactions, username: users.username })
      .from(pointTransactions)
      .innerJoin(users, eq(users.id, pointTransactions.accountId))
      .where(rewardWhere(accountId))
      .$dynamic(),
    window,
  );

export const countRewards = (db: Db, accountId?: number): Promise<number> =>
  countOf(db.select({ n: count() }).from(pointTransactions).where(rewardWhere(accountId)));

/** The memo is the only editable part of a ledger row (amounts are append-only). */
export async function setLedgerMemo(db: Db, id: number, memo: string | null, onlyActions?: string[]) {
  const [row] = await db
    .update(pointTransactions)
    .set({ memo })
    .where(and(eq(pointTransactions.id, id), onlyActions ? inArray(pointTransactions.action, onlyActions) : undefined))
    .returning();
  return row;
}

export interface WithdrawalFilter {
  accountId?: number;
  status?: string;
}

const withdrawalWhere = (filter: WithdrawalFilter) =>
  and(
    filter.accountId ? eq(withdrawalRequests.accountId, filter.accountId) : undefined,
    filter.status ? eq(withdrawalRequests.status, filter.status) : undefined,
  );

/** Sortable fields of the withdrawal desk (GET point/withdrawals). */
export const withdrawalOrdering = defineOrdering(
  {
    id: withdrawalRequests.id,
    created_at: withdrawalRequests.createdAt,
    amount: withdrawalRequests.amount,
    status: withdrawalRequests.status,
    username: users.username,
  },
  { default: [desc(withdrawalRequests.id)], tieBreaker: withdrawalRequests.id },
);

export const withdrawalRows = (db: Db, filter: WithdrawalFilter, window: PageWindow) =>
  inWindow(
    db
      .select({ w: withdrawalRequests, username: users.username, charge: pointTransactions })
      .from(withdrawalRequests)
      .innerJoin(users, eq(users.id, withdrawalRequests.accountId))
      .innerJoin(pointTransactions, eq(pointTransactions.id, withdrawalRequests.chargeId))
      .where(withdrawalWhere(filter))
      .$dynamic(),
    window,
  );

export const countWithdrawals = (db: Db, filter: WithdrawalFilter): Promise<number> =>
  countOf(db.select({ n: count() }).from(withdrawalRequests).where(withdrawalWhere(filter)));

export async function findWithdrawal(db: Db, id: number) {
  const [row] = await db.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, id)).limit(1);
  return row;
}

export const countPendingWithdrawals = (db: Db): Promise<number> =>
  countOf(db.select({ n: count() }).from(withdrawalRequests).where(eq(withdrawalRequests.status, 'PENDING')));

/** Username and name of accounts by id (the other account of transfer rows). */
export async function accountNamesOf(db: Db, ids: number[]): Promise<Map<number, { id: number; username: string; name: string | null }>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select({ id: users.id, username: users.username, name: users.name }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}
