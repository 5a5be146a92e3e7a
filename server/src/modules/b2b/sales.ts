/**
 * GET admin/b2b/sales (README.md "Sales"): revenue, publisher payout and margins
 * per period and member, product or service, read from the settlements only, so the revenue of a
 * range always equals the ledger's AD_DEDUCT rows of the same settled days (one row per charged
 * ad-day: `daily_ad_settlements.ledger_id`), and the resellers' margin from their margin credits
 * (MARGIN_CREDIT, one per reseller and day: `reseller_margin_credits`). A reseller (access/scope.ts)
 * reads its subtree's ads (its own included) with its OWN credited margin, and no company figure
 * (payout, company margin, hubs).
 */
import {
  REWARD_PRODUCTS,
  adLabels,
  wonOfTenths,
  type AdService,
  type SalesGroup,
  type SalesQuery,
  type SalesReport,
  type SalesRow,
} from '@nurly/contracts/schemas';
import type { B2bScope } from '../../access/scope';
import type { Runner } from '../../db/tx';
import { requiredReportRange } from '../../lib/date-range';
import { b2bRepositoryOn, type B2bRepository } from './repository';
import type { RangedSalesQuery } from './sales-queries';

function labelOf(group: SalesGroup, key: string, memberLabel: string | null): string {
  if (group === 'member') return memberLabel ?? key;
  if (group === 'product') return REWARD_PRODUCTS.find((product) => product.code === key)?.name ?? key;
  return adLabels.service[key as AdService] ?? key;
}

/** The sales report of the caller's scope (default: the company's, the whole tree), on `db` (a database or another module's transaction). */
export async function salesReport(db: Runner, query: SalesQuery, scope: B2bScope = { kind: 'all' }): Promise<SalesReport> {
  return salesReportOf(b2bRepositoryOn(db), query, scope);
}

/** The sales report through the repository (GET admin/b2b/sales). */
export async function salesReportOf(
  repo: Pick<B2bRepository, 'salesRows' | 'hubRows' | 'resellerRows'>,
  sent: SalesQuery,
  scope: B2bScope = { kind: 'all' },
): Promise<SalesReport> {
  const query: RangedSalesQuery = { ...sent, ...requiredReportRange(sent) };
  const unit = query.unit ?? 'day';
  const group = query.group ?? 'member';
  const company = scope.kind === 'all';
  const [raw, hubs, resellers] = await Promise.all([
    repo.salesRows(query, scope, unit, group),
    company ? repo.hubRows(query, scope) : Promise.resolve([]),
    repo.resellerRows(query, scope),
  ]);
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
      publisher_payout: company ? publisherPayout : null,
      reseller_margin: resellerMargin,
      company_margin: company ? revenue - publisherPayout - resellerMargin : null,
    };
  });
  const revenue = results.reduce((sum, row) => sum + row.revenue, 0);
  const publisherPayout = wonOfTenths(payoutTenths);
  // The company's whole range: Σ the margin credits themselves (what the resellers' ledgers got). A
  // member's subtree: its rows' credited margins, rounded once (an ancestor's credit of a day also
  // pays margins from outside the subtree).
  const resellerMargin = query.member_id ? wonOfTenths(marginTenths) : resellers.reduce((sum, row) => sum + Number(row.credited), 0);
  return {
    view: company ? 'company' : 'reseller',
    from: query.from,
    to: query.to,
    unit,
    group,
    results,
    hubs: hubs.map((hub) => ({
      group_id: Number(hub.group_id),
      name: hub.group_name,
      actions: Number(hub.actions),
      revenue: Number(hub.revenue),
      reseller_margin: wonOfTenths(Number(hub.margin_tenths)),
    })),
    resellers: resellers.map((row) => ({
      account_id: Number(row.account_id),
      username: row.username,
      name: row.name,
      tier: row.tier === null ? null : Number(row.tier),
      days: Number(row.days),
      credited: Number(row.credited),
    })),
    totals: {
      actions: results.reduce((sum, row) => sum + row.actions, 0),
      revenue,
      publisher_payout: company ? publisherPayout : null,
      reseller_margin: resellerMargin,
      company_margin: company ? revenue - publisherPayout - resellerMargin : null,
    },
  };
}
