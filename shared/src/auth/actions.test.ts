import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../api/client';
import type { User } from '@nurly/contracts/schemas';
import { guestLogin, loadUser, login, logout } from './actions';
import {
  accessTokenAtom,
  advertiserAtom,
  balanceAtom,
  guestIdAtom,
  guestUser,
  isUserLoggedInAtom,
  nurlyStore,
  refreshTokenAtom,
  userAtom,
} from './store';

const sampleUser: User = {
  id: 3,
  username: 'customer',
  mobile: '01012345678',
  point: 50000,
  held: 0,
  available: 50000,
  is_guest: false,
  is_staff: false,
  is_superuser: false,
  tier: null,
  group: null,
  roles: [],
  apps: [{ key: 'main', title: 'Main' }],
  agrees: {},
  services: ['THENURLY'],
};

type Route = (config: InternalAxiosRequestConfig, body: Record<string, unknown>) => { status: number; data?: unknown };
let routes: Record<string, Route> = {};
let seen: string[] = [];

apiClient.defaults.adapter = async (config) => {
  const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
  seen.push(key);
  const body = typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : {};
  const route = routes[key];
  const { status, data } = route ? route(config, body) : { status: 404, data: { message: 'not found' } };
  const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
  if (status >= 400) throw new AxiosError('fail', AxiosError.ERR_BAD_REQUEST, config, null, response);
  return response;
};

beforeEach(() => {
  seen = [];
  routes = {};
  sessionStorage.clear();
  nurlyStore.set(isUserLoggedInAtom, false);
  nurlyStore.set(accessTokenAtom, null);
  nurlyStore.set(refreshTokenAtom, null);
  nurlyStore.set(userAtom, null);
  nurlyStore.set(guestIdAtom, null);
});

describe('login / loadUser / logout', () => {
  it('stores tokens, sets the flag and loads the user with its point as balance', async () => {
    routes['POST token'] = (_c, body) =>
      body.username === 'customer' && body.password === 'customer1234'
        ? { status: 200, data: { access: 'A', refresh: 'R' } }
        : { status: 401 };
    routes['GET user'] = (c) =>
      AxiosHeaders.from(c.headers).get('Authorization') === 'Bearer A' ? { status: 200, data: sampleUser } : { status: 401 };
    const user = await login('customer', 'customer1234');
    expect(user.username).toBe('customer');
    expect(nurlyStore.get(isUserLoggedInAtom)).toBe(true);
    expect(nurlyStore.get(accessTokenAtom)).toBe('A');
    expect(nurlyStore.get(refreshTokenAtom)).toBe('R');
    expect(nurlyStore.get(userAtom)).toEqual(sampleUser);
    expect(nurlyStore.get(balanceAtom)).toBe(50000);
  });

  it('logs out silently and rethrows when login fails', async () => {
    nurlyStore.set(isUserLoggedInAtom, true);
    routes['POST token'] = () => ({ status: 401, data: { message: '아이디 또는 비밀번호가 일치하지 않습니다.' } });
    await expect(login('customer', 'wrong')).rejects.toMatchObject({ message: '아이디 또는 비밀번호가 일치하지 않습니다.' });
    expect(nurlyStore.get(isUserLoggedInAtom)).toBe(false);
    expect(nurlyStore.get(accessTokenAtom)).toBeNull();
    expect(seen).toEqual(['POST token']);
  });

  it('clears user, both tokens, the flag and the advertiser on logout even if the server call fails', async () => {
    nurlyStore.set(isUserLoggedInAtom, true);
    nurlyStore.set(accessTokenAtom, 'A');
    nurlyStore.set(refreshTokenAtom, 'R');
    nurlyStore.set(userAtom, sampleUser);
    nurlyStore.set(advertiserAtom, { id: 9 });
    routes['POST logout'] = () => ({ status: 500 });
    await logout();
    expect(seen).toEqual(['POST logout']);
    expect(nurlyStore.get(isUserLoggedInAtom)).toBe(false);
    expect(nurlyStore.get(accessTokenAtom)).toBeNull();
    expect(nurlyStore.get(refreshTokenAtom)).toBeNull();
    expect(nurlyStore.get(userAtom)).toBeNull();
    expect(nurlyStore.get(advertiserAtom)).toBeNull();
  });

  it('loadUser refreshes the stored user', async () => {
    routes['GET user'] = () => ({ status: 200, data: { ...sampleUser, point: 7 } });
    await loadUser();
    expect(nurlyStore.get(balanceAtom)).toBe(7);
  });
});

describe('guestLogin (docs/decisions/product.md#states guest flow)', () => {
  it('signs up a guest and logs in with its username as username and password', async () => {
    routes['POST guest-signup'] = () => ({ status: 200, data: { id: 40, username: 'g_abc123' } });
    routes['POST token'] = (_c, body) =>
      body.username === 'g_abc123' && body.password === 'g_abc123'
        ? { status: 200, data: { access: 'GA', refresh: 'GR' } }
        : { status: 401 };
    routes['GET user'] = () => ({ status: 200, data: { ...sampleUser, id: 40, username: 'g_abc123', is_guest: true, point: 0 } });
    const user = await guestLogin();
    expect(seen).toEqual(['POST guest-signup', 'POST token', 'GET user']);
    expect(user?.is_guest).toBe(true);
    expect(nurlyStore.get(isUserLoggedInAtom)).toBe(true);
    expect(nurlyStore.get(guestIdAtom)).toBe('g_abc123');
  });

  it('after a logout the browser asks for its own guest again (kept in localStorage, not the tab session)', async () => {
    let sentGuestId: unknown;
    routes['POST guest-signup'] = (_c, body) => {
      sentGuestId = body.guestId;
      return { status: 200, data: { id: 40, username: 'g_abc123' } };
    };
    routes['POST token'] = () => ({ status: 200, data: { access: 'GA', refresh: 'GR' } });
    routes['POST logout'] = () => ({ status: 200, data: { message: 'ok' } });
    routes['GET user'] = () => ({ status: 200, data: { ...sampleUser, id: 40, username: 'g_abc123', is_guest: true, point: 0 } });
    await guestLogin();
    expect(JSON.parse(localStorage.getItem('nurly.guestId') ?? 'null')).toBe('g_abc123');
    expect(sessionStorage.getItem('nurly.guestId')).toBeNull();
    await logout();
    expect(nurlyStore.get(guestIdAtom)).toBe('g_abc123');
    await guestLogin();
    expect(sentGuestId).toBe('g_abc123');
  });

  it('does nothing when already logged in', async () => {
    nurlyStore.set(isUserLoggedInAtom, true);
    await expect(guestLogin()).resolves.toBeNull();
    expect(seen).toEqual([]);
  });

  it('clears the logged-in flag and the guest id on failure', async () => {
    nurlyStore.set(guestIdAtom, 'old-guest');
    routes['POST guest-signup'] = () => ({ status: 200, data: { id: 41, username: 'g_x' } });
    routes['POST token'] = () => ({ status: 429, data: { message: 'too many' } });
    await expect(guestLogin()).rejects.toMatchObject({ status: 429 });
    expect(nurlyStore.get(isUserLoggedInAtom)).toBe(false);
    expect(nurlyStore.get(guestIdAtom)).toBeNull();
  });
});

it('the default guest user has no roles, apps or points', () => {
  expect(guestUser).toMatchObject({ id: 0, username: 'Guest', point: 0, is_guest: true, is_staff: false, roles: [], apps: [] });
});
