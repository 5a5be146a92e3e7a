import { Type, type Static } from 'typebox';
import { pointActions, requestStatuses, TOP_UP_MAX, transferActions, withdrawalStatuses } from '../values/points';
import { literals } from './literals';
import { exportableListQuery, Id, listQuery, Paged, requestBody } from './common';
import { withTitles } from './titles';

export type PointAction = (typeof pointActions)[number];
export const PointActionSchema = literals(pointActions);

export type TransferAction = (typeof transferActions)[number];

/** The other account of a transfer row (TRANSFER_*, RECALL_*): who sent or received the points. */
export const Counterparty = Type.Object({ id: Type.Integer(), username: Type.String(), name: Type.Union([Type.String(), Type.Null()]) });
export type Counterparty = Static<typeof Counterparty>;

export type RequestStatus = (typeof requestStatuses)[number];
export const RequestStatusSchema = literals(requestStatuses);

export const Evidence = Type.Object({
  deposit_name: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
});
export type Evidence = Static<typeof Evidence>;

/** One history row (docs/decisions/product.md#entities). `point` is signed; a pending B2B_REQUEST carries the requested amount. */
export const BalanceHistoryRow = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  action: PointActionSchema,
  action_name: Type.Union([Type.String(), Type.Null()]),
  point: Type.Integer(),
  evidence: Type.Union([Evidence, Type.Null()]),
  status: Type.Union([RequestStatusSchema, Type.Null()]),
  memo: Type.Union([Type.String(), Type.Null()]),
  /** The running balance after this row; null for a top-up request, which moves no money. */
  balance_after: Type.Union([Type.Integer(), Type.Null()]),
  /** The other account of a transfer or recall row; null for every other row. */
  counterparty: Type.Optional(Type.Union([Counterparty, Type.Null()])),
});
export type BalanceHistoryRow = Static<typeof BalanceHistoryRow>;

export const BalanceHistoryQuery = withTitles(
  Type.Object({
    /** Simple mode: the latest SIMPLE_HISTORY_LIMIT rows; full mode: up to HISTORY_PAGE_SIZE rows. */
    is_simple: Type.Optional(Type.Boolean()),
    /** Optional action filter. */
    type: Type.Optional(Type.Union([PointActionSchema, Type.Literal('ALL')])),
  }),
);
export type BalanceHistoryQuery = Static<typeof BalanceHistoryQuery>;

export const BalanceHistory = Type.Object({
  balance: Type.Integer(),
  count: Type.Integer(),
  results: Type.Array(BalanceHistoryRow),
});
export type BalanceHistory = Static<typeof BalanceHistory>;

/**
 * A top-up amount: bounded both ways; zero and negatives reach the service, which answers the
 * spec's message (pointMessages.amountRequired) rather than a range.
 */
const TopUpAmount = Type.Integer({ minimum: -TOP_UP_MAX, maximum: TOP_UP_MAX });

export const TopUpRequest = requestBody({
  amount: TopUpAmount,
  deposit_name: Type.String({ maxLength: 50 }),
  email: Type.String({ maxLength: 200 }),
});
export type TopUpRequest = Static<typeof TopUpRequest>;

export const TopUpResponse = Type.Object({
  message: Type.String(),
  request: BalanceHistoryRow,
  balance: Type.Integer(),
});
export type TopUpResponse = Static<typeof TopUpResponse>;

export const CancelTopUpRequest = requestBody({ id: Id });
export type CancelTopUpRequest = Static<typeof CancelTopUpRequest>;

/**
 * Staff: confirm a pending request ({ request_id }) or add balance directly ({ user_id, amount,
 * action CHARGE|FREE, memo }). A tier 2–3 reseller: move points to a descendant ({ user_id, amount,
 * action TRANSFER (default) | RECALL, memo, idempotency_key }; docs/decisions/resellers.md#transfers). One object (not a
 * union): ajv's removeAdditional would strip a union's second branch.
 */
