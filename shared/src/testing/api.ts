/**
 * Typed MSW handlers against the shared API base: tests write `api.get('cs/faq', …)` with the same
 * relative paths the api modules pass to `apiClient`, so the real call functions, SWR hooks and
 * axios interceptors run and only the network is answered here.
 */
import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import qs from 'qs';
import { apiClient } from '../api/client';

/** A JSON value a handler answers with. */
export type Json = DefaultBodyType;

/** The absolute URL of an API path ('cs/faq/:id' → 'http://localhost/api/cs/faq/:id'). */
export function apiUrl(path: string): string {
  const base = new URL(apiClient.defaults.baseURL ?? '/api/', window.location.origin);
  return new URL(path.replace(/^\//, ''), base).href;
}

/** An API path relative to the base ('http://localhost/api/cs/faq' → 'cs/faq'); null when outside it. */
export function apiPathOf(url: string): string | null {
  const base = new URL(apiClient.defaults.baseURL ?? '/api/', window.location.origin).href;
  const { origin, pathname } = new URL(url);
  const full = `${origin}${pathname}`;
  return full.startsWith(base) ? full.slice(base.length) : null;
}

/** The query string as the server reads it (qs, repeated keys become arrays): every value is a string. */
export type Query = Record<string, string | string[] | undefined>;

export function parseQuery(url: string): Query {
  return qs.parse(new URL(url).search, { ignoreQueryPrefix: true }) as Query;
}

/** What a handler's resolver receives: the request, its path params, query and JSON body. */
export interface ApiRequestInfo<Body> {
  request: Request;
  params: PathParams;
  query: Query;
  body: Body;
}

/**
 * A handler's answer: a fixed JSON value or Response (e.g. `apiError(...)`), or a function of
 * the request returning JSON or a full `HttpResponse` (status codes, errors).
 */
export type ApiResolver<Reply extends Json, Body> =
  Reply | FetchResponse | ((info: ApiRequestInfo<Body>) => Reply | FetchResponse | Promise<Reply | FetchResponse>);
type FetchResponse = globalThis.Response;

/** A request's body: parsed JSON, the raw text when it is not JSON, undefined when empty. */
export async function readBody(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function resolverOf<Reply extends Json, Body>(answer: ApiResolver<Reply, Body>): HttpResponseResolver<PathParams, DefaultBodyType, Json> {
  return async ({ request, params }) => {
    // A fixed Response (e.g. `apiError(...)`) is answered afresh each time: a body reads only once.
    if (answer instanceof Response) return answer.clone();
    if (typeof answer !== 'function') return HttpResponse.json(answer);
    const result = await answer({ request, params, query: parseQuery(request.url), body: (await readBody(request)) as Body });
    return result instanceof Response ? result : HttpResponse.json(result as Json);
  };
}

function method(verb: 'get' | 'post' | 'put' | 'patch' | 'delete') {
  return <Reply extends Json = Json, Body = unknown>(path: string, answer: ApiResolver<Reply, Body>, options?: { once?: boolean }) =>
    http[verb](apiUrl(path), resolverOf(answer), options);
}

/** `api.get(path, answer)`, `api.post(path, answer)`, …: MSW handlers for one API path (':id' params allowed). */
export const api = {
  get: method('get'),
  post: method('post'),
  put: method('put'),
  patch: method('patch'),
  delete: method('delete'),
};

/**
 * The server's error answer (docs/decisions/product.md#errors): `{ message }` with a status, plus the field at fault
 * (`apiError(400, '…', 'mobile')`) or a machine code (`{ code: 'GUEST_DAILY_LIMIT' }`).
 */
export function apiError(status: number, message: string, extra?: string | { field?: string; code?: string }): FetchResponse {
  const details = typeof extra === 'string' ? { field: extra } : (extra ?? {});
  return HttpResponse.json({ message, ...details }, { status });
}

/** A `{ count, results }` page, as every list endpoint answers. */
export function pageOf<T>(results: T[], count = results.length): { count: number; results: T[] } {
  return { count, results };
}
