/**
 * Offerwall column (docs/decisions/money-loop.md#offerwall-api): publisher apps and their keys, per-app payouts, the clicks of a
 * publisher's end users (visitor logs), every completion attempt (mission logs: completed and
 * rejected, with the reason), the signed postbacks queued with a completion, and monitoring flags.
 * Publisher end users are known only by the publisher's user key. Money: `*_tenths` are tenths of
 * a won, like the ads' prices.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accountRef, createdAt, requiredRef } from './accounts';
import { ads } from './ads';

/** One integration of an OFFERWALL_CLIENT account: its key, its secret (shown once), its postback URL. */
export const publisherApps = pgTable(
  'publisher_apps',
  {
    id: serial('id').primaryKey(),
    ownerId: accountRef('owner_id', 'restrict'),
    name: varchar('name', { length: 100 }).notNull(),
    /** Public, sent as X-Nurly-Key. */
    apiKey: varchar('api_key', { length: 64 }).notNull(),
    /**
     * The HMAC secret. HMAC verification needs the secret itself (a hash cannot verify a signature),
     * so it is stored as issued; it is returned only once, at creation and at rotation.
     */
    secret: varchar('secret', { length: 128 }).notNull(),
    postbackUrl: varchar('postback_url', { length: 2000 }),
    /** Optional allow-list of caller addresses (exact IPs or CIDRs); empty = any. */
    allowedIps: text('allowed_ips')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: varchar('status', { length: 10 }).notNull().default('ACTIVE'),
    createdAt: createdAt(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /** How postbacks are signed: 'standard' (Standard Webhooks; new apps) or 'nurly' (X-Nurly-Signature; apps from before). */
    postbackScheme: varchar('postback_scheme', { length: 10 }).notNull().default('standard'),
    /** The secret before the last rotation, still accepted and signed with until previous_secret_expires_at (app clock). */
    previousSecret: varchar('previous_secret', { length: 128 }),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('publisher_apps_key_unique').on(t.apiKey),
    index('publisher_apps_owner_idx').on(t.ownerId),
    check('publisher_apps_status_valid', sql`${t.status} in ('ACTIVE','DISABLED')`),
    check('publisher_apps_postback_scheme_valid', sql`${t.postbackScheme} in ('standard','nurly')`),
  ],
);

/** What an app earns per completion of a reward product (staff set it; else the ad's payout snapshot). */
export const appPayouts = pgTable(
  'app_payouts',
  {
    id: serial('id').primaryKey(),
    appId: requiredRef('app_id', () => publisherApps.id, 'cascade'),
    productCode: varchar('product_code', { length: 50 }).notNull(),
    payoutTenths: integer('payout_tenths').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('app_payouts_app_product_unique').on(t.appId, t.productCode),
    check('app_payouts_nonnegative', sql`${t.payoutTenths} >= 0`),
  ],
);

/** One click of an end user on a mission (the visitor log); `day` is the Asia/Seoul day of the click. */
export const offerwallClicks = pgTable(
  'offerwall_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appId: requiredRef('app_id', () => publisherApps.id, 'restrict'),
    adId: requiredRef('ad_id', () => ads.id, 'restrict'),
    userKey: varchar('user_key', { length: 100 }).notNull(),
    ip: varchar('ip', { length: 45 }),
    /** The device's advertising id when the publisher sends one. */
    adid: varchar('adid', { length: 100 }),
    /** The publisher's placement or campaign (`sub_id`), when it sends one: reports group by it. */
    subId: varchar('sub_id', { length: 64 }),
    day: date('day').notNull(),
    /** OPEN until completed or rejected; EXPIRED is computed from the click window, not stored. */
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    createdAt: createdAt(),
  },
  (t) => [
    index('offerwall_clicks_app_created_idx').on(t.appId, t.createdAt),
    index('offerwall_clicks_ad_day_idx').on(t.adId, t.day),
    index('offerwall_clicks_app_day_ip_idx').on(t.appId, t.day, t.ip),
    check('offerwall_clicks_status_valid', sql`${t.status} in ('OPEN','COMPLETED','REJECTED')`),
  ],
);

