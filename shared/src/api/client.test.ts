/**
 * The §4 401 rule against a fake transport: a tiny adapter on the axios instance plays the server.
 * The counter is global and never reset, so the tests in this file run in order and build on it.
 */
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { accessTokenAtom, isUserLoggedInAtom, nurlyStore, refreshTokenAtom, setTokens, userAtom } from '../auth/store';
import { apiClient, configureApi, REQUEST_TIMEOUT_MS, setNavigator, unauthorizedEventCount } from './client';
import { ApiError, DEFAULT_ERROR_MESSAGE, toApiError } from './errors';

type Handler = (config: InternalAxiosRequestConfig) => { status: number; data?: unknown };

interface Call {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
  fullUrl: string;
}

let calls: Call[] = [];
let handler: Handler = () => ({ status: 200, data: {} });

apiClient.defaults.adapter = async (config) => {
  const headers = AxiosHeaders.from(config.headers);
  calls.push({
    method: (config.method ?? 'get').toUpperCase(),
    url: config.url ?? '',
    authorization: headers.get('Authorization') as string | undefined,
    body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    fullUrl: apiClient.getUri(config),
  });
  const { status, data } = handler(config);
  const response: AxiosResponse = { status, statusText: String(status), data, headers: {}, config };
  if (status >= 400) {
    throw new AxiosError(`status ${status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
  }
  return response;
};

const navigations: string[] = [];
setNavigator((path) => navigations.push(path));

/** A server whose access tokens expire: `valid` is the only accepted token; refresh mints the next. */
function expiringServer(opts: { refreshFails?: boolean; alwaysUnauthorized?: boolean } = {}) {
  let generation = 0;
  let valid = 'access-0';
  handler = (config) => {
    const auth = AxiosHeaders.from(config.headers).get('Authorization');
    if (config.url === 'token/refresh') {
      if (opts.refreshFails) return { status: 401, data: { message: '토큰이 만료되었습니다.' } };
      generation += 1;
      valid = `access-${generation}`;
      // The server rotates the refresh token (it spends the one sent).
      return { status: 200, data: { access: valid, refresh: `refresh-${generation + 1}` } };
    }
    if (opts.alwaysUnauthorized || auth !== `Bearer ${valid}`) return { status: 401, data: { message: 'unauthorized' } };
    return { status: 200, data: { ok: true, token: auth } };
  };
}

function loginWithStaleToken() {
  setTokens({ access: 'stale', refresh: 'refresh-1' });
  nurlyStore.set(userAtom, { id: 1 } as never);
}

beforeEach(() => {
  calls = [];
  navigations.length = 0;
});

describe('apiClient basics', () => {
  it('uses /api/, a 10-minute timeout, qs query strings and the bearer token', async () => {
    expect(apiClient.defaults.baseURL).toBe('/api/');
    expect(apiClient.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(600_000);
    setTokens({ access: 'abc', refresh: 'r' });
    handler = () => ({ status: 200, data: [] });
    await apiClient.get('users', { params: { page: 2, ids: [1, 2], search: '가', empty: null } });
    expect(calls[0].authorization).toBe('Bearer abc');
    expect(calls[0].fullUrl).toBe('/api/users?page=2&ids=1&ids=2&search=%EA%B0%80');
  });

  it('lets the base URL be configured', async () => {
    configureApi({ baseURL: 'https://api.example.com/api/' });
    await apiClient.get('user');
    expect(calls[0].fullUrl).toBe('https://api.example.com/api/user');
    configureApi({ baseURL: '/api/' });
  });

  it('sends no bearer and never refreshes for calls made without a token', async () => {
    nurlyStore.set(accessTokenAtom, null);
    handler = () => ({ status: 401, data: { message: '로그인이 필요합니다.' } });
    await expect(apiClient.get('user')).rejects.toMatchObject({ status: 401, message: '로그인이 필요합니다.' });
    expect(calls).toHaveLength(1);
    expect(calls[0].authorization).toBeUndefined();
    expect(unauthorizedEventCount()).toBe(0);
    expect(navigations).toEqual([]);
  });

  it('normalises errors to ApiError with the server message or the default', async () => {
    handler = () => ({ status: 400, data: { message: '잘못된 요청입니다.', code: 'BAD', field: 'mobile' } });
    const error = await apiClient.get('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: '잘못된 요청입니다.', code: 'BAD', field: 'mobile' });

    handler = () => ({ status: 500, data: 'Internal' });
    await expect(apiClient.get('x')).rejects.toMatchObject({ status: 500, message: DEFAULT_ERROR_MESSAGE });
    expect(toApiError(new Error('boom'))).toMatchObject({ status: 0, message: '에러가 발생했습니다.' });
  });
});

describe('401 on an authenticated call (docs/decisions/product.md#states)', () => {
  it('refreshes, stores the new access token and the rotated refresh token, and repeats the request', async () => {
    expiringServer();
    loginWithStaleToken();
    const { data } = await apiClient.get('user');
    expect(data).toEqual({ ok: true, token: 'Bearer access-1' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET user', 'POST token/refresh', 'GET user']);
    expect(calls[1].body).toEqual({ refresh: 'refresh-1' });
    expect(calls[1].authorization).toBeUndefined();
    expect(nurlyStore.get(accessTokenAtom)).toBe('access-1');
    expect(nurlyStore.get(refreshTokenAtom)).toBe('refresh-2');
    expect(unauthorizedEventCount()).toBe(1);
    expect(navigations).toEqual([]);
  });

  it('keeps retrying for the 2nd and 3rd 401 events: the counter is global, never reset', async () => {
    for (const expected of [2, 3]) {
      nurlyStore.set(accessTokenAtom, 'stale-again');
      const { data } = await apiClient.get('user');
      expect(data).toMatchObject({ ok: true });
      expect(unauthorizedEventCount()).toBe(expected);
    }
    expect(navigations).toEqual([]);
  });

  it('on the 4th event refreshes but does not repeat: logs out and goes to /login', async () => {
    nurlyStore.set(accessTokenAtom, 'stale-again');
    const error = await apiClient.get('user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET user', 'POST token/refresh']);
    expect(unauthorizedEventCount()).toBe(4);
    expect(navigations).toEqual(['/login']);
    expect(nurlyStore.get(isUserLoggedInAtom)).toBe(false);
    expect(nurlyStore.get(accessTokenAtom)).toBeNull();
    expect(nurlyStore.get(refreshTokenAtom)).toBeNull();
    expect(nurlyStore.get(userAtom)).toBeNull();
  });

  it('after the 4th event a new login still never repeats requests (the counter stays up)', async () => {
    expiringServer();
    loginWithStaleToken();
    await expect(apiClient.get('user')).rejects.toMatchObject({ status: 401 });
    expect(unauthorizedEventCount()).toBe(5);
    expect(calls.filter((c) => c.url === 'user')).toHaveLength(1);
    expect(navigations).toEqual(['/login']);
  });

  it('when the refresh itself fails: logs out, goes to /login and fails the request', async () => {
    expiringServer({ refreshFails: true });
    loginWithStaleToken();
    const error = await apiClient.get('user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET user', 'POST token/refresh']);
    expect(navigations).toEqual(['/login']);
    expect(nurlyStore.get(isUserLoggedInAtom)).toBe(false);
    expect(nurlyStore.get(refreshTokenAtom)).toBeNull();
  });

  it('persists the session tokens in sessionStorage', () => {
    setTokens({ access: 'persisted', refresh: 'persisted-refresh' });
    expect(JSON.parse(sessionStorage.getItem('nurly.accessToken') ?? 'null')).toBe('persisted');
    expect(JSON.parse(sessionStorage.getItem('nurly.isUserLoggedIn') ?? 'null')).toBe(true);
  });
});
