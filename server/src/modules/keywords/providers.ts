import type { FastifyInstance } from 'fastify';
import type { RouteTarget } from '@nurly/contracts/schemas';

/** mfe-keywords' product page (route name), opened with ?id=. */
const productDetails = (id: number): RouteTarget => ({ name: 'product-details', query: { id: String(id) } });

/** The keyword and product pages (mfe-keywords) exist on the default site only. */
const KEYWORD_PAGES_VARIANT = 'default';

/** Menu status of the keyword lookup, under its nav key 'keyword' (today's checks) and global search over the caller's own keywords and products. */
export function registerKeywordProviders(app: Pick<FastifyInstance, 'menuStatus' | 'globalSearch' | 'clock' | 'keywordsRepo'>): void {
  app.menuStatus.register('keyword', async () => {
    const row = await app.keywordsRepo.checksOn(app.clock.seoulDay());
    return {
      successCount: row.ok,
      successHint: '오늘 순위 조회 완료 키워드',
      errorCount: row.failed,
      errorHint: '오늘 순위 조회 실패 키워드',
    };
  });

  app.globalSearch.register(async ({ principal, q, limit, variant }) => {
    if (variant !== KEYWORD_PAGES_VARIANT) return [];
    const rows = await app.keywordsRepo.searchOwnKeywords(principal.id, q, limit);
    return rows.map((row) => ({
      title: row.keyword,
      subtitle: `키워드 순위 · ${row.rankText ?? '조회 전'} · MID ${row.mid}`,
      icon: 'keyword',
      // A tracked keyword opens its product; a looked-up one reopens the lookup.
      to: row.productId ? productDetails(row.productId) : { name: 'keyword-naver-shopping', query: { keyword: row.keyword, url: row.mid } },
    }));
  });

  app.globalSearch.register(async ({ principal, q, limit, variant }) => {
    if (variant !== KEYWORD_PAGES_VARIANT) return [];
    const rows = await app.keywordsRepo.searchOwnProducts(principal.id, q, limit);
    return rows.map((row) => ({
      title: row.title ?? `상품 ${row.mid}`,
      subtitle: `내 상품 · MID ${row.mid}`,
      icon: 'product',
      to: productDetails(row.id),
    }));
  });
}
