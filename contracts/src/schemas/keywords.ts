import { Type, type Static } from 'typebox';
import { KEYWORD_MAX_LENGTH, KEYWORD_TYPES, KEYWORDS_PER_LOOKUP_MAX, RANK_STATUSES } from '../values/keywords';
import { literals } from './literals';
import { Id, listQuery, Nullable, Paged, PageNumber, SearchParam } from './common';
import { withTitles } from './titles';

/**
 * Keyword rank tracking and my products (docs/decisions/product.md#entities Keyword / My product, docs/decisions/product.md#api-calls "Keywords and
 * products"). A keyword row is one (owner, type, keyword, product mid); its latest check is on
 * the row and one history row per day keeps the movement. A failed check is a FAILED status with
 * a message: rank is then null, never 0 and never the previous value.
 */

export const KeywordType = literals(KEYWORD_TYPES);
export type KeywordType = Static<typeof KeywordType>;

export const RankStatus = literals(RANK_STATUSES);
export type RankStatus = Static<typeof RankStatus>;

/** 'naver-openapi' (real) or 'simulated' (deterministic demo data). */
export const RankProviderName = Type.String();

/** What one rank check found: the rank (its page and place there), its text, status, error and provider. */
const rankOutcome = {
  rank: Nullable(Type.Integer({ minimum: 1 })),
  page: Nullable(Type.Integer({ minimum: 1 })),
  pageRank: Nullable(Type.Integer({ minimum: 1 })),
  rankText: Type.String(),
  status: RankStatus,
  error: Nullable(Type.String()),
  provider: RankProviderName,
};

export const KeywordHistory = Type.Object({
  id: Type.Integer(),
  keyword_id: Type.Integer(),
  keyword: Type.String(),
  /** Day of the check in Asia/Seoul, YYYY-MM-DD. */
  date: Type.String(),
  ...rankOutcome,
  searchDateTime: Type.String(),
});
export type KeywordHistory = Static<typeof KeywordHistory>;

export const Keyword = Type.Object({
  id: Type.Integer(),
  type: KeywordType,
  keyword: Type.String(),
  mid: Type.String(),
  ...rankOutcome,
  /** True when the provider is the simulated one: the UI labels it as demo data. */
  demo: Type.Boolean(),
  searchDateTime: Nullable(Type.String()),
  is_my_product: Type.Boolean(),
  product_id: Nullable(Type.Integer()),
  is_main: Type.Boolean(),
  title: Nullable(Type.String()),
  mall_name: Nullable(Type.String()),
  /** Recent days, newest first (at most 7); the dialog loads the full history. */
  histories: Type.Array(KeywordHistory),
});
export type Keyword = Static<typeof Keyword>;

export const KeywordListQuery = listQuery(50, 1000, {
  search: SearchParam,
  type: Type.Optional(KeywordType),
  mid: Type.Optional(Type.String({ maxLength: 500 })),
  product_id: Type.Optional(Id),
  is_my_product: Type.Optional(Type.Boolean()),
});
export type KeywordListQuery = Static<typeof KeywordListQuery>;

export const KeywordList = Paged(Keyword);
export type KeywordList = Static<typeof KeywordList>;

/**
 * POST naver/keywords/rank. New lookups: `keywords` + `url` (a product URL or mid). Re-checks:
 * `ids` of my keyword rows, or with `isProduct` the ids of my products (all their keywords).
 */
export const RankLookupRequest = withTitles(
  Type.Object({
    keywords: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: KEYWORD_MAX_LENGTH }), { maxItems: KEYWORDS_PER_LOOKUP_MAX }),
    ),
    url: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
    ids: Type.Optional(Type.Array(Id, { maxItems: 500 })),
    isProduct: Type.Optional(Type.Boolean()),
    type: Type.Optional(KeywordType),
  }),
);
export type RankLookupRequest = Static<typeof RankLookupRequest>;

export const RankLookupResponse = Type.Object({
  results: Type.Array(Keyword),
  provider: RankProviderName,
  demo: Type.Boolean(),
  /** Lookups a guest has left today (null for members). */
  remaining: Nullable(Type.Integer()),
});
export type RankLookupResponse = Static<typeof RankLookupResponse>;

export const BulkDeleteRequest = withTitles(
  Type.Object({
    /** Keyword type of the rows (bulk delete of keywords) — products ignore it. */
    type: Type.Optional(Type.String({ maxLength: 20 })),
    /** Comma-joined ids, e.g. "3,5,8". */
    ids: Type.String({ minLength: 1, maxLength: 10_000, pattern: '^\\s*\\d+(\\s*,\\s*\\d+)*\\s*$' }),
  }),
);
export type BulkDeleteRequest = Static<typeof BulkDeleteRequest>;

export const DeletedResponse = Type.Object({ message: Type.String(), deleted: Type.Integer() });
export type DeletedResponse = Static<typeof DeletedResponse>;

export const HistoryQuery = withTitles(
  Type.Object({
    page: Type.Optional(PageNumber),
    /** true (default): {id} is a keyword; false: {id} is a product and every keyword of it is returned. */
    isKeyword: Type.Optional(Type.Boolean({ default: true })),
    /** With a keyword id: the product the keyword must belong to. */
    productId: Type.Optional(Id),
  }),
);
export type HistoryQuery = Static<typeof HistoryQuery>;

