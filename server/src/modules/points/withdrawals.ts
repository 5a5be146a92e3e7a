/**
 * Withdrawals (docs/decisions/product.md#who-and-terms, docs/decisions/product.md#constants: within 7 days of the top-up, only the unused part; free points never).
 * "Unused" for a CHARGE row = its amount − ad deductions and points moved out (transfers, recalls) booked after it − withdrawals already
 * approved or pending against it, and never more than the balance not already reserved by other
 * pending withdrawals. The account row lock serialises requests, approvals and deductions.
 */
import { WITHDRAWAL_WINDOW_DAYS, pointMessages, type WithdrawalCreateRequest, type WithdrawalItem } from '@nurly/contracts/schemas';
import { AppError, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/paginate';
import { assertNotActingFor } from '../../access/policy';
import type { Principal } from '../../types';
import { appendOn, lockAccountOn, type LedgerRow } from './ledger';
import type { WithdrawalFilter } from './queries';
import type { PointsDeps, PointsRepository, PointsTx } from './repository';

/** The repository, or the same queries inside one of its transactions. */
type PointsReader = PointsRepository | PointsTx;

const DAY_MS = 24 * 60 * 60 * 1000;

export function withdrawalDeadline(charge: Pick<LedgerRow, 'createdAt'>): Date {
  return new Date(charge.createdAt.getTime() + WITHDRAWAL_WINDOW_DAYS * DAY_MS);
}

/** What may still be withdrawn from one charge right now (0 outside the window). */
export async function withdrawableFrom(
  db: PointsReader,
  charge: LedgerRow,
  balance: number,
  now = new Date(),
  excludeId?: number,
): Promise<number> {
  if (charge.action !== 'CHARGE') return 0;
  if (now.getTime() > withdrawalDeadline(charge).getTime()) return 0;
  const [deducted, reserved, pending, held] = await Promise.all([
    db.deductedAfter(charge),
    db.reservedAgainst(charge.id, excludeId),
    db.pendingOnAccount(charge.accountId, excludeId),
    db.heldOf(charge.accountId),
  ]);
  const unused = Number(charge.amount) - deducted - reserved;
  // Money held by live ads counts as used (docs/decisions/money-loop.md#holds).
  return Math.max(0, Math.min(unused, balance - held - pending));
}

function recentCharges(db: PointsReader, accountId: number, now: Date): Promise<LedgerRow[]> {
  const since = new Date(now.getTime() - WITHDRAWAL_WINDOW_DAYS * DAY_MS);
  return db.chargesSince(accountId, since);
}

export async function withdrawableCharges(db: PointsRepository, accountId: number, now: Date) {
  const balance = await db.pointOf(accountId);
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
export async function withdrawableTotal(db: PointsRepository, accountId: number, now: Date): Promise<number> {
  const { results } = await withdrawableCharges(db, accountId, now);
  const cap = (await db.pointOf(accountId)) - (await db.pendingOnAccount(accountId)) - (await db.heldOf(accountId));
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
  return repo.transaction(async (tx) => {
    const balance = await lockAccountOn(tx, principal.id);
    const charge = await tx.chargeToWithdraw(body.charge_id);
    if (!charge || charge.accountId !== principal.id) throw notFound('충전 내역을 찾을 수 없습니다.');
    if (charge.action === 'FREE') throw new AppError(400, pointMessages.withdrawalOnlyCharge, 'FREE_NOT_REFUNDABLE', 'charge_id');
    if (charge.action !== 'CHARGE') throw new AppError(400, pointMessages.withdrawalOnlyCharge, 'NOT_A_CHARGE', 'charge_id');
    if (now.getTime() > withdrawalDeadline(charge).getTime())
      throw new AppError(409, pointMessages.withdrawalWindowClosed, 'WINDOW_CLOSED');
    if (body.amount > (await withdrawableFrom(tx, charge, balance, now))) throw exceedsUnused();
    const created = await tx.insertWithdrawal({
      accountId: principal.id,
      chargeId: charge.id,
      amount: body.amount,
      bankName: body.bank_name.trim(),
      accountNumber: body.account_number.trim(),
      accountHolder: body.account_holder.trim(),
      reason: body.reason?.trim() || null,
    });
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
  return deps.repo.transaction(async (tx) => {
    const balance = await lockAccountOn(tx, request.accountId);
    const current = await tx.lockWithdrawal(id);
    if (current.status !== 'PENDING') throw notPending();
    const charge = await tx.chargeOfRequest(current.chargeId);
    // The window was checked when the customer asked; approval may come later. Usage since then counts.
    const [deducted, approvedOthers, held] = await Promise.all([
      tx.deductedAfter(charge),
      tx.reservedAgainst(charge.id, id, ['APPROVED']),
      tx.heldOf(current.accountId),
    ]);
    const amount = Number(current.amount);
    // Ads created since the request may hold part of the balance: held money is not withdrawable.
    if (amount > Number(charge.amount) - deducted - approvedOthers || amount > balance - held) throw exceedsUnused();
    const { row } = await appendOn(tx, balance, {
      accountId: current.accountId,
      actorId: principal.id,
      action: 'WITHDRAW',
      amount: -amount,
      relatedId: charge.id,
      memo: `${current.bankName} ${current.accountNumber} ${current.accountHolder}`,
      idempotencyKey: `withdraw:${id}`,
    });
    await tx.markWithdrawalApproved(id, row.id, deps.clock.now(), principal.id);
    return { message: pointMessages.withdrawalApproved, balance: Number(row.balanceAfter) };
  });
}

export async function rejectWithdrawal(deps: PointsDeps, principal: Principal, id: number, reason?: string) {
  assertNotActingFor(principal);
  const request = await findWithdrawal(deps, id);
  return deps.repo.transaction(async (tx) => {
    await lockAccountOn(tx, request.accountId);
    if (!(await tx.rejectPendingWithdrawal(id, reason?.trim() || null, deps.clock.now(), principal.id))) throw notPending();
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
