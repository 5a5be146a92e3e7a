/** The caller's keywords: the list, deleting one or several, and a keyword's (or a product's) rank history. */
import type {
  BulkDeleteRequest,
  DeletedResponse,
  HistoryList,
  HistoryQuery,
  KeywordList,
  KeywordListQuery,
} from '@nurly/contracts/schemas';
import { RANK_HISTORY_PAGE_SIZE } from '@nurly/contracts/schemas';
import { notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/paginate';
import type { Principal } from '../../types';
import { seoulDayOf } from '@nurly/contracts';
import { keywordMessages, now, parseIds, type KeywordsContext } from './context';
import { extractMid } from './rank';

export async function listKeywords(
  ctx: KeywordsContext,
  principal: Principal,
  query: KeywordListQuery,
  window: PageWindow,
): Promise<KeywordList> {
  const mid = query.mid ? (extractMid(query.mid) ?? query.mid) : undefined;
  const filter = {
    search: query.search,
    type: query.type,
    mid,
    productId: query.product_id,
    isMyProduct: query.is_my_product,
  };
  const [total, rows] = await Promise.all([
    ctx.repo.countKeywords(principal.id, filter),
    ctx.repo.keywordPage(principal.id, filter, window),
  ]);
  return { count: total, results: await ctx.repo.toKeywords(rows, seoulDayOf(now(ctx))) };
}

export async function deleteKeyword(ctx: KeywordsContext, principal: Principal, id: number): Promise<{ message: string }> {
  const deleted = await ctx.repo.deleteOwnKeyword(principal.id, id);
  if (deleted.length === 0) throw notFound(keywordMessages.keywordNotFound);
  return { message: keywordMessages.keywordDeleted };
}

export async function deleteKeywords(ctx: KeywordsContext, principal: Principal, body: BulkDeleteRequest): Promise<DeletedResponse> {
  const type = body.type === 'shopping' || body.type === 'place' ? body.type : undefined;
  const deleted = await ctx.repo.deleteOwnKeywords(principal.id, parseIds(body.ids), type);
  if (deleted.length === 0) throw notFound(keywordMessages.keywordNotFound);
  return { message: keywordMessages.keywordsDeleted(deleted.length), deleted: deleted.length };
}

export async function histories(ctx: KeywordsContext, principal: Principal, id: number, query: HistoryQuery): Promise<HistoryList> {
  const page = query.page ?? 1;
  let keywordIds: number[];
  if (query.isKeyword === false) {
    const product = await ctx.repo.ownProduct(principal.id, id);
    if (!product) throw notFound(keywordMessages.productNotFound);
    const rows = await ctx.repo.productKeywordIds(product.id);
    keywordIds = rows.map((r) => r.id);
  } else {
    const keyword = await ctx.repo.ownKeyword(principal.id, id);
    if (!keyword || (query.productId && keyword.productId !== query.productId)) throw notFound(keywordMessages.keywordNotFound);
    keywordIds = [keyword.id];
  }
  if (keywordIds.length === 0) return { count: 0, page, page_size: RANK_HISTORY_PAGE_SIZE, results: [] };
  const [total, results] = await Promise.all([
    ctx.repo.countHistories(keywordIds),
    ctx.repo.historiesOf(keywordIds, RANK_HISTORY_PAGE_SIZE, (page - 1) * RANK_HISTORY_PAGE_SIZE),
  ]);
  return { count: total, page, page_size: RANK_HISTORY_PAGE_SIZE, results };
}
