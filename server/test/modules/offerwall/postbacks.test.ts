/**
 * Postbacks against a real local HTTP receiver: queued with the completion,
 * signed (X-Nurly scheme), the same transaction id on every retry, 2xx/409 delivered, 403/410 stopped, retries on
 * the POSTBACK_RETRY_SECONDS ladder (the clock is moved), then FAILED and the console resend.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { POSTBACK_RETRY_SECONDS } from '@nurly/contracts';
import { offerwallPostbacks } from '../../../src/db/schema/offerwall';
import { deliverDuePostbacks, type PostbackDeps } from '../../../src/modules/offerwall/postbacks';
import { signPostback } from '../../../src/modules/offerwall/signature';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { startReceiver, type Receiver } from '../../support/receiver';
import { completedWithPostback as completedAt, postbackTestDeps, publisherHeaders } from './helpers';

let t: TestApp;
let receiver: Receiver;
let deps: PostbackDeps;

before(async () => {
  t = await buildTestApp();
  receiver = await startReceiver();
  deps = await postbackTestDeps(t, 2_000);
});
after(async () => {
  receiver?.close();
  await t?.close();
});

// The X-Nurly scheme (apps from before Standard Webhooks); standard-webhooks.test.ts covers the default.
const completedWithPostback = (path: string, user: string) =>
  completedAt(t, { postback_url: `${receiver.baseUrl}${path}`, postback_scheme: 'nurly' }, user);

const rowOf = async (id: number) => (await t.database.db.select().from(offerwallPostbacks).where(eq(offerwallPostbacks.id, id)))[0];

test('fails twice, then delivered: retried at 10 s and 1 min with the same signed body and transaction id', async () => {
  receiver.received = [];
  receiver.script = [500, 503];
  const { app, postback, transactionId } = await completedWithPostback('/retry', 'pb-retry');
  assert.deepEqual(await deliverDuePostbacks(deps), { DELIVERED: 0, STOPPED: 0, RETRY: 1, FAILED: 0, SKIPPED: 0 });
  let row = await rowOf(postback.id);
  assert.equal(row.status, 'PENDING');
  assert.equal(row.attempts, 1);
  assert.equal(row.lastStatusCode, 500, String(row.lastError));
  assert.equal(row.lastError, 'HTTP_5XX');
  // Not due before its 10 s.
  assert.equal((await deliverDuePostbacks(deps)).RETRY, 0);
  t.clock.advance(POSTBACK_RETRY_SECONDS[0] * 1000);
  await deliverDuePostbacks(deps);
  row = await rowOf(postback.id);
  assert.equal(row.attempts, 2);
  t.clock.advance(POSTBACK_RETRY_SECONDS[1] * 1000);
  await deliverDuePostbacks(deps);
  row = await rowOf(postback.id);
  assert.equal(row.status, 'DELIVERED');
  assert.equal(row.attempts, 3);
  assert.ok(row.deliveredAt);
  assert.equal(receiver.received.length, 3);
  const bodies = receiver.received.map((r) => JSON.parse(r.body));
  assert.ok(bodies.every((b) => b.transaction_id === transactionId));
  for (const r of receiver.received)
    assert.equal(r.headers['x-nurly-signature'], signPostback(app.secret, String(r.headers['x-nurly-timestamp']), r.body));
  // Delivered: nothing more is sent.
  t.clock.advance(86_400_000);
  await deliverDuePostbacks(deps);
  assert.equal(receiver.received.length, 3);
  t.clock.reset();
});

test('409 counts as delivered; 403 and 410 stop', async () => {
  for (const [status, expected] of [
    [409, 'DELIVERED'],
    [403, 'STOPPED'],
    [410, 'STOPPED'],
  ] as const) {
    receiver.received = [];
    receiver.script = [status];
    const { postback } = await completedWithPostback(`/s${status}`, `pb-${status}`);
    await deliverDuePostbacks(deps);
    assert.equal((await rowOf(postback.id)).status, expected, String(status));
    t.clock.reset();
  }
});

test('every retry fails: FAILED after the last rung; the console resends it and it is delivered', async () => {
  receiver.received = [];
  receiver.script = Array.from({ length: POSTBACK_RETRY_SECONDS.length + 1 }, () => 500);
  const { app, postback } = await completedWithPostback('/fail', 'pb-fail');
  await deliverDuePostbacks(deps);
  for (const seconds of POSTBACK_RETRY_SECONDS) {
    t.clock.advance(seconds * 1000);
    await deliverDuePostbacks(deps);
  }
  const row = await rowOf(postback.id);
  assert.equal(row.status, 'FAILED');
  assert.equal(row.attempts, POSTBACK_RETRY_SECONDS.length + 1);
  const headers = await publisherHeaders(t);
  const logs = await t.inject({ method: 'GET', url: `/api/offerwall/mission-logs?app_id=${app.id}`, headers });
  assert.equal(logs.json().results[0].postback.status, 'FAILED');
  const resend = await t.inject({ method: 'POST', url: `/api/offerwall/postbacks/${postback.id}/resend`, headers });
  assert.equal(resend.statusCode, 200, resend.body);
  await deliverDuePostbacks(deps);
  assert.equal((await rowOf(postback.id)).status, 'DELIVERED');
  const again = await t.inject({ method: 'POST', url: `/api/offerwall/postbacks/${postback.id}/resend`, headers });
  assert.equal(again.statusCode, 409);
  t.clock.reset();
});

test('a receiver slower than the timeout is retried, not hung on', async () => {
  try {
    const { postback } = await completedWithPostback('/unused', 'pb-slow');
    // The receiver never answers /hang.
    await t.database.db
      .update(offerwallPostbacks)
      .set({ url: `${receiver.baseUrl}/hang` })
      .where(eq(offerwallPostbacks.id, postback.id));
    const started = Date.now();
    await deliverDuePostbacks({ ...deps, timeoutMs: 300 });
    assert.ok(Date.now() - started < 5_000);
    const row = await rowOf(postback.id);
    assert.equal(row.status, 'PENDING');
    assert.equal(row.lastError, 'TIMEOUT');
  } finally {
    t.clock.reset();
  }
});
