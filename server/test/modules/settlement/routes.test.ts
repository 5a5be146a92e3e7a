/**
 * Settlement routes and the test clock: who may run and list settlements,
 * the list's filters and validation, and dev/clock — registered only with NURLY_TEST_CLOCK=on
 * (404 otherwise), NURLY_ADMIN only, refused at start in production.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { chargeWon, dateRangeMessages, offerwallMessages, shiftDay } from '@nurly/contracts/schemas';
import { loadConfig } from '../../../src/config';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { staffHeaders } from '../ads/helpers';
import { api, adStatus, complete, holdOf, PRICE_TENTHS, publisherApp, runningAd, settlementsOf, type Headers } from './helpers';

let t: TestApp;
let withoutClock: TestApp;
let staff: Headers;
let admin: Headers;
let customer: Headers;

before(async () => {
  t = await buildTestApp({ testClock: true });
  withoutClock = await buildTestApp({}, {}, t);
  staff = await staffHeaders(t);
  admin = await staffHeaders(t, 'admin');
  customer = (await runningAd(t, staff, { dailyVolume: 1, days: 1 })).headers;
});
after(async () => {
  await withoutClock?.close();
  await t?.close();
});

describe('admin/settlements', () => {
  test('run is NURLY_ADMIN only; the list is console staff only', async () => {
    assert.equal((await api(t).post('/api/admin/settlements/run', {}, staff)).statusCode, 403);
    assert.equal((await api(t).post('/api/admin/settlements/run', {}, customer)).statusCode, 403);
    assert.equal((await api(t).get('/api/admin/settlements', customer)).statusCode, 403);
    assert.equal((await t.inject({ method: 'GET', url: '/api/admin/settlements' })).statusCode, 401);
    const run = await api(t).post('/api/admin/settlements/run', {}, admin);
    assert.equal(run.statusCode, 200, run.body);
    assert.equal(run.json().message, offerwallMessages.settlementRun);
  });

  test('lists settled ad-days with their owner, filtered by day, ad and owner', async () => {
    const ad = await runningAd(t, staff, { dailyVolume: 10, days: 2 });
    const app = await publisherApp(t);
    const day = t.clock.seoulDay();
    await complete(t, app, ad.id, day, 5);
    t.clock.advance(86_400_000);
    assert.equal((await api(t).post('/api/admin/settlements/run', {}, admin)).statusCode, 200);

    const byAd = await api(t).get(`/api/admin/settlements?ad_id=${ad.id}`, staff);
    assert.equal(byAd.statusCode, 200, byAd.body);
    assert.equal(byAd.json().count, 1);
    const [row] = byAd.json().results;
    assert.deepEqual(
      [row.ad_id, row.day, row.completions, row.amount, row.owner.id],
      [ad.id, day, 5, chargeWon(5, PRICE_TENTHS), ad.ownerId],
    );
    assert.equal(row.product_code, 'naverapp');
    assert.ok(row.ledger_id);

    const byOwnerAndDay = await api(t).get(`/api/admin/settlements?owner_id=${ad.ownerId}&date_from=${day}&date_to=${day}`, staff);
    assert.equal(byOwnerAndDay.json().count, 1);
    const later = await api(t).get(`/api/admin/settlements?ad_id=${ad.id}&date_from=${shiftDay(day, 1)}`, staff);
    assert.equal(later.json().count, 0);
  });

  test('a malformed date is a 400 naming the field, in Korean', async () => {
    const response = await api(t).get('/api/admin/settlements?date_from=2026-02-30', staff);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().field, 'date_from');
    assert.equal(response.json().message, dateRangeMessages.invalidDay);
    const inverted = await api(t).get('/api/admin/settlements?date_from=2026-03-02&date_to=2026-03-01', staff);
    assert.deepEqual([inverted.statusCode, inverted.json().message, inverted.json().field], [400, dateRangeMessages.inverted, 'date_from']);
    const long = await api(t).get('/api/admin/settlements?date_from=2025-01-01&date_to=2026-01-02', staff);
    assert.deepEqual([long.statusCode, long.json().message, long.json().field], [400, dateRangeMessages.tooLong, 'date_to']);
  });
});

describe('dev/clock', () => {
  test('without NURLY_TEST_CLOCK both routes are 404', async () => {
    assert.equal((await withoutClock.inject({ method: 'GET', url: '/api/dev/clock', headers: admin })).statusCode, 404);
    assert.equal(
      (await withoutClock.inject({ method: 'POST', url: '/api/dev/clock', payload: { advance_days: 1 }, headers: admin })).statusCode,
      404,
    );
  });

  test('NURLY_ADMIN only', async () => {
    assert.equal((await api(t).get('/api/dev/clock', staff)).statusCode, 403);
    assert.equal((await api(t).post('/api/dev/clock', { advance_days: 1 }, customer)).statusCode, 403);
  });

  test('GET tells the time; POST moves it forward and runs what became due', async () => {
    const now = await api(t).get('/api/dev/clock', admin);
    assert.equal(now.statusCode, 200, now.body);
    const before = now.json();
    assert.equal(before.seoul_day, t.clock.seoulDay());

    // A one-day line from today: moving two days ends it (00:01 close) and settles its day (00:05).
    const ad = await runningAd(t, staff, { dailyVolume: 10, days: 1 });
    const app = await publisherApp(t);
    const day = t.clock.seoulDay();
    await complete(t, app, ad.id, day, 3);
    const moved = await api(t).post('/api/dev/clock', { advance_days: 2, advance_seconds: 60 }, admin);
    assert.equal(moved.statusCode, 200, moved.body);
    const body = moved.json();
    assert.equal(body.message, offerwallMessages.clockMoved);
    assert.equal(body.clock.seoul_day, shiftDay(before.seoul_day, 2));
    assert.ok(body.clock.offset_seconds >= before.offset_seconds + 2 * 86_400 + 59);
    assert.ok(body.closed_ads >= 1);
    assert.ok(body.settlement.days.includes(day));
    assert.equal(await adStatus(t, ad.id), 'ENDED');
    const [settlement] = await settlementsOf(t, ad.id);
    assert.equal(settlement.amount, chargeWon(3, PRICE_TENTHS));
    assert.equal((await holdOf(t, ad.id)).amount, 0);
    assert.equal((await api(t).get('/api/dev/clock', admin)).json().seoul_day, shiftDay(before.seoul_day, 2));
  });

  test('only forward and in range: a bad value is a 400 naming the field, and the clock stays', async () => {
    const before = (await api(t).get('/api/dev/clock', admin)).json();
    for (const [field, value] of [
      ['advance_days', -1],
      ['advance_days', 401],
      ['advance_seconds', -5],
    ] as const) {
      const response = await api(t).post('/api/dev/clock', { [field]: value }, admin);
      assert.equal(response.statusCode, 400, `${field}=${value}`);
      assert.equal(response.json().field, field);
    }
    const after = (await api(t).get('/api/dev/clock', admin)).json();
    assert.equal(after.seoul_day, before.seoul_day);
    assert.ok(Math.abs(after.offset_seconds - before.offset_seconds) <= 1);
  });

  test('refused at start in production', () => {
    assert.throws(
      () =>
        loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), NURLY_TEST_CLOCK: 'on', DATABASE_URL: 'postgres://localhost/x' }),
      /NURLY_TEST_CLOCK/,
    );
  });
});
