import { Type, type Static } from 'typebox';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '../values/accounts';
import { B2B_MEMBER_ROLES, B2B_MEMO_MAX_LENGTH, SALES_GROUPS, SALES_UNITS } from '../values/b2b';
import { reportRangeParams, exportableListQuery, ExportFormatParam, Id, Nullable, requestBody, SearchParam } from './common';
import { literals } from './literals';
import { withTitles } from './titles';

/**
 * The B2B console API (mfe-b2b; docs/decisions/money-loop.md#who-is-who, docs/decisions/money-loop.md#prices, docs/decisions/money-loop.md#readers), staff only: the reseller tree
 * (admin/b2b/members), tier prices (admin/b2b/prices), the live summary and sales.
 * Money: `*_tenths` are tenths of a won; other amounts whole won. Days are Asia/Seoul YYYY-MM-DD.
 */

export const B2bMemberRoleSchema = literals(B2B_MEMBER_ROLES);
export const SalesUnitSchema = literals(SALES_UNITS);
export const SalesGroupSchema = literals(SALES_GROUPS);
const Tier = Type.Integer({ minimum: 1, maximum: 4 });
const Memo = Type.String({ maxLength: B2B_MEMO_MAX_LENGTH });

/** One member of the reseller tree, with the fields of docs/decisions/product.md#entities's sample records. */
export const B2bMember = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  tier: Nullable(Tier),
  role: Nullable(B2bMemberRoleSchema),
  status: Type.Union([Type.Literal('active'), Type.Literal('inactive')]),
  /** The balance (users.point), whole won. */
  amount: Type.Integer(),
  /** Held for running ads, whole won. */
  held: Type.Integer(),
  memo: Nullable(Type.String()),
  lastActivatedAt: Nullable(Type.String()),
  hasRegistration: Type.Boolean(),
  hasBankAccount: Type.Boolean(),
  hasSetPrice: Type.Boolean(),
  parent: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  children: Type.Integer(),
});
export type B2bMember = Static<typeof B2bMember>;

export const B2bMemberQuery = exportableListQuery(25, 100, {
  /** Username, name or mobile. */
  search: SearchParam,
  tier: Type.Optional(Tier),
  active: Type.Optional(Type.Boolean()),
  /** Direct children of this member; `root` = accounts without a parent. */
  parent_id: Type.Optional(Type.String({ maxLength: 12, description: '상위 계정 id 또는 root' })),
});
export type B2bMemberQuery = Static<typeof B2bMemberQuery>;

export const B2bMemberList = Type.Object({
  count: Type.Integer(),
  results: Type.Array(B2bMember),
  /** The chain from the root down to `parent_id` (the breadcrumb), empty without it. */
  path: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), tier: Nullable(Tier) })),
});
export type B2bMemberList = Static<typeof B2bMemberList>;

/** POST admin/b2b/members: a new account under a parent (signup's username and password rules). */
export const CreateB2bMemberRequest = requestBody({
  username: Type.String({ minLength: USERNAME_MIN_LENGTH, maxLength: USERNAME_MAX_LENGTH, pattern: USERNAME_PATTERN }),
  password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  mobile: Type.String({ minLength: 10, maxLength: 13 }),
  tier: Tier,
  parent_id: Nullable(Id),
  memo: Type.Optional(Nullable(Memo)),
});
export type CreateB2bMemberRequest = Static<typeof CreateB2bMemberRequest>;

/** PUT admin/b2b/members: move (parent_id) or edit tier, memo and the active flag. */
export const UpdateB2bMemberRequest = requestBody({
  id: Id,
  parent_id: Type.Optional(Nullable(Id)),
  tier: Type.Optional(Tier),
  memo: Type.Optional(Nullable(Memo)),
  active: Type.Optional(Type.Boolean()),
});
export type UpdateB2bMemberRequest = Static<typeof UpdateB2bMemberRequest>;

export const B2bMemberSaved = Type.Object({ message: Type.String(), member: B2bMember });
export type B2bMemberSaved = Static<typeof B2bMemberSaved>;

export const TierPricesQuery = withTitles(Type.Object({ account_id: Id }));
export type TierPricesQuery = Static<typeof TierPricesQuery>;

/** Where an account's own price comes from: an ancestor's child-price setting, or the catalog. */
export const PriceSource = Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), tier: Nullable(Tier) }));

export const TierPrice = Type.Object({
  product_code: Type.String(),
  product_name: Type.String(),
  catalog_price_tenths: Type.Integer(),
  own_price_tenths: Type.Integer(),
  /** The ancestor whose setting gives the own price; null = the catalog price. */
  own_price_source: PriceSource,
  /** What the account's children pay (its setting), null = they pay the own price. */
  child_price_tenths: Nullable(Type.Integer()),
  /** Per action: child price − own price (0 without a setting). */
  margin_tenths: Type.Integer(),
});
export type TierPrice = Static<typeof TierPrice>;

export const TierPrices = Type.Object({
  account: Type.Object({ id: Type.Integer(), username: Type.String(), name: Nullable(Type.String()), tier: Nullable(Tier) }),
  /** False for tier 4 advertisers (no children, no settings). */
  can_set_child_prices: Type.Boolean(),
  results: Type.Array(TierPrice),
});
export type TierPrices = Static<typeof TierPrices>;

