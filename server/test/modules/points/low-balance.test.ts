/**
 * Low-balance alerts: an advertiser is told once when its available balance (balance − holds)
 * crosses below the next N days (LOW_BALANCE_DAYS, default 2) of its running lines' day holds,
 * again only after a confirmed deposit lifts it above that need. Time moves on the test clock.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { holdWon, pointMessages } from '@nurly/contracts/schemas';
import { lowBalanceAlerts } from '../../../src/db/schema/points';
import type { MailMessage, Mailer } from '../../../src/modules/keywords/mail';
import { evaluateLowBalance, scheduledNeed } from '../../../src/modules/points/low-balance';
import { createPointsRepository } from '../../../src/modules/points/repository';
import { loadConfig } from '../../../src/config';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { api, dayFrom, fundedCustomer, shoppingBody, staffHeaders, type Headers } from '../ads/helpers';

/** naverapp: ₩38.5 a action. */
const PRICE_TENTHS = 385;
const perDay = (volume: number) => holdWon(volume, PRICE_TENTHS);

let t: TestApp;
let staff: Headers;
let admin: Headers;
const sent: MailMessage[] = [];
const recordingMailer: Mailer = { transport: 'smtp', send: async (message) => (sent.push(message), { delivered: true }) };

before(async () => {
  t = await buildTestApp({ testClock: true });
  // The app's mail adapter, recording instead of logging (the object the points module holds).
  Object.assign(t.app.mailer, recordingMailer);
  staff = await staffHeaders(t);
  admin = await staffHeaders(t, 'admin');
});
after(async () => t?.close());

async function line(me: Headers, volume: number, fromDay: number, days: number): Promise<number> {
  const created = await api(t).post(
    '/api/admin/ads',
    shoppingBody(t, { daily_volume: volume, start_date: dayFrom(t, fromDay), end_date: dayFrom(t, fromDay + days - 1) }),
    me,
  );
  assert.equal(created.statusCode, 201, created.body);
  return created.json().campaign.lines[0].id as number;
}

