/**
 * The offerwall console: apps and keys, payouts (NURLY_ADMIN), scoping
 * (another publisher's app is a 404 and never listed), settlement history, mission and visitor
 * logs, monitoring flags and their exports.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { dateRangeMessages, payoutWon } from '@nurly/contracts';
import { userRoles, roles, users } from '../../../src/db/schema';
import { hashPassword, scryptParams } from '../../../src/lib/password';
import { afterCommitSettled } from '../../../src/modules/offerwall/completions';
import { fileTestApp } from '../../helpers/app';
import {
  adminHeaders,
  clickAndWait,
  complete,
  createPublisherApp,
  loginHeaders,
  publisherHeaders,
  runningAd,
  signed,
  type Headers,
} from './helpers';

let mine: Headers;
let admin: Headers;
let rival: Headers;
let rivalId: number;
const t = await fileTestApp();
before(async () => {
  mine = await publisherHeaders(t);
  admin = await adminHeaders(t);
  // A second publisher account.
  const [row] = await t.database.db
    .insert(users)
    .values({
      username: `rival${process.pid}`,
      passwordHash: await hashPassword('rival1234', scryptParams(t.config.auth.passwordScryptLog2N)),
      name: '다른 매체',
      isStaff: true,
    })
    .returning({ id: users.id });
  rivalId = row.id;
  const [role] = await t.database.db.select().from(roles).where(eq(roles.name, 'OFFERWALL_CLIENT'));
  await t.database.db.insert(userRoles).values({ userId: row.id, roleId: role.id });
  rival = await loginHeaders(t, `rival${process.pid}`, 'rival1234');
});

const get = (url: string, headers: Headers) => t.inject({ method: 'GET', url, headers });

describe('apps', () => {
  test('create shows the secret once; lists never show it; validation names the field and writes nothing', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/offerwall/apps',
      payload: { name: '  내 앱  ', postback_url: 'https://example.com/pb', allowed_ips: ['10.0.0.0/8'] },
      headers: mine,
    });
    assert.equal(created.statusCode, 201, created.body);
    const body = created.json();
    assert.match(body.app.api_key, /^nk_/);
    assert.match(body.secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
    assert.equal(Buffer.from(body.secret.slice(6), 'base64').length, 32);
    assert.equal(body.app.postback_scheme, 'standard', 'a new app signs the Standard Webhooks way');
    assert.equal(body.app.previous_secret_expires_at, null);
    assert.equal(body.app.name, '내 앱');
    const list = await get('/api/offerwall/apps', mine);
    assert.equal(list.statusCode, 200);
    assert.ok(!list.body.includes(body.secret));
    const before = list.json().count;
    for (const [payload, field] of [
      [{ name: '   ' }, 'name'],
      [{ name: 'x', postback_url: 'ftp://example.com' }, 'postback_url'],
      [{ name: 'x', allowed_ips: ['10.0.0.1', 'nope'] }, 'allowed_ips[1]'],
    ] as const) {
      const refused = await t.inject({ method: 'POST', url: '/api/offerwall/apps', payload, headers: mine });
      assert.equal(refused.statusCode, 400, refused.body);
      assert.equal(refused.json().field, field);
      assert.match(refused.json().message, /[가-힣]/);
    }
    assert.equal((await get('/api/offerwall/apps', mine)).json().count, before);
  });

  test("another publisher's app is a 404 everywhere and never listed; staff see all and set payouts", async () => {
    const theirs = await createPublisherApp(t, {}, rival);
    assert.ok(!(await get('/api/offerwall/apps?page_size=100', mine)).json().results.some((a: { id: number }) => a.id === theirs.id));
    for (const [method, url, payload] of [
      ['PATCH', `/api/offerwall/apps/${theirs.id}`, { name: 'x' }],
      ['POST', `/api/offerwall/apps/${theirs.id}/rotate`, undefined],
      ['POST', `/api/offerwall/apps/${theirs.id}/previous-secret/end`, undefined],
      ['POST', `/api/offerwall/apps/${theirs.id}/test-postback`, undefined],
      ['GET', `/api/offerwall/postback-attempts?app_id=${theirs.id}`, undefined],
      ['GET', `/api/offerwall/mission-logs?app_id=${theirs.id}`, undefined],
      ['GET', `/api/offerwall/settlements?app_id=${theirs.id}`, undefined],
    ] as const) {
      const response = await t.inject({ method, url, payload, headers: mine });
      assert.equal(response.statusCode, 404, `${method} ${url}: ${response.body}`);
    }
    const all = await get('/api/offerwall/apps?page_size=100', admin);
    assert.ok(all.json().results.some((a: { id: number }) => a.id === theirs.id));
    // Payouts: NURLY_ADMIN only.
    const byPublisher = await t.inject({
      method: 'PUT',
      url: `/api/offerwall/apps/${theirs.id}/payouts`,
      payload: { payouts: [] },
      headers: rival,
    });
    assert.equal(byPublisher.statusCode, 403);
    const unknown = await t.inject({
      method: 'PUT',
      url: `/api/offerwall/apps/${theirs.id}/payouts`,
      payload: { payouts: [{ product_code: 'nope', payout_tenths: 1 }] },
      headers: admin,
    });
    assert.equal(unknown.json().field, 'payouts[0].product_code');
    const set = await t.inject({
      method: 'PUT',
      url: `/api/offerwall/apps/${theirs.id}/payouts`,
      payload: { payouts: [{ product_code: 'naverapp', payout_tenths: 300 }] },
      headers: admin,
    });
    assert.equal(set.statusCode, 200, set.body);
    assert.deepEqual(set.json().payouts, [{ product_code: 'naverapp', payout_tenths: 300 }]);
    // The app's payout replaces the ad's snapshot in missions and completions.
    const ad = await runningAd(t);
    const missions = await signed(t, theirs, 'GET', '/api/offerwall/v1/missions?user=payout-user');
    assert.equal(missions.json().results.find((m: { mission_id: number }) => m.mission_id === ad.id).payout_tenths, 300);
    // Staff may create an app for a publisher, not for a customer.
    const forRival = await t.inject({
      method: 'POST',
      url: '/api/offerwall/apps',
      payload: { name: '대리 등록', owner_id: rivalId },
      headers: admin,
    });
    assert.equal(forRival.statusCode, 201, forRival.body);
    assert.equal(forRival.json().app.owner.id, rivalId);
    const byRivalForMe = await t.inject({
      method: 'POST',
      url: '/api/offerwall/apps',
      payload: { name: 'x', owner_id: 1 },
      headers: rival,
    });
    assert.equal(byRivalForMe.statusCode, 403);
  });
});

describe('lists', () => {
  test('settlement history, mission logs, visitor logs and flags: scoped, filtered, exported', async () => {
    const app = await createPublisherApp(t);
    const ad = await runningAd(t);
    const ok = await clickAndWait(t, app, ad.id, 'list-ok');
    const fast = await clickAndWait(t, app, ad.id, 'list-fast');
    t.clock.advance(6_000);
    assert.equal((await complete(t, app, ok)).json().status, 'COMPLETED');
    t.clock.advance(-5_000);
    assert.equal((await complete(t, app, fast)).json().code, 'TOO_FAST');
    t.clock.reset();

    const settlements = await get(`/api/offerwall/settlements?app_id=${app.id}`, mine);
    assert.equal(settlements.statusCode, 200, settlements.body);
    const [today] = settlements.json().results;
    assert.equal(today.day, t.clock.seoulDay());
    assert.equal(today.clicks, 2);
    assert.equal(today.completions, 1);
    assert.equal(today.rejections, 1);
    assert.equal(today.payout, payoutWon(ad.line.payout_tenths));
    assert.equal(today.settled, false);

    const logs = await get(`/api/offerwall/mission-logs?app_id=${app.id}&ordering=-created_at`, mine);
    assert.equal(logs.json().count, 2);
    const rejected = await get(`/api/offerwall/mission-logs?app_id=${app.id}&status=REJECTED`, mine);
    assert.equal(rejected.json().results[0].reason, 'TOO_FAST');
    // A refused attempt earns the publisher nothing: no payout is shown for it, only for the completion.
    assert.equal(rejected.json().results[0].payout_tenths, null);
    const completed = logs.json().results.find((row: { status: string }) => row.status === 'COMPLETED');
    assert.equal(completed.payout_tenths, ad.line.payout_tenths);
    const search = await get(`/api/offerwall/mission-logs?app_id=${app.id}&search=list-ok`, mine);
    assert.equal(search.json().count, 1);
    const bad = await get(`/api/offerwall/mission-logs?ordering=nope`, mine);
    assert.equal(bad.statusCode, 400);
    const visitors = await get(`/api/offerwall/visitor-logs?app_id=${app.id}`, mine);
    assert.equal(visitors.json().count, 2);
    assert.equal(visitors.json().results[0].ip, '203.0.113.7');
    // The rival sees none of it.
    assert.equal((await get(`/api/offerwall/mission-logs?search=list-ok`, rival)).json().count, 0);
    assert.equal((await get(`/api/offerwall/visitor-logs?search=list-ok`, rival)).json().count, 0);
    // Staff see it without app_id.
    assert.ok((await get(`/api/offerwall/mission-logs?search=list-ok`, admin)).json().count >= 1);

    const csv = await get(`/api/offerwall/mission-logs?app_id=${app.id}&format=csv`, mine);
    assert.equal(csv.statusCode, 200);
    assert.match(csv.headers['content-type'] as string, /text\/csv/);
    assert.ok(csv.body.includes('너무 빠른 완료'));
    const xlsx = await get(`/api/offerwall/settlements?app_id=${app.id}&format=xlsx`, mine);
    assert.equal(xlsx.statusCode, 200);
    assert.equal(xlsx.rawPayload.subarray(0, 2).toString(), 'PK');
    const visitorsCsv = await get(`/api/offerwall/visitor-logs?app_id=${app.id}&format=csv`, mine);
    assert.equal(visitorsCsv.body.trim().split('\r\n').length, 3);
  });

  test('today is listed before its first click, not settled; a range that ends earlier has no today', async () => {
    const app = await createPublisherApp(t, {}, mine);
    const today = t.clock.seoulDay();
    const { results, totals } = (await get(`/api/offerwall/settlements?app_id=${app.id}`, mine)).json();
    assert.deepEqual(results, [
      {
        day: today,
        clicks: 0,
        completions: 0,
        rejections: 0,
        payout: 0,
        settled: false,
        postbacks: { delivered: 0, pending: 0, failed: 0, stopped: 0 },
      },
    ]);
    assert.deepEqual(totals, { clicks: 0, completions: 0, rejections: 0, payout: 0 });
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    assert.deepEqual((await get(`/api/offerwall/settlements?app_id=${app.id}&date_to=${yesterday}`, mine)).json().results, []);
  });

  test('a day that is not on the calendar is a 400 naming the field, on every list', async () => {
    for (const [path, field, day] of [
      ['settlements', 'date_from', '2026-02-30'],
      ['settlements', 'date_to', '2026-04-31'],
      ['mission-logs', 'date_from', '2027-02-29'],
      ['visitor-logs', 'date_to', '2026-02-30'],
    ]) {
      const refused = await get(`/api/offerwall/${path}?${field}=${day}`, mine);
      assert.equal(refused.statusCode, 400, `${path} ${field}=${day}: ${refused.body}`);
      assert.equal(refused.json().field, field);
      assert.equal(refused.json().message, dateRangeMessages.invalidDay);
    }
    assert.equal(
      (await get('/api/offerwall/settlements?date_from=2028-02-29&date_to=2028-03-01', mine)).statusCode,
      200,
      'a leap day is a day',
    );
    for (const [query, message, field] of [
      ['date_from=2026-03-02&date_to=2026-03-01', dateRangeMessages.inverted, 'date_from'],
      ['date_from=2025-01-01&date_to=2026-01-02', dateRangeMessages.tooLong, 'date_to'],
    ]) {
      const refused = await get(`/api/offerwall/settlements?${query}`, mine);
      assert.deepEqual([refused.statusCode, refused.json().message, refused.json().field], [400, message, field]);
    }
  });

  test('monitoring flags: one IP with 5 user keys, one device with 3, too-fast completions', async () => {
    const app = await createPublisherApp(t);
    const ads = [await runningAd(t), await runningAd(t), await runningAd(t)];
    const clicks: number[] = [];
    for (let i = 0; i < 5; i += 1)
      clicks.push(
        await clickAndWait(t, app, ads[0].id, `flag-user-${i}`, { ip: '198.51.100.9', adid: i < 3 ? 'shared-device' : `dev-${i}` }),
      );
    // One user completing three missions 6 s after each click: under 10 s three times.
    const quick: number[] = [];
    for (const ad of ads) quick.push(await clickAndWait(t, app, ad.id, 'speedy'));
    t.clock.advance(6_000);
    for (const id of quick) assert.equal((await complete(t, app, id)).json().status, 'COMPLETED');
    await afterCommitSettled(); // attempt flags are written after the batch commits, off the caller's path
    t.clock.reset();
    const flags = await get(`/api/offerwall/monitoring?app_id=${app.id}`, mine);
    assert.equal(flags.statusCode, 200, flags.body);
    const byKind = Object.fromEntries(flags.json().results.map((f: { kind: string; subject: string; count: number }) => [f.kind, f]));
    assert.equal(byKind.IP_MANY_USERS.subject, '198.51.100.9');
    assert.equal(byKind.IP_MANY_USERS.count, 5);
    assert.equal(byKind.DEVICE_MANY_USERS.subject, 'shared-device');
    assert.equal(byKind.DEVICE_MANY_USERS.count, 3);
    assert.equal(byKind.TOO_FAST.subject, 'speedy');
    const filtered = await get(`/api/offerwall/monitoring?app_id=${app.id}&kind=TOO_FAST&format=csv`, mine);
    assert.ok(filtered.body.includes('비정상적으로 빠른 완료'));
    assert.ok(filtered.body.includes('클릭 후 10초 안에 완료'), filtered.body);
    assert.equal((await get(`/api/offerwall/monitoring?app_id=${app.id}`, rival)).statusCode, 404);
  });

  test('answer failures: flagged by the attempt that makes 10 answers with half of them wrong, a completion included', async () => {
    const app = await createPublisherApp(t);
    const quiz = await runningAd(t, { product_code: 'naverapp-plus', question: '모델명은?', answers: ['정답'] });
    const plain = [];
    for (let i = 0; i < 5; i += 1) plain.push(await runningAd(t));
    const flagsOf = async () => {
      await afterCommitSettled();
      const flags = await get(`/api/offerwall/monitoring?app_id=${app.id}&kind=ANSWER_FAILURES`, mine);
      assert.equal(flags.statusCode, 200, flags.body);
      return flags.json().results as { subject: string; count: number; details: Record<string, number> }[];
    };
    const attempt = async (adId: number, answer?: string) => {
      const click = await clickAndWait(t, app, adId, 'guesser');
      t.clock.advance(30_000);
      return (await complete(t, app, click, answer)).json();
    };
    for (let i = 0; i < 5; i += 1) assert.equal((await attempt(quiz.id, '오답')).code, 'WRONG_ANSWER');
    for (const ad of plain.slice(0, 4)) assert.equal((await attempt(ad.id)).status, 'COMPLETED');
    assert.deepEqual(await flagsOf(), [], '9 answers: not yet');
    assert.equal((await attempt(plain[4].id)).status, 'COMPLETED');
    const [flag] = await flagsOf();
    assert.equal(flag.subject, 'guesser');
    assert.equal(flag.count, 5);
    assert.deepEqual(flag.details, { attempts: 10, rate: 0.5 });
    t.clock.reset();
  });
});
