/**
 * The ledger core's statements (ledger.ts): the account row lock, the held sum, and the row and
 * cached balance a balance change writes.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Runner, Tx } from '../../db/tx';
import { users } from '../../db/schema';
import { pointHolds } from '../../db/schema/ads';
import { pointTransactions } from '../../db/schema/points';

export type LedgerRow = typeof pointTransactions.$inferSelect;
export type NewLedgerRow = typeof pointTransactions.$inferInsert;

/** Locks the account row for the rest of the transaction (`SELECT … FOR UPDATE`); undefined when there is none. */
export async function lockAccountRow(tx: Tx, accountId: number): Promise<{ point: number } | undefined> {
  const [row] = await tx.select({ point: users.point }).from(users).where(eq(users.id, accountId)).for('update');
  return row && { point: Number(row.point) };
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

/** The ledger row booked under an idempotency key, if any. */
export async function ledgerRowByKey(tx: Tx, idempotencyKey: string): Promise<LedgerRow | undefined> {
  const [existing] = await tx.select().from(pointTransactions).where(eq(pointTransactions.idempotencyKey, idempotencyKey)).limit(1);
  return existing;
}

export async function insertLedgerRow(tx: Tx, values: NewLedgerRow): Promise<LedgerRow> {
  const [row] = await tx.insert(pointTransactions).values(values).returning();
  return row;
}

/** The cached balance (users.point), moved together with its ledger row. */
export async function setCachedBalance(tx: Tx, accountId: number, point: number): Promise<void> {
  await tx.update(users).set({ point }).where(eq(users.id, accountId));
}
