/**
 * Hub ads: the ads screens of the hub console (service HUB, the caller's
 * group) and of the reward site (service NR, the caller's own). Lists reuse `AdList`; a single
 * registration answers `CreateAdResponse`; the rules are those of POST admin/ads.
 */
import { Type, type Static } from 'typebox';
import {
  AD_ANSWER_MAX_LENGTH,
  AD_ANSWERS_MAX,
  AD_KEYWORD_MAX_LENGTH,
  AD_MEMO_MAX_LENGTH,
  AD_QUESTION_MAX_LENGTH,
  AD_REASON_MAX_LENGTH,
  AD_TARGET_ID_MAX_LENGTH,
  AD_TARGET_NAME_MAX_LENGTH,
  AD_TARGET_URL_MAX_LENGTH,
} from '../values/ads';
import { HUB_AD_ACTIONS } from '../values/hub-ads';
import { AdChannelSchema, AdStatusSchema, DailyVolume } from './ads';
import { Day, Id, NonBlankItem, Nullable, pageParams, requestBody, SearchParam } from './common';
import { literals } from './literals';
import { withTitles } from './titles';

export const HubAdListQuery = withTitles(
  Type.Object({
    channel: AdChannelSchema,
    ...pageParams(25, 100),
    status: Type.Optional(AdStatusSchema),
    /** The client (owner) of the ad; hub console only. */
    client_id: Type.Optional(Id),
    /** Keyword, MID, place id, store/place name or owner username (contains). */
    search: SearchParam,
  }),
);
export type HubAdListQuery = Static<typeof HubAdListQuery>;

export const HubAdClient = Type.Object({ id: Type.Integer(), username: Type.String(), name: Nullable(Type.String()) });
export type HubAdClient = Static<typeof HubAdClient>;
export const HubAdClientList = Type.Object({ results: Type.Array(HubAdClient) });
export type HubAdClientList = Static<typeof HubAdClientList>;

/** POST hub/ads: one ad line; `client_id` on the hub console (omitted: the caller's own ad). */
export const HubCreateAdRequest = requestBody({
  client_id: Type.Optional(Id),
  /** Optional: the reward product decides it. */
  channel: Type.Optional(AdChannelSchema),
  product_code: Type.String({ maxLength: 50 }),
  keyword: Type.String({ maxLength: AD_KEYWORD_MAX_LENGTH }),
  mid: Type.Optional(Type.String({ maxLength: AD_TARGET_ID_MAX_LENGTH })),
  url: Type.Optional(Type.String({ maxLength: AD_TARGET_URL_MAX_LENGTH, title: '상품/플레이스 URL' })),
  store_name: Type.Optional(Type.String({ maxLength: AD_TARGET_NAME_MAX_LENGTH })),
  place_id: Type.Optional(Type.String({ maxLength: AD_TARGET_ID_MAX_LENGTH })),
  place_name: Type.Optional(Type.String({ maxLength: AD_TARGET_NAME_MAX_LENGTH })),
  daily_volume: DailyVolume,
  start_date: Day,
  end_date: Day,
  question: Type.Optional(Type.String({ maxLength: AD_QUESTION_MAX_LENGTH, title: '확인 질문' })),
  answers: Type.Optional(Type.Array(NonBlankItem({ maxLength: AD_ANSWER_MAX_LENGTH }), { maxItems: AD_ANSWERS_MAX })),
  memo: Type.Optional(Type.String({ maxLength: AD_MEMO_MAX_LENGTH })),
});
export type HubCreateAdRequest = Static<typeof HubCreateAdRequest>;

/** PUT hub/ads/{id}: pause, resume, or extend to a later `end_date`. */
export const HubAdActionRequest = requestBody({
  action: literals(HUB_AD_ACTIONS),
  end_date: Type.Optional(Day),
  reason: Type.Optional(Type.String({ maxLength: AD_REASON_MAX_LENGTH })),
});
export type HubAdActionRequest = Static<typeof HubAdActionRequest>;

export const HubBulkQuery = withTitles(Type.Object({ channel: AdChannelSchema }));
export type HubBulkQuery = Static<typeof HubBulkQuery>;

/**
 * POST hub/ads/bulk: each row stands alone (a refused row never stops the others): `created` lists
 * the rows that became ads, `refused` the others with their Korean reason, to fix and re-upload.
 */
export const HubBulkReport = Type.Object({
  message: Type.String(),
  created: Type.Array(Type.Object({ row: Type.Integer(), ad_id: Type.Integer(), keyword: Type.String() })),
  refused: Type.Array(Type.Object({ row: Type.Integer(), field: Nullable(Type.String()), message: Type.String() })),
});
export type HubBulkReport = Static<typeof HubBulkReport>;
