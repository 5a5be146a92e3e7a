/**
 * Offerwall console lists, each `(db, …args)`: mission logs, visitor logs, monitoring flags and the
 * settlement history by day, scoped to the caller's apps.
 */
import { and, count, desc, eq, gte, ilike, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payoutWonSql } from '../../db/money-sql';
import { countOf, rowsOf } from '../../db/rows';
import { ads } from '../../db/schema/ads';
import { offerwallClicks, offerwallCompletions, offerwallFlags, offerwallPostbacks, publisherApps } from '../../db/schema/offerwall';
import { containsPattern } from '../../lib/escape-like';
import { defineOrdering, inWindow, type PageWindow } from '../../lib/paginate';

export interface ConsoleScope {
  /** The publisher whose apps the caller sees (OFFERWALL_CLIENT), undefined = every publisher (NURLY_ADMIN). */
  ownerId?: number;
  appId?: number;
  dateFrom?: string;
  dateTo?: string;
}

const appsInScope = (column: AnyColumn, scope: ConsoleScope) =>
  and(
    scope.appId !== undefined ? eq(column, scope.appId) : undefined,
    scope.ownerId !== undefined ? sql`${column} in (select id from publisher_apps where owner_id = ${scope.ownerId})` : undefined,
  );

/** The console's scope on a table of app-days: the caller's apps (or the one app asked for) and the day range. */
const inConsoleScope = (table: { appId: AnyColumn; day: AnyColumn }, scope: ConsoleScope) =>
  and(
    appsInScope(table.appId, scope),
    scope.dateFrom ? gte(table.day, scope.dateFrom) : undefined,
    scope.dateTo ? lte(table.day, scope.dateTo) : undefined,
  );

/** The ids of the apps in scope, as a subquery for the settlement views' raw SQL. */
const appIdsInScope = (scope: ConsoleScope) => sql`(select id from publisher_apps where true
    ${scope.ownerId !== undefined ? sql`and owner_id = ${scope.ownerId}` : sql``}
    ${scope.appId !== undefined ? sql`and id = ${scope.appId}` : sql``})`;

/** The postback states of the completions joined as `p`, counted per group. */
const postbackStateCounts = sql`count(p.id) filter (where p.status = 'DELIVERED')::int as delivered,
          count(p.id) filter (where p.status = 'PENDING')::int as pending,
          count(p.id) filter (where p.status = 'FAILED')::int as failed,
          count(p.id) filter (where p.status = 'STOPPED')::int as stopped`;

export const missionLogOrdering = defineOrdering(
  {
    id: offerwallCompletions.id,
    created_at: offerwallCompletions.createdAt,
    status: offerwallCompletions.status,
    payout_tenths: offerwallCompletions.payoutTenths,
  },
  { default: [desc(offerwallCompletions.id)], tieBreaker: offerwallCompletions.id },
);

export interface MissionLogFilter extends ConsoleScope {
  status?: string;
  search?: string;
}

function missionLogWhere(filter: MissionLogFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    inConsoleScope(offerwallCompletions, filter),
    filter.status ? eq(offerwallCompletions.status, filter.status) : undefined,
    pattern
      ? or(
          ilike(offerwallCompletions.userKey, pattern),
          ilike(ads.keyword, pattern),
          sql`${offerwallCompletions.transactionId}::text ilike ${pattern}`,
        )
      : undefined,
  );
}

export const listMissionLogs = (db: Db, filter: MissionLogFilter, w: PageWindow) =>
  inWindow(
    db
      .select({
        completion: offerwallCompletions,
        appName: publisherApps.name,
        keyword: ads.keyword,
        productCode: ads.productCode,
        postback: offerwallPostbacks,
      })
      .from(offerwallCompletions)
      .innerJoin(publisherApps, eq(publisherApps.id, offerwallCompletions.appId))
      .innerJoin(ads, eq(ads.id, offerwallCompletions.adId))
      .leftJoin(offerwallPostbacks, eq(offerwallPostbacks.completionId, offerwallCompletions.id))
      .where(missionLogWhere(filter))
      .$dynamic(),
    w,
  );

export const countMissionLogs = (db: Db, filter: MissionLogFilter): Promise<number> =>
  countOf(
    db
      .select({ n: count() })
      .from(offerwallCompletions)
      .innerJoin(ads, eq(ads.id, offerwallCompletions.adId))
      .where(missionLogWhere(filter)),
  );

export const visitorLogOrdering = defineOrdering(
  { id: offerwallClicks.id, created_at: offerwallClicks.createdAt, status: offerwallClicks.status, ip: offerwallClicks.ip },
  { default: [desc(offerwallClicks.id)], tieBreaker: offerwallClicks.id },
);