/**
 * Every completion attempt (the mission log). COMPLETED rows are what settlement charges; REJECTED
 * rows keep the reason (the advertiser's evidence). One COMPLETED row per (app, user, ad, Seoul day):
 * a partial unique index, so a duplicate can never be counted twice whatever the code does.
 */
export const offerwallCompletions = pgTable(
  'offerwall_completions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clickId: bigint('click_id', { mode: 'number' })
      .notNull()
      .references(() => offerwallClicks.id, { onDelete: 'restrict' }),
    appId: requiredRef('app_id', () => publisherApps.id, 'restrict'),
    /** The app's owner (the publisher account), copied for the publisher's lists and settlement. */
    publisherId: accountRef('publisher_id', 'restrict'),
    adId: requiredRef('ad_id', () => ads.id, 'restrict'),
    userKey: varchar('user_key', { length: 100 }).notNull(),
    /** The click's `sub_id`, copied so reports and settlement lists group completions by placement. */
    subId: varchar('sub_id', { length: 64 }),
    day: date('day').notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    /** Why a REJECTED attempt was refused (TOO_FAST, CLICK_EXPIRED, WRONG_ANSWER, DAILY_VOLUME_REACHED, …). */
    reason: varchar('reason', { length: 40 }),
    answer: varchar('answer', { length: 200 }),
    /** Snapshots at completion: what the advertiser is charged and what the publisher earns, per action. */
    unitPriceTenths: integer('unit_price_tenths').notNull(),
    payoutTenths: integer('payout_tenths').notNull(),
    /** The same id on every postback retry; what the publisher dedupes on. */
    transactionId: uuid('transaction_id').notNull().defaultRandom(),
    secondsAfterClick: integer('seconds_after_click'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('offerwall_completions_transaction_unique').on(t.transactionId),
    uniqueIndex('offerwall_completions_once_per_day')
      .on(t.appId, t.userKey, t.adId, t.day)
      .where(sql`${t.status} = 'COMPLETED'`),
    // Settlement reads a day's completed rows per ad, app and publisher with their payouts: every
    // column it reads is in this index, so its aggregate is an index-only scan
    // (bench:settlement); the (day, ad) prefix serves the per-ad counts of a day. The console lists an
    // app's rows newest first.
    index('offerwall_completions_settle_idx')
      .on(t.day, t.adId, t.appId, t.publisherId, t.payoutTenths)
      .where(sql`${t.status} = 'COMPLETED'`),
    index('offerwall_completions_app_created_idx').on(t.appId, t.createdAt),
    // The advertiser's evidence (ads/detail-queries.ts): an ad's refused attempts per day and reason
    // (an index-only count) and its latest ones; partial, so completed rows cost it nothing.
    index('offerwall_completions_rejected_idx')
      .on(t.adId, t.day, t.reason)
      .where(sql`${t.status} = 'REJECTED'`),
    index('offerwall_completions_click_idx').on(t.clickId),
    // The monitoring flags count a user key's wrong answers of a day after each batch (completions.ts
    // flagAttempts): partial, so the many other rows cost it nothing.
    index('offerwall_completions_wrong_answer_idx')
      .on(t.appId, t.userKey, t.day)
      .where(sql`${t.reason} = 'WRONG_ANSWER'`),
    check('offerwall_completions_status_valid', sql`${t.status} in ('COMPLETED','REJECTED')`),
  ],
);

