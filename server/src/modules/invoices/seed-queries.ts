/** Queries of the demo invoices (seed.ts). */
import { asc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { invoices } from '../../db/schema/invoices';

/** The months (YYYY-MM) with any ad settlement, oldest first. */
export async function settledMonths(db: Db): Promise<string[]> {
  const result = (await db.execute(
    sql`select distinct to_char(day, 'YYYY-MM') as month from daily_ad_settlements order by 1`,
  )) as unknown as {
    rows: { month: string }[];
  };
  return result.rows.map((row) => row.month);
}

/** Whether any invoice left DRAFT or has an assignee. */
export async function anyTouchedInvoice(db: Db): Promise<boolean> {
  const [touched] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(or(ne(invoices.status, 'DRAFT'), isNotNull(invoices.assigneeId)))
    .limit(1);
  return touched !== undefined;
}

/** The first `limit` invoices by month, then id. */
export const oldestInvoices = (db: Db, limit: number): Promise<{ id: number }[]> =>
  db.select({ id: invoices.id }).from(invoices).orderBy(asc(invoices.month), asc(invoices.id)).limit(limit);

export async function findAccountByUsername(db: Db, username: string): Promise<{ id: number } | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return row;
}
