/**
 * My products: a looked-up keyword added to (or removed from) a tracked product, the product list,
 * one product, its malls, deleting products, the main keyword, and the rank report mailed to the
 * account's own address.
 */
import { inWindow } from '../../lib/paginate';
import { and, asc, eq, ilike, inArray, or, sql, exists } from 'drizzle-orm';
import type {
  AddToProductResponse,
  DeletedResponse,
  MainKeywordResponse,
  MallList,
  MyProduct,
  ProductList,
  ProductListQuery,
  SendReportRequest,
  SendReportResponse,
} from '@nurly/contracts/schemas';
import { keywordChecks, myProducts, productMalls } from '../../db/schema/keywords';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { containsPattern } from '../../lib/escape-like';
import type { PageWindow } from '../../lib/paginate';
import type { Principal } from '../../types';
import { seoulDayOf } from '@nurly/contracts';
import { keywordMessages, now, parseIds, type KeywordsContext } from './context';
import * as q from './queries';
import { buildReport } from './report';

export async function addToProduct(ctx: KeywordsContext, principal: Principal, id: number): Promise<AddToProductResponse> {
  const keyword = await q.ownKeyword(ctx.db, principal.id, id);
  if (!keyword) throw notFound(keywordMessages.keywordNotFound);
  const [existing] = await ctx.db
    .select({ id: myProducts.id })
    .from(myProducts)
    .where(and(eq(myProducts.userId, principal.id), eq(myProducts.type, keyword.type), eq(myProducts.mid, keyword.mid)));
  if (existing) {
    // The product is already mine: a keyword of it that was switched off (or looked up later)
    // joins it again; one already tracked is refused with the mid (docs/decisions/product.md#validation).
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
    inWindow(ctx.db.select().from(myProducts).where(where).$dynamic(), window),
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
