import type { RankOutcome, RankProvider, RankQuery } from './provider';
import { failureMessages, naverErrorMessage } from './provider';
import { API_PAGE_SIZE, API_MAX_START, apiStartsWithHint, extractMid } from './maths';

export interface NaverOpenApiOptions {
  clientId: string;
  clientSecret: string;
  /** https://openapi.naver.com by default; tests and the benchmark point it at the local fake. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** An item of GET /v1/search/shop.json (only the fields used here). */
interface ShopItem {
  title?: string;
  link?: string;
  productId?: string;
  mallName?: string;
}

interface ShopResponse {
  total?: number;
  start?: number;
  display?: number;
  items?: ShopItem[];
}

/** Naver marks the query in titles with <b>…</b>. */
function plainTitle(title: string | undefined): string | null {
  return title ? title.replace(/<\/?b>/g, '').trim() : null;
}

function matches(item: ShopItem, mid: string): boolean {
  if (item.productId === mid) return true;
  // A smartstore product number is the id in the item's link, not its productId.
  return !!item.link && extractMid(item.link) === mid;
}

/**
 * The Naver Shopping search API (sort=sim, the default ranking shoppers see): pages of 100 from
 * start 1 up to start ≤ 1000, stopping at the first page that holds the product.
 */
export function naverOpenApiProvider(options: NaverOpenApiOptions): RankProvider {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function page(
    query: string,
    start: number,
    display: number,
  ): Promise<{ ok: true; body: ShopResponse } | { ok: false; code: string; message: string }> {
    const url = `${base}/v1/search/shop.json?${new URLSearchParams({ query, display: String(display), start: String(start), sort: 'sim' })}`;
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { 'X-Naver-Client-Id': options.clientId, 'X-Naver-Client-Secret': options.clientSecret, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      return { ok: false, code: 'NETWORK', message: failureMessages.network };
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Handled below by status.
    }
    if (response.status === 429) return { ok: false, code: 'HTTP_429', message: failureMessages.rateLimited };
    if (!response.ok) {
      const error = body as { errorCode?: string; errorMessage?: string } | null;
      if (response.status === 401 || response.status === 403 || error?.errorCode === '024')
        return { ok: false, code: error?.errorCode ?? `HTTP_${response.status}`, message: failureMessages.auth };
      if (error?.errorCode) return { ok: false, code: error.errorCode, message: naverErrorMessage(error.errorCode, error.errorMessage) };
      return { ok: false, code: `HTTP_${response.status}`, message: naverErrorMessage(`HTTP ${response.status}`) };
    }
    if (!body || typeof body !== 'object' || !Array.isArray((body as ShopResponse).items))
      return { ok: false, code: 'BAD_RESPONSE', message: failureMessages.badResponse };
    return { ok: true, body: body as ShopResponse };
  }

  async function check(query: RankQuery): Promise<RankOutcome> {
    if (query.type !== 'shopping')
      return { status: 'FAILED', calls: 0, code: 'UNSUPPORTED_TYPE', message: failureMessages.unsupportedType };
    const maxRank = Math.min(query.maxRank, API_MAX_START + API_PAGE_SIZE - 1);
    const display = Math.min(API_PAGE_SIZE, maxRank);
    let calls = 0;
    let total = Number.POSITIVE_INFINITY;
    for (const start of apiStartsWithHint(maxRank, display, query.hintRank)) {
      if (start > total) continue;
      if (!(await query.budget.take())) return { status: 'FAILED', calls, code: 'BUDGET', message: failureMessages.budget };
      calls += 1;
      const result = await page(query.keyword, start, display);
      if (!result.ok) return { status: 'FAILED', calls, code: result.code, message: result.message };
      const items = result.body.items ?? [];
      const index = items.findIndex((item) => matches(item, query.mid));
      if (index >= 0 && start + index <= maxRank) {
        const item = items[index];
        return {
          status: 'FOUND',
          rank: start + index,
          calls,
          item: { title: plainTitle(item.title), mallName: item.mallName?.trim() || null },
        };
      }
      // The end of the result set: no page after this one exists.
      if (typeof result.body.total === 'number') total = result.body.total;
      if (items.length < display) total = Math.min(total, start + items.length - 1);
    }
    return { status: 'OUT_OF_RANGE', calls, searchedTo: maxRank };
  }

  return { name: 'naver-openapi', demo: false, types: ['shopping'], check };
}
