/**
 * Queries of the admin-ads column. The staff list reads one table (`ads`, which carries copies of
 * its campaign's owner, service, target and dates) plus per-row lookups that stay inside the one
 * statement: today's history row (join on the unique ad+day), the hold (unique ad), spent and open
 * reports (indexed sub-selects) and the keyword's latest rank (keyword_checks by its unique
 * user+type+keyword+mid, then its newest history day). No N+1. Campaigns: campaign-queries.ts; a
 * line's logs, days and problem reports: detail-queries.ts.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AdChannel, AdService, AdStatus } from '@nurly/contracts/schemas';
import type { Db } from '../../db/client';
import { groups, users } from '../../db/schema/accounts';
import { adHistories, ads, pointHolds } from '../../db/schema/ads';
import { advertisers } from '../../db/schema/points';
import { containsPattern } from '../../lib/escape-like';
import { defineOrdering, type PageWindow } from '../../lib/paginate';
import { inB2bScope } from '../../access/scope';

/** Which rows a list may show, decided by the service from the caller (access/policy.ts). */
export interface AdScope {
  /** Only this owner's ads (customers: themselves). */
  ownerId?: number;
  /** Only HUB ads of this group (hub console staff). */
  hubGroupId?: number;
  /** Only owners strictly below this reseller (access/scope.ts: a reseller reading a descendant's ads). */
  ownerBelow?: number;
}

export interface AdFilter extends AdScope {
  service?: AdService;
  /** Any of these services (the reward site lists a member's NR ads and the HUB ads a hub registered for it). */
  services?: AdService[];
  channel?: AdChannel;
  status?: AdStatus;
  groupId?: number;
  keyword?: string;
  search?: string;
  dateFrom?: string;
  dateTo?: string;
  maxRank?: number;
  campaignIds?: number[];
  ids?: number[];
}

const keywordType = sql`case when ${ads.channel} = 'NAVER_PLACE' then 'place' else 'shopping' end`;

/** The keyword's latest checked rank for this ad's owner, keyword and target (keywords column). */
export const latestRank = sql<number | null>`(
  select kh.rank from keyword_checks kc
  join keyword_histories kh on kh.keyword_id = kc.id
  where kc.user_id = ${ads.ownerId} and kc.type = ${keywordType} and kc.keyword = ${ads.keyword}
    and kc.mid = coalesce(${ads.mid}, ${ads.placeId})
  order by kh.day desc limit 1)`;

/**
 * Whole won charged to an ad (the campaign list's `spent`): its settlements, each the AD_DEDUCT
 * ledger row it points at, on the days `range` covers when given. The reconciliation checks the
 * campaigns' spend per account and month with this same figure.
 */
export const adSpentSql = (adId: SQL | AnyPgColumn, range?: { from: SQL; to: SQL }) =>
  sql<string>`(select coalesce(sum(s.amount), 0) from daily_ad_settlements s where s.ad_id = ${adId}${range ? sql` and s.day between ${range.from} and ${range.to}` : sql``})`;
const spentSql = adSpentSql(ads.id);
const openReportsSql = sql<number>`(select count(*)::int from ad_reports r where r.ad_id = ${ads.id} and r.status = 'OPEN')`;

function adWhere(filter: AdFilter): SQL | undefined {
  const search = filter.search?.trim();
  return and(
    filter.ownerId !== undefined ? eq(ads.ownerId, filter.ownerId) : undefined,
    filter.hubGroupId !== undefined ? and(eq(ads.service, 'HUB'), eq(ads.groupId, filter.hubGroupId)) : undefined,
    filter.ownerBelow !== undefined ? inB2bScope({ kind: 'subtree', rootId: filter.ownerBelow }, ads.ownerId) : undefined,
    filter.service ? eq(ads.service, filter.service) : undefined,
    filter.services ? inArray(ads.service, filter.services) : undefined,
    filter.channel ? eq(ads.channel, filter.channel) : undefined,
    filter.status ? eq(ads.status, filter.status) : undefined,
    filter.groupId !== undefined ? eq(ads.groupId, filter.groupId) : undefined,
    filter.keyword ? eq(ads.keyword, filter.keyword) : undefined,
    search
      ? or(
          ilike(ads.keyword, containsPattern(search)),
          ilike(ads.mid, containsPattern(search)),
          ilike(ads.placeId, containsPattern(search)),
          ilike(ads.storeName, containsPattern(search)),
          ilike(ads.placeName, containsPattern(search)),
          sql`exists (select 1 from users u where u.id = ${ads.ownerId} and u.username ilike ${containsPattern(search)})`,
        )
      : undefined,
    // Running on any day of [date_from, date_to].
    filter.dateFrom ? gte(ads.endDate, filter.dateFrom) : undefined,
    filter.dateTo ? lte(ads.startDate, filter.dateTo) : undefined,
    filter.maxRank !== undefined ? sql`${latestRank} <= ${filter.maxRank}` : undefined,
    filter.campaignIds ? inArray(ads.campaignId, filter.campaignIds) : undefined,
    filter.ids ? inArray(ads.id, filter.ids) : undefined,
  );
}