export const AddBalanceRequest = requestBody({
  request_id: Type.Optional(Id),
  user_id: Type.Optional(Id),
  amount: Type.Optional(TopUpAmount),
  action: Type.Optional(Type.Union([Type.Literal('CHARGE'), Type.Literal('FREE'), Type.Literal('TRANSFER'), Type.Literal('RECALL')])),
  memo: Type.Optional(Type.String({ maxLength: 500 })),
  idempotency_key: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type AddBalanceRequest = Static<typeof AddBalanceRequest>;

/**
 * `entry` is the row of the caller's own account for a transfer or recall (the sender's
 * TRANSFER_OUT, the ancestor's RECALL_IN) and `balance` the caller's balance after it;
 * `counterparty_entry` the descendant's row and `counterparty_balance` its balance after it
 * (transfers only). A replay of the same idempotency_key answers the same rows (`replayed` true).
 */
export const BalanceResponse = Type.Object({
  message: Type.String(),
  user_id: Type.Integer(),
  balance: Type.Integer(),
  entry: BalanceHistoryRow,
  counterparty_entry: Type.Optional(BalanceHistoryRow),
  counterparty_balance: Type.Optional(Type.Integer()),
  replayed: Type.Optional(Type.Boolean()),
});
export type BalanceResponse = Static<typeof BalanceResponse>;

/** Staff desk row (/admin/deposit). */
export const TopUpRequestItem = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  user_id: Type.Integer(),
  username: Type.String(),
  advertiser_name: Type.Union([Type.String(), Type.Null()]),
  amount: Type.Integer(),
  evidence: Type.Union([Evidence, Type.Null()]),
  status: RequestStatusSchema,
  resolved_at: Type.Union([Type.String(), Type.Null()]),
  reject_reason: Type.Union([Type.String(), Type.Null()]),
});
export type TopUpRequestItem = Static<typeof TopUpRequestItem>;

export const TopUpRequestListQuery = exportableListQuery(25, 1000, {
  status: Type.Optional(RequestStatusSchema),
});
export type TopUpRequestListQuery = Static<typeof TopUpRequestListQuery>;

export const TopUpRequestList = Paged(TopUpRequestItem);
export type TopUpRequestList = Static<typeof TopUpRequestList>;

export const RejectTopUpRequest = requestBody({ id: Id, reason: Type.String({ minLength: 1, maxLength: 500 }) });
export type RejectTopUpRequest = Static<typeof RejectTopUpRequest>;

/** GET point: the caller's (or, for staff, user_id's) ledger page and summary. */
export const PointQuery = exportableListQuery(25, 1000, {
  user_id: Type.Optional(Id),
  action: Type.Optional(PointActionSchema),
});
export type PointQuery = Static<typeof PointQuery>;

export const PointSummary = Type.Object({
  balance: Type.Integer(),
  charged: Type.Integer(),
  free: Type.Integer(),
  deducted: Type.Integer(),
  refunded: Type.Integer(),
  withdrawn: Type.Integer(),
  pending_requests: Type.Integer(),
  /** Paid points withdrawable now (within 7 days of a top-up, unused part). */
  withdrawable: Type.Integer(),
});
export type PointSummary = Static<typeof PointSummary>;

export const PointPage = Type.Object({
  summary: PointSummary,
  count: Type.Integer(),
  results: Type.Array(BalanceHistoryRow),
});
export type PointPage = Static<typeof PointPage>;

/** POST point (staff): one manual ledger entry; deductions may not take the balance below zero. */
export const PointEntryRequest = requestBody({
  user_id: Id,
  action: Type.Union([Type.Literal('AD_DEDUCT'), Type.Literal('REFUND')]),
  /** Positive won; the sign follows the action (AD_DEDUCT subtracts, REFUND adds). */
  amount: Type.Integer({ minimum: 1, maximum: TOP_UP_MAX }),
  action_name: Type.Optional(Type.String({ maxLength: 100 })),
  memo: Type.Optional(Type.String({ maxLength: 500 })),
  idempotency_key: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type PointEntryRequest = Static<typeof PointEntryRequest>;

/** PATCH point/{id} and reward/{id} (staff): only the memo of a ledger row is editable. */
export const LedgerMemoPatch = requestBody({ memo: Type.String({ maxLength: 500 }) });
export type LedgerMemoPatch = Static<typeof LedgerMemoPatch>;

/** GET reward: free (reward) point grants; POST reward/{userId}: grant free points. */
export const RewardQuery = listQuery(25, 1000, {
  user_id: Type.Optional(Id),
});
export type RewardQuery = Static<typeof RewardQuery>;

export const RewardItem = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  user_id: Type.Integer(),
  username: Type.String(),
  point: Type.Integer(),
  action_name: Type.Union([Type.String(), Type.Null()]),
  memo: Type.Union([Type.String(), Type.Null()]),
});
export type RewardItem = Static<typeof RewardItem>;

