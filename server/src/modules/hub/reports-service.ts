/**
 * Hub reports: who reads which rows, and the shaping of the aggregates.
 *  - detail by period (hub `/`): console staff read the group they choose (`group_id`, else their
 *    own group: the superuser's group selector); HUB_ADMIN and HUB_MEMBER their group's HUB ads; a
 *    HUB_CLIENT only its own HUB ads. A hub account naming another group gets 403.
 *  - sales (hub `/sales`): who may call is the route's guard (guards.hubSales: staff and HUB_ADMIN);
 *    the group is the same rule (a hub admin's own group, from `hubScope`).
 *  - the caller's own ads and invoices (reward `/invoice`): owner = the caller, whatever the role.
 */
import {
  hubReportMessages,
  invoiceMessages,
  wonOfTenths,
  type HubMyInvoiceList,
  type HubMyPeriodQuery,
  type HubPeriodGroup,
  type HubPeriodQuery,
  type HubPeriodReport,
  type HubPeriodRow,
  type HubReportAccount,
  type HubReportAd,
  type HubSalesQuery,
  type HubSalesReport,
  type HubSalesRow,
  type AdChannel,
  type AdService,
  type InvoiceDetail,
} from '@nurly/contracts/schemas';
import { hubScope, hubStaffScope, isConsoleStaff } from '../../access/policy';
import type { Principal } from '../../access/principal';
import { requiredReportRange } from '../../lib/date-range';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { invoiceOrdering } from '../invoices';
import { invoicesService as invoices } from '../invoices';
import type { PeriodScope, ReportAccountRow } from './reports-queries';
import type { HubRepository } from './repository';

/** At most this many months of the member's invoices in one answer (30 years of months). */
const MY_INVOICES_LIMIT = 360;

/** The group a console-staff caller reads: the one asked for, else their own (the group selector's). */
function staffGroup(principal: Principal, requested: number | undefined): number {
  const groupId = requested ?? principal.groupId;
  if (groupId === null || groupId === undefined) throw badRequest(hubReportMessages.groupRequired, 'group_id', 'GROUP_REQUIRED');
  return groupId;
}

/** A hub account reads its own group only: naming another one is refused, never silently replaced. */
function ownGroup(groupId: number, requested: number | undefined): number {
  if (requested !== undefined && requested !== groupId) throw forbidden();
  return groupId;
}

/** The ads a detail by period may read for this caller (see the file comment). */
export function periodScopeOf(principal: Principal, requested: number | undefined): PeriodScope {
  if (isConsoleStaff(principal)) return { groupId: staffGroup(principal, requested) };
  const hub = hubStaffScope(principal);
  if (hub) return { groupId: ownGroup(hub.groupId, requested) };
  if (requested !== undefined && requested !== principal.groupId) throw forbidden();
  return { ownerId: principal.id, service: 'HUB' };
}

/** The group whose sales the caller reads (guards.hubSales lets only staff and HUB_ADMIN call): a hub admin without a group reads none. */
export function salesGroupOf(principal: Principal, requested: number | undefined): number {
  if (isConsoleStaff(principal)) return staffGroup(principal, requested);
  const hub = hubScope(principal);
  if (!hub) throw forbidden();
  return ownGroup(hub.groupId, requested);
}

const accountOf = (row: ReportAccountRow): HubReportAccount => ({ id: Number(row.id), username: row.username, name: row.name });

