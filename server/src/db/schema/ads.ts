/**
 * Admin-ads column (docs/decisions/money-loop.md#prices, docs/decisions/money-loop.md#campaigns, docs/decisions/money-loop.md#holds): campaigns, their ad lines (one per reward product), the
 * change log, one history row per ad and Asia/Seoul day, problem reports and the point holds.
 * Prices are integers in tenths of a won (`*_tenths`); holds and charges are whole won.
 *
 * The staff console lists ad lines, filtered by service + status + keyword and sorted by newest:
 * so a line carries a copy of its campaign's owner, service, group, channel, target and dates, and
 * that list is one indexed table (100,000 ads). The campaign keeps what its
 * owner typed; lines are the working copies.
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
} from 'drizzle-orm/pg-core';
import { accountRef, createdAt, groups, requiredRef, users } from './accounts';

const serviceCheck = (column: unknown) => sql`${column} in ('NURLY','NR','HUB')`;
const channelCheck = (column: unknown) => sql`${column} in ('NAVER_SHOPPING','NAVER_PLACE')`;

/** Who bought what and when: a campaign's owner, service, group, channel, target and dates (a line copies them). */
const campaignTarget = () => ({
  ownerId: accountRef('owner_id', 'restrict'),
  service: varchar('service', { length: 10 }).notNull(),
  groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
  channel: varchar('channel', { length: 20 }).notNull(),
  keyword: varchar('keyword', { length: 100 }).notNull(),
  mid: varchar('mid', { length: 20 }),
  url: varchar('url', { length: 2000 }),
  storeName: varchar('store_name', { length: 100 }),
  placeId: varchar('place_id', { length: 20 }),
  placeName: varchar('place_name', { length: 100 }),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
});

