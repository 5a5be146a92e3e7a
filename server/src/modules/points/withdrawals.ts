/**
 * Withdrawals (docs/decisions/product.md#who-and-terms, docs/decisions/product.md#constants: within 7 days of the top-up, only the unused part; free points never).
 * "Unused" for a CHARGE row = its amount − ad deductions and points moved out (transfers, recalls) booked after it − withdrawals already
 * approved or pending against it, and never more than the balance not already reserved by other
 * pending withdrawals. The account row lock serialises requests, approvals and deductions.
 */
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { WITHDRAWAL_WINDOW_DAYS, pointMessages, type WithdrawalCreateRequest, type WithdrawalItem } from '@nurly/contracts/schemas';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Runner } from '../../db/tx';
import { marginPayouts, pointTransactions, withdrawalRequests } from '../../db/schema/points';
import { AppError, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/paginate';
import { assertNotActingFor } from '../../access/policy';
import type { Principal } from '../../types';
import { appendLocked, heldOf, lockAccount, type LedgerRow } from './ledger';
import type { WithdrawalFilter } from './queries';
import type { PointsDeps } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export function withdrawalDeadline(charge: Pick<LedgerRow, 'createdAt'>): Date {
  return new Date(charge.createdAt.getTime() + WITHDRAWAL_WINDOW_DAYS * DAY_MS);
}

/**
 * Sum reserved against one charge, optionally excluding one request. Asking counts pending and
 * approved requests (no over-asking); approving counts only approved ones (first approved wins).
 */
async function reservedAgainst(
  db: Runner,
  chargeId: number,
  excludeId?: number,
  statuses: string[] = ['PENDING', 'APPROVED'],
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${withdrawalRequests.amount}), 0)::bigint` })
    .from(withdrawalRequests)
    .where(
      and(
        eq(withdrawalRequests.chargeId, chargeId),
        inArray(withdrawalRequests.status, statuses),
        excludeId ? ne(withdrawalRequests.id, excludeId) : undefined,
      ),
    );
  return Number(row.total);
}

/**
 * Pending withdrawals of the account, and its pending margin payouts (a reseller's, b2b/payouts.ts):
 * money promised out but not yet taken off the balance.
 */
async function pendingOnAccount(db: Runner, accountId: number, excludeId?: number): Promise<number> {
  const [[row], [payouts]] = await Promise.all([
    db
      .select({ total: sql<number>`coalesce(sum(${withdrawalRequests.amount}), 0)::bigint` })
      .from(withdrawalRequests)
      .where(
        and(
          eq(withdrawalRequests.accountId, accountId),
          eq(withdrawalRequests.status, 'PENDING'),
          excludeId ? ne(withdrawalRequests.id, excludeId) : undefined,
        ),
      ),
    db
      .select({ total: sql<number>`coalesce(sum(${marginPayouts.amount}), 0)::bigint` })
      .from(marginPayouts)
      .where(and(eq(marginPayouts.accountId, accountId), eq(marginPayouts.status, 'PENDING'))),
  ]);
  return Number(row.total) + Number(payouts.total);
}

/**
 * What uses up a charge after it: ad deductions, and points moved out by a transfer or a recall
 * (docs/decisions/resellers.md#transfers: transferred points are not withdrawable, so a charge passed on to a descendant,
 * or taken back by an ancestor, is no longer its owner's to withdraw; TRANSFER_IN and RECALL_IN
 * rows are not charges, so the points they bring are never withdrawable either).
 */
const USES_OF_A_CHARGE = ['AD_DEDUCT', 'TRANSFER_OUT', 'RECALL_OUT'];

async function deductedAfter(db: Runner, charge: LedgerRow): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(-sum(${pointTransactions.amount}), 0)::bigint` })
    .from(pointTransactions)
    .where(
      and(
        eq(pointTransactions.accountId, charge.accountId),
        inArray(pointTransactions.action, USES_OF_A_CHARGE),
        gt(pointTransactions.id, charge.id),
      ),
    );
  return Number(row.total);
}