/** Sortable fields of the staff list; newest first by default (the (service, status, created_at, id) index). */
export const adOrdering = defineOrdering(
  {
    id: ads.id,
    created_at: ads.createdAt,
    start_date: ads.startDate,
    end_date: ads.endDate,
    daily_volume: ads.dailyVolume,
    status: ads.status,
    keyword: ads.keyword,
    owner: sql`(select u.username from users u where u.id = ${ads.ownerId})`,
  },
  { default: [desc(ads.createdAt), desc(ads.id)] },
);

/** The owner as lists name them: the business (trade) name, else the account holder's name. */
export const ownerNameSql = sql<string | null>`coalesce(${advertisers.name}, nullif(${users.name}, ''))`;

/** One enriched ad row (what `toAd` in the service turns into the contract's Ad). */
export function adRowsQuery(db: Db, today: string | Placeholder) {
  return db
    .select({
      ad: ads,
      ownerUsername: users.username,
      ownerName: ownerNameSql,
      groupName: groups.name,
      hold: pointHolds.amount,
      todayTarget: adHistories.targetVolume,
      todayClicks: adHistories.clicks,
      todayCompletions: adHistories.completions,
      todayRejections: adHistories.rejections,
      spent: spentSql,
      rank: latestRank,
      openReports: openReportsSql,
    })
    .from(ads)
    .innerJoin(users, eq(users.id, ads.ownerId))
    .leftJoin(advertisers, eq(advertisers.userId, ads.ownerId))
    .leftJoin(groups, eq(groups.id, ads.groupId))
    .leftJoin(pointHolds, eq(pointHolds.adId, ads.id))
    .leftJoin(adHistories, and(eq(adHistories.adId, ads.id), eq(adHistories.day, today as string)));
}

export type AdRow = Awaited<ReturnType<ReturnType<typeof adRowsQuery>['execute']>>[number];

/**
 * The enriched rows of given ads, as ONE named prepared statement per connection: its six joins and
 * three sub-selects cost the planner more than running it (about 4–7 ms against 1 ms at 100,000
 * ads, bench:ads), and its shape never changes, so PostgreSQL plans it once and reuses the plan.
 */
const enrichedByDb = new WeakMap<Db, ReturnType<typeof prepareEnriched>>();

