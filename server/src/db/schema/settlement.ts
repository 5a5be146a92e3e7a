/**
 * Settlement (docs/decisions/money-loop.md#settlement): the midnight charge of each ad's day and what each publisher earned.
 * Exactly once comes from these unique keys inside the settling transaction, never from the queue:
 * a crash and a re-run, or two instances at once, charge an ad-day once.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { accountRef, requiredRef, users } from './accounts';
import { ads } from './ads';
import { publisherApps } from './offerwall';
import { pointTransactions } from './points';

/** One row per ad and Asia/Seoul day: completions × unit price, rounded to whole won once. */
export const dailyAdSettlements = pgTable(
  'daily_ad_settlements',
  {
    id: serial('id').primaryKey(),
    adId: requiredRef('ad_id', () => ads.id, 'restrict'),
    day: date('day').notNull(),
    completions: integer('completions').notNull(),
    unitPriceTenths: integer('unit_price_tenths').notNull(),
    /** Whole won charged (round(completions × unit_price_tenths / 10)). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The AD_DEDUCT ledger row (null when nothing was charged). */
    ledgerId: bigint('ledger_id', { mode: 'number' }).references(() => pointTransactions.id, { onDelete: 'restrict' }),
    /** Whole won of the day's hold released by this settlement. */
    holdReleased: bigint('hold_released', { mode: 'number' }).notNull().default(0),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('daily_ad_settlements_ad_day_unique').on(t.adId, t.day),
    index('daily_ad_settlements_day_idx').on(t.day),
    check('daily_ad_settlements_nonnegative', sql`${t.completions} >= 0 and ${t.amount} >= 0 and ${t.holdReleased} >= 0`),
  ],
);

/**
 * A publisher app's monthly statement (정산서, docs/decisions/resellers.md#publisher-statements): made when the month closes — the
 * settlement run that settles the month's last day (or any later run, catching up) — from that
 * month's `daily_publisher_settlements` rows, which point back at it (`statement_id`). Whole won,
 * VAT included (supply + vat = payout). UNPAID until staff record the payment (paid_on, reference);
 * a PAID statement is never changed again (offerwall/README.md "Monthly statements").
 */
export const publisherStatements = pgTable(
  'publisher_statements',
  {
    id: serial('id').primaryKey(),
    appId: requiredRef('app_id', () => publisherApps.id, 'restrict'),
    publisherId: accountRef('publisher_id', 'restrict'),
    /** First day of the month (Asia/Seoul). */
    month: date('month').notNull(),
    /** Settled app-days of the month (rows pointing here). */
    days: integer('days').notNull().default(0),
    completions: integer('completions').notNull().default(0),
    /** Whole won, VAT included: Σ the rows' payouts (each rounded once by the settlement, payoutWon). */
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    supply: bigint('supply', { mode: 'number' }).notNull().default(0),
    vat: bigint('vat', { mode: 'number' }).notNull().default(0),
    status: varchar('status', { length: 10 }).notNull().default('UNPAID'),
    /** The Seoul day the money was sent, and the transfer's reference (bank transfer number, memo). */
    paidOn: date('paid_on'),
    reference: varchar('reference', { length: 100 }),
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('publisher_statements_app_month_unique').on(t.appId, t.month),
    index('publisher_statements_publisher_month_idx').on(t.publisherId, t.month),
    index('publisher_statements_month_idx').on(t.month),
    check('publisher_statements_status_known', sql`${t.status} in ('UNPAID', 'PAID')`),
    check('publisher_statements_vat_adds_up', sql`${t.supply} + ${t.vat} = ${t.payout}`),
    check('publisher_statements_nonnegative', sql`${t.days} >= 0 and ${t.completions} >= 0 and ${t.payout} >= 0`),
    check(
      'publisher_statements_paid_complete',
      sql`(${t.status} = 'PAID') = (${t.paidOn} is not null and ${t.reference} is not null and ${t.paidAt} is not null)`,
    ),
  ],
);

