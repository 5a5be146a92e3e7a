/**
 * Publisher monthly statements (정산서, docs/decisions/resellers.md#publisher-statements; README.md "Monthly statements"), each query
 * `(db, …args)`: closing the months that ended (made from the settled app-days, which then point at
 * their statement), the lists, one statement with its days, and recording the payment.
 */
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { monthOf, shiftDay, splitVat } from '@nurly/contracts';
import type { Db } from '../../db/client';
import { countOf, rowsOf } from '../../db/rows';
import type { Runner } from '../../db/tx';
import { users } from '../../db/schema';
import { publisherApps } from '../../db/schema/offerwall';
import { dailyPublisherSettlements, publisherStatements } from '../../db/schema/settlement';
import { defineOrdering, inWindow, type PageWindow } from '../../lib/paginate';

export type StatementRecord = typeof publisherStatements.$inferSelect;

/** An int[] parameter as one PostgreSQL array literal (`{1,2,3}`), whatever the number of ids. */
const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** First day of the first month that has not ended by `upTo` (inclusive): days before it are in closed months. */
export const firstOpenDay = (upTo: string) => `${monthOf(shiftDay(upTo, 1))}-01`;

export interface ClosedStatements {
  /** Statements written or brought up to date (UNPAID ones that got days). */
  statements: number;
  /** Settled app-days put on a statement. */
  days: number;
}

/**
 * Puts every settled app-day of a month that ended by `upTo` (its last day ≤ `upTo`) on its app's
 * statement of that month, creating the statement when missing, then sets the statement's totals to
 * the sum of the days pointing at it (VAT split by `splitVat`). Idempotent and safe to race: the
 * statement rows are locked (id order) before the days are attached and the totals are recomputed
 * from the rows, never added to; a PAID statement is never changed (its month's late days stay on no
 * statement, which the reconciliation reports).
 */
export async function closeStatements(db: Db, upTo: string, at: Date): Promise<ClosedStatements> {
  const before = firstOpenDay(upTo);
  await db.execute(sql`
    insert into publisher_statements (app_id, publisher_id, month, created_at, updated_at)
    select distinct on (d.app_id, date_trunc('month', d.day)::date) d.app_id, d.publisher_id, date_trunc('month', d.day)::date, ${at}, ${at}
      from daily_publisher_settlements d
     where d.statement_id is null and d.day < ${before}
     order by d.app_id, date_trunc('month', d.day)::date, d.day desc
    on conflict (app_id, month) do nothing`);
  return db.transaction(async (tx) => {
    const locked = await rowsOf<{ id: number }>(
      tx,
      sql`select s.id from publisher_statements s
           where s.status = 'UNPAID'
             and (s.app_id, s.month) in (select d.app_id, date_trunc('month', d.day)::date from daily_publisher_settlements d
                                          where d.statement_id is null and d.day < ${before})
           order by s.id
             for update of s`,
    );
    if (!locked.length) return { statements: 0, days: 0 };
    const ids = intArray(locked.map((row) => Number(row.id)));
    const attached = await rowsOf<{ n: number }>(
      tx,
      sql`with attached as (
            update daily_publisher_settlements d set statement_id = s.id
              from publisher_statements s
             where s.id = any(${ids}::int[]) and s.status = 'UNPAID' and d.statement_id is null
               and d.app_id = s.app_id and d.day >= s.month and d.day < (s.month + interval '1 month')::date
            returning d.id)
          select count(*)::int as n from attached`,
    );
    const sums = await rowsOf<{ id: number; days: number; completions: number; payout: string }>(
      tx,
      sql`select s.id, count(d.id)::int as days, coalesce(sum(d.completions), 0)::int as completions, coalesce(sum(d.payout), 0)::text as payout
            from publisher_statements s
            left join daily_publisher_settlements d on d.statement_id = s.id
           where s.id = any(${ids}::int[])
           group by s.id`,
    );
    const rows = sums.map((row) => {
      const payout = Number(row.payout);
      const { supply, vat } = splitVat(payout);
      return { id: Number(row.id), days: Number(row.days), completions: Number(row.completions), payout, supply, vat };
    });
    await tx.execute(sql`
      update publisher_statements s
         set days = v.days, completions = v.completions, payout = v.payout, supply = v.supply, vat = v.vat, updated_at = ${at}
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id int, days int, completions int, payout bigint, supply bigint, vat bigint)
       where s.id = v.id and s.status = 'UNPAID'`);
    return { statements: rows.length, days: Number(attached[0]?.n ?? 0) };
  });
}