async function periodReport(repo: HubRepository, scope: PeriodScope, query: HubMyPeriodQuery): Promise<HubPeriodReport> {
  const { from, to } = requiredReportRange(query);
  const group: HubPeriodGroup = query.group ?? 'ad_day';
  const raw = await repo.periodRows(scope, from, to, group);
  const adIds = [...new Set(raw.map((row) => row.ad_id).filter((id): id is number => id !== null))];
  const ownerIds = [...new Set(raw.map((row) => row.owner_id).filter((id): id is number => id !== null))];
  const [adRows, ownerRows] = await Promise.all([repo.adsByIds(adIds), repo.accountsByIds(ownerIds)]);
  const adById = new Map(
    adRows.map((ad): [number, HubReportAd] => [
      Number(ad.id),
      {
        id: Number(ad.id),
        service: ad.service as AdService,
        channel: ad.channel as AdChannel,
        product_code: ad.product_code,
        keyword: ad.keyword,
        target_name: ad.target_name,
      },
    ]),
  );
  const ownerById = new Map(ownerRows.map((row) => [Number(row.id), accountOf(row)]));
  const results: HubPeriodRow[] = raw.map((row) => ({
    key: [row.day, row.ad_id, row.owner_id].filter((part) => part !== null).join(':'),
    day: row.day,
    ad: row.ad_id === null ? null : (adById.get(Number(row.ad_id)) ?? null),
    client: row.owner_id === null ? null : (ownerById.get(Number(row.owner_id)) ?? null),
    daily_volume: Number(row.daily_volume),
    completions: Number(row.completions),
    rejections: Number(row.rejections),
    charged: Number(row.charged),
    unsettled_days: Number(row.unsettled_days),
  }));
  const sum = (key: 'daily_volume' | 'completions' | 'rejections' | 'charged') => results.reduce((total, row) => total + row[key], 0);
  return {
    from,
    to,
    group,
    group_id: 'groupId' in scope ? scope.groupId : null,
    results,
    totals: { daily_volume: sum('daily_volume'), completions: sum('completions'), rejections: sum('rejections'), charged: sum('charged') },
  };
}

/** GET hub/period: the hub's detail by period, scoped to the caller. */
export function hubPeriod(repo: HubRepository, principal: Principal, query: HubPeriodQuery): Promise<HubPeriodReport> {
  return periodReport(repo, periodScopeOf(principal, query.group_id), query);
}

/** GET hub/my/period: the caller's own ads, every service (the reward site's `/invoice`). */
export function myPeriod(repo: HubRepository, principal: Principal, query: HubMyPeriodQuery): Promise<HubPeriodReport> {
  return periodReport(repo, { ownerId: principal.id }, query);
}

/** GET hub/sales: revenue, cost and margin per period and client; revenue = cost + margin + sub_margin. */
export async function hubSales(repo: HubRepository, principal: Principal, query: HubSalesQuery): Promise<HubSalesReport> {
  const groupId = salesGroupOf(principal, query.group_id);
  const { from, to } = requiredReportRange(query);
  const name = await repo.groupName(groupId);
  if (name === undefined) throw notFound(hubReportMessages.groupNotFound);
  const unit = query.unit ?? 'day';
  const raw = await repo.salesRows(groupId, from, to, unit);
  const clients = new Map(
    (await repo.accountsByIds([...new Set(raw.map((row) => Number(row.client_id)))])).map((row) => [Number(row.id), accountOf(row)]),
  );
  let costTenths = 0;
  let marginTenths = 0;
  const results: HubSalesRow[] = raw.map((row) => {
    costTenths += Number(row.cost_tenths);
    marginTenths += Number(row.margin_tenths);
    const revenue = Number(row.revenue);
    const cost = wonOfTenths(Number(row.cost_tenths));
    const margin = wonOfTenths(Number(row.margin_tenths));
    const clientId = Number(row.client_id);
    return {
      period: row.period,
      client: clients.get(clientId) ?? { id: clientId, username: String(clientId), name: null },
      completions: Number(row.completions),
      revenue,
      cost,
      margin,
      sub_margin: revenue - cost - margin,
    };
  });
  const revenue = results.reduce((total, row) => total + row.revenue, 0);
  const cost = wonOfTenths(costTenths);
  const margin = wonOfTenths(marginTenths);
  return {
    from,
    to,
    unit,
    group_id: groupId,
    group_name: name,
    results,
    totals: {
      completions: results.reduce((total, row) => total + row.completions, 0),
      revenue,
      cost,
      margin,
      sub_margin: revenue - cost - margin,
    },
  };
}

/** GET hub/my/invoices: the caller's own monthly invoices (every status), newest month first. */
export async function myInvoices(deps: invoices.InvoicesDeps, principal: Principal): Promise<HubMyInvoiceList> {
  const { count, invocies } = await invoices.list(
    deps,
    { account_id: principal.id },
    { page: 1, limit: MY_INVOICES_LIMIT, offset: 0, orderBy: invoiceOrdering.parse(undefined) },
  );
  return { count, invocies };
}

/** GET hub/my/invoices/{id}: one of the caller's invoices; anyone else's is the same 404 as a missing one. */
export async function myInvoice(deps: invoices.InvoicesDeps, principal: Principal, id: number): Promise<InvoiceDetail> {
  const detail = await invoices.detail(deps, id);
  if (detail.invoice.account.id !== principal.id) throw notFound(invoiceMessages.notFound);
  return detail;
}
