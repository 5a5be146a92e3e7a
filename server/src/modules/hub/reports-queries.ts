/**
 * The hub reports' reads: one aggregate each, over the settlements (what was
 * charged: one row per ad-day, `daily_ad_settlements.ledger_id` = its AD_DEDUCT), the ads' histories
 * (target volume, today's live count) and the offerwall's rejected completions.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { HubPeriodGroup, SalesUnit } from '@nurly/contracts/schemas';
import { rowsOf } from '../../db/rows';
import type { Runner } from '../../db/tx';

/** Which ads a detail by period reads: a hub's group (its HUB ads), or one owner's ads. */
export type PeriodScope = { groupId: number } | { ownerId: number; service?: 'HUB' };

function scopeCondition(scope: PeriodScope): SQL {
  if ('groupId' in scope) return sql`a.service = 'HUB' and a.group_id = ${scope.groupId}`;
  return scope.service ? sql`a.owner_id = ${scope.ownerId} and a.service = ${scope.service}` : sql`a.owner_id = ${scope.ownerId}`;
}

export interface RawPeriodRow {
  day: string | null;
  ad_id: number | null;
  owner_id: number | null;
  daily_volume: number;
  completions: number;
  rejections: number;
  charged: string;
  unsettled_days: number;
}

const groupColumns: Record<HubPeriodGroup, { day: boolean; ad: boolean; owner: boolean }> = {
  ad_day: { day: true, ad: true, owner: true },
  day: { day: true, ad: false, owner: false },
  ad: { day: false, ad: true, owner: true },
  client: { day: false, ad: false, owner: true },
};

/**
 * Per ad-day of the scoped ads in the range (a day with a history row, a settlement or an offerwall
 * completion): target volume, completions (the settled count once settled, else the live one),
 * rejected offerwall completions and the charge; then summed per the grouping. An ad-day without a settlement is
 * counted in `unsettled_days` and charges 0.
 */
export async function periodRows(db: Runner, scope: PeriodScope, from: string, to: string, group: HubPeriodGroup): Promise<RawPeriodRow[]> {
  const columns = groupColumns[group];
  const keys = [columns.day ? sql`d.day` : null, columns.ad ? sql`d.ad_id` : null, columns.owner ? sql`d.owner_id` : null].filter(
    (key): key is SQL => key !== null,
  );
  return rowsOf<RawPeriodRow>(
    db,
    sql`
      with scoped as (select a.id, a.owner_id, a.daily_volume from ads a where ${scopeCondition(scope)}),
      counted as (
        select c.ad_id, c.day, count(*) filter (where c.status = 'COMPLETED')::int as completed,
               count(*) filter (where c.status = 'REJECTED')::int as rejected
        from offerwall_completions c join scoped a on a.id = c.ad_id
        where c.day between ${from}::date and ${to}::date
        group by c.ad_id, c.day
      ),
      ad_days as (
        select h.ad_id, h.day from ad_histories h join scoped a on a.id = h.ad_id where h.day between ${from}::date and ${to}::date
        union
        select s.ad_id, s.day from daily_ad_settlements s join scoped a on a.id = s.ad_id where s.day between ${from}::date and ${to}::date
        union
        select r.ad_id, r.day from counted r
      ),
      d as (
        select k.ad_id, to_char(k.day, 'YYYY-MM-DD') as day, a.owner_id,
               coalesce(h.target_volume, a.daily_volume) as daily_volume,
               coalesce(s.completions, h.completions, r.completed, 0) as completions,
               coalesce(r.rejected, 0) as rejections,
               coalesce(s.amount, 0) as charged,
               (s.id is null) as unsettled
        from ad_days k
        join scoped a on a.id = k.ad_id
        left join ad_histories h on h.ad_id = k.ad_id and h.day = k.day
        left join daily_ad_settlements s on s.ad_id = k.ad_id and s.day = k.day
        left join counted r on r.ad_id = k.ad_id and r.day = k.day
      )
      select ${columns.day ? sql`d.day` : sql`null`} as day,
             ${columns.ad ? sql`d.ad_id` : sql`null`}::int as ad_id,
             ${columns.owner ? sql`d.owner_id` : sql`null`}::int as owner_id,
             sum(d.daily_volume)::int as daily_volume, sum(d.completions)::int as completions,
             sum(d.rejections)::int as rejections, sum(d.charged)::text as charged,
             count(*) filter (where d.unsettled)::int as unsettled_days
      from d
      group by ${sql.join(keys, sql`, `)}
      order by ${sql.join(keys, sql`, `)}`,
  );
}

export interface ReportAdRow {
  id: number;
  service: string;
  channel: string;
  product_code: string;
  keyword: string;
  target_name: string | null;
}

export const adsByIds = (db: Runner, ids: number[]) =>
  ids.length
    ? rowsOf<ReportAdRow>(
        db,
        sql`select id, service, channel, product_code, keyword, coalesce(store_name, place_name) as target_name
            from ads where id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      )
    : Promise.resolve([]);

export interface ReportAccountRow {
  id: number;
  username: string;
  name: string | null;
}

export const accountsByIds = (db: Runner, ids: number[]) =>
  ids.length
    ? rowsOf<ReportAccountRow>(
        db,
        sql`select id, username, name from users where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    : Promise.resolve([]);

export async function groupName(db: Runner, groupId: number): Promise<string | undefined> {
  const [row] = await rowsOf<{ name: string }>(db, sql`select name from groups where id = ${groupId}`);
  return row?.name;
}

export interface RawSalesRow {
  period: string;
  client_id: number;
  completions: number;
  revenue: string;
  cost_tenths: string;
  margin_tenths: string;
}

/**
 * The hub's sales: every settlement of the range whose ad's price chain passes through one of the
 * group's HUB_ADMIN accounts above the owner (depth ≥ 1: the hub sold it to a client). Per ad-day:
 * revenue = the settlement (the client's AD_DEDUCT), cost = completions × the hub's own price (the
 * chain's snapshot at the hub admin's depth), margin = the hub admin's reseller_margins row; grouped
 * per period and the hub's direct client (the chain's account just below the hub admin).
 */
export async function salesRows(db: Runner, groupId: number, from: string, to: string, unit: SalesUnit): Promise<RawSalesRow[]> {
  const period = unit === 'month' ? sql`to_char(s.day, 'YYYY-MM')` : sql`to_char(s.day, 'YYYY-MM-DD')`;
  return rowsOf<RawSalesRow>(
    db,
    sql`
      with admins as (
        select u.id from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
        where r.name = 'HUB_ADMIN' and u.group_id = ${groupId}
      ),
      hub_ads as (select distinct c.ad_id from ad_price_chain c where c.depth >= 1 and c.account_id in (select id from admins))
      select ${period} as period, client.account_id as client_id,
             sum(s.completions)::int as completions,
             sum(s.amount)::text as revenue,
             sum(s.completions::bigint * hub.unit_price_tenths)::text as cost_tenths,
             coalesce(sum(m.amount_tenths), 0)::text as margin_tenths
      from daily_ad_settlements s
      join lateral (
        select c.depth, c.account_id, c.unit_price_tenths from ad_price_chain c
        where c.ad_id = s.ad_id and c.depth >= 1 and c.account_id in (select id from admins)
        order by c.depth limit 1
      ) hub on true
      join ad_price_chain client on client.ad_id = s.ad_id and client.depth = hub.depth - 1
      left join reseller_margins m on m.settlement_id = s.id and m.account_id = hub.account_id
      where s.ad_id in (select ad_id from hub_ads) and s.day between ${from}::date and ${to}::date
      group by 1, 2
      order by 1, 2`,
  );
}
