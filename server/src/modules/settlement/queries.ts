/**
 * Settlement queries (docs/decisions/money-loop.md#settlement). The heavy reads are set-based: one aggregate over the
 * unsettled completions, one read of the candidate ads; a batch's writes take its rows as one array
 * literal per column (`writeBatch`, `unnest`), so a batch is a handful of statements whatever its
 * size and no statement approaches PostgreSQL's 65,535-parameter limit.
 */
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { koreanDaySql } from '../../db/days-sql';
import { holdWonSql } from '../../db/money-sql';
import { countOf, rowsOf } from '../../db/rows';
import type { Runner, Tx } from '../../db/tx';
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

const idsJson = (ids: number[]) => sql`${JSON.stringify(ids)}::jsonb`;

/** Locks the accounts in id order (so two settlers never deadlock) and returns their balances. */
export async function lockAccounts(tx: Tx, accountIds: number[]): Promise<Map<number, number>> {
  const rows = await rowsOf<{ id: number; point: string | number }>(
    tx,
    sql`select u.id, u.point from users u
        where u.id in (select value::int from jsonb_array_elements_text(${idsJson(accountIds)}))
        order by u.id for update`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.point)]));
}

/** What a batch's plan reads under its owners' locks. */
export interface BatchState {
  /** `${adId}:${day}` of the ad-days up to `upTo` already settled. */
  settled: Set<string>;
  holds: Map<number, HoldRow>;
  /** Σ positive holds per account (what `appendLocked` compares a debit against). */
  held: Map<number, number>;
}

export interface HoldRow {
  adId: number;
  amount: number;
  heldThrough: string | null;
}

/**
 * The batch's settled days, holds and Σ held per owner in ONE statement, run after `lockAccounts`
 * returned: its snapshot starts after the owners' locks were granted, so it sees whatever an earlier
 * holder of those locks committed (the exactly-once re-check). The holds take no lock of their own:
 * every writer of a hold holds its owner's account lock (ads/holds.ts `moveHold`, this settlement).
 */
export async function batchState(tx: Tx, owners: number[], adIds: number[], upTo: string): Promise<BatchState> {
  const [row] = await rowsOf<{
    settled: { ad_id: number; day: string }[];
    holds: { ad_id: number; amount: string | number; held_through: string | null }[];
    held: { account_id: number; held: string | number }[];
  }>(
    tx,
    sql`
      with ad_ids as (select value::int as id from jsonb_array_elements_text(${idsJson(adIds)})),
           owner_ids as (select value::int as id from jsonb_array_elements_text(${idsJson(owners)}))
      select
        (select coalesce(json_agg(json_build_object('ad_id', s.ad_id, 'day', to_char(s.day, 'YYYY-MM-DD'))), '[]')
           from daily_ad_settlements s where s.ad_id in (select id from ad_ids) and s.day <= ${upTo}::date) as settled,
        (select coalesce(json_agg(json_build_object('ad_id', h.ad_id, 'amount', h.amount, 'held_through', to_char(h.held_through, 'YYYY-MM-DD'))), '[]')
           from point_holds h where h.ad_id in (select id from ad_ids)) as holds,
        (select coalesce(json_agg(json_build_object('account_id', x.account_id, 'held', x.held)), '[]')
           from (select h.account_id, sum(h.amount)::bigint as held from point_holds h
                 where h.account_id in (select id from owner_ids) and h.amount > 0 group by h.account_id) x) as held`,
  );
  return {
    settled: new Set(row.settled.map((s) => `${Number(s.ad_id)}:${s.day}`)),
    holds: new Map(
      row.holds.map((h) => [Number(h.ad_id), { adId: Number(h.ad_id), amount: Number(h.amount), heldThrough: h.held_through }]),
    ),
    held: new Map(row.held.map((h) => [Number(h.account_id), Number(h.held)])),
  };
}

/**
 * One ad-day a batch settles: its `daily_ad_settlements` row and, when `amount` > 0, its AD_DEDUCT
 * row on the owner `account_id` (key `settle:ad:{adId}:{day}`, `ledgerKey`), leaving `balance_after`.
 * `booked_at`: when the rows are booked; null = now() (the demo seeder books past days at their 00:05).
 */
export interface AdDayWrite {
  ad_id: number;
  day: string;
  completions: number;
  unit_price_tenths: number;
  amount: number;
  hold_released: number;
  account_id: number;
  balance_after: number;
  booked_at: string | null;
}

export interface BatchWrites {
  /** In booking order (per account, by day then ad): the ledger rows' ids follow it, as their balances do. */
  adDays: AdDayWrite[];
  balances: { id: number; point: number }[];
  holds: { ad_id: number; amount: number; held_through: string | null }[];
  /** One per releasing ad: the hold before its first released day and after its last, over `days` days. */
  holdLogs: { ad_id: number; before: number; after: number; first_day: string; last_day: string; days: number; booked_at: string | null }[];
}

/**
 * A PostgreSQL array literal ('{1,2,NULL}', strings quoted) sent as ONE text parameter and cast in the
 * statement (`::int[]`, `::date[]`): a column of a batch costs a join here and array_in there, where
 * the same rows as JSON objects cost a stringify of every key here and a jsonb parse there (about 6×
 * the bytes for a batch of ad-days). Numbers are whole (every value here is a safe integer).
 */
function arrayOf<Row>(rows: readonly Row[], pick: (row: Row) => number | string | null) {
  let text = '{';
  for (let index = 0; index < rows.length; index += 1) {
    const value = pick(rows[index]);
    if (index > 0) text += ',';
    text += value === null ? 'NULL' : typeof value === 'number' ? String(value) : `"${value.replace(/[\\"]/g, '\\$&')}"`;
  }
  return `${text}}`;
}

