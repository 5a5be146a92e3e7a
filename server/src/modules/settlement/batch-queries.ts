/**
 * The statements of one settling batch, all on its transaction (batch.ts): the owners' locks in id
 * order, the locked re-read, and the one statement writing every row of the batch. Its rows go in as
 * one array literal per column (`unnest`), so no statement approaches PostgreSQL's 65,535-parameter limit.
 */
import { sql, type SQL } from 'drizzle-orm';
import { koreanDaySql } from '../../db/days-sql';
import { rowsOf } from '../../db/rows';
import type { Tx } from '../../db/tx';

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
