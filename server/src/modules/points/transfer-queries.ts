/**
 * The ledger statement of a transfer or recall (README "Transfers"), and the lookup a replay needs.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { TransferAction } from '@nurly/contracts/schemas';
import { rowsOf } from '../../db/rows';
import type { Runner } from '../../db/tx';
import { pointTransactions } from '../../db/schema/points';
import { auditInsertFrom, type auditActorOf } from '../audit';
import type { LedgerRow } from './ledger-queries';

export interface TransferInput {
  senderId: number;
  targetId: number;
  recall: boolean;
  amount: number;
  actorId: number | null;
  memo: string | null;
  outKey: string;
  inKey: string;
  outName: string;
  inName: string;
}

export interface TransferAccount {
  id: number;
  username: string;
  name: string | null;
}

export type TransferOutcome =
  | {
      outcome: 'BOOKED';
      out: LedgerRow;
      in: LedgerRow;
      /** Balances before the move. */
      senderPoint: number;
      targetPoint: number;
      sender: TransferAccount;
      target: TransferAccount;
      /** The target has a running line or an active low-balance alert: decide its alert after the commit. */
      watch: boolean;
    }
  | { outcome: 'NOT_FOUND' | 'DUPLICATE' }
  | { outcome: 'INSUFFICIENT'; available: number };

/**
 * One transfer or recall in ONE statement (its own transaction): `nurly_book_transfer` (migration
 * 0026) locks both user rows lower id first, checks the target is a strict descendant of the sender,
 * the key unused and the debited account's available balance (balance − live holds, read after the
 * lock), then writes both ledger rows and both balances; `audit(source, condition)` is the audit
 * module's clause writing the move's audit row from the function's answer, in the same statement.
 * The rows stay locked only while the database runs it: no round trip to the app under the lock.
 */
export async function bookTransfer(
  db: Runner,
  input: TransferInput,
  audit: (source: SQL, condition: SQL) => SQL,
): Promise<TransferOutcome> {
  const [row] = await rowsOf<{ r: Record<string, unknown> | string }>(
    db,
    sql`with moved as materialized (
          select nurly_book_transfer(${input.senderId}::int, ${input.targetId}::int, ${input.recall}::boolean, ${input.amount}::bigint,
                                     ${input.actorId}::int, ${input.memo}::text, ${input.outKey}::text, ${input.inKey}::text,
                                     ${input.outName}::text, ${input.inName}::text) as r
        ),
        audited as (${audit(sql`moved`, sql`moved.r ->> 'outcome' = 'BOOKED'`)})
        select r from moved`,
  );
  const r = (typeof row.r === 'string' ? JSON.parse(row.r) : row.r) as Record<string, unknown>;
  if (r.outcome === 'BOOKED') {
    return {
      outcome: 'BOOKED',
      out: ledgerRowOf(r.out as Record<string, unknown>),
      in: ledgerRowOf(r.in as Record<string, unknown>),
      senderPoint: Number(r.sender_point),
      targetPoint: Number(r.target_point),
      sender: r.sender as TransferAccount,
      target: r.target as TransferAccount,
      watch: r.watch === true,
    };
  }
  if (r.outcome === 'INSUFFICIENT') return { outcome: 'INSUFFICIENT', available: Number(r.available) };
  return { outcome: r.outcome as 'NOT_FOUND' | 'DUPLICATE' };
}

/** Who moved the points, the move's name and its time: the audit row of a transfer (subject: the descendant). */
export interface TransferAudit {
  actor: ReturnType<typeof auditActorOf>;
  action: TransferAction;
  at: Date;
}

/**
 * `bookTransfer` with the move's audit row (subject: the descendant) written from the function's
 * answer in the same statement: both balances before, the amount, the memo, the balances after and
 * the two ledger ids.
 */
export function bookAuditedTransfer(db: Runner, input: TransferInput, audit: TransferAudit): Promise<TransferOutcome> {
  const { amount, memo } = input;
  const sign = input.recall ? 1 : -1;
  return bookTransfer(db, input, (source, condition) =>
    auditInsertFrom(source, condition, {
      ...audit.actor,
      accountId: input.targetId,
      action: audit.action,
      before: sql`jsonb_build_object('sender_balance', (r ->> 'sender_point')::bigint, 'receiver_balance', (r ->> 'target_point')::bigint)`,
      after: sql`jsonb_build_object('amount', ${amount}::bigint, 'memo', ${memo}::text,
                  'sender_balance', (r ->> 'sender_point')::bigint + ${sign * amount}::bigint,
                  'receiver_balance', (r ->> 'target_point')::bigint - ${sign * amount}::bigint,
                  'ledger_ids', jsonb_build_array((r -> 'out' ->> 'id')::bigint, (r -> 'in' ->> 'id')::bigint))`,
      at: audit.at,
    }),
  );
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
