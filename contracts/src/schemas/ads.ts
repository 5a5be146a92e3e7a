import { Type, type Static } from 'typebox';
import {
  AD_ACTIONS,
  AD_ANSWER_MAX_LENGTH,
  AD_ANSWERS_MAX,
  AD_CHANNELS,
  AD_DAILY_VOLUME_MAX,
  AD_DAILY_VOLUME_MIN,
  AD_DELIVERY_REASONS,
  AD_IMAGES_MAX,
  AD_KEYWORD_MAX_LENGTH,
  AD_LINES_MAX,
  AD_MEMO_MAX_LENGTH,
  AD_QUESTION_MAX_LENGTH,
  AD_REASON_MAX_LENGTH,
  AD_REPORT_TYPES,
  AD_SERVICES,
  AD_STATUSES,
} from '../values/ads';
import { AD_PAUSE_KINDS } from '../values/ad-rules';
import { COMPLETION_REJECT_REASONS } from '../values/offerwall';
import { Day, ExportFormatParam, Id, NonBlankItem, Nullable, OrderingParam, PageNumber } from './common';
import { literals } from './literals';
import { withTitles } from './titles';

/**
 * Campaigns and ads (spec §7 admin/ads*, admin/options, assistant/campaingns; money-loop §2–§4).
 * Prices: `*_tenths` are tenths of a won; every other amount is whole won.
 * Request schemas go through `withTitles` (./titles.ts): every property carries its Korean title.
 * The product code, service and status a customer may get wrong are plain (bounded) strings checked
 * by the service, so the answer is the Korean message of the rule naming the field; the channel is
 * a literal (a wrong one reads "광고 대상을 선택해주세요.").
 */

export const AdChannelSchema = literals(AD_CHANNELS);
export const AdServiceSchema = literals(AD_SERVICES);
export const AdStatusSchema = literals(AD_STATUSES);
export const AdDeliverySchema = literals(AD_DELIVERY_REASONS);
export const AdReportTypeSchema = literals(AD_REPORT_TYPES);
export const AdActionSchema = literals(AD_ACTIONS);

const Keyword = Type.String({ maxLength: AD_KEYWORD_MAX_LENGTH });
/** A line's daily volume (rules/ads.ts checkDailyVolume states the same bounds). */
export const DailyVolume = Type.Integer({ minimum: AD_DAILY_VOLUME_MIN, maximum: AD_DAILY_VOLUME_MAX });
const TargetUrl = Type.String({ maxLength: 2000, title: '상품/플레이스 URL' });
const Answers = Type.Array(NonBlankItem({ maxLength: AD_ANSWER_MAX_LENGTH }), { maxItems: AD_ANSWERS_MAX });

export const AdLineInput = Type.Object(
  {
    product_code: Type.String({ maxLength: 50 }),
    daily_volume: DailyVolume,
  },
  { additionalProperties: false },
);
export type AdLineInput = Static<typeof AdLineInput>;

/**
 * POST admin/ads: one target (of `channel`, else of the reward products' channel) and one line (`product_code` + `daily_volume`) or several (`rewards`).
 * `owner_id`, `service` and `status` are for console staff; a customer sending them gets a 403 naming the field.
 */
export const CreateAdRequest = withTitles(
  Type.Object(
    {
      /** Optional: the reward products decide it (a product of the other channel is refused). */
      channel: Type.Optional(AdChannelSchema),
      keyword: Keyword,
      mid: Type.Optional(Type.String({ maxLength: 20 })),
      url: Type.Optional(TargetUrl),
      store_name: Type.Optional(Type.String({ maxLength: 100 })),
      place_id: Type.Optional(Type.String({ maxLength: 20 })),
      place_name: Type.Optional(Type.String({ maxLength: 100 })),
      product_code: Type.Optional(Type.String({ maxLength: 50 })),
      daily_volume: Type.Optional(DailyVolume),
      rewards: Type.Optional(Type.Array(AdLineInput, { maxItems: AD_LINES_MAX })),
      start_date: Day,
      end_date: Day,
      question: Type.Optional(Type.String({ maxLength: AD_QUESTION_MAX_LENGTH, title: '확인 질문' })),
      answers: Type.Optional(Answers),
      memo: Type.Optional(Type.String({ maxLength: AD_MEMO_MAX_LENGTH })),
      image_ids: Type.Optional(Type.Array(Id, { maxItems: AD_IMAGES_MAX })),
      owner_id: Type.Optional(Id),
      service: Type.Optional(Type.String({ maxLength: 10 })),
      status: Type.Optional(Type.String({ maxLength: 20 })),
    },
    { additionalProperties: false },
  ),
);
export type CreateAdRequest = Static<typeof CreateAdRequest>;