/** What may still be withdrawn from one charge right now (0 outside the window). */
export async function withdrawableFrom(
  db: Runner,
  charge: LedgerRow,
  balance: number,
  now = new Date(),
  excludeId?: number,
): Promise<number> {
  if (charge.action !== 'CHARGE') return 0;
  if (now.getTime() > withdrawalDeadline(charge).getTime()) return 0;
  const [deducted, reserved, pending, held] = await Promise.all([
    deductedAfter(db, charge),
    reservedAgainst(db, charge.id, excludeId),
    pendingOnAccount(db, charge.accountId, excludeId),
    heldOf(db, charge.accountId),
  ]);
  const unused = Number(charge.amount) - deducted - reserved;
  // Money held by live ads counts as used (docs/decisions/money-loop.md#holds).
  return Math.max(0, Math.min(unused, balance - held - pending));
}

async function recentCharges(db: Runner, accountId: number, now: Date): Promise<LedgerRow[]> {
  const since = new Date(now.getTime() - WITHDRAWAL_WINDOW_DAYS * DAY_MS);
  return db
    .select()
    .from(pointTransactions)
    .where(and(eq(pointTransactions.accountId, accountId), eq(pointTransactions.action, 'CHARGE'), gt(pointTransactions.createdAt, since)))
    .orderBy(desc(pointTransactions.id));
}

export async function withdrawableCharges(db: Db, accountId: number, now: Date) {
  const [user] = await db.select({ point: users.point }).from(users).where(eq(users.id, accountId));
  const balance = Number(user?.point ?? 0);
  const charges = await recentCharges(db, accountId, now);
  const results = [];
  for (const charge of charges) {
    results.push({
      charge_id: charge.id,
      charged_at: charge.createdAt.toISOString(),
      amount: Number(charge.amount),
      withdrawable: await withdrawableFrom(db, charge, balance, now),
      deadline: withdrawalDeadline(charge).toISOString(),
    });
  }
  return { results };
}

/** Total withdrawable now, without double counting the shared balance cap. */
export async function withdrawableTotal(db: Db, accountId: number, now: Date): Promise<number> {
  const { results } = await withdrawableCharges(db, accountId, now);
  const [user] = await db.select({ point: users.point }).from(users).where(eq(users.id, accountId));
  const cap = Number(user?.point ?? 0) - (await pendingOnAccount(db, accountId)) - (await heldOf(db, accountId));
  return Math.max(
    0,
    Math.min(
      cap,
      results.reduce((sum, r) => sum + r.withdrawable, 0),
    ),
  );
}

const exceedsUnused = () => new AppError(409, pointMessages.withdrawalExceedsUnused, 'EXCEEDS_UNUSED', 'amount');

export async function requestWithdrawal({ repo, clock }: PointsDeps, principal: Principal, body: WithdrawalCreateRequest) {
  assertNotActingFor(principal);
  const now = clock.now();
  return repo.db.transaction(async (tx) => {
    const balance = await lockAccount(tx, principal.id);
    const [charge] = await tx.select().from(pointTransactions).where(eq(pointTransactions.id, body.charge_id)).limit(1);
    if (!charge || charge.accountId !== principal.id) throw notFound('충전 내역을 찾을 수 없습니다.');
    if (charge.action === 'FREE') throw new AppError(400, pointMessages.withdrawalOnlyCharge, 'FREE_NOT_REFUNDABLE', 'charge_id');
    if (charge.action !== 'CHARGE') throw new AppError(400, pointMessages.withdrawalOnlyCharge, 'NOT_A_CHARGE', 'charge_id');
    if (now.getTime() > withdrawalDeadline(charge).getTime())
      throw new AppError(409, pointMessages.withdrawalWindowClosed, 'WINDOW_CLOSED');
    if (body.amount > (await withdrawableFrom(tx, charge, balance, now))) throw exceedsUnused();
    const [created] = await tx
      .insert(withdrawalRequests)
      .values({
        accountId: principal.id,
        chargeId: charge.id,
        amount: body.amount,
        bankName: body.bank_name.trim(),
        accountNumber: body.account_number.trim(),
        accountHolder: body.account_holder.trim(),
        reason: body.reason?.trim() || null,
      })
      .returning({ id: withdrawalRequests.id });
    return { message: pointMessages.withdrawalRequested, id: created.id };
  });
}

