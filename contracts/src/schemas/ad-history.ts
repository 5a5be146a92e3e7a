/**
 * An ad line's change log and day-by-day history (admin/ads/{id}/logs, admin/ads/{id}/histories).
 */
import { Type, type Static } from 'typebox';
import { dayRangeParams, Nullable, Paged, pageParams } from './common';
import { withTitles } from './titles';

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
    ...pageParams(25, 100),
  }),
);
export type AdLogQuery = Static<typeof AdLogQuery>;

export const AdLogList = Paged(AdLog);
export type AdLogList = Static<typeof AdLogList>;

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
    ...dayRangeParams,
  }),
);
export type AdHistoryQuery = Static<typeof AdHistoryQuery>;

export const AdHistoryList = Paged(AdHistory);
export type AdHistoryList = Static<typeof AdHistoryList>;
