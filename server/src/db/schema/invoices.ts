/**
 * Invoices (docs/decisions/money-loop.md#readers): one per advertiser account and month, generated from the settlements;
 * lines per ad with the per-action evidence (completed, rejected by reason). Amounts include VAT.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accountRef, requiredRef, users } from './accounts';
import { ads } from './ads';

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef('account_id', 'restrict'),
    /** First day of the invoiced month (Asia/Seoul). */
    month: date('month').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('DRAFT'),
    actions: integer('actions').notNull().default(0),
    /** Whole won, VAT included; supply + vat = total. */
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    supply: bigint('supply', { mode: 'number' }).notNull().default(0),
    vat: bigint('vat', { mode: 'number' }).notNull().default(0),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    memo: varchar('memo', { length: 500 }),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_account_month_unique').on(t.accountId, t.month),
    index('invoices_month_idx').on(t.month),
    index('invoices_assignee_idx').on(t.assigneeId),
    check('invoices_status_known', sql`${t.status} in ('DRAFT', 'ISSUED', 'PAID')`),
    check('invoices_vat_adds_up', sql`${t.supply} + ${t.vat} = ${t.total}`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: requiredRef('invoice_id', () => invoices.id, 'cascade'),
    adId: requiredRef('ad_id', () => ads.id, 'restrict'),
    productCode: varchar('product_code', { length: 40 }).notNull(),
    /** Charged actions (Σ settled completions of the month). */
    actions: integer('actions').notNull(),
    unitPriceTenths: integer('unit_price_tenths').notNull(),
    /** Whole won, VAT included (Σ the ad's daily settlement amounts of the month). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Evidence: rejected attempts of the month by reason code. */
    rejected: jsonb('rejected').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [uniqueIndex('invoice_lines_invoice_ad_unique').on(t.invoiceId, t.adId)],
);
