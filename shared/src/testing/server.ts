/**
 * The one MSW server of the unit tests (started for every test file by shared/jest.setup.ts).
 * Default handlers answer the shell-level calls every page may make (the current user, menu
 * status counts, groups, global search, the account's login alerts, token refresh, logout); a test
 * adds its page's calls with `server.use(...)` or renderRemote's `handlers`, which take precedence
 * and are reset after each test. Every request that reaches the server is logged, so a test can assert what was
 * sent (method, path, query, JSON body, headers).
 */
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { GlobalSearchResult, Group, LoginAlertList, MenuStatus, MessageBody } from '@nurly/contracts/schemas';
import { api, apiError, apiPathOf, parseQuery, readBody, type Query } from './api';
import { sessionUser, TEST_ACCESS_TOKEN } from './session';

export const defaultHandlers = [
  api.get('user', () => sessionUser() ?? apiError(401, '인증 정보가 없습니다.')),
  api.get<MenuStatus>('options/menu/status', {}),
  api.post<MenuStatus>('options/menu/status', {}),
  api.get<Group[]>('groups', []),
  api.get<GlobalSearchResult[]>('global-search', []),
  api.get<LoginAlertList>('login-alerts', { results: [] }),
  api.post('token/refresh', { access: TEST_ACCESS_TOKEN }),
  api.post('logout', () => new HttpResponse(null, { status: 204 })),
  api.post<MessageBody>('agrees', { message: '약관 동의가 저장되었습니다.' }),
];

export const server = setupServer(...defaultHandlers);

/** One request as the server received it. */
export interface SentRequest {
  method: string;
  /** Relative to the API base ('cs/questions/5'); the full pathname for a call outside it. */
  path: string;
  query: Query;
  /** The parsed JSON body (the raw text when it is not JSON); undefined without a body. */
  body: unknown;
  headers: Headers;
}

const sent: SentRequest[] = [];

async function record(request: Request): Promise<void> {
  // A GET is logged at once (no await): requests stay in the order they were sent.
  const body = request.body ? await readBody(request) : undefined;
  sent.push({
    method: request.method,
    path: apiPathOf(request.url) ?? new URL(request.url).pathname,
    query: parseQuery(request.url),
    body,
    headers: request.headers,
  });
}

server.events.on('request:start', ({ request }) => {
  void record(request);
});

/** Forgets the log (after each test). */
export function clearSentRequests(): void {
  sent.length = 0;
}

/** The requests sent so far, optionally only those of one method and path (a string is an exact API path). */
export function sentRequests(method?: string, path?: string | RegExp): SentRequest[] {
  return sent.filter(
    (request) =>
      (!method || request.method === method.toUpperCase()) &&
      (path === undefined || (typeof path === 'string' ? request.path === path : path.test(request.path))),
  );
}

/** The latest request of that method and path, or undefined. Use inside `waitFor` after a user action. */
export function lastRequest(method: string, path: string | RegExp): SentRequest | undefined {
  return sentRequests(method, path).at(-1);
}