function prepareEnriched(db: Db) {
  return adRowsQuery(db, sql.placeholder('today'))
    .where(sql`${ads.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('ads_enriched_by_ids');
}

async function enrichedRows(db: Db, ids: number[], today: string): Promise<AdRow[]> {
  if (!ids.length) return [];
  let statement = enrichedByDb.get(db);
  if (!statement) enrichedByDb.set(db, (statement = prepareEnriched(db)));
  const rows = await statement.execute({ ids, today });
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => position.get(a.ad.id)! - position.get(b.ad.id)!);
}

/** The `ads` list version (migration 0012): it moves in every transaction that writes ads, at its commit. */
const adsListVersion = sql<string | null>`(select lv.version from list_versions lv where lv.name = 'ads')`;

/**
 * A page of ads: the page's ids first, from the ads table and its index alone (so only those rows
 * are enriched), with the list version of the same snapshot (for the count cache below), then their
 * enriched rows in that order (`enrichedRows`, one prepared statement). The id tie-breaker follows
 * the direction of the last sort key (`idDescending`), so the default and `-created_at` pages read
 * the (service, status, created_at desc, id desc) index in order.
 */
export async function listAdPage(
  db: Db,
  filter: AdFilter,
  today: string,
  window: PageWindow,
  idDescending: boolean,
): Promise<{ rows: AdRow[]; listVersion: number | null }> {
  const page = await db
    .select({ id: ads.id, listVersion: adsListVersion })
    .from(ads)
    .where(adWhere(filter))
    .orderBy(...window.orderBy, idDescending ? desc(ads.id) : asc(ads.id))
    .limit(window.limit)
    .offset(window.offset);
  const rows = await enrichedRows(
    db,
    page.map((row) => row.id),
    today,
  );
  return { rows, listVersion: page.length && page[0].listVersion !== null ? Number(page[0].listVersion) : null };
}

/**
 * Whether a filter's total depends on the ads table alone, so the list version covers it: the
 * free-text search also matches the owner's username, the rank filter reads the keyword ranks, and a
 * reseller's `ownerBelow` reads the tree (a move changes it, not the ads).
 */
const totalFollowsAdsVersion = (filter: AdFilter) =>
  !filter.search?.trim() && filter.maxRank === undefined && filter.ownerBelow === undefined;

const totalsByDb = new WeakMap<Db, Map<string, { version: number; count: number }>>();
const MAX_CACHED_TOTALS = 2_000;

/**
 * The filter's total, counted with the list version in one statement (one snapshot) and cached per
 * filter: while a later page reads the same version, no ad was written in between, so the cached
 * total is exact, on every instance (the version lives in the database). Counting 13,000 matching
 * rows costs more than the rest of the request (bench:ads), and totals change only when ads do.
 */
export async function countAds(db: Db, filter: AdFilter, pageVersion: number | null): Promise<number> {
  const cacheable = totalFollowsAdsVersion(filter);
  const key = JSON.stringify(filter);
  let totals = totalsByDb.get(db);
  if (!totals) totalsByDb.set(db, (totals = new Map()));
  const cached = cacheable ? totals.get(key) : undefined;
  if (cached && pageVersion !== null && cached.version === pageVersion) return cached.count;
  const [row] = await db.select({ count: count(), version: adsListVersion }).from(ads).where(adWhere(filter));
  if (cacheable && row.version !== null) {
    totals.delete(key);
    if (totals.size >= MAX_CACHED_TOTALS) totals.delete(totals.keys().next().value!);
    totals.set(key, { version: Number(row.version), count: row.count });
  }
  return row.count;
}

/** Whether `countAds` may answer from its cache once the page's version is known (else count alongside the page). */
export function hasCachedAdCount(db: Db, filter: AdFilter): boolean {
  return totalFollowsAdsVersion(filter) && Boolean(totalsByDb.get(db)?.has(JSON.stringify(filter)));
}

export async function findAdRow(db: Db, id: number, today: string): Promise<AdRow | undefined> {
  const [row] = await enrichedRows(db, [id], today);
  return row;
}

export async function adRowsOfCampaigns(db: Db, campaignIds: number[], today: string): Promise<AdRow[]> {
  if (!campaignIds.length) return [];
  const lines = await db.select({ id: ads.id }).from(ads).where(inArray(ads.campaignId, campaignIds)).orderBy(asc(ads.id));
  return enrichedRows(
    db,
    lines.map((line) => line.id),
    today,
  );
}

// ---- options and menu badges -----------------------------------------------------------------------

/** The ads in the filter's scope counted by status or by service (the filter's own choice of that field left out). */
export async function adCountsBy(db: Db, filter: AdFilter, field: 'status' | 'service') {
  const column = field === 'status' ? ads.status : ads.service;
  return db
    .select({ value: column, count: count() })
    .from(ads)
    .where(adWhere({ ...filter, [field]: undefined }))
    .groupBy(column);
}

export async function clientsInScope(db: Db, filter: AdFilter) {
  return db
    .selectDistinct({ id: users.id, username: users.username, name: advertisers.name })
    .from(ads)
    .innerJoin(users, eq(users.id, ads.ownerId))
    .leftJoin(advertisers, eq(advertisers.userId, users.id))
    .where(adWhere(filter))
    .orderBy(users.username)
    .limit(500);
}

/** Accounts staff may register an ad for: non-staff accounts with a registered business or the HUB_CLIENT role. */
export async function registrableCustomers(db: Db, limit = 500) {
  return db
    .select({ id: users.id, username: users.username, name: advertisers.name })
    .from(users)
    .leftJoin(advertisers, eq(advertisers.userId, users.id))
    .where(
      and(
        eq(users.isActive, true),
        eq(users.isGuest, false),
        or(
          and(eq(users.isStaff, false), eq(users.isSuperuser, false), sql`${advertisers.id} is not null`),
          sql`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${users.id} and r.name = 'HUB_CLIENT')`,
        ),
      ),
    )
    .orderBy(users.username)
    .limit(limit);
}

/** Menu badges of the six staff pages: ads waiting for review and open problem reports. */
export async function menuCounts(db: Db, service: AdService, channel: AdChannel): Promise<{ pending: number; openReports: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`(select count(*)::int from ads a where a.service = ${service} and a.channel = ${channel} and a.status = 'PENDING')`,
      openReports: sql<number>`(select count(*)::int from ad_reports r join ads a on a.id = r.ad_id where r.status = 'OPEN' and a.service = ${service} and a.channel = ${channel})`,
    })
    .from(sql`(select 1) as one`);
  return { pending: Number(row.pending), openReports: Number(row.openReports) };
}

/** Owner row for staff-set owners: exists, and its standing (staff accounts cannot own ads). */
export async function findOwner(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, isStaff: users.isStaff, isSuperuser: users.isSuperuser, isGuest: users.isGuest, groupId: users.groupId })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** ACTIVE/PAUSED ads whose last day is before `today` (the nightly close). */
export async function endedAdIds(db: Db, today: string): Promise<{ id: number; ownerId: number }[]> {
  return db
    .select({ id: ads.id, ownerId: ads.ownerId })
    .from(ads)
    .where(and(inArray(ads.status, ['ACTIVE', 'PAUSED']), sql`${ads.endDate} < ${today}`));
}

/** Global search: the newest ad lines a filter (scope + `search`) matches, with what a result shows. */
export function searchAdRows(db: Db, filter: AdFilter, limit: number) {
  return db
    .select({
      id: ads.id,
      campaignId: ads.campaignId,
      service: ads.service,
      channel: ads.channel,
      keyword: ads.keyword,
      mid: ads.mid,
      placeId: ads.placeId,
      placeName: ads.placeName,
      storeName: ads.storeName,
    })
    .from(ads)
    .where(adWhere(filter))
    .orderBy(desc(ads.id))
    .limit(limit);
}
