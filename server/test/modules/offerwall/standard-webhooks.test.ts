/**
 * Standard Webhooks postbacks checked with the official `standardwebhooks` package on a local HTTP
 * receiver (not with our own code): the default scheme of a new app, webhook-id = the transaction id
 * on every retry, both signatures during a rotation's grace and only the new one after it (the clock
 * is moved), the delivery log of every attempt (console per transaction, paged list, CSV) and the
 * console's test send.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { POSTBACK_LOG_BODY_BYTES, WEBHOOK_SIGN_SAMPLE_CURL } from '@nurly/contracts';
import { postbackAttempts, offerwallPostbacks } from '../../../src/db/schema/offerwall';
import { deliverDuePostbacks, type PostbackDeps } from '../../../src/modules/offerwall/postbacks';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { startReceiver, type ReceivedRequest, type Receiver } from '../../support/receiver';
import {
  clickAndWait,
  complete,
  completedWithPostback as completedAt,
  createPublisherApp,
  postbackTestDeps,
  publisherHeaders,
  runningAd,
  type Headers,
} from './helpers';

let t: TestApp;
let receiver: Receiver;
let deps: PostbackDeps;
let headers: Headers;

before(async () => {
  t = await buildTestApp();
  receiver = await startReceiver();
  deps = await postbackTestDeps(t, 1_000);
  headers = await publisherHeaders(t);
});
after(async () => {
  receiver?.close();
  await t?.close();
});

/** Verifies one delivery with the library; the parsed body, or the library's error. */
function verify(secret: string, r: ReceivedRequest): unknown {
  const wh = new Webhook(secret);
  return wh.verify(r.body, {
    'webhook-id': String(r.headers['webhook-id']),
    'webhook-timestamp': String(r.headers['webhook-timestamp']),
    'webhook-signature': String(r.headers['webhook-signature']),
  });
}

const completedWithPostback = (path: string, user: string) => completedAt(t, { postback_url: `${receiver.baseUrl}${path}` }, user);

test('a new app: Standard Webhooks headers the library verifies; webhook-id is the transaction id on every retry; every attempt is logged', async () => {
  receiver.received = [];
  receiver.script = [500];
  receiver.answerBody = 'x'.repeat(2000);
  const { app, postback, transactionId } = await completedWithPostback('/std', 'sw-retry');
  await deliverDuePostbacks(deps);
  t.clock.advance(10_000);
  receiver.answerBody = '{"ok":true}';
  await deliverDuePostbacks(deps);
  assert.equal(receiver.received.length, 2);
  for (const r of receiver.received) {
    assert.equal(r.headers['webhook-id'], transactionId);
    assert.equal(r.headers['x-nurly-signature'], undefined);
    assert.deepEqual(verify(app.secret, r), JSON.parse(r.body));
    assert.equal((JSON.parse(r.body) as { transaction_id: string }).transaction_id, transactionId);
  }
  assert.notEqual(
    receiver.received[0].headers['webhook-timestamp'],
    receiver.received[1].headers['webhook-timestamp'],
    'each attempt has its own timestamp',
  );
  assert.throws(() => verify(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, receiver.received[0]), /No matching signature/);

  // The delivery log, per transaction (the mission log names the postback).
  const logs = await t.inject({ method: 'GET', url: `/api/offerwall/mission-logs?app_id=${app.id}`, headers });
  assert.equal(logs.json().results[0].postback.id, postback.id);
  const history = await t.inject({ method: 'GET', url: `/api/offerwall/postbacks/${postback.id}/attempts`, headers });
  assert.equal(history.statusCode, 200, history.body);
  const [first, second] = history.json().results;
  assert.equal(history.json().results.length, 2);
  assert.deepEqual(
    [first.attempt, first.status_code, first.result, first.webhook_id, first.test],
    [1, 500, 'FAILED', transactionId, false],
  );
  assert.equal(first.response_body, 'x'.repeat(POSTBACK_LOG_BODY_BYTES), 'the first 200 bytes of the answer');
  assert.equal(first.url, `${receiver.baseUrl}/std`);
  const retryAfterMs = Date.parse(first.next_retry_at) - Date.parse(first.started_at);
  assert.ok(retryAfterMs >= 10_000 && retryAfterMs < 10_000 + first.duration_ms + 1_000, String(retryAfterMs));
  assert.ok(first.duration_ms >= 0);
  assert.deepEqual(
    [second.attempt, second.status_code, second.result, second.response_body, second.next_retry_at],
    [2, 200, 'SUCCEEDED', '{"ok":true}', null],
  );
  t.clock.reset();
});

