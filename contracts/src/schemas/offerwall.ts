import { Type, type Static } from 'typebox';
import {
  APP_NAME_MAX_LENGTH,
  CLICK_STATUSES,
  COMPLETION_REJECT_REASONS,
  COMPLETION_STATUSES,
  MONITORING_FLAG_KINDS,
  POSTBACK_FAILURES,
  POSTBACK_SCHEMES,
  POSTBACK_STATUSES,
  PUBLISHER_APP_STATUSES,
} from '../values/offerwall';
import {
  dayRangeParams,
  ExportFormatParam,
  Id,
  NonBlankItem,
  Nullable,
  Paged,
  pageParams,
  requestBody,
  SearchParam,
  sortedPageParams,
} from './common';
import { literals } from './literals';
import { PublisherSubId } from './publisher';
import { withTitles } from './titles';

/**
 * The offerwall console API (mfe-offerwall; docs/decisions/money-loop.md#offerwall-api, docs/decisions/money-loop.md#readers) and settlement (docs/decisions/money-loop.md#settlement). The publisher
 * API itself (/api/offerwall/v1/…, HMAC-signed) has its schemas next to it in the server module.
 * Money: `*_tenths` are tenths of a won; other amounts whole won. Days are Asia/Seoul YYYY-MM-DD.
 */

export const PublisherAppStatusSchema = literals(PUBLISHER_APP_STATUSES);
export const ClickStatusSchema = literals(CLICK_STATUSES);
export const CompletionStatusSchema = literals(COMPLETION_STATUSES);
export const CompletionRejectReasonSchema = literals(COMPLETION_REJECT_REASONS);
export const PostbackStatusSchema = literals(POSTBACK_STATUSES);
export const PostbackFailureSchema = literals(POSTBACK_FAILURES);
export const PostbackSchemeSchema = literals(POSTBACK_SCHEMES);
export const MonitoringFlagKindSchema = literals(MONITORING_FLAG_KINDS);

export const AppPayout = Type.Object({
  product_code: Type.String({ maxLength: 50 }),
  payout_tenths: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
});
export type AppPayout = Static<typeof AppPayout>;

export const PublisherApp = Type.Object({
  id: Type.Integer(),
  owner: Type.Object({ id: Type.Integer(), username: Type.String() }),
  name: Type.String(),
  api_key: Type.String(),
  postback_url: Nullable(Type.String()),
  allowed_ips: Type.Array(Type.String()),
  status: PublisherAppStatusSchema,
  /** Staff-set payouts per product; products not listed pay the ad's payout snapshot. */
  payouts: Type.Array(AppPayout),
  created_at: Type.String(),
  rotated_at: Nullable(Type.String()),
  /** How postbacks are signed: `standard` (Standard Webhooks) or `nurly` (X-Nurly-Signature). */
  postback_scheme: PostbackSchemeSchema,
  /** Until when the secret before the last rotation is still accepted and signed with; null when none is. */
  previous_secret_expires_at: Nullable(Type.String()),
});
export type PublisherApp = Static<typeof PublisherApp>;

export const PublisherAppList = Paged(PublisherApp);
export type PublisherAppList = Static<typeof PublisherAppList>;

/** POST offerwall/apps (OFFERWALL_CLIENT for itself; NURLY_ADMIN may pass owner_id). */
export const CreatePublisherAppRequest = requestBody({
  name: Type.String({ maxLength: APP_NAME_MAX_LENGTH }),
  postback_url: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  allowed_ips: Type.Optional(Type.Array(NonBlankItem({ maxLength: 64 }), { maxItems: 50 })),
  postback_scheme: Type.Optional(PostbackSchemeSchema),
  owner_id: Type.Optional(Id),
});
export type CreatePublisherAppRequest = Static<typeof CreatePublisherAppRequest>;

/** PATCH offerwall/apps/{id}. */
export const UpdatePublisherAppRequest = requestBody({
  name: Type.Optional(Type.String({ maxLength: APP_NAME_MAX_LENGTH })),
  postback_url: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  allowed_ips: Type.Optional(Type.Array(NonBlankItem({ maxLength: 64 }), { maxItems: 50 })),
  postback_scheme: Type.Optional(PostbackSchemeSchema),
  status: Type.Optional(PublisherAppStatusSchema),
});
export type UpdatePublisherAppRequest = Static<typeof UpdatePublisherAppRequest>;

