/**
 * Global search over ads (docs/decisions/product.md#api-calls GET global-search): a keyword, MID, place id or store/place name
 * finds what the caller may open on the deployment it searches from.
 *  - Console staff on the default site: ad lines, each opening the desk page of its service and
 *    channel filtered to its MID, place id or keyword.
 *  - Everyone else: the campaigns of the lines in their scope (their own; hub staff their group's
 *    HUB lines), each opening the campaign's page, on the deployment where that service's
 *    campaigns live (NURLY on the default site, NR and the HUB lines a hub registered for a member
 *    on the reward site, HUB on the hub console).
 */
import type { AdChannel, AdService, GlobalSearchResult, RouteTarget } from '@nurly/contracts/schemas';
import { adLabels, type Variant } from '@nurly/contracts';
import type { FastifyInstance } from 'fastify';
import { isConsoleStaff } from '../../access/policy';
import type { AdsRepository } from './repository';
import { adScopeOf } from './reads';

const SERVICES_ON: Record<Variant, AdService[]> = { default: ['NURLY'], reward: ['NR', 'HUB'], hub: ['HUB'], offerwall: [] };

/** The staff desk page of a service and channel (mfe-admin-ads route names). */
const DESK_PAGES: Record<AdService, Record<AdChannel, string>> = {
  NURLY: { NAVER_SHOPPING: 'admin-shopping', NAVER_PLACE: 'admin-place' },
  NR: { NAVER_SHOPPING: 'admin-nr-shopping', NAVER_PLACE: 'admin-nr-place' },
  HUB: { NAVER_SHOPPING: 'admin-hub-shopping', NAVER_PLACE: 'admin-hub-place' },
};

type AdHit = Awaited<ReturnType<AdsRepository['searchAdRows']>>[number];

/** What identifies the line's target: the product's MID or the place's id and name. */
function targetOf(row: AdHit): { code: string | null; text: string } {
  if (row.channel === 'NAVER_PLACE') {
    return { code: row.placeId, text: [row.placeName, row.placeId && `플레이스 ID ${row.placeId}`].filter(Boolean).join(' · ') };
  }
  return { code: row.mid, text: [row.storeName, row.mid && `MID ${row.mid}`].filter(Boolean).join(' · ') };
}

/** `광고 · 더널리 쇼핑 · 누리캠핑 · MID 84512345678`: what it is, the service and channel (contracts' names), the target. */
function subtitleOf(kind: string, row: AdHit, target: string): string {
  const service = adLabels.service[row.service as AdService] ?? row.service;
  const channel = adLabels.channel[row.channel as AdChannel] ?? row.channel;
  return [`${kind} · ${service} ${channel}`, target].filter(Boolean).join(' · ');
}

export function registerAdSearch(app: Pick<FastifyInstance, 'globalSearch' | 'adsRepo'>): void {
  app.globalSearch.register(async ({ principal, q, limit, variant }): Promise<GlobalSearchResult[]> => {
    if (principal.isGuest) return [];
    if (isConsoleStaff(principal)) {
      if (variant !== 'default') return [];
      const rows = await app.adsRepo.searchAdRows({ search: q }, limit);
      return rows.map((row) => {
        const target = targetOf(row);
        const to: RouteTarget = {
          name: DESK_PAGES[row.service as AdService]?.[row.channel as AdChannel] ?? 'admin-shopping',
          query: { search: target.code ?? row.keyword },
        };
        return { title: row.keyword, subtitle: subtitleOf('광고', row, target.text), icon: 'mdi-briefcase', to };
      });
    }
    const services = SERVICES_ON[variant];
    if (!services.length) return [];
    // Lines, not campaigns, carry the scope (a hub's group): several lines of one campaign are one result.
    const rows = await app.adsRepo.searchAdRows({ ...adScopeOf(principal, {}), services, search: q }, limit * 3);
    const campaigns = new Map<number, AdHit>();
    for (const row of rows) if (!campaigns.has(row.campaignId)) campaigns.set(row.campaignId, row);
    return [...campaigns.values()].slice(0, limit).map((row) => ({
      title: row.keyword,
      subtitle: subtitleOf('캠페인', row, targetOf(row).text),
      icon: 'mdi-calendar-check',
      to: { name: 'campaign-detail', params: { id: String(row.campaignId) } },
    }));
  });
}
