import { and, asc, eq, ilike, inArray, or, sql, exists } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type {
  AddToProductResponse,
  BulkDeleteRequest,
  CheckRankRequest,
  CheckRankResponse,
  DeletedResponse,
  HistoryList,
  HistoryQuery,
  KeywordList,
  KeywordListQuery,
  KeywordType,
  MainKeywordResponse,
  MallList,
  MyProduct,
  ProductList,
  ProductListQuery,
  RankLookupRequest,
  RankLookupResponse,
  SendReportRequest,
  SendReportResponse,
} from '@nurly/contracts/schemas';
import { RANK_HISTORY_PAGE_SIZE } from '@nurly/contracts/schemas';
import { MAX_ID, seoulDayOf } from '@nurly/contracts';
import type { Db } from '../../db/client';
import { keywordChecks, myProducts, productMalls } from '../../db/schema/keywords';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { containsPattern } from '../../lib/escape-like';
import type { Principal } from '../../types';
import { accountCallShare, mapLimit, type KeywordsConfig } from './config';
import type { Mailer } from './mail';
import type { PageWindow } from '../../lib/paginate';
import * as q from './queries';
import type { KeywordsRepository } from './repository';
import { checkFields } from './queries';
import { extractMid, MAX_TRACKED_RANK, SITE_PAGE_SIZE, type RankProviders } from './rank';
import type { CallBudget } from './rank/provider';
import { buildReport } from './report';

export interface KeywordsContext {
  db: Db;
  providers: RankProviders;
  config: KeywordsConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The module's repository (app.keywordsRepo); optional for callers that build a context by hand. */
  repo?: KeywordsRepository;
  /** The app clock's now(); absent = the system time. */
  now?: () => Date;
}

export const keywordMessages = {
  invalidTarget: '상품 URL 또는 상품 ID(MID)를 확인해주세요.',
  noKeywords: '조회할 키워드를 입력해주세요.',
  keywordNotFound: '키워드를 찾을 수 없습니다.',
  productNotFound: '상품을 찾을 수 없습니다.',
  alreadyMyProduct: (mid: string) => `이미 내 상품에 등록된 상품입니다. (MID: ${mid})`,
  addedToMyProducts: '내 상품으로 등록되었습니다.',
  removedFromMyProducts: '내 상품에서 삭제되었습니다.',
  keywordUntracked: '이 키워드의 순위 추적을 해제했습니다.',
  keywordNotTracked: '내 상품으로 추적 중인 키워드가 아닙니다.',
  keywordDeleted: '키워드가 삭제되었습니다.',
  keywordsDeleted: (n: number) => `키워드 ${n}개가 삭제되었습니다.`,
  productsDeleted: (n: number) => `상품 ${n}개가 내 상품에서 삭제되었습니다.`,
  productUpdated: '상품 정보가 수정되었습니다.',
  notMyProductKeyword: '내 상품에 연결된 키워드만 대표 키워드로 지정할 수 있습니다.',
  guestLimit: (limit: number) =>
    `게스트는 하루 ${limit}개 키워드까지 순위를 조회할 수 있습니다. 회원가입하시면 더 많은 키워드를 조회하고 내 상품 순위를 매일 자동으로 추적할 수 있습니다.`,
  noProductsForReport: '리포트를 보낼 내 상품이 없습니다. 먼저 상품을 내 상품으로 등록해주세요.',
  reportSent: (email: string) => `${email}(으)로 순위 리포트를 발송했습니다.`,
  reportLogged: '메일 서버(SMTP_URL)가 설정되지 않아 리포트를 발송하지 않고 서버 로그에만 기록했습니다.',
  accountBudget: (calls: number) =>
    `오늘 이 계정에 배정된 순위 조회 한도(API 호출 ${calls}회)를 모두 사용했습니다. 내일 다시 조회해주세요.`,
  reportNotOwnAddress: '리포트는 거래처 정보에 등록된 이메일 주소로만 보낼 수 있습니다.',
  reportNoAddress: '리포트를 받을 이메일이 없습니다. 거래처 정보에 이메일을 먼저 등록해주세요.',
  reportMailLimit: (limit: number) => `리포트 메일은 하루 ${limit}회까지 보낼 수 있습니다. 내일 다시 시도해주세요.`,
} as const;