test('rotation: both signatures (space-separated) verify with either secret until the grace ends, then only the new one', async () => {
  receiver.received = [];
  receiver.script = [];
  receiver.answerBody = 'ok';
  // Rotate 25 h ago by the app clock; back to now is past the grace (the library checks timestamps by real time).
  const app = await createPublisherApp(t, { postback_url: `${receiver.baseUrl}/rot` });
  const ad = await runningAd(t);
  const rotate = () => t.inject({ method: 'POST', url: `/api/offerwall/apps/${app.id}/rotate`, headers });
  const deliverOne = async (user: string) => {
    const clickId = await clickAndWait(t, { ...app, secret: current }, ad.id, user);
    t.clock.advance(6_000);
    assert.equal((await complete(t, { ...app, secret: current }, clickId)).json().status, 'COMPLETED');
    await deliverDuePostbacks(deps);
    return receiver.received.at(-1)!;
  };
  let current = app.secret;
  const rotated = await rotate();
  current = rotated.json().secret;
  const during = await deliverOne('rot-1');
  assert.equal(String(during.headers['webhook-signature']).split(' ').length, 2);
  assert.ok(verify(current, during), 'the new secret verifies');
  assert.ok(verify(app.secret, during), 'the previous secret verifies');

  t.clock.set(new Date(Date.now() - 25 * 3_600_000));
  const old = current;
  current = (await rotate()).json().secret;
  t.clock.reset();
  const afterGrace = await deliverOne('rot-2');
  assert.equal(String(afterGrace.headers['webhook-signature']).split(' ').length, 1);
  assert.ok(verify(current, afterGrace));
  assert.throws(() => verify(old, afterGrace), /No matching signature/);
});

test('the X-Nurly scheme is kept per app; switching to standard needs a whsec_ secret', async () => {
  const app = await createPublisherApp(t, { postback_url: `${receiver.baseUrl}/legacy`, postback_scheme: 'nurly' });
  const patched = await t.inject({
    method: 'PATCH',
    url: `/api/offerwall/apps/${app.id}`,
    payload: { postback_scheme: 'standard' },
    headers,
  });
  assert.equal(patched.statusCode, 200, patched.body);
  assert.equal(patched.json().postback_scheme, 'standard');
  // An app from before (a base64url secret) cannot switch until it rotates.
  const { publisherApps } = await import('../../../src/db/schema/offerwall');
  await t.database.db
    .update(publisherApps)
    .set({ secret: 'legacy-secret-base64url_AAAAAAAAAAAAAAAAAAAA', postbackScheme: 'nurly' })
    .where(eq(publisherApps.id, app.id));
  const refused = await t.inject({
    method: 'PATCH',
    url: `/api/offerwall/apps/${app.id}`,
    payload: { postback_scheme: 'standard', name: '바뀌면 안 됨' },
    headers,
  });
  assert.equal(refused.statusCode, 409, refused.body);
  assert.equal(refused.json().message, 'Standard Webhooks 방식은 whsec_로 시작하는 시크릿이 필요합니다. 시크릿을 재발급한 뒤 바꿔주세요.');
  const [row] = await t.database.db.select().from(publisherApps).where(eq(publisherApps.id, app.id));
  assert.deepEqual([row.postbackScheme, row.name === '바뀌면 안 됨'], ['nurly', false], 'nothing written');
  const bad = await t.inject({ method: 'PATCH', url: `/api/offerwall/apps/${app.id}`, payload: { postback_scheme: 'svix' }, headers });
  assert.equal(bad.statusCode, 400);
});

