/** The sales report's aggregates (sales.ts): read from the settlements and the margin credits only. */
import { sql, type SQL } from 'drizzle-orm';
import type { SalesGroup, SalesQuery, SalesUnit } from '@nurly/contracts/schemas';
import { inB2bScope, type B2bScope } from '../../access/scope';
import { rowsOf } from '../../db/rows';
import type { Runner } from '../../db/tx';

/** The sales query with its range checked (the report rule, lib/date-range.ts). */
export type RangedSalesQuery = Omit<SalesQuery, 'from' | 'to' | 'date_from' | 'date_to'> & { from: string; to: string };

const groupKey: Record<SalesGroup, SQL> = {
  member: sql`a.owner_id::text`,
  product: sql`a.product_code`,
  service: sql`a.service`,
};

interface RawSalesRow {
  period: string;
  key: string;
  member_label: string | null;
  actions: number;
  revenue: string;
  payout_tenths: string;
  margin_tenths: string;
}

/**
 * The ad owners of `member_id`'s subtree when the query names one (materialised path), within the
 * caller's scope (a reseller: its subtree, itself included; a member outside it lists nothing, as a
 * missing one does).
 */
function subtreeOf(query: RangedSalesQuery, scope: B2bScope): SQL {
  const member = query.member_id
    ? sql` and a.owner_id in (select m.id from users m where m.tree_path @> array[${query.member_id}::int])`
    : sql``;
  return scope.kind === 'all' ? member : sql` and ${inB2bScope(scope, sql`a.owner_id`, { self: true })}${member}`;
}

/** A hub admin account (a hub is a reseller of its clients: docs/decisions/money-loop.md#one-source-of-truth). */
const isHubAdmin = (account: SQL) =>
  sql`exists (select 1 from user_roles ur join roles ro on ro.id = ur.role_id where ur.user_id = ${account} and ro.name = 'HUB_ADMIN')`;

/**
 * One aggregate over the range's settlements: per ad-day its payout (Σ payout snapshots of its
 * COMPLETED completions) and its resellers' credited margins (the rows a MARGIN_CREDIT paid:
 * `credit_id`; only resellers are credited, the company's own rows never), both in tenths, summed per
 * (period, key).
 */
export async function salesRows(
  db: Runner,
  query: RangedSalesQuery,
  scope: B2bScope,
  unit: SalesUnit,
  group: SalesGroup,
): Promise<RawSalesRow[]> {
  const period = unit === 'month' ? sql`to_char(s.day, 'YYYY-MM')` : sql`to_char(s.day, 'YYYY-MM-DD')`;
  const subtree = subtreeOf(query, scope);
  // Whose credited margin rows count: every reseller's (company view) or the caller's own (reseller view).
  const whose = scope.kind === 'all' ? sql`true` : sql`rm.account_id = ${scope.rootId}`;
  return rowsOf<RawSalesRow>(
    db,
    sql`
      select ${period} as period, ${groupKey[group]} as key,
             ${group === 'member' ? sql`max(coalesce(o.name, o.username))` : sql`null`} as member_label,
             sum(s.completions)::int as actions, sum(s.amount)::text as revenue,
             coalesce(sum(p.payout_tenths), 0)::text as payout_tenths, coalesce(sum(m.margin_tenths), 0)::text as margin_tenths
      from daily_ad_settlements s
      join ads a on a.id = s.ad_id
      join users o on o.id = a.owner_id
      left join lateral (
        select sum(c.payout_tenths)::bigint as payout_tenths from offerwall_completions c
        where c.ad_id = s.ad_id and c.day = s.day and c.status = 'COMPLETED'
      ) p on true
      left join lateral (
        select sum(rm.amount_tenths)::bigint as margin_tenths from reseller_margins rm
        where rm.settlement_id = s.id and rm.credit_id is not null and ${whose}
      ) m on true
      where s.day between ${query.from}::date and ${query.to}::date ${subtree}
      group by 1, 2
      order by 1, 2`,
  );
}

interface RawHubRow {
  group_id: number;
  group_name: string;
  actions: number;
  revenue: string;
  margin_tenths: string;
}

/**
 * Per hub, the same figures its console's sales (hub/reports-queries.ts `salesRows`) show for the
 * range: the settlements of the ads its admin sold on (the nearest hub admin up the ad's price chain),
 * revenue = their charges (the client's whole subtree), margin = the hub admin's margin rows.
 */
export async function hubRows(db: Runner, query: RangedSalesQuery, scope: B2bScope): Promise<RawHubRow[]> {
  return rowsOf<RawHubRow>(
    db,
    sql`
      select g.id::int as group_id, g.name as group_name, sum(s.completions)::int as actions, sum(s.amount)::text as revenue,
             coalesce(sum(m.margin_tenths), 0)::text as margin_tenths
      from daily_ad_settlements s
      join ads a on a.id = s.ad_id
      join lateral (
        select c.account_id from ad_price_chain c
        where c.ad_id = s.ad_id and c.depth >= 1 and ${isHubAdmin(sql`c.account_id`)}
        order by c.depth limit 1
      ) hub on true
      join users h on h.id = hub.account_id
      join groups g on g.id = h.group_id
      left join lateral (
        select sum(rm.amount_tenths)::bigint as margin_tenths from reseller_margins rm
        where rm.settlement_id = s.id and rm.account_id = hub.account_id
      ) m on true
      where s.day between ${query.from}::date and ${query.to}::date ${subtreeOf(query, scope)}
      group by g.id, g.name
      order by g.id`,
  );
}

interface RawResellerRow {
  account_id: number;
  username: string;
  name: string | null;
  tier: number | null;
  days: number;
  credited: string;
}

/**
 * The range's margin credits per reseller (docs/decisions/resellers.md#margin-credits: one per reseller and settled day, whole
 * won), with `member_id` those of the member and its subtree; a reseller sees only its own.
 */
export async function resellerRows(db: Runner, query: RangedSalesQuery, scope: B2bScope): Promise<RawResellerRow[]> {
  const subtree = query.member_id
    ? sql` and c.account_id in (select m.id from users m where m.tree_path @> array[${query.member_id}::int])`
    : sql``;
  const own = scope.kind === 'all' ? sql`` : sql` and c.account_id = ${scope.rootId}`;
  return rowsOf<RawResellerRow>(
    db,
    sql`select c.account_id, u.username, u.name, u.tier, count(*)::int as days, sum(c.amount)::text as credited
        from reseller_margin_credits c join users u on u.id = c.account_id
        where c.day between ${query.from}::date and ${query.to}::date${subtree}${own}
        group by c.account_id, u.username, u.name, u.tier
        order by c.account_id`,
  );
}