/** A signed postback to the publisher, queued in the completion's transaction (docs/decisions/money-loop.md#offerwall-api). */
export const offerwallPostbacks = pgTable(
  'offerwall_postbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    completionId: bigint('completion_id', { mode: 'number' })
      .notNull()
      .references(() => offerwallCompletions.id, { onDelete: 'restrict' }),
    appId: requiredRef('app_id', () => publisherApps.id, 'restrict'),
    url: varchar('url', { length: 2000 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** PENDING (waiting or retrying), DELIVERED (2xx/409), STOPPED (403/410), FAILED (retries spent). */
    status: varchar('status', { length: 10 }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('offerwall_postbacks_completion_unique').on(t.completionId),
    index('offerwall_postbacks_app_created_idx').on(t.appId, t.createdAt),
    index('offerwall_postbacks_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
    check('offerwall_postbacks_status_valid', sql`${t.status} in ('PENDING','DELIVERED','STOPPED','FAILED')`),
  ],
);

/**
 * The delivery log: one row per postback attempt the sender made (postbacks.ts), console test sends
 * included (postback_id null, is_test). `status_code` is the receiver's HTTP status; without one,
 * `failure` is the class (TIMEOUT, REFUSED, BLOCKED, …). `response_body` keeps the answer's first
 * 200 bytes (POSTBACK_LOG_BODY_BYTES), as text.
 */
export const postbackAttempts = pgTable(
  'postback_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appId: requiredRef('app_id', () => publisherApps.id, 'cascade'),
    postbackId: bigint('postback_id', { mode: 'number' }).references(() => offerwallPostbacks.id, { onDelete: 'cascade' }),
    /** The webhook-id sent: the transaction id, or test_… for a test send. */
    webhookId: varchar('webhook_id', { length: 64 }).notNull(),
    isTest: boolean('is_test').notNull().default(false),
    attempt: integer('attempt').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    url: varchar('url', { length: 2000 }).notNull(),
    statusCode: integer('status_code'),
    failure: varchar('failure', { length: 20 }),
    responseBody: text('response_body'),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
  },
  (t) => [
    index('postback_attempts_postback_idx').on(t.postbackId, t.attempt),
    index('postback_attempts_app_started_idx').on(t.appId, t.startedAt),
    // The prune job's range (offerwall/postback-log.ts pruneAttempts).
    index('postback_attempts_started_idx').on(t.startedAt),
  ],
);

/**
 * The console test sends' limit per app, shared by every instance (offerwall/test-send-limit.ts): the
 * lease of the send in flight (null: none) and the fixed window's start and count, by the app clock.
 */
export const offerwallTestSends = pgTable('offerwall_test_sends', {
  appId: integer('app_id')
    .primaryKey()
    .references(() => publisherApps.id, { onDelete: 'cascade' }),
  inFlightUntil: timestamp('in_flight_until', { withTimezone: true }),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  windowCount: integer('window_count').notNull(),
});

/** Evidence of suspicious patterns per app and Seoul day (visitor monitoring logs); never used to evade detection. */
export const offerwallFlags = pgTable(
  'offerwall_flags',
  {
    id: serial('id').primaryKey(),
    appId: requiredRef('app_id', () => publisherApps.id, 'cascade'),
    day: date('day').notNull(),
    /** IP_MANY_USERS, DEVICE_MANY_USERS, TOO_FAST, ANSWER_FAILURES, USER_HAMMERING. */
    kind: varchar('kind', { length: 30 }).notNull(),
    /** The IP, device id or user key the flag is about. */
    subject: varchar('subject', { length: 100 }).notNull(),
    count: integer('count').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offerwall_flags_unique').on(t.appId, t.day, t.kind, t.subject),
    index('offerwall_flags_app_day_idx').on(t.appId, t.day),
  ],
);

/**
 * Signatures the publisher API has accepted, so a replayed request is refused on every instance
 * (the in-process guard only sees its own). Kept a minute past the timestamp's signature window, by
 * the database's clock (offerwall/queries.ts pruneSeenSignatures).
 */
export const offerwallSeenSignatures = pgTable(
  'offerwall_seen_signatures',
  {
    appId: requiredRef('app_id', () => publisherApps.id, 'cascade'),
    signature: varchar('signature', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.signature] }), index('offerwall_seen_signatures_expires_idx').on(t.expiresAt)],
);

/**
 * `Idempotency-Key`s of the publisher API's writes (POST clicks, POST clicks/{id}/complete), shared
 * by every instance: the first request with a key claims its row; once answered, the row keeps the
 * status and body that a retry with the same key and body gets back. Kept 24 h by the app clock
 * (offerwall/idempotency.ts).
 */
export const offerwallIdempotencyKeys = pgTable(
  'offerwall_idempotency_keys',
  {
    appId: requiredRef('app_id', () => publisherApps.id, 'cascade'),
    key: varchar('key', { length: 255 }).notNull(),
    /** sha256 (hex) of the method, path and body: the same key with another request is refused. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    /** Null while the first request runs. */
    statusCode: integer('status_code'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.key] }), index('offerwall_idempotency_keys_expires_idx').on(t.expiresAt)],
);
