/**
 * The console's filter options (admin/options) and problem reports on an ad (admin/ads/{id}/options).
 */
import { Type, type Static } from 'typebox';
import { AD_REASON_MAX_LENGTH } from '../values/ads';
import { Id, Nullable, Paged, requestBody } from './common';
import { withTitles } from './titles';
import { AdAccount, AdChannelSchema, AdReportTypeSchema, AdServiceSchema } from './ads';

export const OptionsQuery = withTitles(
  Type.Object({
    service: Type.Optional(AdServiceSchema),
    channel: Type.Optional(AdChannelSchema),
    group_id: Type.Optional(Id),
  }),
);
export type OptionsQuery = Static<typeof OptionsQuery>;

const Labelled = Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() });

/** GET admin/options: what the console filters need (docs/decisions/product.md#entities "Options response"). */
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

export const AdReportList = Paged(AdReport);
export type AdReportList = Static<typeof AdReportList>;

/** POST admin/ads/{id}/options?type=SOLD_OUT|…: `memo`; ?type=RESOLVED: `report_id` + `resolution`. */
export const AdOptionRequest = requestBody({
  memo: Type.Optional(Type.String({ maxLength: AD_REASON_MAX_LENGTH })),
  report_id: Type.Optional(Id),
  resolution: Type.Optional(Type.String({ maxLength: AD_REASON_MAX_LENGTH })),
});
export type AdOptionRequest = Static<typeof AdOptionRequest>;

export const AdOptionResponse = Type.Object({ message: Type.String(), report: AdReport });
export type AdOptionResponse = Static<typeof AdOptionResponse>;