test('test send: a signed sample marked as a test, posted once, logged, nothing credited; the result comes back at once', async () => {
  receiver.received = [];
  receiver.script = [201];
  receiver.answerBody = 'received';
  const app = await createPublisherApp(t, { postback_url: `${receiver.baseUrl}/test-send` });
  const completionsBefore = await t.database.rawQuery<{ n: number }>('select count(*)::int as n from offerwall_completions', []);
  const sent = await t.inject({ method: 'POST', url: `/api/offerwall/apps/${app.id}/test-postback`, headers });
  assert.equal(sent.statusCode, 200, sent.body);
  const { message, attempt } = sent.json();
  assert.equal(message, '테스트 포스트백을 보냈습니다.');
  assert.match(attempt.webhook_id, /^test_[0-9a-f-]{36}$/);
  assert.deepEqual(
    [attempt.test, attempt.status_code, attempt.result, attempt.response_body, attempt.postback_id, attempt.next_retry_at],
    [true, 201, 'SUCCEEDED', 'received', null, null],
  );
  const r = receiver.received.at(-1)!;
  const body = verify(app.secret, r) as { test: boolean; transaction_id: string };
  assert.equal(body.test, true);
  assert.equal(body.transaction_id, attempt.webhook_id);
  assert.equal(r.headers['webhook-id'], attempt.webhook_id);
  const completionsAfter = await t.database.rawQuery<{ n: number }>('select count(*)::int as n from offerwall_completions', []);
  assert.equal(completionsAfter[0].n, completionsBefore[0].n, 'no completion');
  assert.equal(
    (await t.database.db.select().from(offerwallPostbacks).where(eq(offerwallPostbacks.appId, app.id))).length,
    0,
    'no postback queued',
  );

  // A receiver that never answers: TIMEOUT within the attempt's limit; a closed port: REFUSED.
  await t.inject({ method: 'PATCH', url: `/api/offerwall/apps/${app.id}`, payload: { postback_url: `${receiver.baseUrl}/hang` }, headers });
  const slow = await t.inject({ method: 'POST', url: `/api/offerwall/apps/${app.id}/test-postback`, headers });
  assert.deepEqual([slow.json().attempt.status_code, slow.json().attempt.failure, slow.json().attempt.result], [null, 'TIMEOUT', 'FAILED']);
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const closedPort = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  await t.inject({
    method: 'PATCH',
    url: `/api/offerwall/apps/${app.id}`,
    payload: { postback_url: `http://127.0.0.1:${closedPort}/pb` },
    headers,
  });
  const refused = await t.inject({ method: 'POST', url: `/api/offerwall/apps/${app.id}/test-postback`, headers });
  assert.deepEqual([refused.json().attempt.failure, refused.json().attempt.result], ['REFUSED', 'FAILED']);

  // No URL: a 400 naming it, nothing logged.
  await t.inject({ method: 'PATCH', url: `/api/offerwall/apps/${app.id}`, payload: { postback_url: null }, headers });
  const logged = (await t.database.db.select().from(postbackAttempts).where(eq(postbackAttempts.appId, app.id))).length;
  const none = await t.inject({ method: 'POST', url: `/api/offerwall/apps/${app.id}/test-postback`, headers });
  assert.equal(none.statusCode, 400);
  assert.deepEqual([none.json().message, none.json().field], ['포스트백 URL을 먼저 등록해주세요.', 'postback_url']);
  assert.equal((await t.database.db.select().from(postbackAttempts).where(eq(postbackAttempts.appId, app.id))).length, logged);

  // The app's list: newest first, filtered by result and day; CSV export.
  const list = await t.inject({ method: 'GET', url: `/api/offerwall/postback-attempts?app_id=${app.id}`, headers });
  assert.equal(list.statusCode, 200, list.body);
  assert.equal(list.json().count, 3);
  assert.deepEqual(
    list.json().results.map((a: { failure: string | null }) => a.failure),
    ['REFUSED', 'TIMEOUT', null],
  );
  const failed = await t.inject({ method: 'GET', url: `/api/offerwall/postback-attempts?app_id=${app.id}&status=FAILED`, headers });
  assert.equal(failed.json().count, 2);
  const today = t.clock.seoulDay();
  const dated = await t.inject({
    method: 'GET',
    url: `/api/offerwall/postback-attempts?app_id=${app.id}&date_from=${today}&date_to=${today}&status=SUCCEEDED`,
    headers,
  });
  assert.equal(dated.json().count, 1);
  const tomorrow = await t.inject({
    method: 'GET',
    url: `/api/offerwall/postback-attempts?app_id=${app.id}&date_from=2999-01-01`,
    headers,
  });
  assert.equal(tomorrow.json().count, 0);
  const badDay = await t.inject({ method: 'GET', url: `/api/offerwall/postback-attempts?app_id=${app.id}&date_from=2026-02-30`, headers });
  assert.equal(badDay.statusCode, 400);
  const csv = await t.inject({ method: 'GET', url: `/api/offerwall/postback-attempts?app_id=${app.id}&format=csv`, headers });
  assert.equal(csv.statusCode, 200);
  assert.match(String(csv.headers['content-type']), /text\/csv/);
  assert.match(csv.body, /거래 ID\(webhook-id\)/);
  assert.match(csv.body, /응답 시간 초과/);
  assert.match(csv.body, /received/);
});

test('an unknown postback or app is a 404', async () => {
  assert.equal((await t.inject({ method: 'GET', url: '/api/offerwall/postbacks/999999999/attempts', headers })).statusCode, 404);
  assert.equal((await t.inject({ method: 'POST', url: '/api/offerwall/apps/999999/test-postback', headers })).statusCode, 404);
});

test("the guide's curl sample signs what the library accepts (its shell lines run with openssl)", () => {
  const secret = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;
  const lines = WEBHOOK_SIGN_SAMPLE_CURL.split('\ncurl ')[0].replace("SECRET='whsec_…'", `SECRET='${secret}'`);
  const out = execFileSync('bash', ['-c', `${lines}\nprintf '%s\\n%s\\n%s\\n%s' "$ID" "$TS" "$BODY" "$SIG"`], { encoding: 'utf8' });
  const [id, timestamp, body, signature] = out.split('\n');
  assert.deepEqual(
    new Webhook(secret).verify(body, { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` }),
    JSON.parse(body),
  );
});
