/**
 * The signed publisher API: signatures, timestamps, replays, body size, IP
 * allow-lists, missions, clicks, completion rules, duplicates and the staff desk's live history.
 */
import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { beforeEach, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  EMPTY_BODY_SHA256,
  SIGNING_TEMPLATE,
  signingString,
  WEBHOOK_SIGN_SAMPLE_CURL,
  WEBHOOK_SIGNING_TEMPLATE,
  WEBHOOK_VERIFY_SAMPLE_TS,
} from '@nurly/contracts';
import { adHistories } from '../../../src/db/schema/ads';
import { offerwallClicks, offerwallCompletions, publisherApps } from '../../../src/db/schema/offerwall';
import { normaliseAnswer, publisherMessages } from '../../../src/modules/offerwall/publisher';
import { signRequest } from '../../../src/modules/offerwall/signature';
import { buildTestApp, fileTestApp } from '../../helpers/app';
import { clickAndWait, complete, createPublisherApp, publisherHeaders, runningAd, setHold, signed } from './helpers';

const t = await fileTestApp();
const app = await createPublisherApp(t);

const counts = async (adId: number) => {
  const db = t.database.db;
  const [clicks, attempts, [history]] = await Promise.all([
    db.select().from(offerwallClicks).where(eq(offerwallClicks.adId, adId)),
    db.select().from(offerwallCompletions).where(eq(offerwallCompletions.adId, adId)),
    db
      .select()
      .from(adHistories)
      .where(and(eq(adHistories.adId, adId), eq(adHistories.day, t.clock.seoulDay()))),
  ]);
  return { clicks: clicks.length, attempts: attempts.length, history };
};

