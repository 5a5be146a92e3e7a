/**
 * Margin payouts' reads (docs/decisions/resellers.md#margin-payouts; README.md "Margin payouts"): the one door to `margin_payouts`
 * and the figures a request is checked against, read under the account's lock.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countOf, rowsOf } from '../../db/rows';
import type { Runner, Tx } from '../../db/tx';
import { users } from '../../db/schema';
import { marginPayouts } from '../../db/schema/points';
import { defineOrdering, inWindow, type PageWindow } from '../../lib/paginate';

/** Sortable fields of the payout list (GET admin/b2b/payouts). */
export const payoutOrdering = defineOrdering(
  {
    id: marginPayouts.id,
    created_at: marginPayouts.createdAt,
    amount: marginPayouts.amount,
    status: marginPayouts.status,
    username: users.username,
  },
  { default: [desc(marginPayouts.id)], tieBreaker: marginPayouts.id },
);

export interface PayoutFilter {
  /** Only this account's (a reseller's own list); undefined: every account (staff). */
  accountId?: number;
  status?: string;
}

const payoutWhere = (filter: PayoutFilter) =>
  and(
    filter.accountId === undefined ? undefined : eq(marginPayouts.accountId, filter.accountId),
    filter.status ? eq(marginPayouts.status, filter.status) : undefined,
  );

export const payoutRows = (db: Db, filter: PayoutFilter, window: PageWindow) =>
  inWindow(
    db
      .select({ p: marginPayouts, username: users.username, name: users.name })
      .from(marginPayouts)
      .innerJoin(users, eq(users.id, marginPayouts.accountId))
      .where(payoutWhere(filter))
      .$dynamic(),
    window,
  );

export const countPayouts = (db: Db, filter: PayoutFilter): Promise<number> =>
  countOf(db.select({ n: count() }).from(marginPayouts).where(payoutWhere(filter)));

export const countPendingPayouts = (db: Db): Promise<number> =>
  countOf(db.select({ n: count() }).from(marginPayouts).where(eq(marginPayouts.status, 'PENDING')));

export async function payoutById(db: Runner, id: number) {
  const [row] = await db
    .select({ p: marginPayouts, username: users.username, name: users.name })
    .from(marginPayouts)
    .innerJoin(users, eq(users.id, marginPayouts.accountId))
    .where(eq(marginPayouts.id, id))
    .limit(1);
  return row;
}

/** What a payout is checked against, for one account (read under its lock): all whole won. */
export interface PayoutFigures {
  /** Σ MARGIN_CREDIT ledger rows. */
  credited: number;
  /** Σ payouts PAID, and PENDING (excluding `exceptId`). */
  paid: number;
  pending: number;
  /** Σ positive holds and Σ pending 7-day withdrawals (money spoken for). */
  held: number;
  pendingWithdrawals: number;
}

export async function payoutFigures(db: Runner, accountId: number, exceptId?: number): Promise<PayoutFigures> {
  const [row] = await rowsOf<Record<keyof PayoutFigures, string>>(
    db,
    sql`select
          (select coalesce(sum(amount), 0) from point_transactions where account_id = ${accountId} and action = 'MARGIN_CREDIT')::text as credited,
          (select coalesce(sum(amount), 0) from margin_payouts where account_id = ${accountId} and status = 'PAID')::text as paid,
          (select coalesce(sum(amount), 0) from margin_payouts
            where account_id = ${accountId} and status = 'PENDING' and id <> ${exceptId ?? 0})::text as pending,
          (select coalesce(sum(amount), 0) from point_holds where account_id = ${accountId} and amount > 0)::text as held,
          (select coalesce(sum(amount), 0) from withdrawal_requests where account_id = ${accountId} and status = 'PENDING')::text as "pendingWithdrawals"`,
  );
  return {
    credited: Number(row.credited),
    paid: Number(row.paid),
    pending: Number(row.pending),
    held: Number(row.held),
    pendingWithdrawals: Number(row.pendingWithdrawals),
  };
}

/** The account's registered bank statement (통장 사본): its newest BANK_STATEMENT file. */
export async function bankStatementOf(db: Runner, accountId: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select id, name from advertiser_files where owner_id = ${accountId} and type = 'BANK_STATEMENT' order by id desc limit 1`,
  );
  return row && { id: Number(row.id), name: row.name };
}

export interface NewPayout {
  accountId: number;
  amount: number;
  bankFileId: number;
  bankFileName: string;
  memo: string | null;
}

export const insertPayout = (tx: Runner, payout: NewPayout) =>
  tx
    .insert(marginPayouts)
    .values(payout)
    .returning({ id: marginPayouts.id })
    .then((rows) => rows[0]);

/** The payout row, locked for its resolution (under the account's lock). */
export const lockPayout = (tx: Tx, id: number) =>
  tx
    .select()
    .from(marginPayouts)
    .where(eq(marginPayouts.id, id))
    .for('update')
    .then((rows) => rows[0]);

export const resolvePayout = (tx: Tx, id: number, resolution: Partial<typeof marginPayouts.$inferInsert>) =>
  tx.update(marginPayouts).set(resolution).where(eq(marginPayouts.id, id));

/** The account's balance row (its `point`), for the reseller's own figures. */
export const accountPoint = (db: Db, accountId: number) =>
  db
    .select({ point: users.point })
    .from(users)
    .where(eq(users.id, accountId))
    .then((rows) => rows[0]);