export const SetTierPricesRequest = requestBody({
  account_id: Id,
  prices: Type.Array(
    Type.Object(
      { product_code: Type.String({ maxLength: 40 }), unit_price_tenths: Nullable(Type.Integer({ minimum: 1, maximum: 10_000_000 })) },
      { additionalProperties: false },
    ),
    { minItems: 1, maxItems: 50 },
  ),
});
export type SetTierPricesRequest = Static<typeof SetTierPricesRequest>;

export const TierPricesSaved = Type.Object({ message: Type.String(), prices: TierPrices });
export type TierPricesSaved = Static<typeof TierPricesSaved>;

/** GET admin/b2b/summary: cheap aggregates of today (Asia/Seoul, the app clock); polled. */
export const B2bSummary = Type.Object({
  computedAt: Type.String(),
  day: Type.String(),
  activeAds: Type.Integer(),
  products: Type.Array(
    Type.Object({
      product_code: Type.String(),
      product_name: Type.String(),
      active_ads: Type.Integer(),
      completions: Type.Integer(),
      /** Σ daily volume of today's active ads. */
      target: Type.Integer(),
    }),
  ),
  /** Whole won: Σ today's unsettled completions × their ad's unit price, rounded once. */
  accruedCost: Type.Integer(),
  held: Type.Integer(),
  available: Type.Integer(),
  pendingDeposits: Type.Object({ count: Type.Integer(), sum: Type.Integer() }),
  pendingWithdrawals: Type.Object({ count: Type.Integer(), sum: Type.Integer() }),
  lowBalances: Type.Array(
    Type.Object({
      id: Type.Integer(),
      username: Type.String(),
      name: Nullable(Type.String()),
      /** Available balance − today's accrued cost. */
      available: Type.Integer(),
      /** One day of the account's active ads: Σ daily volume × unit price. */
      need: Type.Integer(),
    }),
  ),
});
export type B2bSummary = Static<typeof B2bSummary>;

export const SalesQuery = withTitles(
  Type.Object({
    ...reportRangeParams,
    unit: Type.Optional(SalesUnitSchema),
    group: Type.Optional(SalesGroupSchema),
    /** That member's whole subtree. */
    member_id: Type.Optional(Id),
    format: Type.Optional(ExportFormatParam),
  }),
);
export type SalesQuery = Static<typeof SalesQuery>;

const SalesFigures = {
  actions: Type.Integer(),
  /** Σ settlement amounts (what advertisers were charged), whole won. */
  revenue: Type.Integer(),
  /** Σ publisher payouts, whole won; null in a reseller's view (company figures are not shown to resellers). */
  publisher_payout: Nullable(Type.Integer()),
  /**
   * Company view: margins of distributors, agencies and hubs (a hub is a reseller of its clients).
   * Reseller view: the caller's OWN margin only (its `reseller_margins` rows).
   */
  reseller_margin: Type.Integer(),
  /** revenue − publisher payout − reseller margin; null in a reseller's view. */
  company_margin: Nullable(Type.Integer()),
};

export const SalesRow = Type.Object({
  /** YYYY-MM-DD (unit=day) or YYYY-MM (unit=month). */
  period: Type.String(),
  key: Type.String(),
  label: Type.String(),
  ...SalesFigures,
});
export type SalesRow = Static<typeof SalesRow>;

/** One hub's share of the range: the same figures as its console's sales (the client's whole subtree). */
export const SalesHub = Type.Object({
  group_id: Type.Integer(),
  name: Type.String(),
  actions: Type.Integer(),
  /** Σ charges of the ads the hub sold on (its clients and their sub-accounts), whole won. */
  revenue: Type.Integer(),
  /** The hub's margin, counted in the rows' and totals' reseller margin. */
  reseller_margin: Type.Integer(),
});
export type SalesHub = Static<typeof SalesHub>;

/**
 * A reseller's (tier 2–3, hub admin) margin credits of the range (docs/decisions/resellers.md#margin-credits): Σ its MARGIN_CREDIT
 * days, whole won, as its point history shows them.
 */
export const SalesReseller = Type.Object({
  account_id: Type.Integer(),
  username: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  tier: Type.Union([Type.Integer(), Type.Null()]),
  /** Settled days credited in the range. */
  days: Type.Integer(),
  credited: Type.Integer(),
});
export type SalesReseller = Static<typeof SalesReseller>;

export const SalesReport = Type.Object({
  /** `company` (console staff: the whole tree) or `reseller` (the caller's subtree and own margin, docs/decisions/resellers.md#margin-credits). */
  view: Type.Union([Type.Literal('company'), Type.Literal('reseller')]),
  from: Type.String(),
  to: Type.String(),
  unit: SalesUnitSchema,
  group: SalesGroupSchema,
  results: Type.Array(SalesRow),
  hubs: Type.Array(SalesHub),
  /** Every reseller credited in the range (with member_id: the member and its subtree). */
  resellers: Type.Array(SalesReseller),
  totals: Type.Object(SalesFigures),
});
export type SalesReport = Static<typeof SalesReport>;
