/**
 * Act-for (대리 접속) in the tab: the actor's own tokens go aside while the act-for token (no
 * refresh token) is in use, and come back when it ends; logging out while acting ends both.
 */
import { AxiosHeaders, AxiosError, type AxiosResponse } from 'axios';
import type { User } from '@nurly/contracts/schemas';
import { apiClient } from '../api/client';
import { logout } from './actions';
import { ACT_FOR_ASIDE_KEY, actorTokensAside, endActingFor, startActingFor } from './actFor';
import { accessTokenAtom, advertiserAtom, isUserLoggedInAtom, nurlyStore, refreshTokenAtom, setTokens, userAtom } from './store';

let seen: { key: string; bearer: string | null; body: unknown }[] = [];
let endStatus = 200;

apiClient.defaults.adapter = async (config) => {
  const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
  const bearer = AxiosHeaders.from(config.headers).get('Authorization');
  seen.push({
    key,
    bearer: typeof bearer === 'string' ? bearer : null,
    body: typeof config.data === 'string' ? JSON.parse(config.data) : null,
  });
  const status = key === 'POST act-for/end' ? endStatus : 200;
  const response: AxiosResponse = { status, statusText: '', data: { message: 'ok' }, headers: {}, config };
  if (status >= 400) throw new AxiosError('fail', AxiosError.ERR_BAD_REQUEST, config, null, response);
  return response;
};

const actor = { id: 2, username: 'seoul_dist' } as User;
const actedFor = {
  id: 7,
  username: 'gangnam_shop',
  actor: { id: 2, username: 'seoul_dist', name: null, expires_at: '2026-12-02T09:00:00.000Z' },
} as User;

beforeEach(() => {
  seen = [];
  endStatus = 200;
  sessionStorage.clear();
  setTokens({ access: 'actor-access', refresh: 'actor-refresh' });
  nurlyStore.set(userAtom, actor);
  nurlyStore.set(advertiserAtom, { id: 9 });
});

test("start keeps the actor's tokens aside and sets the act-for token without a refresh token", () => {
  startActingFor({ access: 'act-access' });
  expect(actorTokensAside()).toEqual({ access: 'actor-access', refresh: 'actor-refresh' });
  expect(nurlyStore.get(accessTokenAtom)).toBe('act-access');
  expect(nurlyStore.get(refreshTokenAtom)).toBeNull();
  expect(nurlyStore.get(isUserLoggedInAtom)).toBe(true);
  expect(nurlyStore.get(userAtom)).toBeNull();
  expect(nurlyStore.get(advertiserAtom)).toBeNull();
});

test('starting again while acting never puts an act-for token aside', () => {
  startActingFor({ access: 'act-access' });
  nurlyStore.set(userAtom, actedFor);
  startActingFor({ access: 'act-access-2' });
  expect(actorTokensAside()).toEqual({ access: 'actor-access', refresh: 'actor-refresh' });
});

test("end calls act-for/end with the act-for token and puts the actor's tokens back, even when it had run out", async () => {
  for (const status of [200, 401]) {
    seen = [];
    endStatus = status;
    setTokens({ access: 'actor-access', refresh: 'actor-refresh' });
    nurlyStore.set(userAtom, actor);
    startActingFor({ access: 'act-access' });
    await endActingFor();
    expect(seen).toEqual([{ key: 'POST act-for/end', bearer: 'Bearer act-access', body: {} }]);
    expect(nurlyStore.get(accessTokenAtom)).toBe('actor-access');
    expect(nurlyStore.get(refreshTokenAtom)).toBe('actor-refresh');
    expect(sessionStorage.getItem(ACT_FOR_ASIDE_KEY)).toBeNull();
  }
});

test("logout while acting ends the act-for session and the actor's own", async () => {
  startActingFor({ access: 'act-access' });
  await logout();
  expect(seen.map((request) => request.key)).toEqual(['POST act-for/end', 'POST logout']);
  expect(seen[1].body).toEqual({ refresh: 'actor-refresh' });
  expect(nurlyStore.get(accessTokenAtom)).toBeNull();
  expect(sessionStorage.getItem(ACT_FOR_ASIDE_KEY)).toBeNull();
});