/** The mission's question, answers, images and memo (a campaign's, copied to each line). */
const campaignContent = () => ({
  question: text('question'),
  answers: jsonb('answers').$type<string[]>().notNull().default([]),
  imageIds: integer('image_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  memo: text('memo'),
});

/** One target product or place bought by one owner (customer `/campaign/*`, `assistant/campaingns`). */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    ...campaignTarget(),
    ...campaignContent(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('campaigns_owner_idx').on(t.ownerId, t.createdAt),
    check('campaigns_service_valid', serviceCheck(t.service)),
    check('campaigns_channel_valid', channelCheck(t.channel)),
    check('campaigns_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** One reward product of a campaign with its daily volume and price snapshots: what staff review and run. */
export const ads = pgTable(
  'ads',
  {
    id: serial('id').primaryKey(),
    campaignId: requiredRef('campaign_id', () => campaigns.id, 'cascade'),
    // Copies of the campaign (see the file comment): the staff list filters and sorts on these.
    ...campaignTarget(),
    productCode: varchar('product_code', { length: 50 }).notNull(),
    dailyVolume: integer('daily_volume').notNull(),
    /** Unit price snapshot at creation (tenths of a won); later catalog or tier changes apply to new ads only. */
    unitPriceTenths: integer('unit_price_tenths').notNull(),
    /** What a publisher earns per completion (tenths of a won), snapshot at creation. */
    payoutTenths: integer('payout_tenths').notNull(),
    ...campaignContent(),
    status: varchar('status', { length: 20 }).notNull().default('PENDING'),
    /** Why it is paused, rejected or cancelled (the on/off switch is `status`; reasons are text). */
    statusReason: text('status_reason'),
    /**
     * Who holds a PAUSED line (null otherwise): OWNER (its owner's own pause: the owner lifts it),
     * HUB (the hub console of its group: the hub console or the desk lifts it), STAFF (the desk: only
     * the desk lifts it). The reason is `status_reason`; `paused_by_id` the account that paused.
     */
    pauseKind: varchar('pause_kind', { length: 10 }),
    pausedById: integer('paused_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The staff desk: service + status, newest first (ordering=-created_at with the id tie-breaker).
    // NULLS FIRST is what `order by … desc` means: with drizzle's default (NULLS LAST) the planner
    // cannot read the index in order and sorts every matching row instead (bench:ads).
    index('ads_service_status_created_idx').on(t.service, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('ads_keyword_idx').on(t.keyword),
    index('ads_owner_idx').on(t.ownerId),
    index('ads_campaign_idx').on(t.campaignId),
    index('ads_group_idx')
      .on(t.groupId)
      .where(sql`${t.groupId} is not null`),
    check('ads_service_valid', serviceCheck(t.service)),
    check('ads_channel_valid', channelCheck(t.channel)),
    check('ads_status_valid', sql`${t.status} in ('PENDING','ACTIVE','PAUSED','REJECTED','CANCELLED','ENDED')`),
    check('ads_daily_volume_range', sql`${t.dailyVolume} between 1 and 100000`),
    check('ads_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    check('ads_unit_price_positive', sql`${t.unitPriceTenths} > 0`),
    check('ads_payout_nonnegative', sql`${t.payoutTenths} >= 0`),
    check('ads_pause_kind_valid', sql`${t.pauseKind} in ('OWNER','HUB','STAFF')`),
  ],
);

/** Every change of an ad: who, when, which field, before → after, why. */
export const adLogs = pgTable(
  'ad_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adId: requiredRef('ad_id', () => ads.id, 'cascade'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    field: varchar('field', { length: 40 }).notNull(),
    before: text('before'),
    after: text('after'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('ad_logs_ad_idx').on(t.adId, t.id)],
);

/**
 * One row per ad and Asia/Seoul day: the day's target and the live counters the offerwall keeps (the
 * staff desk's "today", the daily volume cap). What a day charged is its settlement row
 * (`daily_ad_settlements`) and the ledger row it points at, never a copy here.
 */
export const adHistories = pgTable(
  'ad_histories',
  {
    id: serial('id').primaryKey(),
    adId: requiredRef('ad_id', () => ads.id, 'cascade'),
    day: date('day').notNull(),
    targetVolume: integer('target_volume').notNull(),
    clicks: integer('clicks').notNull().default(0),
    completions: integer('completions').notNull().default(0),
    rejections: integer('rejections').notNull().default(0),
  },
  (t) => [
    uniqueIndex('ad_histories_ad_day_unique').on(t.adId, t.day),
    check(
      'ad_histories_counters_nonnegative',
      sql`${t.clicks} >= 0 and ${t.completions} >= 0 and ${t.rejections} >= 0 and ${t.targetVolume} >= 0`,
    ),
  ],
);

/** Problem reports on an ad (sold out, wrong answer…) by members or publishers; staff resolve them. */
export const adReports = pgTable(
  'ad_reports',
  {
    id: serial('id').primaryKey(),
    adId: requiredRef('ad_id', () => ads.id, 'cascade'),
    type: varchar('type', { length: 20 }).notNull(),
    memo: text('memo'),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    resolution: text('resolution'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ad_reports_ad_idx').on(t.adId, t.id),
    index('ad_reports_open_idx')
      .on(t.adId)
      .where(sql`${t.status} = 'OPEN'`),
    check('ad_reports_type_valid', sql`${t.type} in ('SOLD_OUT','WRONG_ANSWER','NOT_FOUND','OTHER')`),
    check('ad_reports_status_valid', sql`${t.status} in ('OPEN','RESOLVED')`),
  ],
);

/**
 * Money an ad still holds on its owner's balance (docs/decisions/money-loop.md#holds): available = users.point − the
 * sum of the owner's holds. One row per ad; `held_through` is the last day the hold covers (null
 * once nothing is held), so a stop releases exactly the days after it.
 */
export const pointHolds = pgTable(
  'point_holds',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef('account_id', 'restrict'),
    adId: requiredRef('ad_id', () => ads.id, 'cascade'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    heldThrough: date('held_through'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('point_holds_ad_unique').on(t.adId),
    index('point_holds_account_active_idx')
      .on(t.accountId)
      .where(sql`${t.amount} > 0`),
    check('point_holds_amount_nonnegative', sql`${t.amount} >= 0`),
  ],
);

/**
 * A counter per list whose total the console caches: a deferred trigger on `ads` (migration 0012)
 * bumps the `ads` row at the commit of every transaction that writes ads, so a count read together
 * with the version in one snapshot is still exact while the version has not moved, on every instance.
 */
export const listVersions = pgTable('list_versions', {
  name: varchar('name', { length: 40 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