// ---- lists ----------------------------------------------------------------------------------------

export interface StatementFilters {
  /** Only this publisher's apps (the publisher's own console); undefined: every publisher. */
  publisherId?: number;
  appId?: number;
  status?: string;
  /** First days of the months (YYYY-MM-01). */
  monthFrom?: string;
  monthTo?: string;
}

export const statementOrdering = defineOrdering(
  {
    month: publisherStatements.month,
    payout: publisherStatements.payout,
    completions: publisherStatements.completions,
    status: publisherStatements.status,
    paid_on: publisherStatements.paidOn,
    app: publisherApps.name,
    id: publisherStatements.id,
  },
  { default: [desc(publisherStatements.month), asc(publisherApps.name)], tieBreaker: publisherStatements.id },
);

function statementWhere(f: StatementFilters): SQL | undefined {
  return and(
    f.publisherId === undefined ? undefined : eq(publisherStatements.publisherId, f.publisherId),
    f.appId === undefined ? undefined : eq(publisherStatements.appId, f.appId),
    f.status === undefined ? undefined : eq(publisherStatements.status, f.status),
    f.monthFrom === undefined ? undefined : gte(publisherStatements.month, f.monthFrom),
    f.monthTo === undefined ? undefined : lte(publisherStatements.month, f.monthTo),
  );
}

const statementColumns = { statement: publisherStatements, appName: publisherApps.name, publisherUsername: users.username };

export const listStatements = (db: Db, filters: StatementFilters, w: PageWindow) =>
  inWindow(
    db
      .select(statementColumns)
      .from(publisherStatements)
      .innerJoin(publisherApps, eq(publisherApps.id, publisherStatements.appId))
      .innerJoin(users, eq(users.id, publisherStatements.publisherId))
      .where(statementWhere(filters))
      .$dynamic(),
    w,
  );

export const countStatements = (db: Db, filters: StatementFilters): Promise<number> =>
  countOf(
    db
      .select({ n: count() })
      .from(publisherStatements)
      .innerJoin(publisherApps, eq(publisherApps.id, publisherStatements.appId))
      .where(statementWhere(filters)),
  );

export async function findStatement(db: Runner, id: number) {
  const [row] = await db
    .select(statementColumns)
    .from(publisherStatements)
    .innerJoin(publisherApps, eq(publisherApps.id, publisherStatements.appId))
    .innerJoin(users, eq(users.id, publisherStatements.publisherId))
    .where(eq(publisherStatements.id, id));
  return row;
}

/** The settled app-days on a statement, oldest first. */
export const statementDays = (db: Db, id: number) =>
  db
    .select({
      day: dailyPublisherSettlements.day,
      completions: dailyPublisherSettlements.completions,
      payout: dailyPublisherSettlements.payout,
    })
    .from(dailyPublisherSettlements)
    .where(eq(dailyPublisherSettlements.statementId, id))
    .orderBy(asc(dailyPublisherSettlements.day));

// ---- payment --------------------------------------------------------------------------------------

export interface Payment {
  paidOn: string;
  reference: string;
  paidBy: number;
  at: Date;
}

/**
 * Records the payment under the statement's row lock: UNPAID → PAID with the day, the reference and
 * who recorded it. Answers the statement as it is after the call and whether this call paid it (a
 * statement already PAID is returned unchanged).
 */
export async function markStatementPaid(
  db: Db,
  id: number,
  payment: Payment,
): Promise<{ row: StatementRecord; paidNow: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(publisherStatements).where(eq(publisherStatements.id, id)).for('update');
    if (!row) return undefined;
    if (row.status === 'PAID') return { row, paidNow: false };
    const [paid] = await tx
      .update(publisherStatements)
      .set({
        status: 'PAID',
        paidOn: payment.paidOn,
        reference: payment.reference,
        paidBy: payment.paidBy,
        paidAt: payment.at,
        updatedAt: payment.at,
      })
      .where(eq(publisherStatements.id, id))
      .returning();
    return { row: paid, paidNow: true };
  });
}
