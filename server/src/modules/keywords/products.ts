/**
 * My products: a looked-up keyword added to (or removed from) a tracked product, the product list,
 * one product, its malls, deleting products, the main keyword, and the rank report mailed to the
 * account's own address.
 */
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
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/paginate';
import type { Principal } from '../../types';
import { seoulDayOf } from '@nurly/contracts';
import { keywordMessages, now, parseIds, type KeywordsContext } from './context';
import { buildReport } from './report';

export async function addToProduct(ctx: KeywordsContext, principal: Principal, id: number): Promise<AddToProductResponse> {
  const keyword = await ctx.repo.ownKeyword(principal.id, id);
  if (!keyword) throw notFound(keywordMessages.keywordNotFound);
  const existing = await ctx.repo.ownProductFor(principal.id, keyword.type, keyword.mid);
  if (existing) {
    // The product is already mine: a keyword of it that was switched off (or looked up later)
    // joins it again; one already tracked is refused with the mid (docs/decisions/product.md#validation).
    if (keyword.productId === existing.id) throw new AppError(409, keywordMessages.alreadyMyProduct(keyword.mid), 'ALREADY_MY_PRODUCT');
    await ctx.repo.attachKeyword(principal.id, keyword.id, existing.id);
    return { is_my_product: true, mid: keyword.mid, product_id: existing.id, message: keywordMessages.addedToMyProducts };
  }
  const url = keyword.target && /^(https?:\/\/|[\w-]+\.)/i.test(keyword.target) ? keyword.target : null;
  const productId = await ctx.repo.transaction(async (tx) => {
    const product = await tx.insertProduct({
      userId: principal.id,
      type: keyword.type,
      mid: keyword.mid,
      title: keyword.title,
      url,
      mainKeywordId: keyword.id,
    });
    if (!product) throw new AppError(409, keywordMessages.alreadyMyProduct(keyword.mid), 'ALREADY_MY_PRODUCT');
    // Every keyword already looked up for this product joins it.
    await tx.attachLookups(principal.id, keyword.type, keyword.mid, product.id);
    if (keyword.mallName) await tx.addMall(product.id, keyword.mallName);
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
  const keyword = await ctx.repo.ownKeyword(principal.id, id);
  if (!keyword) throw notFound(keywordMessages.keywordNotFound);
  const productId = keyword.productId;
  if (productId === null) throw badRequest(keywordMessages.keywordNotTracked, 'id');
  await ctx.repo.transaction(async (tx) => {
    await tx.detachKeyword(principal.id, keyword.id);
    const product = await tx.productMainKeyword(productId);
    if (product && product.mainKeywordId === keyword.id) {
      const next = await tx.firstKeywordOf(productId);
      await tx.setProductMainKeyword(productId, next?.id ?? null);
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
  const filter = { type: query.type, search: query.search, mall: query.mall };
  const [n, rows] = await Promise.all([ctx.repo.countProducts(principal.id, filter), ctx.repo.productPage(principal.id, filter, window)]);
  return { count: n, results: await ctx.repo.toProducts(rows) };
}

export async function getProduct(ctx: KeywordsContext, principal: Principal, id: number): Promise<MyProduct> {
  const product = await ctx.repo.ownProduct(principal.id, id);
  if (!product) throw notFound(keywordMessages.productNotFound);
  const [result] = await ctx.repo.toProducts([product]);
  return result;
}

export async function malls(ctx: KeywordsContext, principal: Principal): Promise<MallList> {
  return { malls: await ctx.repo.mallsOf(principal.id) };
}

export async function deleteProduct(ctx: KeywordsContext, principal: Principal, id: number): Promise<{ message: string }> {
  const deleted = await ctx.repo.deleteOwnProduct(principal.id, id);
  if (deleted.length === 0) throw notFound(keywordMessages.productNotFound);
  return { message: keywordMessages.removedFromMyProducts };
}

export async function deleteProducts(ctx: KeywordsContext, principal: Principal, ids: string): Promise<DeletedResponse> {
  const deleted = await ctx.repo.deleteOwnProducts(principal.id, parseIds(ids));
  if (deleted.length === 0) throw notFound(keywordMessages.productNotFound);
  return { message: keywordMessages.productsDeleted(deleted.length), deleted: deleted.length };
}

export async function setMainKeyword(ctx: KeywordsContext, principal: Principal, keywordId: number): Promise<MainKeywordResponse> {
  const keyword = await ctx.repo.ownKeyword(principal.id, keywordId);
  if (!keyword) throw notFound(keywordMessages.keywordNotFound);
  if (!keyword.productId) throw badRequest(keywordMessages.notMyProductKeyword, 'keywordId');
  await ctx.repo.setOwnMainKeyword(principal.id, keyword.productId, keyword.id);
  return { message: keywordMessages.productUpdated, product: await getProduct(ctx, principal, keyword.productId) };
}

export async function sendReport(ctx: KeywordsContext, principal: Principal, body: SendReportRequest): Promise<SendReportResponse> {
  const products = await ctx.repo.toProducts(await ctx.repo.ownProducts(principal.id, body.ids));
  if (products.length === 0) throw badRequest(keywordMessages.noProductsForReport, 'ids');
  // Only to the account's own addresses, a few times a day: the report must not be a way to mail strangers.
  const own = await ctx.repo.ownMailAddresses(principal.id);
  if (own.length === 0) throw badRequest(keywordMessages.reportNoAddress, 'email', 'NO_OWN_ADDRESS');
  if (!own.includes(body.email.trim().toLowerCase())) throw badRequest(keywordMessages.reportNotOwnAddress, 'email', 'NOT_OWN_ADDRESS');
  const today = seoulDayOf(now(ctx));
  const limit = ctx.config.reportMailDailyLimit;
  if (!(await ctx.repo.takeDailyAllowance(principal.id, today, 'report_mails', 1, limit))) {
    throw new AppError(429, keywordMessages.reportMailLimit(limit), 'REPORT_MAIL_LIMIT');
  }
  const report = await buildReport(ctx.repo, products, today);
  const { delivered } = await ctx.mailer.send({ to: body.email, ...report });
  return {
    message: delivered ? keywordMessages.reportSent(body.email) : keywordMessages.reportLogged,
    transport: ctx.mailer.transport,
    delivered,
    products: products.length,
  };
}
