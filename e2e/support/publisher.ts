/**
 * The money loops' API side: bearer headers of a demo account, the server's (test) clock, signed
 * requests of the demo publisher app (docs/decisions/money-loop.md#offerwall-api) and one mission attempt. The server seeds the
 * demo app (server/src/modules/offerwall/seed.ts; demo only).
 */
import { createHash, createHmac } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { postbackSigningString, signingString } from '../../contracts/src/rules/signing';
import { accounts, type AccountName } from './accounts';
import { E2E_PORT } from './helpers';

export const API = `http://127.0.0.1:${E2E_PORT}/api`;
export const DEMO_PUBLISHER_KEY = 'nk_demo_offerwall_local_0001';
export const DEMO_PUBLISHER_SECRET = 'demo-offerwall-secret-do-not-use-in-production-0001';

export type Headers = Record<string, string>;

/** Bearer headers of any account, logged in through the API. */
export async function bearerWith(request: APIRequestContext, credentials: { username: string; password: string }): Promise<Headers> {
  const response = await request.post(`${API}/token`, { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  return { Authorization: `Bearer ${((await response.json()) as { access: string }).access}` };
}

/** Bearer headers of a demo account. */
export const bearerOf = (request: APIRequestContext, account: AccountName): Promise<Headers> => bearerWith(request, accounts[account]);

/** The account accepts the reward site's required terms (service, privacy; no marketing) on the reward host. */
export async function agreeRewardTerms(request: APIRequestContext, headers: Headers): Promise<void> {
  await request.post(`${API}/agrees`, {
    headers: { ...headers, host: `reward.localhost:${E2E_PORT}` },
    data: [
      { hasAgree: true, type: 'REWARD_SERVICE' },
      { hasAgree: true, type: 'REWARD_PRIVACY' },
      { hasAgree: false, type: 'REWARD_SEND_MARKETING' },
    ],
  });
}

/** The server's clock (it may run ahead of real time): signatures must be within ±300 s of it. */
export async function serverNow(request: APIRequestContext, admin: Headers): Promise<{ seconds: number; day: string }> {
  const clock = (await (await request.get(`${API}/dev/clock`, { headers: admin })).json()) as { now: string; seoul_day: string };
  return { seconds: Math.floor(Date.parse(clock.now) / 1000), day: clock.seoul_day };
}

/** Moves the server's clock forward (then it closes ended ads and runs the settlement catch-up). */
export async function advanceClock(request: APIRequestContext, admin: Headers, by: { advance_days?: number; advance_seconds?: number }) {
  const moved = await request.post(`${API}/dev/clock`, { headers: admin, data: by });
  expect(moved.ok(), await moved.text()).toBe(true);
}

/** Hex HMAC-SHA256 of a signing string with the demo app's secret. */
const hmacOf = (text: string) => createHmac('sha256', DEMO_PUBLISHER_SECRET).update(text).digest('hex');

/** The signature the demo app's postback must carry (contracts rules/signing.ts). */
export const postbackSignature = (timestamp: string, body: string) => hmacOf(postbackSigningString({ timestamp, body }));

/** A request signed as the demo publisher. */
export async function publisher(request: APIRequestContext, admin: Headers, method: 'GET' | 'POST', pathWithQuery: string, body?: object) {
  const raw = body ? JSON.stringify(body) : '';
  const timestamp = String((await serverNow(request, admin)).seconds);
  const path = `/api/offerwall/v1/${pathWithQuery}`;
  const bodyHash = createHash('sha256').update(raw).digest('hex');
  const signature = hmacOf(signingString({ timestamp, method, pathWithQuery: path, bodySha256Hex: bodyHash }));
  const headers = {
    'x-nurly-key': DEMO_PUBLISHER_KEY,
    'x-nurly-timestamp': timestamp,
    'x-nurly-signature': signature,
    'content-type': 'application/json',
  };
  const response =
    method === 'GET'
      ? await request.get(`http://127.0.0.1:${E2E_PORT}${path}`, { headers })
      : await request.post(`http://127.0.0.1:${E2E_PORT}${path}`, { headers, data: raw });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

/** One user's click on a mission and, 6 s later on the server's clock (never a sleep), its completion with `answer`. */
export async function attemptMission(request: APIRequestContext, admin: Headers, missionId: number, user: string, answer: string) {
  const click = await publisher(request, admin, 'POST', 'clicks', { mission_id: missionId, user, ip: '203.0.113.7' });
  expect(click.status, JSON.stringify(click.body)).toBe(201);
  await advanceClock(request, admin, { advance_seconds: 6 });
  return (await publisher(request, admin, 'POST', `clicks/${click.body.click_id}/complete`, { answer })).body;
}