const now = (ctx: KeywordsContext) => (ctx.now ? ctx.now() : new Date());

export function parseIds(ids: string): number[] {
  return [
    ...new Set(
      ids
        .split(',')
        .map((s) => Number(s.trim()))
        // An id past int4 matches no row (and would overflow the column): dropped like any other bad entry.
        .filter((n) => Number.isInteger(n) && n > 0 && n <= MAX_ID),
    ),
  ];
}

/** Trimmed, whitespace-collapsed, de-duplicated keywords; entries may hold several separated by commas or new lines. */
export function normaliseKeywords(input: string[]): string[] {
  const seen = new Set<string>();
  for (const entry of input) {
    for (const part of entry.split(/[,\n]/)) {
      const keyword = part.replace(/\s+/g, ' ').trim();
      if (keyword && keyword.length <= 100) seen.add(keyword);
    }
  }
  return [...seen];
}

async function chargeGuest(ctx: KeywordsContext, principal: Principal, lookups: number): Promise<number | null> {
  if (!principal.isGuest) return null;
  const limit = ctx.config.guestDailyLookups;
  const used = await q.takeGuestLookups(ctx.db, principal.id, seoulDayOf(now(ctx)), lookups, limit);
  if (used === null) throw new AppError(429, keywordMessages.guestLimit(limit), 'GUEST_DAILY_LIMIT');
  return limit - used;
}

/**
 * The budget of an account's own look-ups: each API call is charged to the account's share of the
 * day (NAVER_ACCOUNT_BUDGET_PERCENT) and then to the shared daily budget, so one account can never
 * spend what the others (and the daily refresh) need. Refuses up front when the share is spent.
 */
async function accountBudget(ctx: KeywordsContext, principal: Principal, day: string): Promise<CallBudget> {
  const share = accountCallShare(ctx.config);
  if ((await q.allowanceUsed(ctx.db, principal.id, day, 'naver_calls')) >= share) {
    throw new AppError(429, keywordMessages.accountBudget(share), 'ACCOUNT_DAILY_BUDGET');
  }
  const shared = q.dailyBudget(ctx.db, day, ctx.config.dailyCallBudget);
  return {
    async take() {
      if (!(await q.takeDailyAllowance(ctx.db, principal.id, day, 'naver_calls', 1, share))) return false;
      return shared.take();
    },
  };
}

/** Checks rows one provider call each (a few at once) within `budget` and records every outcome. */
export async function checkRows(ctx: KeywordsContext, rows: q.KeywordRow[], budget: CallBudget, concurrency = 3): Promise<void> {
  const day = seoulDayOf(now(ctx));
  await mapLimit(rows, concurrency, async (row) => {
    const provider = ctx.providers[row.type as KeywordType];
    const outcome = await provider.check({
      keyword: row.keyword,
      mid: row.mid,
      type: row.type as KeywordType,
      maxRank: MAX_TRACKED_RANK,
      budget,
      day,
      hintRank: row.rank,
    });
    await q.recordCheck(ctx.db, row, outcome, provider.name, day, now(ctx));
  });
}

