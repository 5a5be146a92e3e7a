/**
 * A local stand-in for the Naver Shopping search API (GET /v1/search/shop.json), speaking the
 * real protocol: X-Naver-Client-Id / X-Naver-Client-Secret headers, query / display (1..100) /
 * start (1..1000) / sort (sim|date|asc|dsc), JSON { lastBuildDate, total, start, display, items },
 * and Naver's error bodies { errorMessage, errorCode } (SE01–SE06, SE99, 024 auth, 429 rate limit).
 * A real HTTP server on 127.0.0.1: the provider under test goes through fetch and the network stack.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PlacedProduct {
  productId: string;
  title?: string;
  mallName?: string;
  /** A smartstore product URL instead of the search gateway link. */
  link?: string;
}

export type ScriptedFailure = '429' | 'SE01' | 'SE99';

export interface FakeNaverRequest {
  query: string;
  start: number;
  display: number;
  sort: string;
}

export interface FakeNaver {
  url: string;
  clientId: string;
  clientSecret: string;
  /** Every well-formed search request, in order. */
  requests: FakeNaverRequest[];
  /** Puts a product at `rank` (1-based) in the results for `query`. */
  place(query: string, rank: number, product: PlacedProduct): void;
  /** Result count for `query` (default 100,000: the API still serves only start ≤ 1000). */
  setTotal(query: string, total: number): void;
  /** Answers requests for `query` with a failure, optionally only from its `fromStart` page on. */
  fail(query: string, failure: ScriptedFailure, fromStart?: number): void;
  reset(): void;
  close(): Promise<void>;
}

interface Catalogue {
  placed: Map<number, PlacedProduct>;
  total: number;
  failure?: { kind: ScriptedFailure; fromStart: number };
}

const DEFAULT_TOTAL = 100_000;
const SORTS = new Set(['sim', 'date', 'asc', 'dsc']);

function queryHash(query: string): number {
  let hash = 2166136261;
  for (const char of query) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619) >>> 0;
  return hash % 1_000_000;
}

/** Filler listings: ids start with 7 and never collide with placed test mids (which do not). */
function fillerItem(query: string, position: number) {
  const productId = `7${String(queryHash(query)).padStart(6, '0')}${String(position).padStart(5, '0')}`;
  return {
    title: `<b>${query}</b> 상품 ${position}`,
    link: `https://search.shopping.naver.com/gate.nhn?id=${productId}`,
    image: '',
    lprice: String(10_000 + position * 10),
    hprice: '',
    mallName: `판매처${(position % 37) + 1}`,
    productId,
    productType: '2',
    brand: '',
    maker: '',
    category1: '생활/건강',
    category2: '',
    category3: '',
    category4: '',
  };
}

function sendError(response: http.ServerResponse, status: number, errorCode: string, errorMessage: string): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ errorMessage, errorCode }));
}

/** Settings that point the app's rank provider at the fake (the Naver Open API provider; no daily refresh job). */
export const fakeNaverEnv = (fake: FakeNaver): Record<string, string> => ({
  NURLY_RANK_PROVIDER: 'naver-openapi',
  NAVER_CLIENT_ID: fake.clientId,
  NAVER_CLIENT_SECRET: fake.clientSecret,
  NAVER_API_BASE: fake.url,
  KEYWORD_REFRESH_ENABLED: 'false',
});

export async function startFakeNaver(
  options: {
    clientId?: string;
    clientSecret?: string;
    /** Added to every answer, like a real network round trip. */ latencyMs?: number;
  } = {},
): Promise<FakeNaver> {
  const clientId = options.clientId ?? 'fake-client-id';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const catalogues = new Map<string, Catalogue>();
  const requests: FakeNaverRequest[] = [];
  const catalogue = (query: string): Catalogue => {
    let found = catalogues.get(query);
    if (!found) catalogues.set(query, (found = { placed: new Map(), total: DEFAULT_TOTAL }));
    return found;
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method !== 'GET' || url.pathname !== '/v1/search/shop.json') {
      return sendError(response, 404, 'SE05', 'Invalid search api (존재하지 않는 검색 api 입니다.)');
    }
    if (request.headers['x-naver-client-id'] !== clientId || request.headers['x-naver-client-secret'] !== clientSecret) {
      return sendError(response, 401, '024', 'Not Exist Client ID : Authentication failed. (인증에 실패했습니다.)');
    }
    const query = url.searchParams.get('query') ?? '';
    const display = Number(url.searchParams.get('display') ?? '10');
    const start = Number(url.searchParams.get('start') ?? '1');
    const sort = url.searchParams.get('sort') ?? 'sim';
    if (!query.trim()) return sendError(response, 400, 'SE01', 'Incorrect query request (잘못된 쿼리요청입니다.)');
    if (!Number.isInteger(display) || display < 1 || display > 100)
      return sendError(response, 400, 'SE02', 'Invalid display value (부적절한 display 값입니다.)');
    if (!Number.isInteger(start) || start < 1 || start > 1000)
      return sendError(response, 400, 'SE03', 'Invalid start value (부적절한 start 값입니다.)');
    if (!SORTS.has(sort)) return sendError(response, 400, 'SE04', 'Invalid sort value (부적절한 sort 값입니다.)');
    requests.push({ query, start, display, sort });

    const entry = catalogues.get(query);
    if (entry?.failure && start >= entry.failure.fromStart) {
      if (entry.failure.kind === '429') return sendError(response, 429, '012', 'Rate limit exceeded. (속도 제한을 초과했습니다.)');
      if (entry.failure.kind === 'SE01') return sendError(response, 400, 'SE01', 'Incorrect query request (잘못된 쿼리요청입니다.)');
      return sendError(response, 500, 'SE99', 'System Error (시스템 에러)');
    }
    const total = entry?.total ?? DEFAULT_TOTAL;
    const items = [];
    for (let position = start; position < start + display && position <= total; position += 1) {
      const placed = entry?.placed.get(position);
      items.push(
        placed
          ? {
              ...fillerItem(query, position),
              productId: placed.productId,
              title: placed.title ?? `<b>${query}</b> ${placed.productId}`,
              mallName: placed.mallName ?? '테스트스토어',
              link: placed.link ?? `https://search.shopping.naver.com/gate.nhn?id=${placed.productId}`,
            }
          : fillerItem(query, position),
      );
    }
    const body = JSON.stringify({ lastBuildDate: new Date().toUTCString(), total, start, display: items.length, items });
    const send = () => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(body);
    };
    if (options.latencyMs) setTimeout(send, options.latencyMs);
    else send();
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    requests,
    place: (query, rank, product) => void catalogue(query).placed.set(rank, product),
    setTotal: (query, total) => void (catalogue(query).total = total),
    fail: (query, failure, fromStart = 1) => void (catalogue(query).failure = { kind: failure, fromStart }),
    reset: () => {
      catalogues.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
