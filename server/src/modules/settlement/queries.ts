/**
 * Settlement queries (docs/decisions/money-loop.md#settlement). The heavy reads are set-based: one aggregate over the
 * unsettled completions, one read of the candidate ads; a batch's writes take its rows as one array
 * literal per column (`writeBatch`, `unnest`), so a batch is a handful of statements whatever its
 * size and no statement approaches PostgreSQL's 65,535-parameter limit.
 */
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { holdWonSql } from '../../db/money-sql';
import { countOf, rowsOf } from '../../db/rows';
import type { Runner } from '../../db/tx';
import { users } from '../../db/schema';
import { ads } from '../../db/schema/ads';
import { dailyAdSettlements, settlementRuns } from '../../db/schema/settlement';

/** Completed actions of one (ad, app, day) whose ad-day or app-day is not settled yet. */
export interface CompletionGroup {
  adId: number;
  appId: number;
  publisherId: number;
  day: string;
  completions: number;
  payoutTenths: number;
}

/** What `settlement_seal` says is settled: completions of days up to `day` with an id up to `completionId`. */
export interface SettlementSeal {
  day: string;
  completionId: number;
}

export async function readSeal(db: Runner): Promise<SettlementSeal | null> {
  const [row] = await rowsOf<{ day: string; completion_id: string | number }>(
    db,
    sql`select to_char(settled_through, 'YYYY-MM-DD') as day, completion_id from settlement_seal where id = 1`,
  );
  return row ? { day: row.day, completionId: Number(row.completion_id) } : null;
}

/** The newest completion id committed now: every completion up to it is visible to a read that starts after. */
export async function lastCompletionId(db: Runner): Promise<number> {
  const [row] = await rowsOf<{ id: string | number }>(db, sql`select coalesce(max(id), 0) as id from offerwall_completions`);
  return Number(row.id);
}

/**
 * Moves the seal to `seal` when it covers at least what the current one does (a later day and a
 * larger id); a slower concurrent run's older seal leaves it alone. Either seal alone is true, a mix of
 * the two would not be.
 */
export async function advanceSeal(db: Runner, seal: SettlementSeal): Promise<void> {
  await db.execute(sql`
    insert into settlement_seal (id, settled_through, completion_id) values (1, ${seal.day}::date, ${seal.completionId})
    on conflict (id) do update set settled_through = excluded.settled_through, completion_id = excluded.completion_id, updated_at = now()
    where excluded.settled_through >= settlement_seal.settled_through and excluded.completion_id >= settlement_seal.completion_id`);
}

/**
 * Every COMPLETED completion up to `upTo` (inclusive) not covered by `seal` whose ad-day or publisher
 * app-day has no settlement row, grouped by (ad, app, day). Not covered: the days after the seal's day
 * (an index range of `offerwall_completions_settle_idx`: an index-only scan already in group order, no
 * hash of a million rows) and, on the days up to it, the completions with a larger id than the seal's
 * (a primary-key range: what arrived after the sealing run, nothing on a re-run). The two parts hold
 * different days, so their groups never overlap. An unsettled ad-day (or app-day) has all of its rows
 * in one part, so the sums per ad-day and per app-day are complete; only the groups are anti-joined
 * with both settlement tables.
 */
export async function unsettledCompletionGroups(db: Runner, seal: SettlementSeal | null, upTo: string): Promise<CompletionGroup[]> {
  const grouped = (where: SQL) => sql`
    select c.day, c.ad_id, c.app_id, c.publisher_id, count(*)::int as completions, sum(c.payout_tenths)::bigint as payout_tenths
    from offerwall_completions c
    where c.status = 'COMPLETED' and ${where}
    group by c.day, c.ad_id, c.app_id, c.publisher_id`;
  const parts = seal
    ? sql`${grouped(sql`c.day > ${seal.day}::date and c.day <= ${upTo}::date`)}
          union all
          select * from (${grouped(sql`c.id > ${seal.completionId} and c.day <= least(${seal.day}::date, ${upTo}::date)`)}) late`
    : grouped(sql`c.day <= ${upTo}::date`);
  const rows = await rowsOf<{
    ad_id: number;
    app_id: number;
    publisher_id: number;
    day: string;
    completions: number;
    payout_tenths: string | number;
  }>(
    db,
    sql`
      select g.ad_id, g.app_id, g.publisher_id, to_char(g.day, 'YYYY-MM-DD') as day, g.completions, g.payout_tenths
      from (${parts}) g
      where not exists (select 1 from daily_ad_settlements s where s.ad_id = g.ad_id and s.day = g.day)
         or not exists (select 1 from daily_publisher_settlements p where p.app_id = g.app_id and p.day = g.day)`,
  );
  return rows.map((row) => ({
    adId: Number(row.ad_id),
    appId: Number(row.app_id),
    publisherId: Number(row.publisher_id),
    day: row.day,
    completions: Number(row.completions),
    payoutTenths: Number(row.payout_tenths),
  }));
}

export interface SettlementAd {
  id: number;
  ownerId: number;
  startDate: string;
  endDate: string;
  dailyVolume: number;
  unitPriceTenths: number;
}

const settlementAdColumns = sql`a.id, a.owner_id, to_char(a.start_date, 'YYYY-MM-DD') as start_date,
  to_char(a.end_date, 'YYYY-MM-DD') as end_date, a.daily_volume, a.unit_price_tenths`;