/**
 * Every row of a batch in ONE statement of data-modifying CTEs (one snapshot, one round trip): the
 * AD_DEDUCT rows (a taken idempotency key is a unique violation and the batch retries), the
 * settlement rows pointing at them (the exactly-once gate: (ad, day) is unique), each ancestor's
 * margin on them (docs/decisions/money-loop.md#prices: for every price-chain row at depth d ≥ 1, (price at d − 1 − price at
 * d) × completions in tenths, depth 0 being the settlement's own unit price; zeros not written), the
 * balances, the holds and one hold log per releasing ad. The rows come as one array per column
 * (`arrayOf`, unnested here); the ledger keys, memos and log reasons are written here from them. Each
 * charged ad-day draws its ledger row's id from the ledger's sequence first, in booking order, so the
 * settlement row points at it without a join back on the key (the foreign key is checked at the end
 * of the statement, when both rows are in). `r` is computed once (a CTE read twice that calls a
 * volatile function is always materialized), so both inserts see the same ids.
 */
export async function writeBatch(tx: Tx, writes: BatchWrites, actionName: string): Promise<void> {
  const { adDays, balances, holds, holdLogs } = writes;
  const column = <Row>(rows: readonly Row[], pick: (row: Row) => number | string | null, type: SQL) =>
    sql`${arrayOf(rows, pick)}::${type}[]`;
  const day = (expression: SQL) => koreanDaySql(expression);
  await tx.execute(sql`
    with r as (
      select r.*, case when r.amount > 0 then nextval('point_transactions_id_seq') end as ledger_id
      from unnest(${column(adDays, (a) => a.ad_id, sql`int`)}, ${column(adDays, (a) => a.day, sql`date`)},
                  ${column(adDays, (a) => a.completions, sql`int`)}, ${column(adDays, (a) => a.unit_price_tenths, sql`int`)},
                  ${column(adDays, (a) => a.amount, sql`bigint`)}, ${column(adDays, (a) => a.hold_released, sql`bigint`)},
                  ${column(adDays, (a) => a.account_id, sql`int`)}, ${column(adDays, (a) => a.balance_after, sql`bigint`)},
                  ${column(adDays, (a) => a.booked_at, sql`timestamptz`)})
        as r(ad_id, day, completions, unit_price_tenths, amount, hold_released, account_id, balance_after, booked_at)
    ),
    ledger as (
      insert into point_transactions (id, account_id, action, action_name, amount, balance_after, idempotency_key, memo, created_at)
      select r.ledger_id, r.account_id, 'AD_DEDUCT', ${actionName}, -r.amount, r.balance_after,
             'settle:ad:' || r.ad_id || ':' || to_char(r.day, 'YYYY-MM-DD'),
             '광고 #' || r.ad_id || ' ' || ${day(sql`r.day`)} || ' 정산 (' || r.completions || '건)', coalesce(r.booked_at, now())
      from r where r.amount > 0
    ),
    settled as (
      insert into daily_ad_settlements (ad_id, day, completions, unit_price_tenths, amount, ledger_id, hold_released, settled_at)
      select r.ad_id, r.day, r.completions, r.unit_price_tenths, r.amount, r.ledger_id, r.hold_released, coalesce(r.booked_at, now())
      from r
      returning id, ad_id, day, completions, unit_price_tenths
    ),
    margins as (
      insert into reseller_margins (settlement_id, account_id, day, amount_tenths)
      select s.id, c.account_id, s.day,
             ((case when c.depth = 1 then s.unit_price_tenths else child.unit_price_tenths end) - c.unit_price_tenths)::bigint * s.completions
      from settled s
      join ad_price_chain c on c.ad_id = s.ad_id and c.depth >= 1
      join ad_price_chain child on child.ad_id = s.ad_id and child.depth = c.depth - 1
      where s.completions > 0
        and (case when c.depth = 1 then s.unit_price_tenths else child.unit_price_tenths end) <> c.unit_price_tenths
    ),
    balances as (
      update users u set point = r.point
      from unnest(${column(balances, (b) => b.id, sql`int`)}, ${column(balances, (b) => b.point, sql`bigint`)}) as r(id, point)
      where u.id = r.id
    ),
    holds as (
      update point_holds h set amount = r.amount, held_through = r.held_through, updated_at = now()
      from unnest(${column(holds, (h) => h.ad_id, sql`int`)}, ${column(holds, (h) => h.amount, sql`bigint`)},
                  ${column(holds, (h) => h.held_through, sql`date`)}) as r(ad_id, amount, held_through)
      where h.ad_id = r.ad_id
    ),
    hold_logs as (
      insert into ad_logs (ad_id, actor_id, field, before, after, reason, created_at)
      select r.ad_id, null, 'hold', r.before::text, r.after::text,
             case when r.days = 1 then ${day(sql`r.first_day`)} || ' 정산'
                  else ${day(sql`r.first_day`)} || ' ~ ' || ${day(sql`r.last_day`)} || ' 정산 (' || r.days || '일)' end,
             coalesce(r.booked_at, now())
      from unnest(${column(holdLogs, (l) => l.ad_id, sql`int`)}, ${column(holdLogs, (l) => l.before, sql`bigint`)},
                  ${column(holdLogs, (l) => l.after, sql`bigint`)}, ${column(holdLogs, (l) => l.first_day, sql`date`)},
                  ${column(holdLogs, (l) => l.last_day, sql`date`)}, ${column(holdLogs, (l) => l.days, sql`int`)},
                  ${column(holdLogs, (l) => l.booked_at, sql`timestamptz`)})
        as r(ad_id, before, after, first_day, last_day, days, booked_at)
    )
    select count(*)::int as settled from settled`);
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
