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
  AD_TARGET_ID_MAX_LENGTH,
  AD_TARGET_NAME_MAX_LENGTH,
  AD_TARGET_URL_MAX_LENGTH,
} from '../values/ads';
import { AD_PAUSE_KINDS } from '../values/ad-rules';
import { Day, dayRangeParams, exportableListQuery, Id, NonBlankItem, Nullable, Paged, requestBody, SearchParam } from './common';
import { literals } from './literals';

/**
 * Ad lines and their requests (docs/decisions/product.md#api-calls admin/ads*; docs/decisions/money-loop.md#prices, docs/decisions/money-loop.md#campaigns, docs/decisions/money-loop.md#holds). Campaigns are in ./campaigns.ts,
 * logs and histories in ./ad-history.ts, filter options and reports in ./ad-options.ts.
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
const TargetUrl = Type.String({ maxLength: AD_TARGET_URL_MAX_LENGTH, title: '상품/플레이스 URL' });
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
export const CreateAdRequest = requestBody({
  /** Optional: the reward products decide it (a product of the other channel is refused). */
  channel: Type.Optional(AdChannelSchema),
  keyword: Keyword,
  mid: Type.Optional(Type.String({ maxLength: AD_TARGET_ID_MAX_LENGTH })),
  url: Type.Optional(TargetUrl),
  store_name: Type.Optional(Type.String({ maxLength: AD_TARGET_NAME_MAX_LENGTH })),
  place_id: Type.Optional(Type.String({ maxLength: AD_TARGET_ID_MAX_LENGTH })),
  place_name: Type.Optional(Type.String({ maxLength: AD_TARGET_NAME_MAX_LENGTH })),
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
});
export type CreateAdRequest = Static<typeof CreateAdRequest>;

/**
 * PUT admin/ads/{id}. With `action`: a state change (approve/reject by staff; pause/resume/cancel by the
 * owner or staff; extend (`end_date`) and change_volume (`daily_volume`) by staff); `reason` for
 * reject/pause. Without `action`: a field edit (the owner while PENDING; staff any time, the unit price
 * only before the start).
 */
export const UpdateAdRequest = requestBody({
  action: Type.Optional(AdActionSchema),
  reason: Type.Optional(Type.String({ maxLength: AD_REASON_MAX_LENGTH })),
  keyword: Type.Optional(Keyword),
  mid: Type.Optional(Type.String({ maxLength: AD_TARGET_ID_MAX_LENGTH })),
  url: Type.Optional(TargetUrl),
  store_name: Type.Optional(Type.String({ maxLength: AD_TARGET_NAME_MAX_LENGTH })),
  place_id: Type.Optional(Type.String({ maxLength: AD_TARGET_ID_MAX_LENGTH })),
  place_name: Type.Optional(Type.String({ maxLength: AD_TARGET_NAME_MAX_LENGTH })),
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
});
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

/** What an ad (or a campaign) points at: the search keyword and the product or place it finds. */
export const adTargetFields = {
  keyword: Type.String(),
  mid: Nullable(Type.String()),
  url: Nullable(Type.String()),
  store_name: Nullable(Type.String()),
  place_id: Nullable(Type.String()),
  place_name: Nullable(Type.String()),
};

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
  ...adTargetFields,
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
  /** Whole won still held for this ad (docs/decisions/money-loop.md#holds). */
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

export const AdList = Paged(Ad);
export type AdList = Static<typeof AdList>;

export const AdListQuery = exportableListQuery(25, 100, {
  /** Keyword, MID, place id, store/place name or owner username (contains). */
  search: SearchParam,
  service: Type.Optional(AdServiceSchema),
  channel: Type.Optional(AdChannelSchema),
  status: Type.Optional(AdStatusSchema),
  owner_id: Type.Optional(Id),
  group_id: Type.Optional(Id),
  /** Exact keyword. */
  keyword: Type.Optional(Keyword),
  /** Ads running on any day of [date_from, date_to]. */
  ...dayRangeParams,
  /** Only ads whose keyword's latest rank is at most this. */
  max_rank: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});
export type AdListQuery = Static<typeof AdListQuery>;

export const AdMutationResponse = Type.Object({ message: Type.String(), ad: Ad });
export type AdMutationResponse = Static<typeof AdMutationResponse>;