describe('signature', () => {
  test('a correctly signed request passes; every broken credential is a 4xx with a code and counts nothing', async () => {
    const ad = await runningAd(t);
    const url = `/api/offerwall/v1/missions?user=sig-user`;
    const ok = await signed(t, app, 'GET', url);
    assert.equal(ok.statusCode, 200, ok.body);
    assert.ok(ok.json().results.some((m: { mission_id: number }) => m.mission_id === ad.id));

    const cases: [string, Promise<import('../../helpers/app').InjectResponse>, number, string][] = [
      ['no headers', t.inject({ method: 'GET', url }), 401, 'SIGNATURE_MISSING'],
      ['unknown key', signed(t, app, 'GET', url, undefined, { key: 'nk_unknown' }), 401, 'UNKNOWN_KEY'],
      ['wrong secret', signed(t, app, 'GET', url, undefined, { secret: 'not-the-secret' }), 401, 'BAD_SIGNATURE'],
      ['garbage signature', signed(t, app, 'GET', url, undefined, { signature: 'abc' }), 401, 'BAD_SIGNATURE'],
      [
        'stale timestamp',
        signed(t, app, 'GET', url, undefined, { timestamp: Math.floor(t.clock.now().getTime() / 1000) - 310 }),
        401,
        'STALE_TIMESTAMP',
      ],
      [
        'future timestamp',
        signed(t, app, 'GET', url, undefined, { timestamp: Math.floor(t.clock.now().getTime() / 1000) + 310 }),
        401,
        'STALE_TIMESTAMP',
      ],
    ];
    for (const [name, call, status, code] of cases) {
      const response = await call;
      assert.equal(response.statusCode, status, `${name}: ${response.body}`);
      assert.equal(response.json().code, code, name);
      assert.match(response.json().message, /[가-힣]/, name);
    }
    // The path with its query is signed: a signature for another user does not carry over.
    const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
    const other = signRequest(app.secret, timestamp, 'GET', '/api/offerwall/v1/missions?user=someone-else', '');
    const moved = await signed(t, app, 'GET', url, undefined, { timestamp: Number(timestamp), signature: other });
    assert.equal(moved.json().code, 'BAD_SIGNATURE');
    // A body changed after signing fails too.
    const body = { mission_id: ad.id, user: 'tamper', ip: '203.0.113.9' };
    const sig = signRequest(app.secret, timestamp, 'POST', '/api/offerwall/v1/clicks', JSON.stringify(body));
    const tampered = await signed(
      t,
      app,
      'POST',
      '/api/offerwall/v1/clicks',
      { ...body, user: 'tamper2' },
      { timestamp: Number(timestamp), signature: sig },
    );
    assert.equal(tampered.json().code, 'BAD_SIGNATURE');
    assert.equal((await counts(ad.id)).clicks, 0);
  });

  test("a publisher signing the contract's signingString with its own HMAC is accepted; /api/docs quotes the template", async () => {
    const ad = await runningAd(t);
    const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
    const hmac = (text: string) => createHmac('sha256', app.secret).update(text).digest('hex');
    const url = '/api/offerwall/v1/missions?user=contract-user';
    const get = await signed(t, app, 'GET', url, undefined, {
      timestamp: Number(timestamp),
      signature: hmac(signingString({ timestamp, method: 'get', pathWithQuery: url, bodySha256Hex: EMPTY_BODY_SHA256 })),
    });
    assert.equal(get.statusCode, 200, get.body);
    const raw = JSON.stringify({ mission_id: ad.id, user: 'contract-user', ip: '203.0.113.7' });
    const bodySha256Hex = createHash('sha256').update(raw).digest('hex');
    const post = await signed(t, app, 'POST', '/api/offerwall/v1/clicks', undefined, {
      rawBody: raw,
      timestamp: Number(timestamp),
      signature: hmac(signingString({ timestamp, method: 'POST', pathWithQuery: '/api/offerwall/v1/clicks', bodySha256Hex })),
    });
    assert.equal(post.statusCode, 201, post.body);
    const docs = await t.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(docs.statusCode, 200);
    assert.ok(docs.body.includes(SIGNING_TEMPLATE), 'the docs quote the signing template');
    const transaction = docs.json().paths['/api/offerwall/v1/transactions/{id}'].get.description as string;
    assert.ok(transaction.includes(WEBHOOK_SIGNING_TEMPLATE), 'the Standard Webhooks signing string');
    assert.ok(
      transaction.includes(WEBHOOK_VERIFY_SAMPLE_TS) && transaction.includes("from 'standardwebhooks'"),
      'a TypeScript check with the library',
    );
    assert.ok(transaction.includes(WEBHOOK_SIGN_SAMPLE_CURL) && transaction.includes('curl -X POST'), 'a curl sample');
  });

  test('the same signed request twice is a replay (409 REPLAYED) and is not counted again', async () => {
    const ad = await runningAd(t);
    const timestamp = Math.floor(t.clock.now().getTime() / 1000);
    const body = { mission_id: ad.id, user: 'replay-user', ip: '203.0.113.7' };
    const first = await signed(t, app, 'POST', '/api/offerwall/v1/clicks', body, { timestamp });
    assert.equal(first.statusCode, 201, first.body);
    const again = await signed(t, app, 'POST', '/api/offerwall/v1/clicks', body, { timestamp });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'REPLAYED');
    assert.equal((await counts(ad.id)).clicks, 1);
  });

  test('a replay sent to another instance on the same database is refused too: a click and a completion', async () => {
    const other = await buildTestApp({}, {}, t);
    try {
      const ad = await runningAd(t);
      const timestamp = Math.floor(t.clock.now().getTime() / 1000);
      const body = { mission_id: ad.id, user: 'replay-elsewhere', ip: '203.0.113.9' };
      assert.equal((await signed(t, app, 'POST', '/api/offerwall/v1/clicks', body, { timestamp })).statusCode, 201);
      const clickAgain = await signed(other, app, 'POST', '/api/offerwall/v1/clicks', body, { timestamp });
      assert.equal(clickAgain.statusCode, 409, clickAgain.body);
      assert.equal(clickAgain.json().code, 'REPLAYED');
      assert.equal((await counts(ad.id)).clicks, 1);

      const clickId = await clickAndWait(t, app, ad.id, 'replay-elsewhere-2');
      t.clock.advance(6_000);
      const url = `/api/offerwall/v1/clicks/${clickId}/complete`;
      const done = await signed(t, app, 'POST', url, {}, { timestamp: timestamp + 6 });
      assert.equal(done.json().status, 'COMPLETED', done.body);
      const doneAgain = await signed(other, app, 'POST', url, {}, { timestamp: timestamp + 6 });
      assert.equal(doneAgain.statusCode, 409, doneAgain.body);
      assert.equal(doneAgain.json().code, 'REPLAYED');
      assert.equal((await counts(ad.id)).history.completions, 1);
    } finally {
      await other.close();
    }
  });

  test('an oversized body is a 413 and invalid JSON a 400 INVALID_JSON (after the signature)', async () => {
    const big = await signed(t, app, 'POST', '/api/offerwall/v1/clicks', undefined, {
      rawBody: JSON.stringify({ user: 'x'.repeat(20_000) }),
    });
    assert.equal(big.statusCode, 413);
    assert.ok(big.json().code);
    const broken = await signed(t, app, 'POST', '/api/offerwall/v1/clicks', undefined, { rawBody: '{"mission_id":' });
    assert.equal(broken.statusCode, 400);
    assert.equal(broken.json().code, 'INVALID_JSON');
  });

  test('allowed IPs: a caller outside the list is refused; a disabled app is refused', async () => {
    const restricted = await createPublisherApp(t, { allowed_ips: ['10.1.0.0/16'] });
    const refused = await signed(t, restricted, 'GET', '/api/offerwall/v1/missions?user=ip-user');
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, 'IP_NOT_ALLOWED');
    const open = await createPublisherApp(t, { allowed_ips: ['127.0.0.1'] });
    assert.equal((await signed(t, open, 'GET', '/api/offerwall/v1/missions?user=ip-user')).statusCode, 200);
    const headers = await publisherHeaders(t);
    const disable = await t.inject({ method: 'PATCH', url: `/api/offerwall/apps/${open.id}`, payload: { status: 'DISABLED' }, headers });
    assert.equal(disable.statusCode, 200, disable.body);
    const disabled = await signed(t, open, 'GET', '/api/offerwall/v1/missions?user=ip-user');
    assert.equal(disabled.statusCode, 403);
    assert.equal(disabled.json().code, 'APP_DISABLED');
  });

  test('a change made by another instance is seen once the app cache expires by the app clock', async () => {
    const mine = await createPublisherApp(t);
    assert.equal((await signed(t, mine, 'GET', '/api/offerwall/v1/missions?user=cache-user')).statusCode, 200);
    // Another instance disables the app: this instance's cache is not cleared.
    await t.database.db.update(publisherApps).set({ status: 'DISABLED' }).where(eq(publisherApps.id, mine.id));
    t.clock.advance(1_000);
    assert.equal((await signed(t, mine, 'GET', '/api/offerwall/v1/missions?user=cache-user')).statusCode, 200);
    t.clock.advance(5_000);
    const disabled = await signed(t, mine, 'GET', '/api/offerwall/v1/missions?user=cache-user');
    assert.equal(disabled.statusCode, 403, disabled.body);
    assert.equal(disabled.json().code, 'APP_DISABLED');
    t.clock.reset();
  });

  test('after a rotation both secrets sign until the grace ends (24 h by the app clock); "지금 종료" ends it at once', async () => {
    const mine = await createPublisherApp(t);
    const headers = await publisherHeaders(t);
    const rotatedAt = t.clock.now();
    const rotated = await t.inject({ method: 'POST', url: `/api/offerwall/apps/${mine.id}/rotate`, headers });
    assert.equal(rotated.statusCode, 200, rotated.body);
    const secret = rotated.json().secret as string;
    assert.notEqual(secret, mine.secret);
    const graceMs = Date.parse(rotated.json().app.previous_secret_expires_at) - rotatedAt.getTime();
    assert.ok(graceMs >= 24 * 3_600_000 && graceMs < 24 * 3_600_000 + 5_000, String(graceMs));
    assert.equal((await signed(t, mine, 'GET', '/api/offerwall/v1/missions?user=r1')).statusCode, 200, 'the previous secret still signs');
    assert.equal((await signed(t, { ...mine, secret }, 'GET', '/api/offerwall/v1/missions?user=r1')).statusCode, 200);
    // Just inside, then past the grace (the app clock moves; nothing sleeps).
    t.clock.advance(24 * 3_600_000 - 60_000);
    assert.equal((await signed(t, mine, 'GET', '/api/offerwall/v1/missions?user=r2')).statusCode, 200);
    t.clock.advance(120_000);
    assert.equal((await signed(t, mine, 'GET', '/api/offerwall/v1/missions?user=r3')).json().code, 'BAD_SIGNATURE');
    assert.equal((await signed(t, { ...mine, secret }, 'GET', '/api/offerwall/v1/missions?user=r3')).statusCode, 200);
    const shown = await t.inject({ method: 'GET', url: '/api/offerwall/apps?page_size=100', headers });
    assert.equal(
      shown.json().results.find((a: { id: number }) => a.id === mine.id).previous_secret_expires_at,
      null,
      'an ended grace shows as none',
    );
    const late = await t.inject({ method: 'POST', url: `/api/offerwall/apps/${mine.id}/previous-secret/end`, headers });
    assert.equal(late.statusCode, 409, late.body);
    assert.equal(late.json().code, 'NO_PREVIOUS_SECRET');
    t.clock.reset();

    // Rotate again, then end the grace from the console.
    const again = await t.inject({ method: 'POST', url: `/api/offerwall/apps/${mine.id}/rotate`, headers });
    const newest = again.json().secret as string;
    assert.equal((await signed(t, { ...mine, secret }, 'GET', '/api/offerwall/v1/missions?user=r4')).statusCode, 200);
    const ended = await t.inject({ method: 'POST', url: `/api/offerwall/apps/${mine.id}/previous-secret/end`, headers });
    assert.equal(ended.statusCode, 200, ended.body);
    assert.equal(ended.json().message, '이전 시크릿의 유예 기간을 종료했습니다. 이제 새 시크릿만 사용할 수 있습니다.');
    assert.equal(ended.json().app.previous_secret_expires_at, null);
    assert.equal((await signed(t, { ...mine, secret }, 'GET', '/api/offerwall/v1/missions?user=r5')).json().code, 'BAD_SIGNATURE');
    assert.equal((await signed(t, { ...mine, secret: newest }, 'GET', '/api/offerwall/v1/missions?user=r5')).statusCode, 200);
  });
});

