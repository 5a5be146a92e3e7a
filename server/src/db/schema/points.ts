/**
 * Points column (docs/decisions/money-loop.md#ledger, docs/decisions/architecture.md#domain-map): the append-only ledger, withdrawal requests, advertisers and
 * their files. Amounts are integers in whole won (VAT included).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { accountRef, createdAt, users } from './accounts';

export interface LedgerEvidence {
  deposit_name?: string;
  email?: string;
}

/**
 * One row per balance event. `amount` is the signed change of users.point (so sum(amount) per
 * account = users.point). A B2B_REQUEST (pending top-up) and a CANCEL carry amount 0: the
 * requested sum sits in `requested_amount` until staff confirm it with a CHARGE row
 * (`related_id` → the request). Amounts never change after insert; only a request's
 * status/resolution columns move once, out of PENDING.
 */
export const pointTransactions = pgTable(
  'point_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountRef('account_id', 'restrict'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 20 }).notNull(),
    actionName: varchar('action_name', { length: 100 }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    requestedAmount: bigint('requested_amount', { mode: 'number' }),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 20 }),
    evidence: jsonb('evidence').$type<LedgerEvidence>(),
    memo: text('memo'),
    relatedId: bigint('related_id', { mode: 'number' }).references((): AnyPgColumn => pointTransactions.id, { onDelete: 'restrict' }),
    /** The other account of a transfer or recall row (TRANSFER_*, RECALL_*); null on every other row. */
    counterpartyId: integer('counterparty_id').references(() => users.id, { onDelete: 'restrict' }),
    idempotencyKey: varchar('idempotency_key', { length: 120 }).notNull(),
    rejectReason: text('reject_reason'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('point_transactions_idempotency_unique').on(t.idempotencyKey),
    // A request is charged at most once, whatever the idempotency keys say.
    uniqueIndex('point_transactions_charge_per_request_unique')
      .on(t.relatedId)
      .where(sql`${t.action} = 'CHARGE' and ${t.relatedId} is not null`),
    index('point_transactions_account_idx').on(t.accountId, t.createdAt),
    index('point_transactions_pending_idx')
      .on(t.status)
      .where(sql`${t.action} = 'B2B_REQUEST'`),
    // A transfer's credit row (…_IN) points at its debit row (related_id): one credit per debit.
    uniqueIndex('point_transactions_transfer_pair_unique')
      .on(t.relatedId)
      .where(sql`${t.action} in ('TRANSFER_IN','RECALL_IN')`),
    index('point_transactions_transfer_idx')
      .on(t.action)
      .where(sql`${t.action} in ('TRANSFER_OUT','TRANSFER_IN','RECALL_OUT','RECALL_IN')`),
    check(
      'point_transactions_action_valid',
      sql`${t.action} in ('B2B_REQUEST','CHARGE','FREE','AD_DEDUCT','REFUND','WITHDRAW','CANCEL','TRANSFER_OUT','TRANSFER_IN','RECALL_OUT','RECALL_IN','MARGIN_CREDIT','MARGIN_PAYOUT')`,
    ),
    check('point_transactions_balance_after_nonnegative', sql`${t.balanceAfter} >= 0`),
    check(
      'point_transactions_sign',
      sql`(${t.action} in ('CHARGE','FREE','REFUND','TRANSFER_IN','RECALL_IN','MARGIN_CREDIT') and ${t.amount} > 0) or (${t.action} in ('AD_DEDUCT','WITHDRAW','TRANSFER_OUT','RECALL_OUT','MARGIN_PAYOUT') and ${t.amount} < 0) or (${t.action} in ('B2B_REQUEST','CANCEL') and ${t.amount} = 0)`,
    ),
    // Transfer rows, and only they, name the other account (never the row's own), and a credit its debit.
    check(
      'point_transactions_counterparty',
      sql`(${t.action} in ('TRANSFER_OUT','TRANSFER_IN','RECALL_OUT','RECALL_IN')) = (${t.counterpartyId} is not null and ${t.counterpartyId} <> ${t.accountId})`,
    ),
    check('point_transactions_transfer_credit_pair', sql`${t.action} not in ('TRANSFER_IN','RECALL_IN') or ${t.relatedId} is not null`),
    check('point_transactions_request_shape', sql`${t.action} <> 'B2B_REQUEST' or (${t.requestedAmount} > 0 and ${t.status} is not null)`),
  ],
);

