/**
 * What an ad line and a campaign did, day by day (docs/decisions/money-loop.md#campaigns, docs/decisions/money-loop.md#one-source-of-truth): the staff ad drawer's reads
 * (GET admin/ads/{id}/histories, /logs) and the advertiser's campaign detail (GET
 * assistant/campaingns/{id}, /logs) are the same queries (detail-queries.ts) and the same mapping.
 * Access: reads.ts `mayReadAdRow` (owner, console staff, the hub console of a HUB row's group, a
 * reseller whose subtree holds the owner); everyone else gets the 404 of a missing row.
 */
import {
  CAMPAIGN_REJECTIONS_SHOWN,
  adMessages,
  chargeWon,
  type AdHistory,
  type AdHistoryQuery,
  type AdLog,
  type AdLogQuery,
  type AdRejection,
  type CampaignDetail,
  type CampaignLineDetail,
  type ChargeTotals,
  type RejectionCounts,
} from '@nurly/contracts/schemas';
import type { ads } from '../../db/schema/ads';
import { reportRange } from '../../lib/date-range';
import { notFound } from '../../lib/errors';
import type { Principal } from '../../types';
import type { HistoryDay } from './detail-queries';
import { mayReadAdRow } from './reads';
import { toAd, toCampaign, visibleAdRow, type AdsDeps } from './service';

type AdRecord = typeof ads.$inferSelect;

function countsOf(value: HistoryDay['rejection_reasons']): RejectionCounts {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as Record<string, number>) : (value ?? {});
  return Object.fromEntries(Object.entries(parsed).map(([reason, count]) => [reason, Number(count)]));
}

/**
 * One day of a line: settled days read their settlement (the AD_DEDUCT row it points at), the others
 * estimate round(completions × the line's unit price snapshot / 10) with the contracts' rounding (예정).
 * A day without a history row (no click nor answer that day) targets the daily volume when it is
 * today and the line is running, or when it is settled (a day the line's hold carried).
 */
export function toAdHistory(
  day: HistoryDay,
  ad: Pick<AdRecord, 'status' | 'dailyVolume' | 'unitPriceTenths' | 'startDate' | 'endDate'>,
  today: string,
): AdHistory {
  const completions = Number(day.completions ?? 0);
  const settled = Boolean(day.settled);
  const charged = settled ? Number(day.charged ?? 0) : null;
  const runsToday = day.day === today && ad.status === 'ACTIVE' && ad.startDate <= today && today <= ad.endDate;
  return {
    day: day.day,
    target_volume: day.target_volume ?? (runsToday || settled ? ad.dailyVolume : 0),
    clicks: day.clicks ?? 0,
    completions,
    rejections: Number(day.rejections ?? 0),
    rejection_reasons: countsOf(day.rejection_reasons),
    charged,
    settled,
    charge: charged ?? chargeWon(completions, ad.unitPriceTenths),
    rank: day.rank === null || day.rank === undefined ? null : Number(day.rank),
  };
}

/** The line's days from `from` to `to` (both within its start … min(end, today)). */
async function lineDays(deps: AdsDeps, ad: AdRecord, from: string, to: string, today: string): Promise<AdHistory[]> {
  if (to < from) return [];
  const days = await deps.repo.adHistoryDays(
    { id: ad.id, ownerId: ad.ownerId, channel: ad.channel, keyword: ad.keyword, target: ad.mid ?? ad.placeId },
    from,
    to,
  );
  return days.map((day) => toAdHistory(day, ad, today));
}

const lastDayOf = (ad: Pick<AdRecord, 'endDate'>, today: string) => (ad.endDate < today ? ad.endDate : today);

/** GET admin/ads/{id}/histories: one row per day from the start to min(end, today), narrowed by date_from/date_to. */
export async function listAdHistories(deps: AdsDeps, principal: Principal, id: number, query: AdHistoryQuery) {
  const { ad } = await visibleAdRow(deps, principal, id);
  const today = deps.clock.seoulDay();
  let from = ad.startDate;
  let to = lastDayOf(ad, today);
  const range = reportRange(query);
  if (range.from !== undefined && range.from > from) from = range.from;
  if (range.to !== undefined && range.to < to) to = range.to;
  const results = await lineDays(deps, ad, from, to, today);
  return { count: results.length, results };
}

