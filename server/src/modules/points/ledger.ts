/**
 * The points ledger core (docs/decisions/money-loop.md#ledger). Every balance change goes through `appendEntry` inside a
 * transaction that first locks the account row (`SELECT … FOR UPDATE`), so concurrent changes to
 * one account are serialised, the cached users.point moves together with its ledger row, and the
 * balance never goes below zero (checked here and by the database's check constraints).
 * Other modules lock and book inside their own transactions through the face (`lockAccount`,
 * `appendLocked`, given the transaction: `tx.handle`); the statements are ledger-queries.ts.
 */
import { type PointAction, pointActionNames, pointMessages } from '@nurly/contracts/schemas';
import { isUniqueViolation } from '../../db/rows';
import type { Tx } from '../../db/tx';
import type { LedgerEvidence } from '../../db/schema/points';
import { AppError, notFound } from '../../lib/errors';
import type { LedgerRow } from './ledger-queries';
import { pointsRepositoryIn, type PointsRepository, type PointsTx } from './repository';

export type { LedgerRow };

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

/** Locks the account row for the rest of the transaction and returns its balance. */
export async function lockAccountOn(tx: PointsTx, accountId: number): Promise<number> {
  const row = await tx.lockAccountRow(accountId);
  if (!row) throw notFound('회원을 찾을 수 없습니다.');
  return row.point;
}

/**
 * Appends one row and moves the cached balance, in the caller's transaction. The account must
 * already be locked by this transaction (lockAccountOn first, or use appendEntry).
 */
export async function appendOn(tx: PointsTx, balance: number, input: EntryInput): Promise<EntryResult> {
  if (!Number.isSafeInteger(input.amount)) throw new AppError(400, '금액은 원 단위 정수여야 합니다.', 'INVALID_AMOUNT', 'amount');
  const existing = await tx.ledgerRowByKey(input.idempotencyKey);
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
  if (input.amount < 0 && balanceAfter < (await tx.heldOf(input.accountId))) throw insufficientBalance();
  const row = await uniqueAsConflict(() =>
    tx.insertLedgerRow({
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
    }),
  );
  if (input.amount !== 0) await tx.setCachedBalance(input.accountId, balanceAfter);
  return { row, applied: true };
}

/** One balance change in its own transaction holding the account's row lock (top-ups, staff adjustments). */
export function appendEntry(repo: PointsRepository, input: EntryInput): Promise<EntryResult> {
  return repo.transaction(async (tx) => appendOn(tx, await lockAccountOn(tx, input.accountId), input));
}

/** `lockAccountOn` for other modules, inside their own transaction `tx` (the face's export). */
export function lockAccount(tx: Tx, accountId: number): Promise<number> {
  return lockAccountOn(pointsRepositoryIn(tx), accountId);
}

/** `appendOn` for other modules, inside their own transaction `tx` that has locked the account (the face's export). */
export function appendLocked(tx: Tx, balance: number, input: EntryInput): Promise<EntryResult> {
  return appendOn(pointsRepositoryIn(tx), balance, input);
}