function visitorLogWhere(filter: MissionLogFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    inConsoleScope(offerwallClicks, filter),
    filter.status ? eq(offerwallClicks.status, filter.status) : undefined,
    pattern ? or(ilike(offerwallClicks.userKey, pattern), ilike(ads.keyword, pattern), ilike(offerwallClicks.ip, pattern)) : undefined,
  );
}

export const listVisitorLogs = (db: Db, filter: MissionLogFilter, w: PageWindow) =>
  inWindow(
    db
      .select({ click: offerwallClicks, appName: publisherApps.name, keyword: ads.keyword })
      .from(offerwallClicks)
      .innerJoin(publisherApps, eq(publisherApps.id, offerwallClicks.appId))
      .innerJoin(ads, eq(ads.id, offerwallClicks.adId))
      .where(visitorLogWhere(filter))
      .$dynamic(),
    w,
  );

export const countVisitorLogs = (db: Db, filter: MissionLogFilter): Promise<number> =>
  countOf(db.select({ n: count() }).from(offerwallClicks).innerJoin(ads, eq(ads.id, offerwallClicks.adId)).where(visitorLogWhere(filter)));

export const flagOrdering = defineOrdering(
  { id: offerwallFlags.id, day: offerwallFlags.day, count: offerwallFlags.count, kind: offerwallFlags.kind },
  { default: [desc(offerwallFlags.day), desc(offerwallFlags.count)], tieBreaker: offerwallFlags.id },
);

export interface FlagFilter extends ConsoleScope {
  kind?: string;
}

function flagWhere(filter: FlagFilter): SQL | undefined {
  return and(inConsoleScope(offerwallFlags, filter), filter.kind ? eq(offerwallFlags.kind, filter.kind) : undefined);
}

export const listFlags = (db: Db, filter: FlagFilter, w: PageWindow) =>
  inWindow(
    db
      .select({ flag: offerwallFlags, appName: publisherApps.name })
      .from(offerwallFlags)
      .innerJoin(publisherApps, eq(publisherApps.id, offerwallFlags.appId))
      .where(flagWhere(filter))
      .$dynamic(),
    w,
  );

export const countFlags = (db: Db, filter: FlagFilter): Promise<number> =>
  countOf(db.select({ n: count() }).from(offerwallFlags).where(flagWhere(filter)));

export interface SettlementDayRow {
  day: string;
  clicks: number;
  completions: number;
  rejections: number;
  unsettled_payout_tenths: number;
  /** Σ over the unsettled apps of each app-day's `payoutWon`: what the settlement will credit. */
  unsettled_payout: number;
  settled_payout: number | null;
  settled_apps: number;
  apps_with_completions: number;
  delivered: number;
  pending: number;
  failed: number;
  stopped: number;
}

/**
 * Per Seoul day in [from, to]: clicks, completions, rejections, payout and postback states of the
 * apps in scope. A day's payout is the settled figure of daily_publisher_settlements for the apps
 * settled that day, plus, for each app not yet settled, its completions' payouts so far rounded as
 * the settlement will credit them (once per app-day).
 */
export async function settlementDays(db: Db, scope: ConsoleScope & { dateFrom: string; dateTo: string }): Promise<SettlementDayRow[]> {
  const apps = appIdsInScope(scope);
  return rowsOf<SettlementDayRow>(
    db,
    sql`
    with
      clicks as (
        select day, count(*)::int as n from offerwall_clicks
        where app_id in ${apps} and day between ${scope.dateFrom}::date and ${scope.dateTo}::date group by day),
      attempts as (
        select c.day,
          count(*) filter (where c.status = 'COMPLETED')::int as completions,
          count(*) filter (where c.status = 'REJECTED')::int as rejections,
          count(distinct c.app_id) filter (where c.status = 'COMPLETED')::int as apps_with_completions,
          ${postbackStateCounts}
        from offerwall_completions c
        left join offerwall_postbacks p on p.completion_id = c.id
        where c.app_id in ${apps} and c.day between ${scope.dateFrom}::date and ${scope.dateTo}::date
        group by c.day),
      unsettled as (
        select u.day, sum(u.tenths)::bigint as tenths, sum(${payoutWonSql(sql`u.tenths`)})::bigint as payout
        from (
          select c.day, c.app_id, sum(c.payout_tenths) as tenths from offerwall_completions c
          where c.app_id in ${apps} and c.day between ${scope.dateFrom}::date and ${scope.dateTo}::date and c.status = 'COMPLETED'
            and not exists (select 1 from daily_publisher_settlements s where s.app_id = c.app_id and s.day = c.day)
          group by c.day, c.app_id) u
        group by u.day),
      settled as (
        select day, sum(payout)::bigint as payout, count(*)::int as apps from daily_publisher_settlements
        where app_id in ${apps} and day between ${scope.dateFrom}::date and ${scope.dateTo}::date group by day),
      days as (select day from clicks union select day from attempts union select day from settled)
    select d.day::text as day, coalesce(k.n, 0)::int as clicks, coalesce(a.completions, 0)::int as completions,
      coalesce(a.rejections, 0)::int as rejections, coalesce(u.tenths, 0)::bigint as unsettled_payout_tenths,
      coalesce(u.payout, 0)::bigint as unsettled_payout,
      s.payout as settled_payout, coalesce(s.apps, 0)::int as settled_apps, coalesce(a.apps_with_completions, 0)::int as apps_with_completions,
      coalesce(a.delivered, 0)::int as delivered, coalesce(a.pending, 0)::int as pending,
      coalesce(a.failed, 0)::int as failed, coalesce(a.stopped, 0)::int as stopped
    from days d
    left join clicks k on k.day = d.day
    left join attempts a on a.day = d.day
    left join unsettled u on u.day = d.day
    left join settled s on s.day = d.day
    order by d.day desc`,
  );
}