function toAdLog({
  log,
  actorUsername,
}: {
  log: {
    id: number;
    adId: number;
    actorId: number | null;
    field: string;
    before: string | null;
    after: string | null;
    reason: string | null;
    createdAt: Date;
  };
  actorUsername: string | null;
}): AdLog {
  return {
    id: log.id,
    ad_id: log.adId,
    actor: log.actorId !== null && actorUsername !== null ? { id: log.actorId, username: actorUsername } : null,
    field: log.field,
    before: log.before,
    after: log.after,
    reason: log.reason,
    created_at: log.createdAt.toISOString(),
  };
}

async function logPage(deps: AdsDeps, adIds: number[], query: AdLogQuery) {
  const pageSize = query.page_size ?? 25;
  const page = query.page ?? 1;
  if (!adIds.length) return { count: 0, results: [] };
  const [rows, count] = await Promise.all([
    deps.repo.adLogRows(adIds, { limit: pageSize, offset: (page - 1) * pageSize }),
    deps.repo.countAdLogs(adIds),
  ]);
  return { count, results: rows.map(toAdLog) };
}

/** GET admin/ads/{id}/logs: the line's change log, newest first, paged. */
export async function listAdLogs(deps: AdsDeps, principal: Principal, id: number, query: AdLogQuery) {
  await visibleAdRow(deps, principal, id);
  return logPage(deps, [id], query);
}

const notFoundCampaign = () => notFound(adMessages.notFound);

/** The campaign row if the caller may read it; otherwise the 404 of a missing campaign. */
async function visibleCampaign(deps: AdsDeps, principal: Principal, id: number) {
  const row = await deps.repo.findCampaignRow(id);
  if (!row || !(await mayReadAdRow(deps.repo, principal, row.campaign))) throw notFoundCampaign();
  return row;
}

function chargeTotals(days: AdHistory[]): ChargeTotals {
  return {
    settled: days.reduce((sum, day) => sum + (day.settled ? day.charge : 0), 0),
    estimated: days.reduce((sum, day) => sum + (day.settled ? 0 : day.charge), 0),
  };
}

function addCounts(into: RejectionCounts, counts: RejectionCounts): RejectionCounts {
  for (const [reason, count] of Object.entries(counts)) into[reason] = (into[reason] ?? 0) + count;
  return into;
}

/** GET assistant/campaingns/{id}: the campaign, each line day by day, its rejections by reason, the latest refused attempts. */
export async function getCampaignDetail(deps: AdsDeps, principal: Principal, id: number): Promise<CampaignDetail> {
  const row = await visibleCampaign(deps, principal, id);
  const today = deps.clock.seoulDay();
  const lineRows = await deps.repo.adRowsOfCampaigns([id], today);
  const campaign = toCampaign(
    row,
    lineRows.map((line) => toAd(line, today)),
    today,
  );
  const [lines, rejections] = await Promise.all([
    Promise.all(
      lineRows.map(async ({ ad }): Promise<CampaignLineDetail> => {
        const days = await lineDays(deps, ad, ad.startDate, lastDayOf(ad, today), today);
        return {
          ad_id: ad.id,
          days,
          totals: {
            completions: days.reduce((sum, day) => sum + day.completions, 0),
            rejections: days.reduce((sum, day) => sum + day.rejections, 0),
            charge: chargeTotals(days),
          },
        };
      }),
    ),
    deps.repo.latestRejections(
      lineRows.map((line) => line.ad.id),
      CAMPAIGN_REJECTIONS_SHOWN,
    ),
  ]);
  const allDays = lines.flatMap((line) => line.days);
  return {
    campaign,
    today,
    lines,
    rejection_reasons: allDays.reduce<RejectionCounts>((sum, day) => addCounts(sum, day.rejection_reasons), {}),
    rejections: rejections.map((rejection): AdRejection => ({
      id: Number(rejection.id),
      ad_id: rejection.ad_id,
      day: rejection.day,
      created_at: new Date(rejection.created_at).toISOString(),
      reason: rejection.reason as AdRejection['reason'],
      seconds_after_click: rejection.seconds_after_click,
      answer: rejection.answer,
    })),
    charge: chargeTotals(allDays),
  };
}

/** GET assistant/campaingns/{id}/logs: every line's change log together, newest first, paged. */
export async function listCampaignLogs(deps: AdsDeps, principal: Principal, id: number, query: AdLogQuery) {
  await visibleCampaign(deps, principal, id);
  const lineIds = await deps.repo.lineIdsOfCampaign(id);
  return logPage(deps, lineIds, query);
}
