/**
 * Keywords column (docs/decisions/architecture.md#domain-map): my products, tracked keywords with their latest check, one
 * history row per keyword per day, the daily API-call budget and the refresh runs. A failed check
 * stores status FAILED with a message; rank is null then (the check constraint forbids rank 0).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { accountRef, createdAt, requiredRef } from './accounts';

export const myProducts = pgTable(
  'my_products',
  {
    id: serial('id').primaryKey(),
    userId: accountRef('user_id', 'cascade'),
    /** 'shopping' or 'place'. */
    type: varchar('type', { length: 10 }).notNull().default('shopping'),
    /** The product id on the shopping service (mid). */
    mid: varchar('mid', { length: 40 }).notNull(),
    title: varchar('title', { length: 300 }),
    url: varchar('url', { length: 500 }),
    extended: boolean('extended').notNull().default(false),
    mainKeywordId: integer('main_keyword_id').references((): AnyPgColumn => keywordChecks.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('my_products_user_type_mid_unique').on(t.userId, t.type, t.mid),
    check('my_products_type_valid', sql`${t.type} in ('shopping', 'place')`),
  ],
);

/** Sellers (mall names) a product was listed under in search results. */
export const productMalls = pgTable(
  'product_malls',
  {
    productId: requiredRef('product_id', () => myProducts.id, 'cascade'),
    name: varchar('name', { length: 200 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.name] })],
);

export const keywordChecks = pgTable(
  'keyword_checks',
  {
    id: serial('id').primaryKey(),
    userId: accountRef('user_id', 'cascade'),
    type: varchar('type', { length: 10 }).notNull().default('shopping'),
    keyword: varchar('keyword', { length: 100 }).notNull(),
    mid: varchar('mid', { length: 40 }).notNull(),
    /** What the user typed (a product URL or the mid). */
    target: varchar('target', { length: 500 }),
    productId: integer('product_id').references((): AnyPgColumn => myProducts.id, { onDelete: 'set null' }),
    rank: integer('rank'),
    page: integer('page'),
    pageRank: integer('page_rank'),
    rankText: varchar('rank_text', { length: 100 }),
    /** FOUND, OUT_OF_RANGE, FAILED; null before the first check. */
    status: varchar('status', { length: 20 }),
    error: varchar('error', { length: 500 }),
    provider: varchar('provider', { length: 30 }).notNull(),
    title: varchar('title', { length: 300 }),
    mallName: varchar('mall_name', { length: 200 }),
    apiCalls: integer('api_calls').notNull().default(0),
    searchedAt: timestamp('searched_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('keyword_checks_user_type_keyword_mid_unique').on(t.userId, t.type, t.keyword, t.mid),
    index('keyword_checks_product_idx').on(t.productId),
    index('keyword_checks_user_created_idx').on(t.userId, t.createdAt),
    check('keyword_checks_rank_positive', sql`${t.rank} is null or ${t.rank} > 0`),
    check('keyword_checks_failed_has_no_rank', sql`${t.status} is distinct from 'FAILED' or ${t.rank} is null`),
  ],
);

export const keywordHistories = pgTable(
  'keyword_histories',
  {
    id: serial('id').primaryKey(),
    keywordId: requiredRef('keyword_id', () => keywordChecks.id, 'cascade'),
    /** Asia/Seoul day of the check. */
    day: date('day').notNull(),
    rank: integer('rank'),
    page: integer('page'),
    pageRank: integer('page_rank'),
    rankText: varchar('rank_text', { length: 100 }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    error: varchar('error', { length: 500 }),
    provider: varchar('provider', { length: 30 }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('keyword_histories_keyword_day_unique').on(t.keywordId, t.day),
    check('keyword_histories_rank_positive', sql`${t.rank} is null or ${t.rank} > 0`),
    check('keyword_histories_failed_has_no_rank', sql`${t.status} <> 'FAILED' or ${t.rank} is null`),
  ],
);

/** Rank-provider API calls per Asia/Seoul day (the NAVER_DAILY_CALL_BUDGET counter, shared by all instances). */
export const rankApiUsage = pgTable('rank_api_usage', {
  day: date('day').primaryKey(),
  calls: integer('calls').notNull().default(0),
});

/** Keywords a guest looked up per day (the guest daily limit). */
export const rankLookupUsage = pgTable(
  'rank_lookup_usage',
  {
    userId: accountRef('user_id', 'cascade'),
    day: date('day').notNull(),
    lookups: integer('lookups').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * Per-account daily allowances: how much of a limited resource each account used on an
 * Asia/Seoul day, by kind ('naver_calls': its share of the API budget, 'report_mails'). One row per
 * account, day and kind; taken atomically by an upsert that refuses past the limit.
 */
export const accountDailyUsage = pgTable(
  'account_daily_usage',
  {
    userId: accountRef('user_id', 'cascade'),
    day: date('day').notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.kind] })],
);

/** One row per daily refresh run; progress is read from here by every instance. */
export const keywordRefreshRuns = pgTable(
  'keyword_refresh_runs',
  {
    id: serial('id').primaryKey(),
    day: date('day').notNull(),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    deferred: integer('deferred').notNull().default(0),
    callsUsed: integer('calls_used').notNull().default(0),
    note: text('note'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('keyword_refresh_runs_started_idx').on(t.startedAt)],
);
