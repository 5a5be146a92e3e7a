/**
 * Rank arithmetic of the Naver Shopping search (docs/decisions/architecture.md#server): the API returns pages of up to 100
 * items from start 1 to 1000; the shopping site shows 40 products per page.
 */

export const API_PAGE_SIZE = 100;
export const API_MAX_START = 1000;
/** Ranks beyond this cannot be seen through the API. */
export const MAX_TRACKED_RANK = 1000;
export const SITE_PAGE_SIZE = 40;
export const OUT_OF_RANGE_TEXT = '1000위 밖';
export const FIRST_PAGE_OUT_TEXT = '1페이지 밖';
export const FAILED_TEXT = '조회 실패';

/** The site page (40 per page) a rank falls on. */
export function pageOf(rank: number): number {
  assertRank(rank);
  return Math.ceil(rank / SITE_PAGE_SIZE);
}

/** Position on its 40-item site page, 1..40. */
export function pageRankOf(rank: number): number {
  assertRank(rank);
  return ((rank - 1) % SITE_PAGE_SIZE) + 1;
}

export function rankTextOf(rank: number): string {
  return `${rank}위 (${pageOf(rank)}페이지 ${pageRankOf(rank)}위)`;
}

/** The fewest API calls that can find a product at `rank` (pages of 100): ceil(rank/100), 1 when rank ≤ 100. */
export function minimumCalls(rank: number): number {
  assertRank(rank);
  return Math.ceil(rank / API_PAGE_SIZE);
}

/** `start` values of the API pages to read, in order, until the product is found. */
export function apiStarts(maxRank = MAX_TRACKED_RANK, display = API_PAGE_SIZE): number[] {
  const starts: number[] = [];
  for (let start = 1; start <= Math.min(API_MAX_START, maxRank); start += display) starts.push(start);
  return starts;
}

/**
 * The same starts, the page holding `hintRank` first and then the rest in ascending order. The
 * rank is exact wherever the product is found (start + index), so the order changes only how
 * many calls are spent: an unmoved product costs one call instead of ceil(rank/100).
 */
export function apiStartsWithHint(maxRank: number, display: number, hintRank?: number | null): number[] {
  const starts = apiStarts(maxRank, display);
  if (!hintRank || hintRank < 1 || hintRank > maxRank) return starts;
  const hinted = 1 + Math.floor((hintRank - 1) / display) * display;
  return starts.includes(hinted) ? [hinted, ...starts.filter((s) => s !== hinted)] : starts;
}

function assertRank(rank: number): void {
  if (!Number.isInteger(rank) || rank < 1) throw new RangeError(`rank must be a positive integer, got ${rank}`);
}

/**
 * The product id in what the user typed: a bare mid, a smartstore / brand store product URL
 * (…/products/<id>), a shopping catalog URL (…/catalog/<id>), or any URL with nvMid / id /
 * productId parameters. Returns null when none is recognisable.
 */
export function extractMid(input: string): string | null {
  const text = input.trim();
  if (/^\d{5,20}$/.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (!/\./.test(url.hostname)) return null;
  for (const name of ['nvMid', 'nv_mid', 'mid', 'productId', 'id']) {
    const value = url.searchParams.get(name);
    if (value && /^\d{5,20}$/.test(value)) return value;
  }
  const path = /\/(?:products|catalog|product|restaurant|place|hairshop|hospital|accommodation)\/(\d{5,20})(?:[/?#]|$)/.exec(
    url.pathname + '/',
  );
  return path ? path[1] : null;
}