export async function lookup(ctx: KeywordsContext, principal: Principal, body: RankLookupRequest): Promise<RankLookupResponse> {
  // First, before anything is charged or written: an account past its share is refused outright.
  const budget = await accountBudget(ctx, principal, seoulDayOf(now(ctx)));
  const type: KeywordType = body.type ?? 'shopping';
  let rows: q.KeywordRow[];
  let remaining: number | null = null;
  if (body.ids?.length) {
    rows = body.isProduct
      ? await ctx.db
          .select()
          .from(keywordChecks)
          .where(and(eq(keywordChecks.userId, principal.id), inArray(keywordChecks.productId, body.ids)))
          .orderBy(keywordChecks.id)
      : await q.ownKeywords(ctx.db, principal.id, body.ids);
    if (rows.length === 0) throw notFound(body.isProduct ? keywordMessages.productNotFound : keywordMessages.keywordNotFound);
    remaining = await chargeGuest(ctx, principal, rows.length);
  } else {
    const keywords = normaliseKeywords(body.keywords ?? []);
    if (keywords.length === 0) throw badRequest(keywordMessages.noKeywords, 'keywords');
    const target = body.url?.trim() ?? '';
    const mid = extractMid(target);
    if (!mid) throw badRequest(keywordMessages.invalidTarget, 'url');
    remaining = await chargeGuest(ctx, principal, keywords.length);
    const provider = ctx.providers[type];
    // A new lookup is not tracked yet: adding it to my products (add-to-product) is the user's choice.
    await ctx.db
      .insert(keywordChecks)
      .values(
        keywords.map((keyword) => ({ userId: principal.id, type, keyword, mid, target: target.slice(0, 500), provider: provider.name })),
      )
      .onConflictDoNothing();
    rows = await ctx.db
      .select()
      .from(keywordChecks)
      .where(
        and(
          eq(keywordChecks.userId, principal.id),
          eq(keywordChecks.type, type),
          eq(keywordChecks.mid, mid),
          inArray(keywordChecks.keyword, keywords),
        ),
      );
    rows.sort((a, b) => keywords.indexOf(a.keyword) - keywords.indexOf(b.keyword));
  }
  await checkRows(ctx, rows, budget);
  const fresh = await q.ownKeywords(
    ctx.db,
    principal.id,
    rows.map((r) => r.id),
  );
  const order = new Map(rows.map((r, i) => [r.id, i]));
  fresh.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const results = await q.toKeywords(ctx.db, fresh, seoulDayOf(now(ctx)));
  const provider = ctx.providers[(fresh[0]?.type as KeywordType) ?? type];
  return { results, provider: provider.name, demo: provider.demo, remaining };
}

