/** The caller's keywords: the list, deleting one or several, and a keyword's (or a product's) rank history. */
import { inWindow } from '../../lib/paginate';
import { and, eq, inArray } from 'drizzle-orm';
import type {
  BulkDeleteRequest,
  DeletedResponse,
  HistoryList,
  HistoryQuery,
  KeywordList,
  KeywordListQuery,
} from '@nurly/contracts/schemas';
import { RANK_HISTORY_PAGE_SIZE } from '@nurly/contracts/schemas';
import { keywordChecks } from '../../db/schema/keywords';
import { notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/paginate';
import type { Principal } from '../../types';
import { seoulDayOf } from '@nurly/contracts';
import { keywordMessages, now, parseIds, type KeywordsContext } from './context';
import * as q from './queries';
import { extractMid } from './rank';

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
    inWindow(ctx.db.select().from(keywordChecks).where(where).$dynamic(), window),
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
