/**
 * The publisher API's statements beyond the missions (queries.ts): the ad a click is on, the click
 * written, one transaction with its postback, and the daily report's rows.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Runner } from '../../db/tx';
import { ads } from '../../db/schema/ads';
import { offerwallClicks, offerwallCompletions, offerwallPostbacks } from '../../db/schema/offerwall';

export type AdRecord = typeof ads.$inferSelect;

export async function findAd(db: Db, id: number): Promise<AdRecord> {
  const [ad] = await db.select().from(ads).where(eq(ads.id, id));
  return ad;
}

export async function insertClick(db: Runner, values: typeof offerwallClicks.$inferInsert) {
  const [row] = await db.insert(offerwallClicks).values(values).returning();
  return row;
}

/** A completion of the app by its transaction id, with its postback when one was queued. */
export async function completionByTransaction(db: Db, appId: number, transactionId: string) {
  const [row] = await db
    .select({ completion: offerwallCompletions, postback: offerwallPostbacks })
    .from(offerwallCompletions)
    .leftJoin(offerwallPostbacks, eq(offerwallPostbacks.completionId, offerwallCompletions.id))
    .where(and(eq(offerwallCompletions.transactionId, transactionId), eq(offerwallCompletions.appId, appId)));
  return row;
}

export interface ReportRow {
  day: string;
  sub_id: string | null;
  clicks: number;
  completions: number;
  rejections: number;
  payout_tenths: number;
}

/** The app's clicks, completions, rejections and payout per day from `from` to `to` (per sub_id too with `bySubId`). */
export async function dailyReportRows(db: Db, appId: number, from: string, to: string, bySubId: boolean): Promise<ReportRow[]> {
  // Grouped by placement, a day has a row per sub_id (null: clicks sent without one); `is not
  // distinct from` joins the null group of clicks to the null group of attempts.
  const subId = bySubId ? sql`sub_id` : sql`null::text`;
  return rowsOf<ReportRow>(
    db,
    sql`
    with clicks as (
      select day, ${subId} as sub_id, count(*)::int as n from offerwall_clicks where app_id = ${appId} and day between ${from}::date and ${to}::date group by 1, 2),
    attempts as (
      select day, ${subId} as sub_id, count(*) filter (where status = 'COMPLETED')::int as completions, count(*) filter (where status = 'REJECTED')::int as rejections,
        coalesce(sum(payout_tenths) filter (where status = 'COMPLETED'), 0)::bigint as payout_tenths
      from offerwall_completions where app_id = ${appId} and day between ${from}::date and ${to}::date group by 1, 2)
    select coalesce(c.day, a.day)::text as day, case when c.day is null then a.sub_id else c.sub_id end as sub_id,
      coalesce(c.n, 0)::int as clicks, coalesce(a.completions, 0)::int as completions,
      coalesce(a.rejections, 0)::int as rejections, coalesce(a.payout_tenths, 0)::bigint as payout_tenths
    from clicks c full join attempts a on a.day = c.day and a.sub_id is not distinct from c.sub_id
    order by 1, 2 nulls first`,
  );
}
