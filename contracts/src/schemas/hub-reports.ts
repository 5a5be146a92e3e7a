/**
 * Hub reports (docs/decisions/money-loop.md#readers): the hub console's detail by period (`/`) and
 * sales (`/sales`), and the reward site's `/invoice` (the member's own detail by period and monthly
 * invoices). Days are Asia/Seoul `YYYY-MM-DD`, ranges at most SALES_MAX_DAYS days (both included);
 * money is whole won, prices tenths of a won.
 */
import { Type, type Static } from 'typebox';
import { AdChannelSchema, AdServiceSchema } from './ads';
import { reportRangeParams, ExportFormatParam, Id, Nullable } from './common';
import { Invoice } from './invoices';
import { literals } from './literals';
import { SalesUnitSchema } from './b2b';
import { withTitles } from './titles';

/** How the detail by period is grouped: one row per ad and day (the detail), or per day, ad or client. */
export const HUB_PERIOD_GROUPS = ['ad_day', 'day', 'ad', 'client'] as const;
export type HubPeriodGroup = (typeof HUB_PERIOD_GROUPS)[number];
export const HubPeriodGroupSchema = literals(HUB_PERIOD_GROUPS);

export const hubReportMessages = {
  groupRequired: '허브 그룹을 선택해주세요.',
  groupNotFound: '허브 그룹을 찾을 수 없습니다.',
} as const;

export const HubPeriodQuery = withTitles(
  Type.Object({
    ...reportRangeParams,
    group: Type.Optional(HubPeriodGroupSchema),
    /** Nurly staff only: the hub (group) to read; a hub account always reads its own group. */
    group_id: Type.Optional(Id),
    format: Type.Optional(ExportFormatParam),
  }),
);
export type HubPeriodQuery = Static<typeof HubPeriodQuery>;

/** GET hub/my/period: the caller's own ads (reward `/invoice`), no group to choose. */
export const HubMyPeriodQuery = withTitles(Type.Omit(HubPeriodQuery, ['group_id']));
export type HubMyPeriodQuery = Static<typeof HubMyPeriodQuery>;

export const HubReportAccount = Type.Object({ id: Type.Integer(), username: Type.String(), name: Nullable(Type.String()) });
export type HubReportAccount = Static<typeof HubReportAccount>;

export const HubReportAd = Type.Object({
  id: Type.Integer(),
  service: AdServiceSchema,
  channel: AdChannelSchema,
  product_code: Type.String(),
  keyword: Type.String(),
  /** Product name (store) or place name, when the ad has one. */
  target_name: Nullable(Type.String()),
});
export type HubReportAd = Static<typeof HubReportAd>;

const HubPeriodFigures = {
  /** Σ the ad-days' target volumes. */
  daily_volume: Type.Integer(),
  /** Completions: the settled count once the day is settled, else the live count. */
  completions: Type.Integer(),
  /** Offerwall completions rejected (wrong answer, too fast, expired click…). */
  rejections: Type.Integer(),
  /** Whole won charged (the settlement = the AD_DEDUCT of the ad-day); unsettled days count 0. */
  charged: Type.Integer(),
};

export const HubPeriodRow = Type.Object({
  key: Type.String(),
  /** Set when grouped by ad and day or by day. */
  day: Nullable(Type.String()),
  /** Set when grouped by ad and day or by ad. */
  ad: Nullable(HubReportAd),
  /** The ad's owner (the hub's client); null when grouped by day. */
  client: Nullable(HubReportAccount),
  ...HubPeriodFigures,
  /** Ad-days of the row not settled yet (today, or a day the midnight run has not reached). */
  unsettled_days: Type.Integer(),
});
export type HubPeriodRow = Static<typeof HubPeriodRow>;

export const HubPeriodReport = Type.Object({
  from: Type.String(),
  to: Type.String(),
  group: HubPeriodGroupSchema,
  /** The group read (null for the caller's own ads). */
  group_id: Nullable(Type.Integer()),
  results: Type.Array(HubPeriodRow),
  totals: Type.Object(HubPeriodFigures),
});
export type HubPeriodReport = Static<typeof HubPeriodReport>;

export const HubSalesQuery = withTitles(
  Type.Object({
    ...reportRangeParams,
    unit: Type.Optional(SalesUnitSchema),
    /** Nurly staff only: the hub (group); a hub admin always reads its own. */
    group_id: Type.Optional(Id),
    format: Type.Optional(ExportFormatParam),
  }),
);
export type HubSalesQuery = Static<typeof HubSalesQuery>;

const HubSalesFigures = {
  completions: Type.Integer(),
  /** What the hub's clients were charged: Σ their settlements (= their AD_DEDUCTs). */
  revenue: Type.Integer(),
  /** What the hub owes the company: completions × the hub's own price (its price-chain snapshot). */
  cost: Type.Integer(),
  /** The hub admin's margin (its reseller_margins): client's price − hub's price per completion. */
  margin: Type.Integer(),
  /** The rest: margins of resellers under the hub (a client's own sub-accounts) and rounding; revenue = cost + margin + this. */
  sub_margin: Type.Integer(),
};

export const HubSalesRow = Type.Object({
  /** YYYY-MM-DD (unit=day) or YYYY-MM (unit=month). */
  period: Type.String(),
  /** The hub's direct client the sale came through. */
  client: HubReportAccount,
  ...HubSalesFigures,
});
export type HubSalesRow = Static<typeof HubSalesRow>;

export const HubSalesReport = Type.Object({
  from: Type.String(),
  to: Type.String(),
  unit: SalesUnitSchema,
  group_id: Type.Integer(),
  group_name: Type.String(),
  results: Type.Array(HubSalesRow),
  totals: Type.Object(HubSalesFigures),
});
export type HubSalesReport = Static<typeof HubSalesReport>;

/** GET hub/my/invoices: the caller's own monthly invoices, newest month first. */
export const HubMyInvoiceList = Type.Object({ count: Type.Integer(), invocies: Type.Array(Invoice) });
export type HubMyInvoiceList = Static<typeof HubMyInvoiceList>;
