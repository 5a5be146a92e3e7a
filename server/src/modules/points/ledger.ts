/**
 * The points ledger core (docs/decisions/money-loop.md#ledger). Every balance change goes through `appendEntry` inside a
 * transaction that first locks the account row (`SELECT … FOR UPDATE`), so concurrent changes to
 * one account are serialised, the cached users.point moves together with its ledger row, and the
 * balance never goes below zero (checked here and by the database's check constraints).
 * Other modules (settlement, campaign refunds) call `appendEntry`/`withAccountLock` too.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { type PointAction, pointActionNames, pointMessages } from '@nurly/contracts/schemas';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/rows';
import type { Runner, Tx } from '../../db/tx';
import { users } from '../../db/schema';
import { pointHolds } from '../../db/schema/ads';
import { pointTransactions, type LedgerEvidence } from '../../db/schema/points';
import { AppError, notFound } from '../../lib/errors';

export type LedgerRow = typeof pointTransactions.$inferSelect;

/** Korean action names shown in the history chips (docs/decisions/product.md#states: 충전 rows are green); contracts `pointActionNames`. */
export const actionNames: Record<PointAction, string> = pointActionNames;

export const insufficientBalance = () => new AppError(409, pointMessages.insufficientBalance, 'INSUFFICIENT_BALANCE');

/** A unique violation (e.g. an idempotency key raced on another account) becomes a 409, not a 500. */
export async function uniqueAsConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, '이미 처리된 요청입니다.', 'DUPLICATE');
    throw error;
  }
}

/** Locks the account row for the rest of the transaction and returns its balance. */
export async function lockAccount(tx: Tx, accountId: number): Promise<number> {
  const [row] = await tx.select({ point: users.point }).from(users).where(eq(users.id, accountId)).for('update');
  if (!row) throw notFound('회원을 찾을 수 없습니다.');
  return Number(row.point);
}

/**
 * Whole won held by the account's live ads (docs/decisions/money-loop.md#holds): available = balance − held. Read it
 * after lockAccount so holds and balance are one consistent picture (holds change under the same lock).
 */
export async function heldOf(tx: Runner, accountId: number): Promise<number> {
  const [row] = await tx
    .select({ held: sql<string>`coalesce(sum(${pointHolds.amount}), 0)` })
    .from(pointHolds)
    .where(and(eq(pointHolds.accountId, accountId), gt(pointHolds.amount, 0)));
  return Number(row.held);
}

export interface EntryInput {
  accountId: number;
  actorId: number | null;
  action: PointAction;
  /** Signed change of the balance (0 for B2B_REQUEST and CANCEL). */
  amount: number;
  idempotencyKey: string;
  actionName?: string | null;
  requestedAmount?: number | null;
  status?: string | null;
  evidence?: LedgerEvidence | null;
  memo?: string | null;
  relatedId?: number | null;
}

export interface EntryResult {
  row: LedgerRow;
  /** False when the idempotency key had already been used: the earlier row is returned unchanged. */
  applied: boolean;
}

/**
 * Appends one row and moves the cached balance, in the caller's transaction. The account must
 * already be locked by this transaction (call lockAccount first, or use withAccountLock).
 */
export async function appendLocked(tx: Tx, balance: number, input: EntryInput): Promise<EntryResult> {
  if (!Number.isSafeInteger(input.amount)) throw new AppError(400, '금액은 원 단위 정수여야 합니다.', 'INVALID_AMOUNT', 'amount');
  const [existing] = await tx.select().from(pointTransactions).where(eq(pointTransactions.idempotencyKey, input.idempotencyKey)).limit(1);
  if (existing) {
    if (existing.accountId !== input.accountId || existing.action !== input.action) {
      throw new AppError(409, '이미 사용된 요청 키입니다.', 'IDEMPOTENCY_CONFLICT');
    }
    return { row: existing, applied: false };
  }
  const balanceAfter = balance + input.amount;
  if (balanceAfter < 0) throw insufficientBalance();
  // Held money is spoken for (docs/decisions/money-loop.md#holds): a debit may not dig into it. Settlement releases the
  // day's hold in the same transaction before it books the day's AD_DEDUCT.
  if (input.amount < 0 && balanceAfter < (await heldOf(tx, input.accountId))) throw insufficientBalance();
  const [row] = await uniqueAsConflict(() =>
    tx
      .insert(pointTransactions)
      .values({
        accountId: input.accountId,
        actorId: input.actorId,
        action: input.action,
        actionName: input.actionName === undefined ? actionNames[input.action] : input.actionName,
        amount: input.amount,
        requestedAmount: input.requestedAmount ?? null,
        balanceAfter,
        status: input.status ?? null,
        evidence: input.evidence ?? null,
        memo: input.memo ?? null,
        relatedId: input.relatedId ?? null,
        idempotencyKey: input.idempotencyKey,
      })
      .returning(),
  );
  if (input.amount !== 0) await tx.update(users).set({ point: balanceAfter }).where(eq(users.id, input.accountId));
  return { row, applied: true };
}

/** Runs `work` in a transaction holding the account's row lock. */
export function withAccountLock<T>(db: Db, accountId: number, work: (tx: Tx, balance: number) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(tx, await lockAccount(tx, accountId)));
}

/** One balance change in its own transaction (settlement, refunds, staff adjustments). */
export function appendEntry(db: Db, input: EntryInput): Promise<EntryResult> {
  return withAccountLock(db, input.accountId, (tx, balance) => appendLocked(tx, balance, input));
}