export interface SettlementSubIdRow {
  day: string;
  sub_id: string | null;
  clicks: number;
  completions: number;
  rejections: number;
  /** Σ over the (app, day) pairs of the placement's completions' `payoutWon`. */
  payout: number;
  /** Every app-day the placement earned in is settled. */
  settled: boolean;
  delivered: number;
  pending: number;
  failed: number;
  stopped: number;
}

/**
 * Per Seoul day and placement (`sub_id`) in [from, to], optionally one placement only: clicks,
 * completions, rejections, postback states and the payout its completions earn. A settlement is
 * per app-day, not per placement, so a placement's payout is its own completions' payout rounded
 * as the settlement rounds an app-day; the days' view (settlementDays) carries the settled figure.
 */
export async function settlementDaysBySubId(
  db: Db,
  scope: ConsoleScope & { dateFrom: string; dateTo: string; subId?: string },
): Promise<SettlementSubIdRow[]> {
  const apps = appIdsInScope(scope);
  const bySubId = (alias: SQL) => (scope.subId !== undefined ? sql`and ${alias}.sub_id = ${scope.subId}` : sql``);
  return rowsOf<SettlementSubIdRow>(
    db,
    sql`
    with
      clicks as (
        select k.day, k.sub_id, count(*)::int as n from offerwall_clicks k
        where k.app_id in ${apps} and k.day between ${scope.dateFrom}::date and ${scope.dateTo}::date ${bySubId(sql`k`)}
        group by k.day, k.sub_id),
      attempts as (
        select c.day, c.sub_id,
          count(*) filter (where c.status = 'COMPLETED')::int as completions,
          count(*) filter (where c.status = 'REJECTED')::int as rejections,
          ${postbackStateCounts}
        from offerwall_completions c
        left join offerwall_postbacks p on p.completion_id = c.id
        where c.app_id in ${apps} and c.day between ${scope.dateFrom}::date and ${scope.dateTo}::date ${bySubId(sql`c`)}
        group by c.day, c.sub_id),
      earned as (
        select e.day, e.sub_id, sum(${payoutWonSql(sql`e.tenths`)})::bigint as payout, bool_and(e.settled) as settled
        from (
          select c.day, c.sub_id, c.app_id, sum(c.payout_tenths) as tenths,
            exists (select 1 from daily_publisher_settlements s where s.app_id = c.app_id and s.day = c.day) as settled
          from offerwall_completions c
          where c.app_id in ${apps} and c.day between ${scope.dateFrom}::date and ${scope.dateTo}::date and c.status = 'COMPLETED' ${bySubId(sql`c`)}
          group by c.day, c.sub_id, c.app_id) e
        group by e.day, e.sub_id),
      keys as (select day, sub_id from clicks union select day, sub_id from attempts)
    select k.day::text as day, k.sub_id, coalesce(n.n, 0)::int as clicks, coalesce(a.completions, 0)::int as completions,
      coalesce(a.rejections, 0)::int as rejections, coalesce(e.payout, 0)::bigint as payout, coalesce(e.settled, false) as settled,
      coalesce(a.delivered, 0)::int as delivered, coalesce(a.pending, 0)::int as pending,
      coalesce(a.failed, 0)::int as failed, coalesce(a.stopped, 0)::int as stopped
    from keys k
    left join clicks n on n.day = k.day and n.sub_id is not distinct from k.sub_id
    left join attempts a on a.day = k.day and a.sub_id is not distinct from k.sub_id
    left join earned e on e.day = k.day and e.sub_id is not distinct from k.sub_id
    order by k.day desc, k.sub_id nulls first`,
  );
}
