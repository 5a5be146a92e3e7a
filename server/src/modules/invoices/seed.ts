/**
 * Demo invoices (embedded default only; after the demo fortnight): the invoices of every month the
 * demo settlements touched — the month in progress too, as the desk's "생성" makes them (the months
 * that ended during the fortnight were already made by the monthly run) — then, once, on a fresh
 * database, the oldest one paid, the next issued and the next assigned to the demo `staff` account
 * through the invoice service, so the console shows every state. Idempotent: generation rebuilds
 * only DRAFTs, and the states are set only while no invoice has one.
 */
import { monthOf } from '@nurly/contracts';
import type { Db } from '../../db/client';
import { systemClock } from '../../lib/clock';
import { createInvoicesRepository } from './repository';
import { assign, generateMonth, update, type InvoicesDeps } from './service';

export async function seedInvoicesDemo(db: Db): Promise<void> {
  const deps: InvoicesDeps = { repo: createInvoicesRepository(db), clock: systemClock() };
  const current = monthOf(deps.clock.seoulDay());
  for (const month of await deps.repo.settledMonths()) if (month <= current) await generateMonth(deps, month);

  if (await deps.repo.anyTouchedInvoice()) return;
  const drafts = await deps.repo.oldestInvoices(3);
  const staff = await deps.repo.findAccountByUsername('staff');
  const [paid, issued, assigned] = drafts;
  if (paid) await update(deps, paid.id, { status: 'PAID', memo: '데모: 입금 확인 완료' });
  if (issued) await update(deps, issued.id, { status: 'ISSUED' });
  if (assigned && staff) await assign(deps, assigned.id, staff.id);
}
