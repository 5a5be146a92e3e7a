/**
 * GET admin/operations (NURLY_ADMIN) and the "운영 상태" menu status: the settlement's runs per day,
 * the unsettled past days and when yesterday becomes late (01:00 Seoul by the app clock), the
 * postback backlog per app, the job queues and the rank API budget.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  OPERATIONS_DAYS,
  OPERATIONS_MENU_KEY,
  chargeWon,
  operationsMessages,
  shiftDay,
  type OperationsReport,
} from '@nurly/contracts/schemas';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { staffHeaders } from '../ads/helpers';
import { api, complete, PRICE_TENTHS, publisherApp, runningAd, type Headers } from '../settlement/helpers';

let t: TestApp;
let admin: Headers;
let staff: Headers;

before(async () => {
  t = await buildTestApp();
  admin = await staffHeaders(t, 'admin');
  staff = await staffHeaders(t);
});
after(() => t?.close());

async function report(): Promise<OperationsReport> {
  const response = await api(t).get('/api/admin/operations', admin);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

async function menuCount(): Promise<number> {
  const response = await api(t).post('/api/options/menu/status', { menus: [OPERATIONS_MENU_KEY] }, admin);
  assert.equal(response.statusCode, 200, response.body);
  const entry = response.json()[OPERATIONS_MENU_KEY];
  assert.equal(entry.errorHint, operationsMessages.menuError);
  return entry.errorCount;
}

describe('GET admin/operations', () => {
  test('NURLY_ADMIN only', async () => {
    assert.equal((await t.inject({ method: 'GET', url: '/api/admin/operations' })).statusCode, 401);
    assert.equal((await api(t).get('/api/admin/operations', staff)).statusCode, 403);
    const customer = await runningAd(t, staff, { dailyVolume: 1, days: 1 });
    assert.equal((await api(t).get('/api/admin/operations', customer.headers)).statusCode, 403);
    assert.equal((await api(t).get('/api/admin/operations', admin)).statusCode, 200);
  });

  test('an unsettled yesterday is listed at once, late (red, counted in the menu) from 01:00 Seoul, gone once settled', async () => {
    const day = t.clock.seoulDay();
    t.clock.set(`${day}T12:00:00+09:00`);
    const ad = await runningAd(t, staff, { dailyVolume: 10, days: 2 });
    await complete(t, await publisherApp(t), ad.id, day, 4);

    // 00:30 the next day: the 00:05 cron may still be retrying — unsettled, not late yet.
    t.clock.set(`${shiftDay(day, 1)}T00:30:00+09:00`);
    const early = await report();
    assert.equal(early.today, shiftDay(day, 1));
    const yesterday = early.settlement.unsettled.find((row) => row.day === day);
    assert.ok(yesterday, JSON.stringify(early.settlement.unsettled));
    assert.equal(yesterday.late, false);
    assert.ok(yesterday.ad_days >= 1 && yesterday.completions >= 4);
    const lateBefore = early.settlement.unsettled.filter((row) => row.late).length;
    assert.equal(await menuCount(), lateBefore);

    // 01:00: late, and staff see it in the menu.
    t.clock.set(`${shiftDay(day, 1)}T01:00:00+09:00`);
    const late = await report();
    assert.equal(late.settlement.unsettled.find((row) => row.day === day)?.late, true);
    assert.equal(await menuCount(), lateBefore + 1);

    // Settled: the day leaves the list and shows its run, with the ledger's amount.
    const run = await api(t).post('/api/admin/settlements/run', {}, admin);
    assert.equal(run.statusCode, 200, run.body);
    const settled = await report();
    assert.equal(
      settled.settlement.unsettled.find((row) => row.day === day),
      undefined,
    );
    assert.equal(await menuCount(), settled.settlement.unsettled.filter((row) => row.late).length);
    assert.equal(settled.settlement.days.length, OPERATIONS_DAYS);
    assert.deepEqual([settled.settlement.days[0].day, settled.settlement.days.at(-1)?.day], [day, shiftDay(day, 1 - OPERATIONS_DAYS)]);
    const [latest] = settled.settlement.days;
    assert.equal(latest.runs, 1);
    assert.equal(latest.failed_runs, 0);
    assert.ok(latest.last_run);
    assert.equal(latest.last_run.status, 'ok');
    assert.equal(latest.last_run.trigger, 'MANUAL');
    assert.equal(latest.last_run.amount, run.json().charged);
    assert.ok(latest.last_run.amount >= chargeWon(4, PRICE_TENTHS));
    assert.ok(latest.last_run.ads_charged >= 1);
    // The day before was settled by the demo fortnight's recorded 00:05 run.
    assert.equal(settled.settlement.days[1].last_run?.trigger, 'SCHEDULE');
  });

  test('an older unsettled day is late whatever the hour', async () => {
    const today = t.clock.seoulDay();
    const older = shiftDay(today, -3);
    const ad = await runningAd(t, staff, { dailyVolume: 10, days: 2 });
    await complete(t, await publisherApp(t), ad.id, older, 2);
    t.clock.set(`${today}T00:10:00+09:00`);
    const row = (await report()).settlement.unsettled.find((r) => r.day === older);
    assert.equal(row?.late, true);
    assert.ok((await menuCount()) >= 1);
  });

  test('postbacks per app: waiting, failed and stopped, with the oldest waiting', async () => {
    const app = await publisherApp(t);
    const ad = await runningAd(t, staff, { dailyVolume: 10, days: 2 });
    await complete(t, app, ad.id, t.clock.seoulDay(), 3);
    const since = new Date('2026-01-02T03:04:05.000Z');
    await t.database.db.execute(sql`
      insert into offerwall_postbacks (completion_id, app_id, url, payload, status, created_at)
      select c.id, c.app_id, 'https://publisher.example/pb', '{}'::jsonb,
             (array['PENDING', 'FAILED', 'STOPPED'])[row_number() over (order by c.id)], ${since.toISOString()}::timestamptz
      from offerwall_completions c where c.app_id = ${app.id}`);
    const row = (await report()).postbacks.find((p) => p.app.id === app.id);
    assert.deepEqual(row && [row.pending, row.failed, row.stopped, row.oldest_pending_at, row.app.owner], [
      1,
      1,
      1,
      since.toISOString(),
      'offerwall',
    ]);
  });

  test('the rank budget of today, and no queues where jobs do not run', async () => {
    const today = t.clock.seoulDay();
    await t.database.db.execute(
      sql`insert into rank_api_usage (day, calls) values (${today}::date, 42) on conflict (day) do update set calls = 42`,
    );
    const body = await report();
    assert.deepEqual(body.rank_budget, { day: today, used: 42, limit: t.config.keywords.dailyCallBudget });
    assert.deepEqual(body.jobs, { running: false, queues: [] });
    assert.equal(body.settlement.next_run_at, null);
  });
});