const notPending = () => new AppError(409, pointMessages.withdrawalNotPending, 'NOT_PENDING');

async function findWithdrawal({ repo }: PointsDeps, id: number) {
  const row = await repo.findWithdrawal(id);
  if (!row) throw notFound('출금 요청을 찾을 수 없습니다.');
  return row;
}

/** Staff approval: re-checks the unused part under the lock, then books one WITHDRAW row. */
export async function approveWithdrawal(deps: PointsDeps, principal: Principal, id: number) {
  assertNotActingFor(principal);
  const request = await findWithdrawal(deps, id);
  return deps.repo.db.transaction(async (tx) => {
    const balance = await lockAccount(tx, request.accountId);
    const [current] = await tx.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, id)).for('update');
    if (current.status !== 'PENDING') throw notPending();
    const [charge] = await tx.select().from(pointTransactions).where(eq(pointTransactions.id, current.chargeId));
    // The window was checked when the customer asked; approval may come later. Usage since then counts.
    const [deducted, approvedOthers, held] = await Promise.all([
      deductedAfter(tx, charge),
      reservedAgainst(tx, charge.id, id, ['APPROVED']),
      heldOf(tx, current.accountId),
    ]);
    const amount = Number(current.amount);
    // Ads created since the request may hold part of the balance: held money is not withdrawable.
    if (amount > Number(charge.amount) - deducted - approvedOthers || amount > balance - held) throw exceedsUnused();
    const { row } = await appendLocked(tx, balance, {
      accountId: current.accountId,
      actorId: principal.id,
      action: 'WITHDRAW',
      amount: -amount,
      relatedId: charge.id,
      memo: `${current.bankName} ${current.accountNumber} ${current.accountHolder}`,
      idempotencyKey: `withdraw:${id}`,
    });
    await tx
      .update(withdrawalRequests)
      .set({ status: 'APPROVED', withdrawTransactionId: row.id, resolvedAt: deps.clock.now(), resolvedBy: principal.id })
      .where(eq(withdrawalRequests.id, id));
    return { message: pointMessages.withdrawalApproved, balance: Number(row.balanceAfter) };
  });
}

export async function rejectWithdrawal(deps: PointsDeps, principal: Principal, id: number, reason?: string) {
  assertNotActingFor(principal);
  const request = await findWithdrawal(deps, id);
  return deps.repo.db.transaction(async (tx) => {
    await lockAccount(tx, request.accountId);
    const updated = await tx
      .update(withdrawalRequests)
      .set({ status: 'REJECTED', rejectReason: reason?.trim() || null, resolvedAt: deps.clock.now(), resolvedBy: principal.id })
      .where(and(eq(withdrawalRequests.id, id), eq(withdrawalRequests.status, 'PENDING')))
      .returning({ id: withdrawalRequests.id });
    if (updated.length !== 1) throw notPending();
    return { message: pointMessages.withdrawalRejected };
  });
}

export type WithdrawalListRow = Awaited<ReturnType<PointsDeps['repo']['withdrawalRows']>>[number];

export function toWithdrawalItem({ w, username, charge }: WithdrawalListRow): WithdrawalItem {
  return {
    id: w.id,
    created_at: w.createdAt.toISOString(),
    user_id: w.accountId,
    username,
    charge_id: charge.id,
    charged_at: charge.createdAt.toISOString(),
    charge_amount: Number(charge.amount),
    amount: Number(w.amount),
    bank_name: w.bankName,
    account_number: w.accountNumber,
    account_holder: w.accountHolder,
    reason: w.reason,
    status: w.status as WithdrawalItem['status'],
    reject_reason: w.rejectReason,
    resolved_at: w.resolvedAt?.toISOString() ?? null,
  };
}

/** `filter.accountId` comes from access/policy.ts ownerFilter: customers see their own, the desk all. */
export async function listWithdrawals({ repo }: PointsDeps, filter: WithdrawalFilter, window: PageWindow) {
  const [rows, count] = await Promise.all([repo.withdrawalRows(filter, window), repo.countWithdrawals(filter)]);
  return { count, results: rows.map(toWithdrawalItem) };
}
