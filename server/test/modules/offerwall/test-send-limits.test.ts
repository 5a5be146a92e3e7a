/**
 * What a console test send may cost: one in flight per app (a burst, on two instances of one
 * database, opens one socket to a receiver that never answers and answers 429 to the rest), a few a
 * minute per app, a lease a dead instance left ends with its time limit; the answer shown is its
 * first 200 bytes as text; the delivery log is pruned by the job, 30 days for delivered attempts
 * and 90 for failed ones.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  POSTBACK_ATTEMPT_KEEP_DAYS,
  POSTBACK_LOG_BODY_BYTES,
  TEST_POSTBACK_PER_WINDOW,
  TEST_POSTBACK_WINDOW_SECONDS,
} from '@nurly/contracts';
import { offerwallTestSends, postbackAttempts } from '../../../src/db/schema/offerwall';
import { ATTEMPT_PRUNE_QUEUE } from '../../../src/modules/offerwall/plugin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { fastJobs, until } from '../../jobs/support';
import { startReceiver, type Receiver } from '../../support/receiver';
import { createPublisherApp, publisherHeaders, type Headers } from './helpers';

const TIMEOUT_MS = 1_000;
let t: TestApp;
let other: TestApp;
let receiver: Receiver;
let headers: Headers;

before(async () => {
  t = await buildTestApp({ jobs: fastJobs(), offerwall: { postbackTimeoutMs: TIMEOUT_MS } });
  // A second instance on the same database (its own process memory, its own clock).
  other = await buildTestApp({ offerwall: { postbackTimeoutMs: TIMEOUT_MS } }, {}, t);
  receiver = await startReceiver();
  headers = await publisherHeaders(t);
});
after(async () => {
  receiver?.close();
  await other?.close();
  await t?.close();
});

const send = (app: TestApp, appId: number) => app.inject({ method: 'POST', url: `/api/offerwall/apps/${appId}/test-postback`, headers });
const setUrl = (appId: number, path: string) =>
  t.inject({ method: 'PATCH', url: `/api/offerwall/apps/${appId}`, payload: { postback_url: `${receiver.baseUrl}${path}` }, headers });
const attemptsOf = async (appId: number) =>
  (await t.database.db.select().from(postbackAttempts).where(eq(postbackAttempts.appId, appId))).length;

describe('test sends are limited per app', () => {
  test('50 at once on two instances, to a receiver that never answers: one socket, one send, 49 answered 429', async () => {
    const app = await createPublisherApp(t, { postback_url: `${receiver.baseUrl}/hang` });
    receiver.sockets = { open: 0, maxOpen: 0, accepted: 0 };
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => send(i % 2 ? other : t, app.id)));
    const statuses = answers.map((answer) => answer.statusCode);
    assert.equal(statuses.filter((status) => status === 200).length, 1, statuses.join(','));
    const refused = answers.filter((answer) => answer.statusCode === 429);
    assert.equal(refused.length, 49);
    for (const answer of refused)
      assert.deepEqual(answer.json(), {
        message: '이 앱의 테스트 전송이 아직 진행 중입니다. 끝난 뒤 다시 시도해주세요.',
        code: 'TEST_POSTBACK_IN_FLIGHT',
      });
    const sent = answers.find((answer) => answer.statusCode === 200)!.json().attempt;
    assert.deepEqual([sent.status_code, sent.failure, sent.result], [null, 'TIMEOUT', 'FAILED']);
    assert.deepEqual([receiver.sockets.maxOpen, receiver.sockets.accepted], [1, 1]);
    assert.equal(await attemptsOf(app.id), 1, 'one attempt logged');
    assert.ok(Date.now() - started < TIMEOUT_MS + 10_000, `the burst took ${Date.now() - started} ms`);
    // The lease ended with the send: the next one goes out.
    await setUrl(app.id, '/answer');
    assert.equal((await send(other, app.id)).statusCode, 200);
  });

  test(`${TEST_POSTBACK_PER_WINDOW} a minute per app: the next is a 429 saying when, another app is not held up, the next window sends`, async () => {
    const app = await createPublisherApp(t, { postback_url: `${receiver.baseUrl}/answer` });
    const second = await createPublisherApp(t, { postback_url: `${receiver.baseUrl}/answer` });
    const statuses: number[] = [];
    for (let i = 0; i < TEST_POSTBACK_PER_WINDOW; i += 1) statuses.push((await send(i % 2 ? other : t, app.id)).statusCode);
    assert.deepEqual(statuses, Array(TEST_POSTBACK_PER_WINDOW).fill(200));
    t.clock.advance(20_000);
    const refused = await send(t, app.id);
    assert.equal(refused.statusCode, 429, refused.body);
    assert.deepEqual(refused.json(), {
      message: `테스트 전송은 앱마다 1분에 ${TEST_POSTBACK_PER_WINDOW}번까지 할 수 있습니다. 40초 후 다시 시도해주세요.`,
      code: 'TEST_POSTBACK_LIMIT',
    });
    assert.equal(await attemptsOf(app.id), TEST_POSTBACK_PER_WINDOW, 'the refused send was not logged');
    assert.equal((await send(t, second.id)).statusCode, 200, 'another app has its own limit');
    t.clock.advance(TEST_POSTBACK_WINDOW_SECONDS * 1000 - 20_000);
    assert.equal((await send(t, app.id)).statusCode, 200, 'a new window');
  });

  test('a lease a dead instance left holds the app until its time limit and margin pass', async () => {
    const app = await createPublisherApp(t, { postback_url: `${receiver.baseUrl}/answer` });
    const now = t.clock.now();
    await t.database.db
      .insert(offerwallTestSends)
      .values({ appId: app.id, inFlightUntil: new Date(now.getTime() + 31_000), windowStart: now, windowCount: 1 });
    assert.equal((await send(t, app.id)).json().code, 'TEST_POSTBACK_IN_FLIGHT');
    t.clock.advance(31_000);
    assert.equal((await send(t, app.id)).statusCode, 200);
  });
});

test(`the answer shown is its first ${POSTBACK_LOG_BODY_BYTES} bytes as text, control characters dropped`, async () => {
  const app = await createPublisherApp(t, { postback_url: `${receiver.baseUrl}/answer` });
  receiver.answerBody = `bad\u0000\u0007 signature!\r\n${'가'.repeat(100)}`;
  const sent = await send(t, app.id);
  const { response_body: body } = sent.json().attempt;
  // 18 bytes of text and control characters, then 60 whole characters of 3 bytes: 200 bytes end inside the 61st.
  assert.equal(body, `bad signature!\r\n${'가'.repeat(60)}\ufffd`);
  const listed = await t.inject({ method: 'GET', url: `/api/offerwall/postback-attempts?app_id=${app.id}`, headers });
  assert.equal(listed.json().results[0].response_body, body);
  receiver.answerBody = 'ok';
});

test('the prune job keeps delivered attempts 30 days and failed ones 90, by the app clock', async () => {
  const app = await createPublisherApp(t);
  const day = 86_400_000;
  const now = t.clock.now().getTime();
  const rows = [
    { tag: 'ok-29d', statusCode: 200, age: 29 },
    { tag: 'ok-31d', statusCode: 200, age: 31 },
    { tag: 'conflict-31d', statusCode: 409, age: 31 },
    { tag: 'failed-31d', statusCode: 500, age: 31 },
    { tag: 'timeout-89d', statusCode: null, age: 89 },
    { tag: 'failed-91d', statusCode: 502, age: 91 },
    { tag: 'timeout-91d', statusCode: null, age: 91 },
  ];
  await t.database.db.insert(postbackAttempts).values(
    rows.map((row) => ({
      appId: app.id,
      postbackId: null,
      webhookId: row.tag,
      isTest: true,
      attempt: 1,
      // Half a day inside the age: the clock moves a day below.
      startedAt: new Date(now - (row.age - 1) * day - day / 2),
      durationMs: 5,
      url: 'https://example.com/pb',
      statusCode: row.statusCode,
      failure: row.statusCode === null ? 'TIMEOUT' : null,
    })),
  );
  const kept = async () =>
    (await t.database.db.select({ tag: postbackAttempts.webhookId }).from(postbackAttempts).where(eq(postbackAttempts.appId, app.id)))
      .map((row) => row.tag)
      .sort();
  assert.equal((await kept()).length, rows.length);
  t.clock.advance(day);
  await t.app.jobs.send(ATTEMPT_PRUNE_QUEUE, {});
  // Now 28.5, 30.5, 30.5, 30.5, 88.5, 90.5 and 90.5 days old: a delivered one (2xx or 409) past 30 goes, a failed one past 90.
  await until(async () => (await kept()).length < rows.length, 20_000, 'the prune job to run');
  assert.deepEqual(await kept(), ['failed-31d', 'ok-29d', 'timeout-89d']);
  assert.deepEqual(POSTBACK_ATTEMPT_KEEP_DAYS, { SUCCEEDED: 30, FAILED: 90 });
});
