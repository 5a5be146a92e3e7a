/**
 * Demo invoices (embedded default only; after the demo fortnight): the invoices of every month the
 * demo settlements touched — the month in progress too, as the desk's "생성" makes them (the months
 * that ended during the fortnight were already made by the monthly run) — then, once, on a fresh
 * database, the oldest one paid, the next issued and the next assigned to the demo `staff` account
 * through the invoice service, so the console shows every state. Idempotent: generation rebuilds
 * only DRAFTs, and the states are set only while no invoice has one.
 */
import { asc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { monthOf } from '@nurly/contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { invoices } from '../../db/schema/invoices';
import { systemClock } from '../../lib/clock';
import { createInvoicesRepository } from './repository';
import { assign, generateMonth, update, type InvoicesDeps } from './service';

export async function seedInvoicesDemo(db: Db): Promise<void> {
  const deps: InvoicesDeps = { repo: createInvoicesRepository(db), clock: systemClock() };
  const current = monthOf(deps.clock.seoulDay());
  const result = (await db.execute(
    sql`select distinct to_char(day, 'YYYY-MM') as month from daily_ad_settlements order by 1`,
  )) as unknown as {
    rows: { month: string }[];
  };
  for (const { month } of result.rows) if (month <= current) await generateMonth(deps, month);

  const [touched] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(or(ne(invoices.status, 'DRAFT'), isNotNull(invoices.assigneeId)))
    .limit(1);
  if (touched) return;
  const drafts = await db.select({ id: invoices.id }).from(invoices).orderBy(asc(invoices.month), asc(invoices.id)).limit(3);
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'staff')).limit(1);
  const [paid, issued, assigned] = drafts;
  if (paid) await update(deps, paid.id, { status: 'PAID', memo: '데모: 입금 확인 완료' });
  if (issued) await update(deps, issued.id, { status: 'ISSUED' });
  if (assigned && staff) await assign(deps, assigned.id, staff.id);
}