export const RewardList = Paged(RewardItem);
export type RewardList = Static<typeof RewardList>;

export const RewardGrantRequest = requestBody({
  amount: Type.Integer({ minimum: 1, maximum: TOP_UP_MAX }),
  memo: Type.Optional(Type.String({ maxLength: 500 })),
  idempotency_key: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type RewardGrantRequest = Static<typeof RewardGrantRequest>;

export type WithdrawalStatus = (typeof withdrawalStatuses)[number];
export const WithdrawalStatusSchema = literals(withdrawalStatuses);

export const WithdrawalCreateRequest = requestBody({
  /** The CHARGE ledger row the money came from. */
  charge_id: Id,
  amount: Type.Integer({ minimum: 1, maximum: TOP_UP_MAX }),
  bank_name: Type.String({ minLength: 1, maxLength: 50 }),
  account_number: Type.String({ minLength: 1, maxLength: 50 }),
  account_holder: Type.String({ minLength: 1, maxLength: 50 }),
  reason: Type.Optional(Type.String({ maxLength: 500 })),
});
export type WithdrawalCreateRequest = Static<typeof WithdrawalCreateRequest>;

export const WithdrawalItem = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  user_id: Type.Integer(),
  username: Type.String(),
  charge_id: Type.Integer(),
  charged_at: Type.String(),
  charge_amount: Type.Integer(),
  amount: Type.Integer(),
  bank_name: Type.String(),
  account_number: Type.String(),
  account_holder: Type.String(),
  reason: Type.Union([Type.String(), Type.Null()]),
  status: WithdrawalStatusSchema,
  reject_reason: Type.Union([Type.String(), Type.Null()]),
  resolved_at: Type.Union([Type.String(), Type.Null()]),
});
export type WithdrawalItem = Static<typeof WithdrawalItem>;

export const WithdrawalListQuery = exportableListQuery(25, 1000, {
  status: Type.Optional(WithdrawalStatusSchema),
});
export type WithdrawalListQuery = Static<typeof WithdrawalListQuery>;

export const WithdrawalList = Paged(WithdrawalItem);
export type WithdrawalList = Static<typeof WithdrawalList>;

export const WithdrawalDecision = requestBody({ reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })) });
export type WithdrawalDecision = Static<typeof WithdrawalDecision>;

/** Charges the caller may still withdraw from (for the withdrawal form). */
export const WithdrawableCharge = Type.Object({
  charge_id: Type.Integer(),
  charged_at: Type.String(),
  amount: Type.Integer(),
  withdrawable: Type.Integer(),
  deadline: Type.String(),
});
export type WithdrawableCharge = Static<typeof WithdrawableCharge>;
export const WithdrawableList = Type.Object({ results: Type.Array(WithdrawableCharge) });
export type WithdrawableList = Static<typeof WithdrawableList>;

/**
 * The company account a top-up is transferred to. `is_demo`: a fake demo account
 * (no account configured outside production), labelled as such in the UI. `account` null: none
 * configured in production: the customer is sent to support.
 */
export const DepositAccount = Type.Object({
  bank: Type.String(),
  account_number: Type.String(),
  holder: Type.String(),
  is_demo: Type.Boolean(),
});
export type DepositAccount = Static<typeof DepositAccount>;

export const DepositAccountResponse = Type.Object({ account: Type.Union([DepositAccount, Type.Null()]) });
export type DepositAccountResponse = Static<typeof DepositAccountResponse>;

/**
 * The caller's low-balance state: `low` when its available balance (balance − holds) is below the
 * scheduled need of the next `days` Seoul days (Σ over its running lines of the day's hold,
 * `holdWon`, for each of those days inside the line's period). `alerted_at`: when the current
 * alert fired (null when none is active; it re-arms after a confirmed deposit lifts available above
 * the need). `message`: the notice the campaign pages show (null when not low).
 */
export const LowBalanceResponse = Type.Object({
  low: Type.Boolean(),
  days: Type.Integer(),
  available: Type.Integer(),
  need: Type.Integer(),
  shortfall: Type.Integer(),
  alerted_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  message: Type.Union([Type.String(), Type.Null()]),
});
export type LowBalanceResponse = Static<typeof LowBalanceResponse>;