/**
 * PUT admin/ads/{id}. With `action`: a state change (approve/reject by staff; pause/resume/cancel by the
 * owner or staff; extend (`end_date`) and change_volume (`daily_volume`) by staff); `reason` for
 * reject/pause. Without `action`: a field edit (the owner while PENDING; staff any time, the unit price
 * only before the start).
 */
export const UpdateAdRequest = withTitles(
  Type.Object(
    {
      action: Type.Optional(AdActionSchema),
      reason: Type.Optional(Type.String({ maxLength: AD_REASON_MAX_LENGTH })),
      keyword: Type.Optional(Keyword),
      mid: Type.Optional(Type.String({ maxLength: 20 })),
      url: Type.Optional(TargetUrl),
      store_name: Type.Optional(Type.String({ maxLength: 100 })),
      place_id: Type.Optional(Type.String({ maxLength: 20 })),
      place_name: Type.Optional(Type.String({ maxLength: 100 })),
      daily_volume: Type.Optional(DailyVolume),
      start_date: Type.Optional(Day),
      end_date: Type.Optional(Day),
      question: Type.Optional(Type.String({ maxLength: AD_QUESTION_MAX_LENGTH, title: '확인 질문' })),
      answers: Type.Optional(Answers),
      memo: Type.Optional(Type.String({ maxLength: AD_MEMO_MAX_LENGTH })),
      image_ids: Type.Optional(Type.Array(Id, { maxItems: AD_IMAGES_MAX })),
      unit_price_tenths: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000_000 })),
      owner_id: Type.Optional(Id),
      service: Type.Optional(Type.String({ maxLength: 10 })),
      status: Type.Optional(Type.String({ maxLength: 20 })),
    },
    { additionalProperties: false },
  ),
);
export type UpdateAdRequest = Static<typeof UpdateAdRequest>;

export const AdAccount = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  /** The business (trade) name when registered, else the account holder's name (hub clients have no business). */
  name: Nullable(Type.String()),
});
export type AdAccount = Static<typeof AdAccount>;

export const AdToday = Type.Object({
  day: Type.String(),
  target: Type.Integer(),
  clicks: Type.Integer(),
  completions: Type.Integer(),
  rejections: Type.Integer(),
});
export type AdToday = Static<typeof AdToday>;

