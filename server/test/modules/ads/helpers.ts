import { count, eq } from 'drizzle-orm';
import { shiftDay } from '@nurly/contracts';
import { adLogs, ads, campaigns, pointHolds } from '../../../src/db/schema/ads';
import { bearer, type InjectResponse, type TestApp } from '../../helpers/app';
import { freshCustomer, staffHeaders } from '../points/helpers';

export { freshCustomer, staffHeaders };

export type Headers = Record<string, string>;

/** A fresh customer with `balance` won charged by staff (a CHARGE ledger row). */
export async function fundedCustomer(t: TestApp, balance: number) {
  const me = await freshCustomer(t);
  if (balance > 0) {
    const staff = await staffHeaders(t);
    const response = await t.inject({
      method: 'POST',
      url: '/api/admin/b2b/balance',
      payload: { user_id: me.id, amount: balance, action: 'CHARGE' },
      headers: staff,
    });
    if (response.statusCode !== 200) throw new Error(`charge failed: ${response.body}`);
  }
  return me;
}

export async function loginHeaders(t: TestApp, username: string, password: string): Promise<Headers> {
  return bearer((await t.login(username, password)).access);
}

export const dayFrom = (t: TestApp, days: number) => shiftDay(t.clock.seoulDay(), days);

/** A valid shopping campaign body: naverapp (38.5 won) × volume, tomorrow for `days` days. */
export function shoppingBody(t: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    channel: 'NAVER_SHOPPING',
    keyword: `캠핑의자 ${Math.random().toString(36).slice(2, 8)}`,
    mid: '84512345678',
    product_code: 'naverapp',
    daily_volume: 100,
    start_date: dayFrom(t, 1),
    end_date: dayFrom(t, 10),
    ...overrides,
  };
}

/** A shopping campaign of several reward lines (`rewards`) instead of one product and volume. */
export function rewardLinesBody(t: TestApp, rewards: unknown, overrides: Record<string, unknown> = {}) {
  return shoppingBody(t, { product_code: undefined, daily_volume: undefined, rewards, ...overrides });
}

export function placeBody(t: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    channel: 'NAVER_PLACE',
    keyword: `강남 꽃집 ${Math.random().toString(36).slice(2, 8)}`,
    place_id: '1234567890',
    product_code: 'naverplace-traffic',
    daily_volume: 50,
    start_date: dayFrom(t, 1),
    end_date: dayFrom(t, 5),
    ...overrides,
  };
}

export function api(t: TestApp) {
  return {
    get: (url: string, headers: Headers, extra: Headers = {}) => t.inject({ method: 'GET', url, headers: { ...headers, ...extra } }),
    post: (url: string, payload: unknown, headers: Headers, extra: Headers = {}) =>
      t.inject({ method: 'POST', url, payload: payload as object, headers: { ...headers, ...extra } }),
    put: (url: string, payload: unknown, headers: Headers) => t.inject({ method: 'PUT', url, payload: payload as object, headers }),
    del: (url: string, headers: Headers) => t.inject({ method: 'DELETE', url, headers }),
  };
}

export async function userMoney(t: TestApp, headers: Headers): Promise<{ point: number; held: number; available: number }> {
  const response = await t.inject({ method: 'GET', url: '/api/user', headers });
  if (response.statusCode !== 200) throw new Error(response.body);
  const { point, held, available } = response.json();
  return { point, held, available };
}

/** Row counts of every table a campaign writes (to prove a refusal wrote nothing). */
export async function adTableCounts(t: TestApp) {
  const db = t.database.db;
  const [[c], [a], [h], [l]] = await Promise.all([
    db.select({ n: count() }).from(campaigns),
    db.select({ n: count() }).from(ads),
    db.select({ n: count() }).from(pointHolds),
    db.select({ n: count() }).from(adLogs),
  ]);
  return { campaigns: c.n, ads: a.n, holds: h.n, logs: l.n };
}

export async function holdOf(t: TestApp, adId: number): Promise<number> {
  const [row] = await t.database.db.select({ amount: pointHolds.amount }).from(pointHolds).where(eq(pointHolds.adId, adId));
  return Number(row?.amount ?? 0);
}

export function expectError(response: InjectResponse, status: number, message: string, field?: string) {
  const body = response.json();
  const problems: string[] = [];
  if (response.statusCode !== status) problems.push(`status ${response.statusCode} ≠ ${status}`);
  if (body.message !== message) problems.push(`message "${body.message}" ≠ "${message}"`);
  if (field !== undefined && body.field !== field) problems.push(`field ${body.field} ≠ ${field}`);
  if (problems.length) throw new Error(`${problems.join('; ')} — ${response.body}`);
}
