/**
 * Reseller margin payouts (docs/decisions/resellers.md#margin-payouts): a reseller (tier 2–3, hub admins) asks for a payout of
 * its credited margins (MARGIN_CREDIT ledger rows) to its registered bank account (통장 사본);
 * staff pay it on the withdrawal desk (a MARGIN_PAYOUT ledger row, date and reference) or reject it.
 */
import { Type, type Static } from 'typebox';
import { TOP_UP_MAX, marginPayoutStatuses } from '../values/points';
import { Day, exportableListQuery, requestBody } from './common';
import { literals } from './literals';

/** A single payout request above this is refused (a typing-slip guard, as top-ups). */
const MARGIN_PAYOUT_MAX = TOP_UP_MAX;

export type MarginPayoutStatus = (typeof marginPayoutStatuses)[number];
export const MarginPayoutStatusSchema = literals(marginPayoutStatuses);

/** `amount` in whole won; 0 and negatives reach the service, which answers a message naming the field. */
export const MarginPayoutRequest = requestBody({
  amount: Type.Integer({ minimum: -MARGIN_PAYOUT_MAX, maximum: MARGIN_PAYOUT_MAX }),
  memo: Type.Optional(Type.String({ maxLength: 500 })),
});
export type MarginPayoutRequest = Static<typeof MarginPayoutRequest>;

export const MarginPayoutItem = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  user_id: Type.Integer(),
  username: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  /** Always MARGIN_PAYOUT: the desk lists it beside the 7-day withdrawals. */
  kind: Type.Literal('MARGIN_PAYOUT'),
  amount: Type.Integer(),
  /** The registered bank statement (통장 사본) the payout goes to, as it was when asked. */
  bank_file: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  memo: Type.Union([Type.String(), Type.Null()]),
  status: MarginPayoutStatusSchema,
  /** PAID: the day the money was sent, the transfer's reference and the MARGIN_PAYOUT ledger row. */
  paid_on: Type.Union([Type.String(), Type.Null()]),
  reference: Type.Union([Type.String(), Type.Null()]),
  ledger_id: Type.Union([Type.Integer(), Type.Null()]),
  reject_reason: Type.Union([Type.String(), Type.Null()]),
  resolved_at: Type.Union([Type.String(), Type.Null()]),
});
export type MarginPayoutItem = Static<typeof MarginPayoutItem>;

export const MarginPayoutListQuery = exportableListQuery(25, 1000, {
  status: Type.Optional(MarginPayoutStatusSchema),
});
export type MarginPayoutListQuery = Static<typeof MarginPayoutListQuery>;

/** A page of payouts with the caller's figures (a reseller's own; staff: null). */
export const MarginPayoutList = Type.Object({
  count: Type.Integer(),
  results: Type.Array(MarginPayoutItem),
  /** The caller's Σ MARGIN_CREDIT, Σ PAID, Σ PENDING and what it may still ask (whole won); null for staff. */
  own: Type.Union([
    Type.Object({ credited: Type.Integer(), paid: Type.Integer(), pending: Type.Integer(), requestable: Type.Integer() }),
    Type.Null(),
  ]),
});
export type MarginPayoutList = Static<typeof MarginPayoutList>;

export const MarginPayoutPay = requestBody({
  /** The day the money was sent (Asia/Seoul, YYYY-MM-DD). */
  paid_on: Day,
  reference: Type.String({ minLength: 1, maxLength: 100 }),
});
export type MarginPayoutPay = Static<typeof MarginPayoutPay>;

export const MarginPayoutReject = requestBody({ reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })) });
export type MarginPayoutReject = Static<typeof MarginPayoutReject>;

export const MarginPayoutSaved = Type.Object({ message: Type.String(), payout: MarginPayoutItem });
export type MarginPayoutSaved = Static<typeof MarginPayoutSaved>;
