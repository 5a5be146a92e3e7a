import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RouteTarget } from '@nurly/contracts/schemas';
import { keywordChecks, keywordHistories, myProducts } from '../../db/schema/keywords';
import { containsPattern } from '../../lib/escape-like';

/** mfe-keywords' product page (route name), opened with ?id=. */
const productDetails = (id: number): RouteTarget => ({ name: 'product-details', query: { id: String(id) } });

/** The keyword and product pages (mfe-keywords) exist on the default site only. */
const KEYWORD_PAGES_VARIANT = 'default';

/** Menu status of the keyword lookup, under its nav key 'keyword' (today's checks) and global search over the caller's own keywords and products. */
export function registerKeywordProviders(app: Pick<FastifyInstance, 'menuStatus' | 'globalSearch' | 'clock'>): void {
  app.menuStatus.register('keyword', async (db) => {
    const [row] = await db
      .select({
        ok: sql<number>`count(*) filter (where ${keywordHistories.status} <> 'FAILED')::int`,
        failed: sql<number>`count(*) filter (where ${keywordHistories.status} = 'FAILED')::int`,
      })
      .from(keywordHistories)
      .where(eq(keywordHistories.day, app.clock.seoulDay()));
    return {
      successCount: row.ok,
      successHint: '오늘 순위 조회 완료 키워드',
      errorCount: row.failed,
      errorHint: '오늘 순위 조회 실패 키워드',
    };
  });

  app.globalSearch.register(async ({ db, principal, q, limit, variant }) => {
    if (variant !== KEYWORD_PAGES_VARIANT) return [];
    const pattern = containsPattern(q);
    const rows = await db
      .select({
        keyword: keywordChecks.keyword,
        mid: keywordChecks.mid,
        rankText: keywordChecks.rankText,
        productId: keywordChecks.productId,
      })
      .from(keywordChecks)
      .where(and(eq(keywordChecks.userId, principal.id), ilike(keywordChecks.keyword, pattern)))
      .orderBy(desc(keywordChecks.createdAt))
      .limit(limit);
    return rows.map((row) => ({
      title: row.keyword,
      subtitle: `키워드 순위 · ${row.rankText ?? '조회 전'} · MID ${row.mid}`,
      icon: 'keyword',
      // A tracked keyword opens its product; a looked-up one reopens the lookup.
      to: row.productId ? productDetails(row.productId) : { name: 'keyword-naver-shopping', query: { keyword: row.keyword, url: row.mid } },
    }));
  });

  app.globalSearch.register(async ({ db, principal, q, limit, variant }) => {
    if (variant !== KEYWORD_PAGES_VARIANT) return [];
    const pattern = containsPattern(q);
    const rows = await db
      .select({ id: myProducts.id, title: myProducts.title, mid: myProducts.mid })
      .from(myProducts)
      .where(and(eq(myProducts.userId, principal.id), or(ilike(myProducts.title, pattern), ilike(myProducts.mid, pattern))))
      .orderBy(desc(myProducts.createdAt))
      .limit(limit);
    return rows.map((row) => ({
      title: row.title ?? `상품 ${row.mid}`,
      subtitle: `내 상품 · MID ${row.mid}`,
      icon: 'product',
      to: productDetails(row.id),
    }));
  });
}
