/** The statements of withdrawals (withdrawals.ts): what a charge has used and reserved, and the request rows. */
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Runner, Tx } from '../../db/tx';
import { marginPayouts, pointTransactions, withdrawalRequests } from '../../db/schema/points';
import type { LedgerRow } from './ledger-queries';

export type WithdrawalRow = typeof withdrawalRequests.$inferSelect;
type NewWithdrawal = typeof withdrawalRequests.$inferInsert;

/**
 * Sum reserved against one charge, optionally excluding one request. Asking counts pending and
 * approved requests (no over-asking); approving counts only approved ones (first approved wins).
 */
export async function reservedAgainst(
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
export async function pendingOnAccount(db: Runner, accountId: number, excludeId?: number): Promise<number> {
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

export async function deductedAfter(db: Runner, charge: LedgerRow): Promise<number> {
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

/** The account's CHARGE rows booked after `since`, newest first. */
export function chargesSince(db: Runner, accountId: number, since: Date): Promise<LedgerRow[]> {
  return db
    .select()
    .from(pointTransactions)
    .where(and(eq(pointTransactions.accountId, accountId), eq(pointTransactions.action, 'CHARGE'), gt(pointTransactions.createdAt, since)))
    .orderBy(desc(pointTransactions.id));
}

/** The charge a customer asks to withdraw from. */
export async function chargeToWithdraw(tx: Tx, chargeId: number): Promise<LedgerRow | undefined> {
  const [charge] = await tx.select().from(pointTransactions).where(eq(pointTransactions.id, chargeId)).limit(1);
  return charge;
}

/** The charge of a request being approved. */
export async function chargeOfRequest(tx: Tx, chargeId: number): Promise<LedgerRow> {
  const [charge] = await tx.select().from(pointTransactions).where(eq(pointTransactions.id, chargeId));
  return charge;
}

export async function insertWithdrawal(tx: Tx, values: NewWithdrawal): Promise<{ id: number }> {
  const [created] = await tx.insert(withdrawalRequests).values(values).returning({ id: withdrawalRequests.id });
  return created;
}

/** The request row, locked for the rest of the transaction (approval). */
export async function lockWithdrawal(tx: Tx, id: number): Promise<WithdrawalRow> {
  const [current] = await tx.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, id)).for('update');
  return current;
}

export async function markWithdrawalApproved(tx: Tx, id: number, withdrawTransactionId: number, resolvedAt: Date, resolvedBy: number) {
  await tx
    .update(withdrawalRequests)
    .set({ status: 'APPROVED', withdrawTransactionId, resolvedAt, resolvedBy })
    .where(eq(withdrawalRequests.id, id));
}

/** Rejects a still-pending request; false when it was no longer pending. */
export async function rejectPendingWithdrawal(tx: Tx, id: number, rejectReason: string | null, resolvedAt: Date, resolvedBy: number) {
  const updated = await tx
    .update(withdrawalRequests)
    .set({ status: 'REJECTED', rejectReason, resolvedAt, resolvedBy })
    .where(and(eq(withdrawalRequests.id, id), eq(withdrawalRequests.status, 'PENDING')))
    .returning({ id: withdrawalRequests.id });
  return updated.length === 1;
}