/** The answer to create and rotate: the only time the secret is shown. */
export const PublisherAppSecret = Type.Object({ message: Type.String(), app: PublisherApp, secret: Type.String() });
export type PublisherAppSecret = Static<typeof PublisherAppSecret>;

/** PUT offerwall/apps/{id}/payouts (NURLY_ADMIN). */
export const SetAppPayoutsRequest = requestBody({ payouts: Type.Array(AppPayout, { maxItems: 20 }) });
export type SetAppPayoutsRequest = Static<typeof SetAppPayoutsRequest>;

const ConsoleFilters = {
  app_id: Type.Optional(Id),
  ...dayRangeParams,
};

/** One day of settlement history (`/`): per app or, without app_id, all of the caller's apps. */
export const SettlementDay = Type.Object({
  day: Type.String(),
  /** With group_by=sub_id or a sub_id filter: the placement of the row (null: clicks sent without one). */
  sub_id: Type.Optional(Nullable(Type.String())),
  clicks: Type.Integer(),
  completions: Type.Integer(),
  rejections: Type.Integer(),
  /** Whole won earned; settled days from daily_publisher_settlements, today's from the completions so far. */
  payout: Type.Integer(),
  settled: Type.Boolean(),
  postbacks: Type.Object({ delivered: Type.Integer(), pending: Type.Integer(), failed: Type.Integer(), stopped: Type.Integer() }),
});
export type SettlementDay = Static<typeof SettlementDay>;

export const SettlementHistoryQuery = withTitles(
  Type.Object({
    ...ConsoleFilters,
    /** Only this placement's clicks and completions (the publisher API's sub_id). */
    sub_id: Type.Optional(PublisherSubId),
    /** sub_id: a row per day and placement. */
    group_by: Type.Optional(Type.Literal('sub_id')),
    format: Type.Optional(ExportFormatParam),
  }),
);
export type SettlementHistoryQuery = Static<typeof SettlementHistoryQuery>;

export const SettlementHistory = Type.Object({
  results: Type.Array(SettlementDay),
  totals: Type.Object({ clicks: Type.Integer(), completions: Type.Integer(), rejections: Type.Integer(), payout: Type.Integer() }),
});
export type SettlementHistory = Static<typeof SettlementHistory>;

const ConsoleListParams = {
  ...sortedPageParams(25, 100),
  /** User key, transaction id, keyword. */
  search: SearchParam,
  format: Type.Optional(ExportFormatParam),
};

/** `/mission-logs`: every completion attempt. */
export const MissionLog = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  app: Type.Object({ id: Type.Integer(), name: Type.String() }),
  ad_id: Type.Integer(),
  keyword: Type.String(),
  product_code: Type.String(),
  user_key: Type.String(),
  status: CompletionStatusSchema,
  reason: Nullable(CompletionRejectReasonSchema),
  /** What the publisher earns for a COMPLETED attempt; null for a REJECTED one (nothing is paid). */
  payout_tenths: Nullable(Type.Integer()),
  transaction_id: Type.String(),
  seconds_after_click: Nullable(Type.Integer()),
  postback: Nullable(
    Type.Object({
      id: Type.Integer(),
      status: PostbackStatusSchema,
      attempts: Type.Integer(),
      last_status_code: Nullable(Type.Integer()),
      /** The last failed attempt's class (a timeout, a refused connection, an address not allowed…), never the receiver's text. */
      last_error: Nullable(PostbackFailureSchema),
    }),
  ),
});
export type MissionLog = Static<typeof MissionLog>;

export const MissionLogQuery = withTitles(
  Type.Object({ ...ConsoleListParams, ...ConsoleFilters, status: Type.Optional(CompletionStatusSchema) }),
);
export type MissionLogQuery = Static<typeof MissionLogQuery>;

export const MissionLogList = Paged(MissionLog);
export type MissionLogList = Static<typeof MissionLogList>;

