/** Offerwall test helpers: a publisher app, a running ad, and signed publisher API calls. */
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { pointHolds } from '../../../src/db/schema/ads';
import { offerwallPostbacks } from '../../../src/db/schema/offerwall';
import type { PostbackDeps } from '../../../src/modules/offerwall/postbacks';
import { postbackTargetRules } from '../../../src/modules/offerwall/postback-target';
import { createOfferwallRepository } from '../../../src/modules/offerwall/repository';
import { signRequest } from '../../../src/modules/offerwall/signature';
import { demo, tableLookup, type InjectResponse, type TestApp } from '../../helpers/app';
import { api, dayFrom, fundedCustomer, loginHeaders, shoppingBody, staffHeaders, type Headers } from '../ads/helpers';

export { api, dayFrom, fundedCustomer, loginHeaders, staffHeaders, type Headers };

export interface TestPublisherApp {
  id: number;
  key: string;
  secret: string;
}

export async function publisherHeaders(t: TestApp): Promise<Headers> {
  return loginHeaders(t, ...demo.offerwall);
}

export async function adminHeaders(t: TestApp): Promise<Headers> {
  return loginHeaders(t, ...demo.admin);
}

/** A new app of the demo publisher (or of whoever `headers` belongs to). */
export async function createPublisherApp(t: TestApp, body: Record<string, unknown> = {}, headers?: Headers): Promise<TestPublisherApp> {
  const response = await t.inject({
    method: 'POST',
    url: '/api/offerwall/apps',
    payload: { name: `테스트 앱 ${Math.random().toString(36).slice(2, 7)}`, ...body },
    headers: headers ?? (await publisherHeaders(t)),
  });
  if (response.statusCode !== 201) throw new Error(`create app failed: ${response.statusCode} ${response.body}`);
  const { app, secret } = response.json();
  return { id: app.id, key: app.api_key, secret };
}

/** An ACTIVE ad running today (registered approved by staff for a funded customer). */
export async function runningAd(t: TestApp, overrides: Record<string, unknown> = {}, balance = 1_000_000) {
  const owner = await fundedCustomer(t, balance);
  const staff = await staffHeaders(t);
  const response = await t.inject({
    method: 'POST',
    url: '/api/admin/ads',
    payload: shoppingBody(t, { start_date: dayFrom(t, 0), end_date: dayFrom(t, 3), owner_id: owner.id, status: 'ACTIVE', ...overrides }),
    headers: staff,
  });
  if (response.statusCode !== 201) throw new Error(`ad failed: ${response.statusCode} ${response.body}`);
  const line = response.json().campaign.lines[0];
  return { id: line.id as number, owner, line };
}

export async function setHold(t: TestApp, adId: number, amount: number) {
  await t.database.db.update(pointHolds).set({ amount }).where(eq(pointHolds.adId, adId));
}

export interface SignedOptions {
  timestamp?: number;
  secret?: string;
  key?: string;
  signature?: string;
  headers?: Headers;
  rawBody?: string;
}

/** A signed call of the publisher API exactly as a publisher's server makes it. */
export async function signed(
  t: TestApp,
  app: TestPublisherApp,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  options: SignedOptions = {},
): Promise<InjectResponse> {
  const timestamp = String(options.timestamp ?? Math.floor(t.clock.now().getTime() / 1000));
  const raw = options.rawBody ?? (body === undefined ? '' : JSON.stringify(body));
  const signature = options.signature ?? signRequest(options.secret ?? app.secret, timestamp, method, url, raw);
  return t.inject({
    method,
    url,
    payload: raw || undefined,
    headers: {
      ...(raw ? { 'content-type': 'application/json' } : {}),
      'x-nurly-key': options.key ?? app.key,
      'x-nurly-timestamp': timestamp,
      'x-nurly-signature': signature,
      ...options.headers,
    },
  });
}

/** Lists, clicks and completes one mission for `user`; the clock moves past the minimum seconds. */
export async function clickAndWait(t: TestApp, app: TestPublisherApp, adId: number, user: string, extra: Record<string, unknown> = {}) {
  const click = await signed(t, app, 'POST', '/api/offerwall/v1/clicks', { mission_id: adId, user, ip: '203.0.113.7', ...extra });
  if (click.statusCode !== 201) throw new Error(`click failed: ${click.statusCode} ${click.body}`);
  return click.json().click_id as number;
}

export function complete(t: TestApp, app: TestPublisherApp, clickId: number, answer?: string) {
  return signed(t, app, 'POST', `/api/offerwall/v1/clicks/${clickId}/complete`, answer === undefined ? {} : { answer });
}

/**
 * What deliverDuePostbacks needs in a test (calls time out after `timeoutMs`); the demo seed's
 * pending postbacks (to the demo receiver) are parked so that a sweep sends only the test's own.
 */
export async function postbackTestDeps(t: TestApp, timeoutMs: number): Promise<PostbackDeps> {
  await t.database.db
    .update(offerwallPostbacks)
    .set({ status: 'FAILED', nextAttemptAt: null })
    .where(eq(offerwallPostbacks.status, 'PENDING'));
  return {
    repo: createOfferwallRepository(t.database.db),
    clock: t.clock,
    timeoutMs,
    target: postbackTargetRules(t.config.offerwall, tableLookup(t.hosts)),
  };
}

/** A completion at a new app (`appSettings`: its postback_url and scheme): the app, the postback queued with it and the transaction id. */
export async function completedWithPostback(t: TestApp, appSettings: Record<string, unknown>, user: string) {
  const app = await createPublisherApp(t, appSettings);
  const ad = await runningAd(t);
  const clickId = await clickAndWait(t, app, ad.id, user);
  t.clock.advance(6_000);
  const done = await complete(t, app, clickId);
  assert.equal(done.json().status, 'COMPLETED', done.body);
  const [postback] = await t.database.db.select().from(offerwallPostbacks).where(eq(offerwallPostbacks.appId, app.id));
  assert.ok(postback, 'queued in the completion transaction');
  return { app, postback, transactionId: done.json().transaction_id as string };
}
