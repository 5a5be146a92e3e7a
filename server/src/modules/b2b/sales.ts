/**
 * GET admin/b2b/sales (issue 15 item 4; README.md "Sales"): revenue, publisher payout and margins
 * per period and member, product or service, read from the settlements only, so the revenue of a
 * range always equals the ledger's AD_DEDUCT rows of the same settled days (one row per charged
 * ad-day: `daily_ad_settlements.ledger_id`).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  REWARD_PRODUCTS,
  SALES_MAX_DAYS,
  adLabels,
  b2bMessages,
  wonOfTenths,
  type AdService,
  type SalesGroup,
  type SalesQuery,
  type SalesReport,
  type SalesRow,
  type SalesUnit,
} from '@nurly/contracts/schemas';
import { badRequest } from '../../lib/errors';
import { MAX_TREE_DEPTH, rowsOf, type Runner } from './price-chain';

const DAY_MS = 86_400_000;

function parseDay(value: string, field: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) throw badRequest(b2bMessages.invalidDay, field, 'INVALID_DAY');
  return time;
}

/** Checks the range (real days, from ≤ to, at most SALES_MAX_DAYS days both included). */
export function checkRange(query: Pick<SalesQuery, 'from' | 'to'>): void {
  const from = parseDay(query.from, 'from');
  const to = parseDay(query.to, 'to');
  if (from > to) throw badRequest(b2bMessages.rangeInverted, 'from', 'RANGE_INVERTED');
  if ((to - from) / DAY_MS + 1 > SALES_MAX_DAYS) throw badRequest(b2bMessages.rangeTooLong, 'to', 'RANGE_TOO_LONG');
}

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
 * One aggregate over the range's settlements: per ad-day its payout (Σ payout snapshots of its
 * COMPLETED completions) and its tier 2–3 ancestors' margins (tier 1 is the company itself, so its
 * margin stays in the company's), both in tenths, summed per (period, key).
 */
async function salesRows(db: Runner, query: SalesQuery, unit: SalesUnit, group: SalesGroup): Promise<RawSalesRow[]> {
  const period = unit === 'month' ? sql`to_char(s.day, 'YYYY-MM')` : sql`to_char(s.day, 'YYYY-MM-DD')`;
  const subtree = query.member_id
    ? sql`and a.owner_id in (
        with recursive down(id, depth) as (
          select ${query.member_id}::int, 0
          union all
          select c.id, down.depth + 1 from users c join down on c.parent_id = down.id where down.depth < ${MAX_TREE_DEPTH}
        ) select id from down)`
    : sql``;
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
        select sum(rm.amount_tenths)::bigint as margin_tenths from reseller_margins rm join users r on r.id = rm.account_id
        where rm.settlement_id = s.id and r.tier in (2, 3)
      ) m on true
      where s.day between ${query.from}::date and ${query.to}::date ${subtree}
      group by 1, 2
      order by 1, 2`,
  );
}

function labelOf(group: SalesGroup, key: string, memberLabel: string | null): string {
  if (group === 'member') return memberLabel ?? key;
  if (group === 'product') return REWARD_PRODUCTS.find((product) => product.code === key)?.name ?? key;
  return adLabels.service[key as AdService] ?? key;
}

export async function salesReport(db: Runner, query: SalesQuery): Promise<SalesReport> {
  checkRange(query);
  const unit = query.unit ?? 'day';
  const group = query.group ?? 'member';
  const raw = await salesRows(db, query, unit, group);
  let payoutTenths = 0;
  let marginTenths = 0;
  const results: SalesRow[] = raw.map((row) => {
    payoutTenths += Number(row.payout_tenths);
    marginTenths += Number(row.margin_tenths);
    const revenue = Number(row.revenue);
    const publisherPayout = wonOfTenths(Number(row.payout_tenths));
    const resellerMargin = wonOfTenths(Number(row.margin_tenths));
    return {
      period: row.period,
      key: row.key,
      label: labelOf(group, row.key, row.member_label),
      actions: Number(row.actions),
      revenue,
      publisher_payout: publisherPayout,
      reseller_margin: resellerMargin,
      company_margin: revenue - publisherPayout - resellerMargin,
    };
  });
  const revenue = results.reduce((sum, row) => sum + row.revenue, 0);
  const publisherPayout = wonOfTenths(payoutTenths);
  const resellerMargin = wonOfTenths(marginTenths);
  return {
    from: query.from,
    to: query.to,
    unit,
    group,
    results,
    totals: {
      actions: results.reduce((sum, row) => sum + row.actions, 0),
      revenue,
      publisher_payout: publisherPayout,
      reseller_margin: resellerMargin,
      company_margin: revenue - publisherPayout - resellerMargin,
    },
  };
}
