/**
 * The detail reads of ad lines, shared by the staff ad drawer (GET admin/ads/{id}/histories, /logs)
 * and the advertiser's campaign detail (GET assistant/campaingns/{id}, /logs): one query each, two
 * callers. Money-loop §8: a settled day's completions and charge are its `daily_ad_settlements` row
 * and the AD_DEDUCT ledger row it points at; a day not settled yet counts its COMPLETED completions
 * (the estimate is the service's, with the contracts' rounding). Refused attempts are the
 * `offerwall_completions` REJECTED rows (partial index `offerwall_completions_rejected_idx`). Also a
 * line's problem reports (`ad_reports`).
 */
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countOf, rowsOf } from '../../db/rows';
import { users } from '../../db/schema/accounts';
import { adLogs, adReports, ads } from '../../db/schema/ads';

/** A campaign's line ids. */
export async function lineIdsOfCampaign(db: Db, campaignId: number): Promise<number[]> {
  const rows = await db.select({ id: ads.id }).from(ads).where(eq(ads.campaignId, campaignId)).orderBy(ads.id);
  return rows.map((row) => row.id);
}

/** The change log of one or more lines (a campaign's), newest first. */
export async function adLogRows(db: Db, adIds: number[], window: { limit: number; offset: number }) {
  return db
    .select({ log: adLogs, actorUsername: users.username })
    .from(adLogs)
    .leftJoin(users, eq(users.id, adLogs.actorId))
    .where(inArray(adLogs.adId, adIds))
    .orderBy(desc(adLogs.createdAt), desc(adLogs.id))
    .limit(window.limit)
    .offset(window.offset);
}

export const countAdLogs = (db: Db, adIds: number[]): Promise<number> =>
  countOf(db.select({ n: count() }).from(adLogs).where(inArray(adLogs.adId, adIds)));

/** One day of a line as the database has it (see the file comment for where each figure comes from). */
export interface HistoryDay {
  day: string;
  target_volume: number | null;
  clicks: number | null;
  completions: number | string | null;
  rejections: number | string | null;
  rejection_reasons: Record<string, number> | string | null;
  settled: boolean;
  /** Whole won of the day's AD_DEDUCT row (0 when nothing was charged); null while not settled. */
  charged: string | number | null;
  rank: number | null;
}

/**
 * One row per day of [from, to] (a generated series): the live counters (target, clicks) of the ad's
 * history row, the settlement and its ledger row when the day is settled, else the day's COMPLETED
 * completions (counted only for unsettled days: the one-time filter skips the others), the refused
 * attempts per reason, and the keyword's rank that day from keyword_histories.
 */
export async function adHistoryDays(
  db: Db,
  ad: { id: number; ownerId: number; channel: string; keyword: string; target: string | null },
  from: string,
  to: string,
): Promise<HistoryDay[]> {
  const type = ad.channel === 'NAVER_PLACE' ? 'place' : 'shopping';
  return rowsOf<HistoryDay>(
    db,
    sql`
    select to_char(d.day, 'YYYY-MM-DD') as day, h.target_volume, h.clicks,
      coalesce(s.completions, live.completed, 0)::int as completions,
      coalesce(rj.rejected, 0)::int as rejections,
      coalesce(rj.reasons, '{}'::jsonb) as rejection_reasons,
      (s.id is not null) as settled,
      case when s.id is null then null else coalesce(-l.amount, s.amount) end as charged,
      kh.rank
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)
    left join ad_histories h on h.ad_id = ${ad.id} and h.day = d.day::date
    left join daily_ad_settlements s on s.ad_id = ${ad.id} and s.day = d.day::date
    left join point_transactions l on l.id = s.ledger_id
    left join lateral (
      select count(*)::int as completed from offerwall_completions c
      where s.id is null and c.day = d.day::date and c.ad_id = ${ad.id} and c.status = 'COMPLETED'
    ) live on true
    left join lateral (
      select sum(r.n)::int as rejected, jsonb_object_agg(r.reason, r.n) as reasons
      from (
        select c.reason, count(*)::int as n from offerwall_completions c
        where c.ad_id = ${ad.id} and c.day = d.day::date and c.status = 'REJECTED' and c.reason is not null
        group by c.reason
      ) r
    ) rj on true
    left join keyword_checks kc on kc.user_id = ${ad.ownerId} and kc.type = ${type} and kc.keyword = ${ad.keyword} and kc.mid = ${ad.target ?? ''}
    left join keyword_histories kh on kh.keyword_id = kc.id and kh.day = d.day::date
    order by d.day`,
  );
}

export interface RejectionRow {
  id: number | string;
  ad_id: number;
  day: string;
  created_at: string | Date;
  reason: string;
  seconds_after_click: number | null;
  answer: string | null;
}

/**
 * The latest refused attempts of these lines, newest first: per line the index's newest days (a
 * lateral with LIMIT), then the newest `limit` of them. No end user's identity is read.
 */
export async function latestRejections(db: Db, adIds: number[], limit: number): Promise<RejectionRow[]> {
  if (!adIds.length) return [];
  return rowsOf<RejectionRow>(
    db,
    sql`
    select r.id, r.ad_id, to_char(r.day, 'YYYY-MM-DD') as day, r.created_at, r.reason, r.seconds_after_click,
      case when r.reason = 'WRONG_ANSWER' then r.answer end as answer
    from unnest(${`{${adIds.map((id) => Math.trunc(id)).join(',')}}`}::int[]) as a(id)
    cross join lateral (
      select c.id, c.ad_id, c.day, c.created_at, c.reason, c.seconds_after_click, c.answer from offerwall_completions c
      where c.ad_id = a.id and c.status = 'REJECTED' and c.reason is not null
      order by c.day desc, c.id desc
      limit ${limit}
    ) r
    order by r.day desc, r.id desc
    limit ${limit}`,
  );
}

// ---- problem reports ------------------------------------------------------------------------------

export async function adReportRows(db: Db, adId: number) {
  return db
    .select({ report: adReports, reporterUsername: users.username })
    .from(adReports)
    .leftJoin(users, eq(users.id, adReports.reporterId))
    .where(eq(adReports.adId, adId))
    .orderBy(desc(adReports.id));
}

export async function findReport(db: Db, id: number) {
  const [row] = await db
    .select({ report: adReports, reporterUsername: users.username })
    .from(adReports)
    .leftJoin(users, eq(users.id, adReports.reporterId))
    .where(eq(adReports.id, id))
    .limit(1);
  return row;
}