/** A customer's ask to get unused paid points back (docs/decisions/product.md#who-and-terms: within 7 days of the top-up). */
export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef('account_id', 'restrict'),
    chargeId: bigint('charge_id', { mode: 'number' })
      .notNull()
      .references(() => pointTransactions.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    bankName: varchar('bank_name', { length: 50 }).notNull(),
    accountNumber: varchar('account_number', { length: 50 }).notNull(),
    accountHolder: varchar('account_holder', { length: 50 }).notNull(),
    reason: text('reason'),
    status: varchar('status', { length: 20 }).notNull().default('PENDING'),
    rejectReason: text('reject_reason'),
    withdrawTransactionId: bigint('withdraw_transaction_id', { mode: 'number' }).references(() => pointTransactions.id, {
      onDelete: 'restrict',
    }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('withdrawal_requests_account_idx').on(t.accountId),
    index('withdrawal_requests_charge_idx').on(t.chargeId),
    check('withdrawal_requests_amount_positive', sql`${t.amount} > 0`),
    check('withdrawal_requests_status_valid', sql`${t.status} in ('PENDING','APPROVED','REJECTED')`),
  ],
);

/**
 * A reseller's ask to be paid its credited margins (docs/decisions/resellers.md#margin-credits) to its registered bank account
 * (the newest BANK_STATEMENT file when asked). Staff pay it (a MARGIN_PAYOUT ledger row, `ledger_id`,
 * with the day sent and the transfer's reference) or reject it; the status moves once, out of PENDING.
 */
export const marginPayouts = pgTable(
  'margin_payouts',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef('account_id', 'restrict'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    bankFileId: integer('bank_file_id').references(() => advertiserFiles.id, { onDelete: 'set null' }),
    bankFileName: varchar('bank_file_name', { length: 255 }),
    memo: text('memo'),
    status: varchar('status', { length: 20 }).notNull().default('PENDING'),
    paidOn: date('paid_on'),
    reference: varchar('reference', { length: 100 }),
    ledgerId: bigint('ledger_id', { mode: 'number' }).references(() => pointTransactions.id, { onDelete: 'restrict' }),
    rejectReason: text('reject_reason'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('margin_payouts_account_idx').on(t.accountId, t.status),
    index('margin_payouts_status_idx').on(t.status, t.id),
    uniqueIndex('margin_payouts_ledger_unique').on(t.ledgerId),
    check('margin_payouts_amount_positive', sql`${t.amount} > 0`),
    check('margin_payouts_status_valid', sql`${t.status} in ('PENDING','PAID','REJECTED')`),
    check(
      'margin_payouts_paid_shape',
      sql`${t.status} <> 'PAID' or (${t.ledgerId} is not null and ${t.paidOn} is not null and ${t.reference} is not null)`,
    ),
  ],
);

/** The business registered for an account (one per account). */
export const advertisers = pgTable(
  'advertisers',
  {
    id: serial('id').primaryKey(),
    userId: accountRef('user_id', 'cascade'),
    name: varchar('name', { length: 100 }).notNull(),
    /** Normalised 000-00-00000. */
    registrationNumber: varchar('registration_number', { length: 12 }).notNull(),
    representative: varchar('representative', { length: 50 }).notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 20 }),
    businessType: varchar('business_type', { length: 100 }),
    businessCategory: varchar('business_category', { length: 100 }),
    emails: jsonb('emails').$type<string[]>().notNull(),
    depositNames: jsonb('deposit_names').$type<string[]>().notNull(),
    /** Last 국세청 business-status answer (b_stt_cd 01 active, 02 suspended, 03 closed); null = never checked. */
    ntsStatusCode: varchar('nts_status_code', { length: 2 }),
    ntsStatusText: varchar('nts_status_text', { length: 100 }),
    ntsCheckedAt: timestamp('nts_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('advertisers_user_unique').on(t.userId),
    index('advertisers_registration_number_idx').on(t.registrationNumber),
    check('advertisers_registration_number_format', sql`${t.registrationNumber} ~ '^[0-9]{3}-[0-9]{2}-[0-9]{5}$'`),
  ],
);

/** Uploaded certificate or bank statement; bytes live in the storage adapter under `storage_key`. */
export const advertiserFiles = pgTable(
  'advertiser_files',
  {
    id: serial('id').primaryKey(),
    ownerId: accountRef('owner_id', 'cascade'),
    advertiserId: integer('advertiser_id').references(() => advertisers.id, { onDelete: 'set null' }),
    type: varchar('type', { length: 20 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    storageKey: varchar('storage_key', { length: 300 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('advertiser_files_advertiser_idx').on(t.advertiserId), index('advertiser_files_owner_idx').on(t.ownerId)],
);

/**
 * Low-balance alert state, one row per advertiser account: `alerted_at` is set when its available
 * balance crosses below the scheduled need of the next N days (the alert fires then, once);
 * `cleared_at` is set when a confirmed deposit lifts available back above the need, which re-arms
 * it. Active alert = alerted_at set and cleared_at null. Decided under the account's row lock.
 */
export const lowBalanceAlerts = pgTable('low_balance_alerts', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  alertedAt: timestamp('alerted_at', { withTimezone: true }),
  clearedAt: timestamp('cleared_at', { withTimezone: true }),
  /** Available balance and need (whole won) when the alert fired. */
  available: bigint('available', { mode: 'number' }),
  need: bigint('need', { mode: 'number' }),
  /** When the alert mail was handed to the mail adapter (null: not sent, or no address). */
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