async function lowBalance(me: Headers) {
  const response = await api(t).get('/api/point/low-balance', me);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

async function confirmDeposit(me: Headers, amount: number) {
  const requested = await api(t).post('/api/admin/b2b/balance/request', { amount, deposit_name: '홍길동', email: 'a@b.kr' }, me);
  assert.equal(requested.statusCode, 201, requested.body);
  const confirmed = await api(t).post('/api/admin/b2b/balance', { request_id: requested.json().request.id }, staff);
  assert.equal(confirmed.statusCode, 200, confirmed.body);
}

async function runSettlementNextDay() {
  t.clock.advance(24 * 3600 * 1000);
  const run = await api(t).post('/api/admin/settlements/run', {}, admin);
  assert.equal(run.statusCode, 200, run.body);
}

const mailsTo = (accountMails: number) => sent.length - accountMails;

describe('the scheduled need', () => {
  test('counts each running line’s day hold for the next N days inside its period', async () => {
    const me = await fundedCustomer(t, 200_000);
    await line(me.headers, 100, 0, 5); // today … +4: 2 days in the window
    await line(me.headers, 10, 1, 3); // +1 … +3: 1 day in the window
    await line(me.headers, 7, 2, 3); // starts after the window: nothing
    assert.equal(await scheduledNeed(createPointsRepository(t.database.db), me.id, t.clock.seoulDay(), 2), 2 * perDay(100) + perDay(10));
    assert.equal(
      await scheduledNeed(createPointsRepository(t.database.db), me.id, t.clock.seoulDay(), 3),
      3 * perDay(100) + 2 * perDay(10) + perDay(7),
    );
    const state = await lowBalance(me.headers);
    assert.equal(state.days, 2);
    assert.equal(state.need, 2 * perDay(100) + perDay(10));
    assert.equal(state.available, 200_000 - 5 * perDay(100) - 3 * perDay(10) - 3 * perDay(7));
    assert.equal(state.low, false);
    assert.equal(state.message, null);
  });
});

describe('the alert', () => {
  test('fires once on the downward crossing, mails once, re-arms only after a confirmed deposit', async () => {
    const me = await fundedCustomer(t, 30_000);
    const mailsBefore = sent.length;
    await line(me.headers, 100, 0, 5); // holds 19,250: available 10,750 ≥ need 7,700
    assert.equal((await lowBalance(me.headers)).low, false);
    assert.equal(mailsTo(mailsBefore), 0);

    // Crossing: a second line holds 7,700 more → available 3,050 < need 15,400.
    await line(me.headers, 100, 0, 2);
    const crossed = await lowBalance(me.headers);
    assert.equal(crossed.low, true);
    assert.equal(crossed.available, 30_000 - 7 * perDay(100));
    assert.equal(crossed.need, 4 * perDay(100));
    assert.equal(crossed.shortfall, crossed.need - crossed.available);
    assert.ok(crossed.alerted_at);
    assert.equal(crossed.message, pointMessages.lowBalance(2, '₩3,050', '₩15,400'));
    assert.equal(mailsTo(mailsBefore), 1);
    assert.equal(sent.at(-1)!.to, 'tax@example.kr');
    assert.equal(sent.at(-1)!.subject, pointMessages.lowBalanceMailSubject);
    assert.equal(sent.at(-1)!.text, crossed.message);

    // A second drop, and the next days' settlement sweeps, do not fire again.
    await line(me.headers, 10, 0, 1);
    await runSettlementNextDay();
    assert.equal((await lowBalance(me.headers)).alerted_at, crossed.alerted_at);
    assert.equal(mailsTo(mailsBefore), 1);

    // Next day: day 0's holds were released by the settlement (no completions); available 10,750,
    // need 11,550 (the 5-day line twice, the 2-day line's last day). A deposit that leaves it still
    // below the need keeps the alert (no clear, no new mail).
    const nextDay = await lowBalance(me.headers);
    assert.deepEqual([nextDay.low, nextDay.available, nextDay.need], [true, 30_000 - 5 * perDay(100), 3 * perDay(100)]);
    await confirmDeposit(me.headers, 500);
    assert.equal((await lowBalance(me.headers)).alerted_at, crossed.alerted_at);
    assert.equal(mailsTo(mailsBefore), 1);

    // A deposit that lifts available above the need clears it …
    await confirmDeposit(me.headers, 100_000);
    const cleared = await lowBalance(me.headers);
    assert.equal(cleared.low, false);
    assert.equal(cleared.alerted_at, null);
    const [row] = await t.database.db.select().from(lowBalanceAlerts).where(eq(lowBalanceAlerts.accountId, me.id));
    assert.ok(row.clearedAt);

    // … and the next crossing fires again, with one more mail.
    t.clock.advance(3600 * 1000);
    await line(me.headers, 700, 0, 2); // available 57,350 < need 65,450
    const again = await lowBalance(me.headers);
    assert.equal(again.low, true);
    assert.ok(again.alerted_at && again.alerted_at > crossed.alerted_at);
    assert.equal(mailsTo(mailsBefore), 2);
  });

  test('a rise without a deposit (a cancelled line) does not re-arm it', async () => {
    const me = await fundedCustomer(t, 20_000);
    const mailsBefore = sent.length;
    await line(me.headers, 100, 0, 3);
    const booked = await line(me.headers, 100, 1, 2); // available 750 < need 11,550 → fires
    assert.ok((await lowBalance(me.headers)).alerted_at);
    const cancelled = await api(t).put(`/api/admin/ads/${booked}`, { action: 'cancel' }, me.headers);
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    await runSettlementNextDay();
    const risen = await lowBalance(me.headers);
    assert.equal(risen.low, false, 'available 8,450 covers the remaining 7,700');
    assert.ok(risen.alerted_at, 'still the same alert: only a top-up re-arms it');
    await line(me.headers, 100, 0, 1); // drops below again
    assert.equal((await lowBalance(me.headers)).low, true);
    assert.equal(mailsTo(mailsBefore), 1);
  });

  test('the window moving into a booked line crosses it; two evaluations at once fire once', async () => {
    const me = await fundedCustomer(t, 60_000);
    const mailsBefore = sent.length;
    // Starts in 2 days for 10 days: holds 38,500, available 21,500; its days enter the window later.
    await line(me.headers, 100, 2, 10);
    assert.equal((await lowBalance(me.headers)).low, false);
    t.clock.advance(24 * 3600 * 1000); // need 3,850 (tomorrow's first day)
    assert.equal((await lowBalance(me.headers)).low, false);
    t.clock.advance(24 * 3600 * 1000); // need 7,700 < 21,500 still
    assert.equal((await lowBalance(me.headers)).need, 2 * perDay(100));
    // A 7-day window (LOW_BALANCE_DAYS=7): need 26,950 > 21,500.
    const deps = { repo: createPointsRepository(t.database.db), clock: t.clock, days: 7, mailer: t.app.mailer };
    const outcomes = await Promise.all([evaluateLowBalance(deps, me.id), evaluateLowBalance(deps, me.id)]);
    assert.deepEqual(outcomes.sort(), ['FIRED', 'UNCHANGED']);
    assert.equal(mailsTo(mailsBefore), 1);
  });

  test('the deposit desk menu counts advertisers with an active alert', async () => {
    const menu = async () => {
      const status = await api(t).post('/api/options/menu/status', { menus: ['admin-deposit'] }, admin);
      assert.equal(status.statusCode, 200, status.body);
      return status.json()['admin-deposit'].successCount as number;
    };
    const before = await menu();
    const me = await fundedCustomer(t, 10_000);
    await line(me.headers, 100, 0, 2); // available 2,300 < need 7,700
    assert.equal(await menu(), before + 1);
    await confirmDeposit(me.headers, 50_000);
    assert.equal(await menu(), before);
  });

  test('GET point/low-balance needs a signed-in caller', async () => {
    assert.equal((await t.inject({ method: 'GET', url: '/api/point/low-balance' })).statusCode, 401);
  });
});

describe('LOW_BALANCE_DAYS', () => {
  test('defaults to 2, reads the setting, refuses 0 and non-integers at start naming it', () => {
    assert.equal(loadConfig({ DATA_DIR: ':memory:' }).points.lowBalanceDays, 2);
    assert.equal(loadConfig({ DATA_DIR: ':memory:', LOW_BALANCE_DAYS: '5' }).points.lowBalanceDays, 5);
    assert.throws(() => loadConfig({ DATA_DIR: ':memory:', LOW_BALANCE_DAYS: '0' }), /LOW_BALANCE_DAYS/);
    assert.throws(() => loadConfig({ DATA_DIR: ':memory:', LOW_BALANCE_DAYS: '1.5' }), /LOW_BALANCE_DAYS/);
  });
});