export async function listKeywords(
  ctx: KeywordsContext,
  principal: Principal,
  query: KeywordListQuery,
  window: PageWindow,
): Promise<KeywordList> {
  const mid = query.mid ? (extractMid(query.mid) ?? query.mid) : undefined;
  const where = q.keywordWhere(principal.id, {
    search: query.search,
    type: query.type,
    mid,
    productId: query.product_id,
    isMyProduct: query.is_my_product,
  });
  const [total, rows] = await Promise.all([
    q.countKeywords(ctx.db, where),
    ctx.db
      .select()
      .from(keywordChecks)
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return { count: total, results: await q.toKeywords(ctx.db, rows, seoulDayOf(now(ctx))) };
}

export async function deleteKeyword(ctx: KeywordsContext, principal: Principal, id: number): Promise<{ message: string }> {
  const deleted = await ctx.db
    .delete(keywordChecks)
    .where(and(eq(keywordChecks.userId, principal.id), eq(keywordChecks.id, id)))
    .returning({ id: keywordChecks.id });
  if (deleted.length === 0) throw notFound(keywordMessages.keywordNotFound);
  return { message: keywordMessages.keywordDeleted };
}

export async function deleteKeywords(ctx: KeywordsContext, principal: Principal, body: BulkDeleteRequest): Promise<DeletedResponse> {
  const ids = parseIds(body.ids);
  const conditions = [eq(keywordChecks.userId, principal.id), inArray(keywordChecks.id, ids)];
  if (body.type === 'shopping' || body.type === 'place') conditions.push(eq(keywordChecks.type, body.type));
  const deleted = await ctx.db
    .delete(keywordChecks)
    .where(and(...conditions))
    .returning({ id: keywordChecks.id });
  if (deleted.length === 0) throw notFound(keywordMessages.keywordNotFound);
  return { message: keywordMessages.keywordsDeleted(deleted.length), deleted: deleted.length };
}

export async function histories(ctx: KeywordsContext, principal: Principal, id: number, query: HistoryQuery): Promise<HistoryList> {
  const page = query.page ?? 1;
  let keywordIds: number[];
  if (query.isKeyword === false) {
    const product = await q.ownProduct(ctx.db, principal.id, id);
    if (!product) throw notFound(keywordMessages.productNotFound);
    const rows = await ctx.db.select({ id: keywordChecks.id }).from(keywordChecks).where(eq(keywordChecks.productId, product.id));
    keywordIds = rows.map((r) => r.id);
  } else {
    const keyword = await q.ownKeyword(ctx.db, principal.id, id);
    if (!keyword || (query.productId && keyword.productId !== query.productId)) throw notFound(keywordMessages.keywordNotFound);
    keywordIds = [keyword.id];
  }
  if (keywordIds.length === 0) return { count: 0, page, page_size: RANK_HISTORY_PAGE_SIZE, results: [] };
  const [total, rows] = await Promise.all([
    q.countHistories(ctx.db, keywordIds),
    q.historyRows(ctx.db, keywordIds, RANK_HISTORY_PAGE_SIZE, (page - 1) * RANK_HISTORY_PAGE_SIZE),
  ]);
  return { count: total, page, page_size: RANK_HISTORY_PAGE_SIZE, results: rows.map((r) => q.toHistory(r.history, r.keyword)) };
}

export async function addToProduct(ctx: KeywordsContext, principal: Principal, id: number): Promise<AddToProductResponse> {
  const keyword = await q.ownKeyword(ctx.db, principal.id, id);
  if (!keyword) throw notFound(keywordMessages.keywordNotFound);
  const [existing] = await ctx.db
    .select({ id: myProducts.id })
    .from(myProducts)
    .where(and(eq(myProducts.userId, principal.id), eq(myProducts.type, keyword.type), eq(myProducts.mid, keyword.mid)));
  if (existing) {
    // The product is already mine: a keyword of it that was switched off (or looked up later)
    // joins it again; one already tracked is refused with the mid (spec §5).
    if (keyword.productId === existing.id) throw new AppError(409, keywordMessages.alreadyMyProduct(keyword.mid), 'ALREADY_MY_PRODUCT');
    await ctx.db
      .update(keywordChecks)
      .set({ productId: existing.id })
      .where(and(eq(keywordChecks.userId, principal.id), eq(keywordChecks.id, keyword.id)));
    return { is_my_product: true, mid: keyword.mid, product_id: existing.id, message: keywordMessages.addedToMyProducts };
  }
  const url = keyword.target && /^(https?:\/\/|[\w-]+\.)/i.test(keyword.target) ? keyword.target : null;
  const productId = await ctx.db.transaction(async (tx) => {
    const [product] = await tx
      .insert(myProducts)
      .values({ userId: principal.id, type: keyword.type, mid: keyword.mid, title: keyword.title, url, mainKeywordId: keyword.id })
      .onConflictDoNothing()
      .returning({ id: myProducts.id });
    if (!product) throw new AppError(409, keywordMessages.alreadyMyProduct(keyword.mid), 'ALREADY_MY_PRODUCT');
    // Every keyword already looked up for this product joins it.
    await tx
      .update(keywordChecks)
      .set({ productId: product.id })
      .where(and(eq(keywordChecks.userId, principal.id), eq(keywordChecks.type, keyword.type), eq(keywordChecks.mid, keyword.mid)));
    if (keyword.mallName) await tx.insert(productMalls).values({ productId: product.id, name: keyword.mallName }).onConflictDoNothing();
    return product.id;
  });
  return { is_my_product: true, mid: keyword.mid, product_id: productId, message: keywordMessages.addedToMyProducts };
}

/**
 * Switches one keyword off: it stops being tracked under its product (and stays as a lookup);
 * the product and its other keywords stay. Deleting the whole product is a separate, confirmed
 * action. A main keyword that leaves hands the role to another keyword of the product.
 */
export async function removeFromProduct(ctx: KeywordsContext, principal: Principal, id: number): Promise<AddToProductResponse> {
  const keyword = await q.ownKeyword(ctx.db, principal.id, id);
  if (!keyword) throw notFound(keywordMessages.keywordNotFound);
  const productId = keyword.productId;
  if (productId === null) throw badRequest(keywordMessages.keywordNotTracked, 'id');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(keywordChecks)
      .set({ productId: null })
      .where(and(eq(keywordChecks.userId, principal.id), eq(keywordChecks.id, keyword.id)));
    const [product] = await tx.select({ mainKeywordId: myProducts.mainKeywordId }).from(myProducts).where(eq(myProducts.id, productId));
    if (product && product.mainKeywordId === keyword.id) {
      const [next] = await tx
        .select({ id: keywordChecks.id })
        .from(keywordChecks)
        .where(eq(keywordChecks.productId, productId))
        .orderBy(asc(keywordChecks.id))
        .limit(1);
      await tx
        .update(myProducts)
        .set({ mainKeywordId: next?.id ?? null })
        .where(eq(myProducts.id, productId));
    }
  });
  return { is_my_product: false, mid: keyword.mid, product_id: productId, message: keywordMessages.keywordUntracked };
}