describe('missions, clicks and completions', () => {
  // Midday in Seoul: a test that moves the clock by half an hour must not cross into the next day's
  // counters when the suite happens to run just before midnight KST.
  beforeEach(() => t.clock.set(`${t.clock.seoulDay()}T12:00:00+09:00`));

  test('click → complete: COMPLETED with a transaction id and payout; the desk sees it live; the mission disappears for that user', async () => {
    const ad = await runningAd(t);
    const click = await signed(t, app, 'POST', '/api/offerwall/v1/clicks', {
      mission_id: ad.id,
      user: 'happy',
      ip: '203.0.113.7',
      adid: 'device-1',
    });
    assert.equal(click.statusCode, 201, click.body);
    const body = click.json();
    assert.equal(body.instructions.keyword, ad.line.keyword);
    assert.ok(body.instructions.steps.length >= 2);
    t.clock.advance(6_000);
    const done = await complete(t, app, body.click_id);
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().status, 'COMPLETED');
    assert.match(done.json().transaction_id, /^[0-9a-f-]{36}$/);
    assert.equal(done.json().payout_tenths, ad.line.payout_tenths);
    const { history } = await counts(ad.id);
    assert.equal(history.clicks, 1);
    assert.equal(history.completions, 1);
    const list = await signed(t, app, 'GET', '/api/offerwall/v1/missions?user=happy');
    assert.ok(!list.json().results.some((m: { mission_id: number }) => m.mission_id === ad.id), 'done today: not offered again');
    const transaction = await signed(t, app, 'GET', `/api/offerwall/v1/transactions/${done.json().transaction_id}`);
    assert.equal(transaction.statusCode, 200, transaction.body);
    assert.equal(transaction.json().status, 'COMPLETED');
    const staffView = await t.inject({
      method: 'GET',
      url: `/api/admin/ads?search=${encodeURIComponent(ad.line.keyword)}`,
      headers: await (await import('./helpers')).staffHeaders(t),
    });
    assert.equal(staffView.statusCode, 200);
    const report = await signed(t, app, 'GET', `/api/offerwall/v1/reports/daily?from=${t.clock.seoulDay()}&to=${t.clock.seoulDay()}`);
    assert.equal(report.statusCode, 200, report.body);
    assert.ok(report.json().results[0].completions >= 1);
  });

  test('the daily report takes real days only, at most 93 of them', async () => {
    for (const query of [
      'from=2026-02-30&to=2026-03-01',
      'from=2026-02-01&to=2026-02-29',
      'from=2026-1-1&to=2026-01-02',
      'from=2026-01-01&to=2026-04-04',
    ]) {
      const refused = await signed(t, app, 'GET', `/api/offerwall/v1/reports/daily?${query}`);
      assert.equal(refused.statusCode, 400, `${query}: ${refused.body}`);
      assert.equal(refused.json().message, publisherMessages.rangeInvalid);
    }
    const longest = await signed(t, app, 'GET', '/api/offerwall/v1/reports/daily?from=2026-01-01&to=2026-04-03');
    assert.equal(longest.statusCode, 200, longest.body);
  });

  test('a duplicate (same user, ad, day) is answered DUPLICATE and never counted twice', async () => {
    const ad = await runningAd(t);
    // Two clicks before either completes (both offered), then both complete: the second is DUPLICATE.
    const first = await clickAndWait(t, app, ad.id, 'dup');
    t.clock.advance(1_000); // a new timestamp: the same signed request again would be a replay
    const second = await clickAndWait(t, app, ad.id, 'dup');
    t.clock.advance(6_000);
    assert.equal((await complete(t, app, first)).json().status, 'COMPLETED');
    const again = await complete(t, app, second);
    assert.equal(again.json().status, 'DUPLICATE');
    assert.equal(again.json().code, 'DUPLICATE');
    t.clock.advance(1_000);
    assert.equal((await complete(t, app, first)).json().status, 'DUPLICATE', 'the same click again');
    const thirdClick = await signed(t, app, 'POST', '/api/offerwall/v1/clicks', { mission_id: ad.id, user: 'dup', ip: '203.0.113.7' });
    assert.equal(thirdClick.statusCode, 404);
    assert.equal(thirdClick.json().code, 'UNKNOWN_MISSION');
    const { history, attempts } = await counts(ad.id);
    assert.equal(history.completions, 1);
    assert.equal(attempts, 1);
    t.clock.reset();
  });

  test('too fast, expired, wrong answer: REJECTED with the code, stored with its reason, counted as a rejection', async () => {
    const ad = await runningAd(t, { product_code: 'naverapp-plus', question: '상품 상세의 모델명은?', answers: ['ＡＢ-１２  캠핑'] });
    const fast = await clickAndWait(t, app, ad.id, 'fast');
    t.clock.advance(2_000);
    assert.equal((await complete(t, app, fast, 'ab-12 캠핑')).json().code, 'TOO_FAST');
    const slow = await clickAndWait(t, app, ad.id, 'slow');
    t.clock.advance(31 * 60_000);
    assert.equal((await complete(t, app, slow, 'ab-12 캠핑')).json().code, 'CLICK_EXPIRED');
    const wrong = await clickAndWait(t, app, ad.id, 'wrong');
    t.clock.advance(10_000);
    const wrongAnswer = await complete(t, app, wrong, '모름');
    assert.equal(wrongAnswer.json().status, 'REJECTED');
    assert.equal(wrongAnswer.json().code, 'WRONG_ANSWER');
    // Normalised: full-width, case and spaces do not matter.
    const right = await clickAndWait(t, app, ad.id, 'right');
    t.clock.advance(10_000);
    assert.equal((await complete(t, app, right, '  Ab-12   캠핑 ')).json().status, 'COMPLETED');
    const rows = await t.database.db.select().from(offerwallCompletions).where(eq(offerwallCompletions.adId, ad.id));
    assert.deepEqual(rows.map((r) => r.reason).sort(), ['CLICK_EXPIRED', 'TOO_FAST', 'WRONG_ANSWER', null].sort());
    assert.equal(rows.find((r) => r.reason === 'WRONG_ANSWER')?.answer, '모름');
    const { history } = await counts(ad.id);
    assert.equal(history.completions, 1);
    assert.equal(history.rejections, 3);
    // A rejected click is closed: retrying it is a 409.
    const closed = await complete(t, app, wrong, 'ab-12 캠핑');
    assert.equal(closed.statusCode, 409);
    assert.equal(closed.json().code, 'CLICK_CLOSED');
    t.clock.reset();
  });

  test("unknown mission, unknown click, another app's click: 404 with a code; bad input names the field", async () => {
    const ad = await runningAd(t);
    const unknown = await signed(t, app, 'POST', '/api/offerwall/v1/clicks', { mission_id: 2_000_000_000, user: 'u', ip: '203.0.113.7' });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().code, 'UNKNOWN_MISSION');
    const badIp = await signed(t, app, 'POST', '/api/offerwall/v1/clicks', { mission_id: ad.id, user: 'u', ip: 'not-an-ip' });
    assert.equal(badIp.statusCode, 400);
    assert.equal(badIp.json().field, 'ip');
    const noUser = await signed(t, app, 'GET', '/api/offerwall/v1/missions');
    assert.equal(noUser.statusCode, 400);
    const clickId = await clickAndWait(t, app, ad.id, 'owner-check');
    const otherApp = await createPublisherApp(t);
    t.clock.advance(6_000);
    const foreign = await complete(t, otherApp, clickId);
    assert.equal(foreign.statusCode, 404);
    assert.equal(foreign.json().code, 'UNKNOWN_CLICK');
    assert.equal(
      (await signed(t, app, 'GET', '/api/offerwall/v1/transactions/00000000-0000-0000-0000-000000000000')).json().code,
      'UNKNOWN_TRANSACTION',
    );
    t.clock.reset();
  });

  test('missions are not offered when the hold cannot cover one more action, and a completion then is HOLD_EXHAUSTED', async () => {
    const ad = await runningAd(t, { daily_volume: 10 });
    const clickId = await clickAndWait(t, app, ad.id, 'hold-user');
    // naverapp costs 38.5 won: a 38-won hold cannot pay for one action.
    await setHold(t, ad.id, 38);
    const list = await signed(t, app, 'GET', '/api/offerwall/v1/missions?user=hold-user-2');
    assert.ok(!list.json().results.some((m: { mission_id: number }) => m.mission_id === ad.id));
    t.clock.advance(6_000);
    assert.equal((await complete(t, app, clickId)).json().code, 'HOLD_EXHAUSTED');
    await setHold(t, ad.id, 39);
    const again = await signed(t, app, 'GET', '/api/offerwall/v1/missions?user=hold-user-2');
    assert.ok(again.json().results.some((m: { mission_id: number }) => m.mission_id === ad.id));
    t.clock.reset();
  });

  test('the daily volume: once reached, missions stop and completions are DAILY_VOLUME_REACHED', async () => {
    const ad = await runningAd(t, { daily_volume: 2 });
    const clicks = [];
    for (const user of ['v1', 'v2', 'v3']) clicks.push(await clickAndWait(t, app, ad.id, user));
    t.clock.advance(6_000);
    const results = [];
    for (const id of clicks) results.push((await complete(t, app, id)).json());
    assert.deepEqual(
      results.map((r) => r.status),
      ['COMPLETED', 'COMPLETED', 'REJECTED'],
    );
    assert.equal(results[2].code, 'DAILY_VOLUME_REACHED');
    const list = await signed(t, app, 'GET', '/api/offerwall/v1/missions?user=v4');
    assert.ok(!list.json().results.some((m: { mission_id: number }) => m.mission_id === ad.id));
    t.clock.reset();
  });

  test('answers are normalised (NFKC, trim, spaces, case)', () => {
    assert.equal(normaliseAnswer('  ＡＢＣ   사과\t'), 'abc 사과');
    assert.equal(normaliseAnswer('Ab-12'), normaliseAnswer('ａｂ－１２'));
  });
});