type SettlementAdRow = {
  id: number;
  owner_id: number;
  start_date: string;
  end_date: string;
  daily_volume: number;
  unit_price_tenths: number;
};

const toSettlementAd = (row: SettlementAdRow): SettlementAd => ({
  id: Number(row.id),
  ownerId: Number(row.owner_id),
  startDate: row.start_date,
  endDate: row.end_date,
  dailyVolume: Number(row.daily_volume),
  unitPriceTenths: Number(row.unit_price_tenths),
});

/**
 * Ads whose hold still carries days up to `upTo`: a line started by then whose hold is more than its
 * days after `upTo` need (per-day × days(max(upTo + 1, start) … held_through), `planAd`'s `kept` > 0).
 * A hold that is exactly its future days releases nothing, so those ads are left out: a re-run then
 * locks no account for them. The locked re-read in the batch stays the one that decides.
 */
export async function heldAds(db: Runner, upTo: string): Promise<SettlementAd[]> {
  const rows = await rowsOf<SettlementAdRow>(
    db,
    sql`select ${settlementAdColumns} from point_holds h join ads a on a.id = h.ad_id
        where h.amount > 0 and h.held_through is not null and a.start_date <= ${upTo}::date
          and h.amount > case when h.held_through > ${upTo}::date
            then ${holdWonSql(sql`a.daily_volume`, sql`a.unit_price_tenths`, sql`greatest(0, h.held_through - greatest(${upTo}::date + 1, a.start_date) + 1)`)}
            else 0 end`,
  );
  return rows.map(toSettlementAd);
}

export async function settlementAds(db: Runner, ids: number[]): Promise<SettlementAd[]> {
  if (!ids.length) return [];
  const rows = await rowsOf<SettlementAdRow>(
    db,
    sql`select ${settlementAdColumns}
        from ads a join jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as wanted(id) on a.id = wanted.id::int`,
  );
  return rows.map(toSettlementAd);
}

/** One row per (app, day); a row already there (settled before or concurrently) is left alone. */
export async function insertPublisherSettlements(
  db: Runner,
  rows: { app_id: number; publisher_id: number; day: string; completions: number; payout: number }[],
): Promise<{ day: string; payout: number }[]> {
  if (!rows.length) return [];
  const inserted = await rowsOf<{ day: string; payout: string | number }>(
    db,
    sql`insert into daily_publisher_settlements (app_id, publisher_id, day, completions, payout)
        select r.app_id, r.publisher_id, r.day, r.completions, r.payout
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(app_id int, publisher_id int, day date, completions int, payout bigint)
        on conflict (app_id, day) do nothing
        returning to_char(day, 'YYYY-MM-DD') as day, payout`,
  );
  return inserted.map((row) => ({ day: row.day, payout: Number(row.payout) }));
}

export interface SettlementFilters {
  dateFrom?: string;
  dateTo?: string;
  adId?: number;
  ownerId?: number;
}

function settlementWhere(filters: SettlementFilters) {
  return and(
    filters.dateFrom ? gte(dailyAdSettlements.day, filters.dateFrom) : undefined,
    filters.dateTo ? lte(dailyAdSettlements.day, filters.dateTo) : undefined,
    filters.adId ? eq(dailyAdSettlements.adId, filters.adId) : undefined,
    filters.ownerId ? eq(ads.ownerId, filters.ownerId) : undefined,
  );
}

/** GET admin/settlements: newest day first, then ad id. */
export async function listAdSettlements(db: Db, filters: SettlementFilters, window: { limit: number; offset: number }) {
  return db
    .select({
      settlement: dailyAdSettlements,
      ownerId: ads.ownerId,
      ownerUsername: users.username,
      keyword: ads.keyword,
      productCode: ads.productCode,
    })
    .from(dailyAdSettlements)
    .innerJoin(ads, eq(ads.id, dailyAdSettlements.adId))
    .innerJoin(users, eq(users.id, ads.ownerId))
    .where(settlementWhere(filters))
    .orderBy(desc(dailyAdSettlements.day), asc(dailyAdSettlements.adId))
    .limit(window.limit)
    .offset(window.offset);
}

export const countAdSettlements = (db: Db, filters: SettlementFilters): Promise<number> =>
  countOf(
    db.select({ n: count() }).from(dailyAdSettlements).innerJoin(ads, eq(ads.id, dailyAdSettlements.adId)).where(settlementWhere(filters)),
  );

/** The AD_DEDUCT rows a run wrote, read back from the ledger by their keys: how many, and their whole won. */
export async function ledgerTotalsOfKeys(db: Runner, keys: string[]): Promise<{ rows: number; amount: number }> {
  if (!keys.length) return { rows: 0, amount: 0 };
  const [row] = await rowsOf<{ rows: number; amount: string | number }>(
    db,
    sql`select count(*)::int as rows, coalesce(sum(-amount), 0)::bigint as amount
        from point_transactions
        where action = 'AD_DEDUCT' and idempotency_key in (select value from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`,
  );
  return { rows: Number(row?.rows ?? 0), amount: Number(row?.amount ?? 0) };
}

export async function insertSettlementRun(db: Runner, run: typeof settlementRuns.$inferInsert): Promise<number> {
  const [row] = await db.insert(settlementRuns).values(run).returning({ id: settlementRuns.id });
  return row.id;
}