/** One ad line as the consoles list it. */
export const Ad = Type.Object({
  id: Type.Integer(),
  campaign_id: Type.Integer(),
  owner: AdAccount,
  service: AdServiceSchema,
  group: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  channel: AdChannelSchema,
  product_code: Type.String(),
  product_name: Type.String(),
  keyword: Type.String(),
  mid: Nullable(Type.String()),
  url: Nullable(Type.String()),
  store_name: Nullable(Type.String()),
  place_id: Nullable(Type.String()),
  place_name: Nullable(Type.String()),
  daily_volume: Type.Integer(),
  start_date: Type.String(),
  end_date: Type.String(),
  days: Type.Integer(),
  question: Nullable(Type.String()),
  answers: Type.Array(Type.String()),
  image_ids: Type.Array(Type.Integer()),
  unit_price_tenths: Type.Integer(),
  payout_tenths: Type.Integer(),
  status: AdStatusSchema,
  status_reason: Nullable(Type.String()),
  /** Who holds the line while PAUSED (null otherwise): its owner, the hub console, or the desk; the reason is `status_reason`. */
  paused_by: Nullable(literals(AD_PAUSE_KINDS)),
  delivery: AdDeliverySchema,
  /** Whole won still held for this ad (money-loop §4). */
  hold: Type.Integer(),
  /** daily_volume × unit price × days, rounded up per day: what creating it held. */
  planned_cost: Type.Integer(),
  /** Charged so far by settlement (AD_DEDUCT), whole won. */
  spent: Type.Integer(),
  today: AdToday,
  /** The keyword's latest known rank for this target (keywords column), null when never checked. */
  rank: Nullable(Type.Integer()),
  open_reports: Type.Integer(),
  memo: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Ad = Static<typeof Ad>;

export const AdList = Type.Object({ count: Type.Integer(), results: Type.Array(Ad) });
export type AdList = Static<typeof AdList>;

export const AdListQuery = withTitles(
  Type.Object({
    page: Type.Optional(PageNumber),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
    ordering: Type.Optional(OrderingParam),
    /** Keyword, MID, place id, store/place name or owner username (contains). */
    search: Type.Optional(Type.String({ maxLength: 200 })),
    service: Type.Optional(AdServiceSchema),
    channel: Type.Optional(AdChannelSchema),
    status: Type.Optional(AdStatusSchema),
    owner_id: Type.Optional(Id),
    group_id: Type.Optional(Id),
    /** Exact keyword. */
    keyword: Type.Optional(Keyword),
    /** Ads running on any day of [date_from, date_to]. */
    date_from: Type.Optional(Day),
    date_to: Type.Optional(Day),
    /** Only ads whose keyword's latest rank is at most this. */
    max_rank: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    format: Type.Optional(ExportFormatParam),
  }),
);
export type AdListQuery = Static<typeof AdListQuery>;

export const AdMutationResponse = Type.Object({ message: Type.String(), ad: Ad });
export type AdMutationResponse = Static<typeof AdMutationResponse>;

export const AdLog = Type.Object({
  id: Type.Integer(),
  ad_id: Type.Integer(),
  actor: Nullable(Type.Object({ id: Type.Integer(), username: Type.String() })),
  /** `created`, `status`, `daily_volume`, `end_date`, `hold`, … */
  field: Type.String(),
  before: Nullable(Type.String()),
  after: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  created_at: Type.String(),
});
export type AdLog = Static<typeof AdLog>;

export const AdLogQuery = withTitles(
  Type.Object({
    page: Type.Optional(PageNumber),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  }),
);
export type AdLogQuery = Static<typeof AdLogQuery>;

export const AdLogList = Type.Object({ count: Type.Integer(), results: Type.Array(AdLog) });
export type AdLogList = Static<typeof AdLogList>;

const RejectReason = literals(COMPLETION_REJECT_REASONS);

/** Refused completion attempts per reason (TOO_FAST, WRONG_ANSWER, …); reasons without any are left out. */
export const RejectionCounts = Type.Record(Type.String(), Type.Integer());
export type RejectionCounts = Static<typeof RejectionCounts>;

/**
 * One day of an ad: volume delivered next to the keyword's rank that day (the "action volume → rank"
 * view). Money-loop §8: a settled day's completions and charge are its settlement's (the AD_DEDUCT row
 * it points at); a day not settled yet counts its completions and estimates its charge (예정).
 */
export const AdHistory = Type.Object({
  day: Type.String(),
  target_volume: Type.Integer(),
  clicks: Type.Integer(),
  completions: Type.Integer(),
  /** Refused attempts (Σ rejection_reasons). */
  rejections: Type.Integer(),
  rejection_reasons: RejectionCounts,
  /** Whole won charged for the day by settlement (its AD_DEDUCT row); null while the day is not settled. */
  charged: Nullable(Type.Integer()),
  /** True once the day is settled (daily_ad_settlements). */
  settled: Type.Boolean(),
  /** The day's charge: `charged` when settled, else the estimate round(completions × unit price / 10) (예정). */
  charge: Type.Integer(),
  rank: Nullable(Type.Integer()),
});
export type AdHistory = Static<typeof AdHistory>;

export const AdHistoryQuery = withTitles(
  Type.Object({
    date_from: Type.Optional(Day),
    date_to: Type.Optional(Day),
  }),
);
export type AdHistoryQuery = Static<typeof AdHistoryQuery>;

export const AdHistoryList = Type.Object({ count: Type.Integer(), results: Type.Array(AdHistory) });
export type AdHistoryList = Static<typeof AdHistoryList>;

/** A campaign as its owner sees it (assistant/campaingns): the target plus its lines. */
export const Campaign = Type.Object({
  id: Type.Integer(),
  owner: AdAccount,
  service: AdServiceSchema,
  channel: AdChannelSchema,
  keyword: Type.String(),
  mid: Nullable(Type.String()),
  url: Nullable(Type.String()),
  store_name: Nullable(Type.String()),
  place_id: Nullable(Type.String()),
  place_name: Nullable(Type.String()),
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

export const CampaignListQuery = withTitles(
  Type.Object({
    page: Type.Optional(PageNumber),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
    ordering: Type.Optional(OrderingParam),
    search: Type.Optional(Type.String({ maxLength: 200 })),
    status: Type.Optional(AdStatusSchema),
    channel: Type.Optional(AdChannelSchema),
  }),
);
export type CampaignListQuery = Static<typeof CampaignListQuery>;

export const CampaignList = Type.Object({ count: Type.Integer(), results: Type.Array(Campaign) });
export type CampaignList = Static<typeof CampaignList>;

/** A refused completion attempt (the advertiser's evidence, money-loop §5): when, which line, why. No end user's identity. */
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

/** The catalog with the caller's effective unit price (tier prices, money-loop §2). */
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
  /** The caller's balance, held amount and available balance (money-loop §4). */
  balance: Type.Integer(),
  held: Type.Integer(),
  available: Type.Integer(),
});
export type CampaignProducts = Static<typeof CampaignProducts>;

export const OptionsQuery = withTitles(
  Type.Object({
    service: Type.Optional(AdServiceSchema),
    channel: Type.Optional(AdChannelSchema),
    group_id: Type.Optional(Id),
  }),
);
export type OptionsQuery = Static<typeof OptionsQuery>;

const Labelled = Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() });