/** `/visitor-logs`: clicks. */
export const VisitorLog = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  app: Type.Object({ id: Type.Integer(), name: Type.String() }),
  ad_id: Type.Integer(),
  keyword: Type.String(),
  user_key: Type.String(),
  ip: Nullable(Type.String()),
  adid: Nullable(Type.String()),
  status: ClickStatusSchema,
});
export type VisitorLog = Static<typeof VisitorLog>;

export const VisitorLogQuery = withTitles(
  Type.Object({ ...ConsoleListParams, ...ConsoleFilters, status: Type.Optional(ClickStatusSchema) }),
);
export type VisitorLogQuery = Static<typeof VisitorLogQuery>;

export const VisitorLogList = Paged(VisitorLog);
export type VisitorLogList = Static<typeof VisitorLogList>;

/** `/visitor-monitoring-logs`: flags. */
export const MonitoringFlag = Type.Object({
  id: Type.Integer(),
  day: Type.String(),
  app: Type.Object({ id: Type.Integer(), name: Type.String() }),
  kind: MonitoringFlagKindSchema,
  subject: Type.String(),
  count: Type.Integer(),
  details: Nullable(Type.Record(Type.String(), Type.Unknown())),
});
export type MonitoringFlag = Static<typeof MonitoringFlag>;

export const MonitoringFlagQuery = Type.Object({
  ...sortedPageParams(25, 100),
  ...ConsoleFilters,
  kind: Type.Optional(MonitoringFlagKindSchema),
});
export type MonitoringFlagQuery = Static<typeof MonitoringFlagQuery>;

export const MonitoringFlagList = Paged(MonitoringFlag);
export type MonitoringFlagList = Static<typeof MonitoringFlagList>;

/** Staff: the result of settling (POST admin/settlements/run) and the settled ad-days (GET admin/settlements). */
export const SettlementRunResult = Type.Object({
  message: Type.String(),
  days: Type.Array(Type.String()),
  ad_days: Type.Integer(),
  charged: Type.Integer(),
  hold_released: Type.Integer(),
  publisher_days: Type.Integer(),
  payout: Type.Integer(),
  /** Reseller margin credits written (one per reseller and settled day, docs/decisions/resellers.md#margin-credits) and their whole won. */
  margin_credits: Type.Integer(),
  margin_credited: Type.Integer(),
});
export type SettlementRunResult = Static<typeof SettlementRunResult>;

export const AdSettlement = Type.Object({
  id: Type.Integer(),
  ad_id: Type.Integer(),
  owner: Type.Object({ id: Type.Integer(), username: Type.String() }),
  keyword: Type.String(),
  product_code: Type.String(),
  day: Type.String(),
  completions: Type.Integer(),
  unit_price_tenths: Type.Integer(),
  amount: Type.Integer(),
  hold_released: Type.Integer(),
  ledger_id: Nullable(Type.Integer()),
  settled_at: Type.String(),
});
export type AdSettlement = Static<typeof AdSettlement>;

export const AdSettlementQuery = withTitles(
  Type.Object({
    ...pageParams(25, 100),
    ...dayRangeParams,
    ad_id: Type.Optional(Id),
    owner_id: Type.Optional(Id),
  }),
);
export type AdSettlementQuery = Static<typeof AdSettlementQuery>;

export const AdSettlementList = Paged(AdSettlement);
export type AdSettlementList = Static<typeof AdSettlementList>;

/** The server's clock (GET/POST dev/clock, only with NURLY_TEST_CLOCK=on). */
export const DevClock = Type.Object({ now: Type.String(), seoul_day: Type.String(), offset_seconds: Type.Integer() });
export type DevClock = Static<typeof DevClock>;

export const MoveDevClockRequest = requestBody({
  advance_days: Type.Optional(Type.Integer({ minimum: 0, maximum: 400 })),
  advance_seconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400 * 400 })),
});
export type MoveDevClockRequest = Static<typeof MoveDevClockRequest>;

/** POST dev/clock: the moved clock and what became due and ran (ended ads closed, the settlement catch-up). */
export const DevClockMoved = Type.Object({
  message: Type.String(),
  clock: DevClock,
  closed_ads: Type.Integer(),
  settlement: SettlementRunResult,
});
export type DevClockMoved = Static<typeof DevClockMoved>;
