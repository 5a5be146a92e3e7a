/**
 * The ledger statements of a transfer or recall (README "Transfers"): the two accounts locked in id
 * order, then both ledger rows and both balances in one guarded statement, in the caller's
 * transaction. Also the lookups a replay and a refusal need.
 */
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Runner, Tx } from '../../db/tx';
import { pointTransactions } from '../../db/schema/points';
import { ancestorsOf } from '../b2b/price-chain';
import type { LedgerRow } from './ledger';

export interface LockedPair {
  id: number;
  point: number;
  username: string;
  name: string | null;
  isGuest: boolean;
}

/**
 * Locks the sender's and the target's user rows (`FOR UPDATE`, lower id first, so two transfers
 * between the same accounts in opposite directions cannot deadlock) and answers whether the target
 * is a strict descendant of the sender (the tree walked up from the target, a handful of rows).
 */
export async function lockPair(tx: Tx, senderId: number, targetId: number): Promise<{ rows: LockedPair[]; descendant: boolean }> {
  const rows = await rowsOf<{ id: number; point: string | number; username: string; name: string | null; is_guest: boolean; descendant: boolean | null }>(
    tx,
    sql`select u.id, u.point, u.username, u.name, u.is_guest,
               case when u.id = ${targetId} then (${ancestorsOf(targetId)} select exists (select 1 from up where up.id = ${senderId} and up.depth > 0)) end as descendant
        from users u where u.id in (${senderId}, ${targetId}) order by u.id for update of u`,
  );
  return {
    rows: rows.map((row) => ({ id: Number(row.id), point: Number(row.point), username: row.username, name: row.name, isGuest: row.is_guest })),
    descendant: rows.some((row) => Number(row.id) === targetId && row.descendant === true),
  };
}

export interface PairInput {
  /** The debited account (…_OUT) and its locked balance. */
  from: { id: number; point: number };
  /** The credited account (…_IN) and its locked balance. */
  to: { id: number; point: number };
  amount: number;
  actorId: number | null;
  outAction: 'TRANSFER_OUT' | 'RECALL_OUT';
  inAction: 'TRANSFER_IN' | 'RECALL_IN';
  outName: string;
  inName: string;
  memo: string | null;
  outKey: string;
  inKey: string;
}

/**
 * Both rows and both balances, in ONE statement, written only when the debited account's available
 * balance (its locked balance − its live holds, read after the lock) covers the amount and the key is
 * unused; each row names the other account, the credit points at the debit (`related_id`). Answers
 * the two rows, or null when the guard refused (then nothing was written).
 */
export async function bookPair(tx: Tx, input: PairInput): Promise<{ out: LedgerRow; in: LedgerRow } | null> {
  const { from, to, amount } = input;
  const rows = await rowsOf<Record<string, unknown>>(
    tx,
    sql`with guard as (
          select 1 as ok
          where ${from.point - amount}::bigint >= (select coalesce(sum(h.amount), 0) from point_holds h where h.account_id = ${from.id} and h.amount > 0)
            and not exists (select 1 from point_transactions t where t.idempotency_key = ${input.outKey})
        ),
        debit as (
          insert into point_transactions (account_id, actor_id, action, action_name, amount, balance_after, memo, idempotency_key, counterparty_id)
          select ${from.id}, ${input.actorId}, ${input.outAction}, ${input.outName}, ${-amount}::bigint, ${from.point - amount}::bigint, ${input.memo}, ${input.outKey}, ${to.id}
          from guard
          returning *
        ),
        credit as (
          insert into point_transactions (account_id, actor_id, action, action_name, amount, balance_after, memo, idempotency_key, counterparty_id, related_id)
          select ${to.id}, ${input.actorId}, ${input.inAction}, ${input.inName}, ${amount}::bigint, ${to.point + amount}::bigint, ${input.memo}, ${input.inKey}, ${from.id}, debit.id
          from debit
          returning *
        ),
        moved as (
          update users set point = case when id = ${from.id} then point - ${amount}::bigint else point + ${amount}::bigint end
          where id in (${from.id}, ${to.id}) and exists (select 1 from debit)
          returning id
        )
        select 'out' as side, d.* from debit d
        union all select 'in', c.* from credit c`,
  );
  if (rows.length !== 2) return null;
  const out = rows.find((row) => row.side === 'out')!;
  const credit = rows.find((row) => row.side === 'in')!;
  return { out: ledgerRowOf(out), in: ledgerRowOf(credit) };
}

/** A raw `returning *` row as drizzle's LedgerRow (bigints as numbers, timestamps as dates). */
function ledgerRowOf(row: Record<string, unknown>): LedgerRow {
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const date = (value: unknown) => (value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value)));
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    actorId: num(row.actor_id),
    action: String(row.action),
    actionName: (row.action_name as string | null) ?? null,
    amount: Number(row.amount),
    requestedAmount: num(row.requested_amount),
    balanceAfter: Number(row.balance_after),
    status: (row.status as string | null) ?? null,
    evidence: (row.evidence as LedgerRow['evidence']) ?? null,
    memo: (row.memo as string | null) ?? null,
    relatedId: num(row.related_id),
    counterpartyId: num(row.counterparty_id),
    idempotencyKey: String(row.idempotency_key),
    rejectReason: (row.reject_reason as string | null) ?? null,
    resolvedAt: date(row.resolved_at),
    resolvedBy: num(row.resolved_by),
    createdAt: date(row.created_at)!,
  };
}

/** The debit row a transfer key booked, with its credit row (a replay answers them). */
export async function pairByKey(db: Runner, outKey: string): Promise<{ out: LedgerRow; in: LedgerRow | undefined } | undefined> {
  const [out] = await db.select().from(pointTransactions).where(eq(pointTransactions.idempotencyKey, outKey)).limit(1);
  if (!out) return undefined;
  const [credit] = await db
    .select()
    .from(pointTransactions)
    .where(sql`${pointTransactions.relatedId} = ${out.id} and ${pointTransactions.action} in ('TRANSFER_IN', 'RECALL_IN')`)
    .limit(1);
  return { out, in: credit };
}