/** GET admin/options: what the console filters need (spec §3 "Options response"). */
export const AdOptions = Type.Object({
  /** Accounts owning ads in scope (filter by owner). */
  clients: Type.Array(AdAccount),
  services: Type.Array(Labelled),
  /** Ad count per status in scope (the status counters), plus `total`. */
  statistics: Type.Record(Type.String(), Type.Integer()),
  maxRanks: Type.Array(Type.Integer()),
  /** Accounts the caller may register an ad for (staff: advertisers; empty for customers). */
  customers: Type.Array(AdAccount),
});
export type AdOptions = Static<typeof AdOptions>;

export const AdOptionsTypeQuery = withTitles(Type.Object({ type: Type.String({ maxLength: 30, title: '옵션 유형' }) }));
export type AdOptionsTypeQuery = Static<typeof AdOptionsTypeQuery>;

export const AdReport = Type.Object({
  id: Type.Integer(),
  ad_id: Type.Integer(),
  type: AdReportTypeSchema,
  memo: Nullable(Type.String()),
  reporter: Nullable(Type.Object({ id: Type.Integer(), username: Type.String() })),
  status: Type.Union([Type.Literal('OPEN'), Type.Literal('RESOLVED')]),
  resolution: Nullable(Type.String()),
  resolved_at: Nullable(Type.String()),
  created_at: Type.String(),
});
export type AdReport = Static<typeof AdReport>;

export const AdReportList = Type.Object({ count: Type.Integer(), results: Type.Array(AdReport) });
export type AdReportList = Static<typeof AdReportList>;

/** POST admin/ads/{id}/options?type=SOLD_OUT|…: `memo`; ?type=RESOLVED: `report_id` + `resolution`. */
export const AdOptionRequest = withTitles(
  Type.Object(
    {
      memo: Type.Optional(Type.String({ maxLength: AD_REASON_MAX_LENGTH })),
      report_id: Type.Optional(Id),
      resolution: Type.Optional(Type.String({ maxLength: AD_REASON_MAX_LENGTH })),
    },
    { additionalProperties: false },
  ),
);
export type AdOptionRequest = Static<typeof AdOptionRequest>;

export const AdOptionResponse = Type.Object({ message: Type.String(), report: AdReport });
export type AdOptionResponse = Static<typeof AdOptionResponse>;
