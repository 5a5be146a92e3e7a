/**
 * Demo invoices (embedded default only; after the settlement seeder): the invoices of every month the
 * demo settlements touched, then — once, on a fresh database — the oldest one marked PAID, the next
 * ISSUED and the next assigned to the demo `staff` account, so the console shows every state.
 * Idempotent: generation rebuilds only DRAFTs, and the states are set only while no invoice has one.
 */
import { and, asc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { invoices } from '../../db/schema/invoices';
import { systemClock } from '../../lib/clock';
import { createInvoicesRepository } from './repository';
import { generateMonth, monthOf, type InvoicesDeps } from './service';

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
  const at = new Date();
  if (paid)
    await db
      .update(invoices)
      .set({ status: 'PAID', issuedAt: at, paidAt: at, memo: '데모: 입금 확인 완료', updatedAt: at })
      .where(eq(invoices.id, paid.id));
  if (issued) await db.update(invoices).set({ status: 'ISSUED', issuedAt: at, updatedAt: at }).where(eq(invoices.id, issued.id));
  if (assigned && staff)
    await db
      .update(invoices)
      .set({ assigneeId: staff.id, updatedAt: at })
      .where(and(eq(invoices.id, assigned.id), eq(invoices.status, 'DRAFT')));
}
