/** Reading ads and campaigns: who sees which rows, the lists, one ad, the products a campaign may buy. */
import {
  REWARD_PRODUCTS,
  type Ad,
  type AdListQuery,
  type Campaign,
  type CampaignListQuery,
  type CampaignProducts,
} from '@nurly/contracts/schemas';
import { b2bScope, hubStaffScope, isConsoleStaff, mayReadAd } from '../../access/policy';
import type { PageWindow } from '../../lib/paginate';
import type { Principal } from '../../types';
import { effectiveUnitPriceTenths, notFoundAd, type AdsDeps } from './common';
import { toAd, toCampaign } from './mapping';
import type { CampaignRow } from './campaign-queries';
import type { AdFilter, AdRow } from './queries';
import type { AdsRepository } from './repository';
import { parseDay } from './validation';

/**
 * Whether the caller may read an ad line or a campaign: `mayReadAd` (owner, console staff, the hub
 * console of its group), or a reseller (access/scope.ts, tier 2–3 or a hub admin) whose subtree holds
 * the owner — read only: the writes (lifecycle.ts) ask `mayReadAd` alone.
 */
export async function mayReadAdRow(
  repo: AdsRepository,
  principal: Principal,
  row: { ownerId: number; service: string; groupId: number | null },
): Promise<boolean> {
  if (mayReadAd(principal, row)) return true;
  const scope = b2bScope(principal);
  return scope?.kind === 'subtree' && (await repo.isInScope(scope, row.ownerId));
}

/** The ad row if the caller may read it (`mayReadAdRow`); otherwise the 404 of a missing ad. */
export async function visibleAdRow({ repo, clock }: AdsDeps, principal: Principal, id: number): Promise<AdRow> {
  const row = await repo.findAdRow(id, clock.seoulDay());
  // Strangers get the same 404 as a missing ad: they learn nothing.
  if (!row || !(await mayReadAdRow(repo, principal, row.ad))) throw notFoundAd();
  return row;
}

export async function getAd(deps: AdsDeps, principal: Principal, id: number): Promise<Ad> {
  return toAd(await visibleAdRow(deps, principal, id), deps.clock.seoulDay());
}

/**
 * The rows a caller may list: console staff all (narrowed by the query), hub staff their group's HUB
 * ads, others their own; a reseller (access/scope.ts) naming a descendant in `owner_id` that
 * descendant's (an owner outside its subtree lists nothing, like an owner without ads).
 */
export function adScopeOf(principal: Principal, query: { owner_id?: number }): AdFilter {
  if (isConsoleStaff(principal)) return { ownerId: query.owner_id };
  const hub = hubStaffScope(principal);
  if (hub) return { hubGroupId: hub.groupId, ownerId: query.owner_id };
  const reseller = b2bScope(principal);
  if (reseller?.kind === 'subtree' && query.owner_id !== undefined && query.owner_id !== principal.id) {
    return { ownerId: query.owner_id, ownerBelow: reseller.rootId };
  }
  return { ownerId: principal.id };
}

export function adFilterOf(principal: Principal, query: AdListQuery): AdFilter {
  return {
    ...adScopeOf(principal, query),
    service: query.service,
    channel: query.channel,
    status: query.status,
    groupId: query.group_id,
    keyword: query.keyword?.trim() || undefined,
    search: query.search,
    dateFrom: query.date_from !== undefined ? parseDay(query.date_from, 'date_from') : undefined,
    dateTo: query.date_to !== undefined ? parseDay(query.date_to, 'date_to') : undefined,
    maxRank: query.max_rank,
  };
}

export async function listAds({ repo, clock }: AdsDeps, principal: Principal, query: AdListQuery, window: PageWindow) {
  const filter = adFilterOf(principal, query);
  const today = clock.seoulDay();
  const lastKey = query.ordering?.split(',').at(-1)?.trim();
  const idDescending = !lastKey || lastKey.startsWith('-');
  // A cached total is checked against the page's list version; without one, count alongside the page.
  const [page, uncachedCount] = await Promise.all([
    repo.listAdPage(filter, today, window, idDescending),
    repo.hasCachedAdCount(filter) ? undefined : repo.countAds(filter, null),
  ]);
  const count = uncachedCount ?? (await repo.countAds(filter, page.listVersion));
  return { count, results: page.rows.map((row) => toAd(row, today)) };
}

async function campaignsWithLines({ repo, clock }: AdsDeps, rows: CampaignRow[]): Promise<Campaign[]> {
  const today = clock.seoulDay();
  const lines = await repo.adRowsOfCampaigns(
    rows.map((row) => row.campaign.id),
    today,
  );
  return rows.map((row) =>
    toCampaign(
      row,
      lines.filter((line) => line.ad.campaignId === row.campaign.id).map((line) => toAd(line, today)),
      today,
    ),
  );
}

export async function campaignById(deps: AdsDeps, id: number): Promise<Campaign> {
  const row = await deps.repo.findCampaignRow(id);
  if (!row) throw notFoundAd();
  return (await campaignsWithLines(deps, [row]))[0];
}

export async function listCampaigns(deps: AdsDeps, principal: Principal, query: CampaignListQuery, window: PageWindow) {
  const filter = { ownerId: principal.id, status: query.status, channel: query.channel, search: query.search };
  const [rows, count] = await Promise.all([deps.repo.listCampaignRows(filter, window), deps.repo.countCampaigns(filter)]);
  return { count, results: await campaignsWithLines(deps, rows) };
}

export async function campaignProducts({ repo }: AdsDeps, principal: Principal): Promise<CampaignProducts> {
  const results = await Promise.all(
    REWARD_PRODUCTS.map(async (product) => ({
      code: product.code,
      channel: product.channel,
      name: product.name,
      description: product.description,
      color: product.color,
      icon: product.icon,
      company_name: product.companyName,
      logo: product.logo,
      badges: [...product.badges],
      requires_answer: product.requiresAnswer,
      catalog_price_tenths: product.priceTenths,
      unit_price_tenths: await effectiveUnitPriceTenths(repo, principal.id, product.code),
    })),
  );
  const balance = (await repo.balanceOf(principal.id)) ?? 0;
  const held = await repo.heldOf(principal.id);
  return { results, balance, held, available: Math.max(0, balance - held) };
}
