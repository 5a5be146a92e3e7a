/**
 * Campaigns as their owner sees them (assistant/campaingns): the target with its lines, the detail
 * of what was delivered and charged, and the catalog with the caller's prices.
 */
import { Type, type Static } from 'typebox';
import { listQuery, Nullable, Paged, SearchParam } from './common';
import { literals } from './literals';
import { Ad, AdAccount, adTargetFields, AdChannelSchema, AdServiceSchema, AdStatusSchema, AdToday } from './ads';
import { AdHistory, RejectionCounts } from './ad-history';
import { COMPLETION_REJECT_REASONS } from '../values/offerwall';

const RejectReason = literals(COMPLETION_REJECT_REASONS);

/** A campaign as its owner sees it (assistant/campaingns): the target plus its lines. */
export const Campaign = Type.Object({
  id: Type.Integer(),
  owner: AdAccount,
  service: AdServiceSchema,
  channel: AdChannelSchema,
  ...adTargetFields,
  start_date: Type.String(),
  end_date: Type.String(),
  /** The liveliest status among the lines (ACTIVE > PAUSED > PENDING > ENDED > REJECTED > CANCELLED). */
  status: AdStatusSchema,
  hold: Type.Integer(),
  spent: Type.Integer(),
  today: AdToday,
  rank: Nullable(Type.Integer()),
  /** True while no line has started: cancelling now returns the whole hold. */
  refundable: Type.Boolean(),
  memo: Nullable(Type.String()),
  created_at: Type.String(),
  lines: Type.Array(Ad),
});
export type Campaign = Static<typeof Campaign>;

export const CampaignListQuery = listQuery(10, 100, {
  search: SearchParam,
  status: Type.Optional(AdStatusSchema),
  channel: Type.Optional(AdChannelSchema),
});
export type CampaignListQuery = Static<typeof CampaignListQuery>;

export const CampaignList = Paged(Campaign);
export type CampaignList = Static<typeof CampaignList>;

/** A refused completion attempt (the advertiser's evidence, docs/decisions/money-loop.md#offerwall-api): when, which line, why. No end user's identity. */
export const AdRejection = Type.Object({
  id: Type.Integer(),
  ad_id: Type.Integer(),
  day: Type.String(),
  created_at: Type.String(),
  reason: RejectReason,
  seconds_after_click: Nullable(Type.Integer()),
  /** What was answered, for WRONG_ANSWER only. */
  answer: Nullable(Type.String()),
});
export type AdRejection = Static<typeof AdRejection>;

export const ChargeTotals = Type.Object({
  /** Σ settled charges (the AD_DEDUCT rows), whole won. */
  settled: Type.Integer(),
  /** Σ estimates of the days not settled yet (예정), whole won. */
  estimated: Type.Integer(),
});
export type ChargeTotals = Static<typeof ChargeTotals>;

/** One line of a campaign day by day, from its start to min(end, today). */
export const CampaignLineDetail = Type.Object({
  ad_id: Type.Integer(),
  days: Type.Array(AdHistory),
  totals: Type.Object({ completions: Type.Integer(), rejections: Type.Integer(), charge: ChargeTotals }),
});
export type CampaignLineDetail = Static<typeof CampaignLineDetail>;

/**
 * GET assistant/campaingns/{id}: what the advertiser paid for — per line and day target, clicks,
 * completions, rejections by reason, charge (settled or 예정) and the keyword's rank; the campaign's
 * rejections by reason, its latest refused attempts, and its totals. The change log is paged at
 * GET assistant/campaingns/{id}/logs.
 */
export const CampaignDetail = Type.Object({
  campaign: Campaign,
  /** The Asia/Seoul day the figures were read on. */
  today: Type.String(),
  lines: Type.Array(CampaignLineDetail),
  rejection_reasons: RejectionCounts,
  /** The latest refused attempts, newest first (at most CAMPAIGN_REJECTIONS_SHOWN). */
  rejections: Type.Array(AdRejection),
  charge: ChargeTotals,
});
export type CampaignDetail = Static<typeof CampaignDetail>;

export const CreateAdResponse = Type.Object({ message: Type.String(), campaign: Campaign });
export type CreateAdResponse = Static<typeof CreateAdResponse>;

export const CancelCampaignResponse = Type.Object({ message: Type.String(), campaign: Campaign, released: Type.Integer() });
export type CancelCampaignResponse = Static<typeof CancelCampaignResponse>;

/** The catalog with the caller's effective unit price (tier prices, docs/decisions/money-loop.md#prices). */
export const CampaignProduct = Type.Object({
  code: Type.String(),
  channel: AdChannelSchema,
  name: Type.String(),
  description: Type.String(),
  color: Type.String(),
  icon: Type.String(),
  company_name: Type.String(),
  logo: Type.String(),
  badges: Type.Array(Type.String()),
  requires_answer: Type.Boolean(),
  catalog_price_tenths: Type.Integer(),
  unit_price_tenths: Type.Integer(),
});
export type CampaignProduct = Static<typeof CampaignProduct>;

export const CampaignProducts = Type.Object({
  results: Type.Array(CampaignProduct),
  /** The caller's balance, held amount and available balance (docs/decisions/money-loop.md#holds). */
  balance: Type.Integer(),
  held: Type.Integer(),
  available: Type.Integer(),
});
export type CampaignProducts = Static<typeof CampaignProducts>;
