/** Ad and campaign rows → the API's `Ad` and `Campaign` (delivery reason, today's counters, campaign status). */
import {
  REWARD_PRODUCTS,
  holdWon,
  type Ad,
  type AdDeliveryReason,
  type AdPauseKind,
  type AdService,
  type AdStatus,
  type Campaign,
} from '@nurly/contracts/schemas';
import { daysBetween } from '@nurly/contracts';
import type { CampaignRow } from './campaign-queries';
import type { AdRow } from './queries';
import { liveStatuses, notStarted, type AdRecord } from './common';

function deliveryOf(ad: AdRecord, today: string, completionsToday: number, hold: number): AdDeliveryReason {
  if (ad.status === 'PENDING') return 'IN_REVIEW';
  if (ad.status === 'PAUSED') return 'PAUSED';
  if (ad.status !== 'ACTIVE' || today > ad.endDate) return 'FINISHED';
  if (today < ad.startDate) return 'NOT_STARTED';
  if (completionsToday >= ad.dailyVolume) return 'DAILY_VOLUME_REACHED';
  if (hold <= 0) return 'HOLD_EXHAUSTED';
  return 'SERVING';
}

export function toAd(row: AdRow, today: string): Ad {
  const { ad } = row;
  const hold = Number(row.hold ?? 0);
  const completions = row.todayCompletions ?? 0;
  const runsToday = liveStatuses.includes(ad.status) && ad.startDate <= today && today <= ad.endDate;
  return {
    id: ad.id,
    campaign_id: ad.campaignId,
    owner: { id: ad.ownerId, username: row.ownerUsername, name: row.ownerName },
    service: ad.service as AdService,
    group: ad.groupId !== null && row.groupName !== null ? { id: ad.groupId, name: row.groupName } : null,
    channel: ad.channel as Ad['channel'],
    product_code: ad.productCode,
    product_name: REWARD_PRODUCTS.find((product) => product.code === ad.productCode)?.name ?? ad.productCode,
    keyword: ad.keyword,
    mid: ad.mid,
    url: ad.url,
    store_name: ad.storeName,
    place_id: ad.placeId,
    place_name: ad.placeName,
    daily_volume: ad.dailyVolume,
    start_date: ad.startDate,
    end_date: ad.endDate,
    days: daysBetween(ad.startDate, ad.endDate),
    question: ad.question,
    answers: ad.answers,
    image_ids: ad.imageIds,
    unit_price_tenths: ad.unitPriceTenths,
    payout_tenths: ad.payoutTenths,
    status: ad.status as AdStatus,
    status_reason: ad.statusReason,
    paused_by: ad.status === 'PAUSED' ? ((ad.pauseKind as AdPauseKind | null) ?? 'OWNER') : null,
    delivery: deliveryOf(ad, today, completions, hold),
    hold,
    planned_cost: holdWon(ad.dailyVolume, ad.unitPriceTenths, daysBetween(ad.startDate, ad.endDate)),
    spent: Number(row.spent ?? 0),
    today: {
      day: today,
      target: row.todayTarget ?? (runsToday ? ad.dailyVolume : 0),
      clicks: row.todayClicks ?? 0,
      completions,
      rejections: row.todayRejections ?? 0,
    },
    rank: row.rank === null || row.rank === undefined ? null : Number(row.rank),
    open_reports: Number(row.openReports ?? 0),
    memo: ad.memo,
    created_at: ad.createdAt.toISOString(),
    updated_at: ad.updatedAt.toISOString(),
  };
}

const statusPriority: AdStatus[] = ['ACTIVE', 'PAUSED', 'PENDING', 'ENDED', 'REJECTED', 'CANCELLED'];

export function toCampaign(row: CampaignRow, lines: Ad[], today: string): Campaign {
  const { campaign } = row;
  const status = statusPriority.find((candidate) => lines.some((line) => line.status === candidate)) ?? 'CANCELLED';
  const live = lines.filter((line) => liveStatuses.includes(line.status));
  return {
    id: campaign.id,
    owner: { id: campaign.ownerId, username: row.ownerUsername, name: row.ownerName },
    service: campaign.service as AdService,
    channel: campaign.channel as Campaign['channel'],
    keyword: campaign.keyword,
    mid: campaign.mid,
    url: campaign.url,
    store_name: campaign.storeName,
    place_id: campaign.placeId,
    place_name: campaign.placeName,
    start_date: campaign.startDate,
    end_date: campaign.endDate,
    status,
    hold: lines.reduce((sum, line) => sum + line.hold, 0),
    spent: lines.reduce((sum, line) => sum + line.spent, 0),
    today: {
      day: today,
      target: lines.reduce((sum, line) => sum + line.today.target, 0),
      clicks: lines.reduce((sum, line) => sum + line.today.clicks, 0),
      completions: lines.reduce((sum, line) => sum + line.today.completions, 0),
      rejections: lines.reduce((sum, line) => sum + line.today.rejections, 0),
    },
    rank: lines.find((line) => line.rank !== null)?.rank ?? null,
    refundable: live.length > 0 && live.every((line) => notStarted({ status: line.status, startDate: line.start_date }, today)),
    memo: campaign.memo,
    created_at: campaign.createdAt.toISOString(),
    lines,
  };
}