export async function listProducts(
  ctx: KeywordsContext,
  principal: Principal,
  query: ProductListQuery,
  window: PageWindow,
): Promise<ProductList> {
  const conditions = [eq(myProducts.userId, principal.id)];
  if (query.type) conditions.push(eq(myProducts.type, query.type));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(myProducts.title, pattern),
        ilike(myProducts.mid, pattern),
        exists(
          ctx.db
            .select({ one: sql`1` })
            .from(keywordChecks)
            .where(and(eq(keywordChecks.productId, myProducts.id), ilike(keywordChecks.keyword, pattern))),
        ),
      )!,
    );
  }
  if (query.mall) {
    conditions.push(
      exists(
        ctx.db
          .select({ one: sql`1` })
          .from(productMalls)
          .where(and(eq(productMalls.productId, myProducts.id), eq(productMalls.name, query.mall))),
      ),
    );
  }
  const where = and(...conditions);
  const [[{ n }], rows] = await Promise.all([
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(myProducts)
      .where(where),
    ctx.db
      .select()
      .from(myProducts)
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return { count: n, results: await q.toProducts(ctx.db, rows) };
}

export async function getProduct(ctx: KeywordsContext, principal: Principal, id: number): Promise<MyProduct> {
  const product = await q.ownProduct(ctx.db, principal.id, id);
  if (!product) throw notFound(keywordMessages.productNotFound);
  const [result] = await q.toProducts(ctx.db, [product]);
  return result;
}

export async function malls(ctx: KeywordsContext, principal: Principal): Promise<MallList> {
  const rows = await ctx.db
    .select({ name: productMalls.name, products: sql<number>`count(*)::int` })
    .from(productMalls)
    .innerJoin(myProducts, eq(myProducts.id, productMalls.productId))
    .where(eq(myProducts.userId, principal.id))
    .groupBy(productMalls.name)
    .orderBy(productMalls.name);
  return { malls: rows };
}

export async function deleteProduct(ctx: KeywordsContext, principal: Principal, id: number): Promise<{ message: string }> {
  const deleted = await ctx.db
    .delete(myProducts)
    .where(and(eq(myProducts.userId, principal.id), eq(myProducts.id, id)))
    .returning({ id: myProducts.id });
  if (deleted.length === 0) throw notFound(keywordMessages.productNotFound);
  return { message: keywordMessages.removedFromMyProducts };
}

export async function deleteProducts(ctx: KeywordsContext, principal: Principal, ids: string): Promise<DeletedResponse> {
  const deleted = await ctx.db
    .delete(myProducts)
    .where(and(eq(myProducts.userId, principal.id), inArray(myProducts.id, parseIds(ids))))
    .returning({ id: myProducts.id });
  if (deleted.length === 0) throw notFound(keywordMessages.productNotFound);
  return { message: keywordMessages.productsDeleted(deleted.length), deleted: deleted.length };
}

export async function setMainKeyword(ctx: KeywordsContext, principal: Principal, keywordId: number): Promise<MainKeywordResponse> {
  const keyword = await q.ownKeyword(ctx.db, principal.id, keywordId);
  if (!keyword) throw notFound(keywordMessages.keywordNotFound);
  if (!keyword.productId) throw badRequest(keywordMessages.notMyProductKeyword, 'keywordId');
  await ctx.db
    .update(myProducts)
    .set({ mainKeywordId: keyword.id })
    .where(and(eq(myProducts.id, keyword.productId), eq(myProducts.userId, principal.id)));
  return { message: keywordMessages.productUpdated, product: await getProduct(ctx, principal, keyword.productId) };
}

export async function sendReport(ctx: KeywordsContext, principal: Principal, body: SendReportRequest): Promise<SendReportResponse> {
  const conditions = [eq(myProducts.userId, principal.id)];
  if (body.ids?.length) conditions.push(inArray(myProducts.id, body.ids));
  const products = await q.toProducts(
    ctx.db,
    await ctx.db
      .select()
      .from(myProducts)
      .where(and(...conditions))
      .orderBy(myProducts.id),
  );
  if (products.length === 0) throw badRequest(keywordMessages.noProductsForReport, 'ids');
  // Only to the account's own addresses, a few times a day: the report must not be a way to mail strangers.
  const own = await q.ownMailAddresses(ctx.db, principal.id);
  if (own.length === 0) throw badRequest(keywordMessages.reportNoAddress, 'email', 'NO_OWN_ADDRESS');
  if (!own.includes(body.email.trim().toLowerCase())) throw badRequest(keywordMessages.reportNotOwnAddress, 'email', 'NOT_OWN_ADDRESS');
  const today = seoulDayOf(now(ctx));
  const limit = ctx.config.reportMailDailyLimit;
  if (!(await q.takeDailyAllowance(ctx.db, principal.id, today, 'report_mails', 1, limit))) {
    throw new AppError(429, keywordMessages.reportMailLimit(limit), 'REPORT_MAIL_LIMIT');
  }
  const report = await buildReport(ctx.db, products, today);
  const { delivered } = await ctx.mailer.send({ to: body.email, ...report });
  return {
    message: delivered ? keywordMessages.reportSent(body.email) : keywordMessages.reportLogged,
    transport: ctx.mailer.transport,
    delivered,
    products: products.length,
  };
}

/** One check without storing it (the quick check of spec §7 naver/checkrank). */
export async function checkRank(ctx: KeywordsContext, principal: Principal, body: CheckRankRequest): Promise<CheckRankResponse> {
  const type: KeywordType = body.type ?? 'shopping';
  const onlyFirstPage = body.only_first_page ?? true;
  const keyword = normaliseKeywords([body.keyword])[0];
  if (!keyword) throw badRequest(keywordMessages.noKeywords, 'keyword');
  const mid = extractMid(body.url);
  if (!mid) throw badRequest(keywordMessages.invalidTarget, 'url');
  const at = now(ctx);
  const day = seoulDayOf(at);
  const budget = await accountBudget(ctx, principal, day);
  await chargeGuest(ctx, principal, 1);
  const provider = ctx.providers[type];
  const outcome = await provider.check({
    keyword,
    mid,
    type,
    maxRank: onlyFirstPage ? SITE_PAGE_SIZE : MAX_TRACKED_RANK,
    budget,
    day,
  });
  const fields = checkFields(outcome);
  return {
    keyword,
    mid,
    type,
    rank: fields.rank,
    page: fields.page,
    pageRank: fields.pageRank,
    rankText: fields.rankText,
    status: fields.status,
    error: fields.error,
    provider: provider.name,
    demo: provider.demo,
    only_first_page: onlyFirstPage,
    searchDateTime: at.toISOString(),
  };
}