export const HistoryList = Type.Object({
  count: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
  /** Oldest first (chart order). */
  results: Type.Array(KeywordHistory),
});
export type HistoryList = Static<typeof HistoryList>;

export const AddToProductResponse = Type.Object({
  is_my_product: Type.Boolean(),
  mid: Type.String(),
  product_id: Type.Integer(),
  message: Type.String(),
});
export type AddToProductResponse = Static<typeof AddToProductResponse>;

export const ProductKeyword = Type.Omit(Keyword, ['histories']);
export type ProductKeyword = Static<typeof ProductKeyword>;

export const MyProduct = Type.Object({
  id: Type.Integer(),
  /** The product id on the shopping service (mid). */
  productId: Type.String(),
  type: KeywordType,
  title: Nullable(Type.String()),
  url: Nullable(Type.String()),
  /** Sellers (mall names) the product was seen under. */
  malls: Type.Array(Type.String()),
  /** Extended tracking: the daily refresh also re-checks failed keywords later in the day. */
  extended: Type.Boolean(),
  main_keyword_id: Nullable(Type.Integer()),
  main_keyword: Nullable(Type.String()),
  keywords: Type.Array(ProductKeyword),
  created_at: Type.String(),
});
export type MyProduct = Static<typeof MyProduct>;

export const ProductListQuery = listQuery(25, 1000, {
  search: SearchParam,
  mall: Type.Optional(Type.String({ maxLength: 200 })),
  type: Type.Optional(KeywordType),
});
export type ProductListQuery = Static<typeof ProductListQuery>;

export const ProductList = Paged(MyProduct);
export type ProductList = Static<typeof ProductList>;

export const MallList = Type.Object({ malls: Type.Array(Type.Object({ name: Type.String(), products: Type.Integer() })) });
export type MallList = Static<typeof MallList>;

export const ProductBulkDeleteRequest = withTitles(
  Type.Object({
    ids: Type.String({ minLength: 1, maxLength: 10_000, pattern: '^\\s*\\d+(\\s*,\\s*\\d+)*\\s*$' }),
  }),
);
export type ProductBulkDeleteRequest = Static<typeof ProductBulkDeleteRequest>;

export const KeywordIdParams = withTitles(Type.Object({ keywordId: Id }));
export type KeywordIdParams = Static<typeof KeywordIdParams>;

export const MainKeywordResponse = Type.Object({ message: Type.String(), product: MyProduct });
export type MainKeywordResponse = Static<typeof MainKeywordResponse>;

export const SendReportRequest = withTitles(
  Type.Object({
    email: Type.String({ minLength: 3, maxLength: 200, pattern: '^[^@\\s]+@[^@\\s]+$' }),
    /** Products to include (all my products when absent). */
    ids: Type.Optional(Type.Array(Id, { maxItems: 500 })),
  }),
);
export type SendReportRequest = Static<typeof SendReportRequest>;

export const SendReportResponse = Type.Object({
  message: Type.String(),
  /** 'smtp' when sent through SMTP_URL; 'log' when no mail server is configured (written to the server log only). */
  transport: Type.Union([Type.Literal('smtp'), Type.Literal('log')]),
  delivered: Type.Boolean(),
  products: Type.Integer(),
});
export type SendReportResponse = Static<typeof SendReportResponse>;

export const CheckRankRequest = withTitles(
  Type.Object({
    keyword: Type.String({ minLength: 1, maxLength: KEYWORD_MAX_LENGTH }),
    url: Type.String({ minLength: 1, maxLength: 500 }),
    type: Type.Optional(KeywordType),
    /** Only the first result page (40 items); default true. */
    only_first_page: Type.Optional(Type.Boolean({ default: true })),
  }),
);
export type CheckRankRequest = Static<typeof CheckRankRequest>;

export const CheckRankResponse = Type.Object({
  keyword: Type.String(),
  mid: Type.String(),
  type: KeywordType,
  ...rankOutcome,
  demo: Type.Boolean(),
  only_first_page: Type.Boolean(),
  searchDateTime: Type.String(),
});
export type CheckRankResponse = Static<typeof CheckRankResponse>;

export const RefreshStatus = Type.Object({
  running: Type.Boolean(),
  /** Day of the latest run (Asia/Seoul), null before the first. */
  day: Nullable(Type.String()),
  total: Type.Integer(),
  done: Type.Integer(),
  failed: Type.Integer(),
  /** Keywords left for later because the daily call budget ran out. */
  deferred: Type.Integer(),
  calls_used: Type.Integer(),
  budget: Type.Integer(),
  started_at: Nullable(Type.String()),
  finished_at: Nullable(Type.String()),
  /** When the next scheduled refresh runs (ISO), null when the schedule is off. */
  next_run_at: Nullable(Type.String()),
  /** The caller's own tracked keywords and how many were checked today. */
  mine: Type.Object({ tracked: Type.Integer(), checked_today: Type.Integer() }),
});
export type RefreshStatus = Static<typeof RefreshStatus>;