/** One row per publisher app and day: what its users' completions earned (paid out to the publisher). */
export const dailyPublisherSettlements = pgTable(
  'daily_publisher_settlements',
  {
    id: serial('id').primaryKey(),
    appId: requiredRef('app_id', () => publisherApps.id, 'restrict'),
    publisherId: accountRef('publisher_id', 'restrict'),
    day: date('day').notNull(),
    completions: integer('completions').notNull(),
    /** Whole won earned (round(Σ payout_tenths / 10)). */
    payout: bigint('payout', { mode: 'number' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
    /** The monthly statement this day is on (null until its month closes). */
    statementId: integer('statement_id').references(() => publisherStatements.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('daily_publisher_settlements_app_day_unique').on(t.appId, t.day),
    index('daily_publisher_settlements_publisher_day_idx').on(t.publisherId, t.day),
    index('daily_publisher_settlements_statement_idx').on(t.statementId),
    // The days no statement carries yet: what closing a month reads (the current month, once closed none).
    index('daily_publisher_settlements_unstated_idx')
      .on(t.day)
      .where(sql`${t.statementId} is null`),
    check('daily_publisher_settlements_nonnegative', sql`${t.completions} >= 0 and ${t.payout} >= 0`),
  ],
);

/**
 * Each reseller ancestor's margin on an ad-day (docs/decisions/money-loop.md#prices: child's price − own price, per
 * action). Written by settlement once tier prices exist; the table is here so the
 * settlement's transaction is complete from the start.
 */
export const resellerMargins = pgTable(
  'reseller_margins',
  {
    id: serial('id').primaryKey(),
    settlementId: requiredRef('settlement_id', () => dailyAdSettlements.id, 'cascade'),
    accountId: accountRef('account_id', 'restrict'),
    day: date('day').notNull(),
    amountTenths: bigint('amount_tenths', { mode: 'number' }).notNull(),
    /** The (reseller, day) credit that paid this row (docs/decisions/resellers.md#resellers); null: not a reseller's, or not credited yet. */
    creditId: integer('credit_id').references((): AnyPgColumn => resellerMarginCredits.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('reseller_margins_settlement_account_unique').on(t.settlementId, t.accountId),
    index('reseller_margins_account_day_idx').on(t.accountId, t.day),
    index('reseller_margins_uncredited_idx')
      .on(t.accountId, t.day)
      .where(sql`${t.creditId} is null`),
    index('reseller_margins_credit_idx').on(t.creditId),
  ],
);

/**
 * One credit per reseller (tier 2–3, hub admins) and settled day (docs/decisions/resellers.md#margin-credits): Σ its margin rows of
 * the day in tenths, credited as ONE `MARGIN_CREDIT` ledger row of round(Σ / 10) whole won
 * (`marginCreditWon`). The unique (account, day) is the exactly-once gate of the credit; the rows it
 * pays point at it (`reseller_margins.credit_id`).
 */
export const resellerMarginCredits = pgTable(
  'reseller_margin_credits',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef('account_id', 'restrict'),
    day: date('day').notNull(),
    marginTenths: bigint('margin_tenths', { mode: 'number' }).notNull(),
    /** Whole won credited, marginCreditWon(margin_tenths): its ledger row's amount (0 and no row when it rounds to ₩0). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The MARGIN_CREDIT ledger row (null when the day rounds to ₩0). */
    ledgerId: bigint('ledger_id', { mode: 'number' }).references(() => pointTransactions.id, { onDelete: 'restrict' }),
    creditedAt: timestamp('credited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reseller_margin_credits_account_day_unique').on(t.accountId, t.day),
    uniqueIndex('reseller_margin_credits_ledger_unique').on(t.ledgerId),
    index('reseller_margin_credits_day_idx').on(t.day),
    check('reseller_margin_credits_nonnegative', sql`${t.amount} >= 0 and ${t.marginTenths} >= 0`),
  ],
);

/**
 * One row per run of the midnight settlement (the cron, staff's POST admin/settlements/run, the test
 * clock): what it covered, how long it took and how it ended, also when it settled nothing or
 * failed. The money figures are the ledger rows the run wrote (AD_DEDUCT, read back by their keys).
 */
export const settlementRuns = pgTable(
  'settlement_runs',
  {
    id: serial('id').primaryKey(),
    /** The last day the run settled up to (yesterday, Asia/Seoul, by the app clock). */
    day: date('day').notNull(),
    /** SCHEDULE (the 00:05 cron), MANUAL (POST admin/settlements/run) or CLOCK (the test clock). */
    trigger: varchar('trigger', { length: 10 }).notNull(),
    /** The app clock's times (a moved test clock shows in them). */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    /** Wall time of the run (the process's monotonic clock). */
    durationMs: integer('duration_ms').notNull(),
    /** Ad-days settled (a settlement row written), with or without a charge. */
    adDays: integer('ad_days').notNull(),
    /** AD_DEDUCT ledger rows the run wrote (ad-days charged). */
    adsCharged: integer('ads_charged').notNull(),
    /** Whole won of those ledger rows. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    publisherDays: integer('publisher_days').notNull(),
    /** Reseller margin credits the run wrote (MARGIN_CREDIT, one per reseller and day) and their whole won. */
    marginCredits: integer('margin_credits').notNull().default(0),
    marginCredited: bigint('margin_credited', { mode: 'number' }).notNull().default(0),
    /** ok, or failed (error says why; batches committed before the failure stay and count above). */
    status: varchar('status', { length: 10 }).notNull(),
    error: text('error'),
    /** Which process ran it (host:pid). */
    instance: varchar('instance', { length: 200 }).notNull(),
  },
  (t) => [
    index('settlement_runs_day_idx').on(t.day, t.startedAt),
    check('settlement_runs_status_valid', sql`${t.status} in ('ok', 'failed')`),
    check('settlement_runs_trigger_valid', sql`${t.trigger} in ('SCHEDULE', 'MANUAL', 'CLOCK')`),
    check(
      'settlement_runs_nonnegative',
      sql`${t.durationMs} >= 0 and ${t.adDays} >= 0 and ${t.adsCharged} >= 0 and ${t.amount} >= 0 and ${t.publisherDays} >= 0`,
    ),
  ],
);

/**
 * How far the completions are settled (one row): every COMPLETED completion of a day up to
 * `settled_through` whose id is at most `completion_id` belongs to a settled ad-day and a settled
 * app-day. A run that settled everything it read, skipped no account and ran after the grace of its
 * last day (00:05 of the next) moves it forward; the next run reads only the completions of later days
 * (an index range of the settle index) and those of earlier days with a larger id (a primary-key range),
 * so a re-run with nothing new reads no completion. Holds are checked on every run regardless.
 */
export const settlementSeal = pgTable(
  'settlement_seal',
  {
    id: smallint('id').primaryKey().default(1),
    settledThrough: date('settled_through').notNull(),
    completionId: bigint('completion_id', { mode: 'number' }).notNull(),
    /**
     * Every reseller margin row of a day up to this one is credited (docs/decisions/resellers.md#margin-credits): the credit phase
     * reads only the uncredited rows of later days. Null: none yet (it reads every day).
     */
    marginsCreditedThrough: date('margins_credited_through'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('settlement_seal_one_row', sql`${t.id} = 1`)],
);
