/**
 * One rounding everywhere (contracts values/money.ts, src/db/money-sql.ts), through the real routes:
 * the mission gate counts an unsettled day at the charge the settlement books, a publisher's day not
 * settled yet shows the payout the settlement then credits, and ads whose day costs past int4
 * tenths are held, summarised and settled.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { chargeWon, holdWon, payoutWon, TOP_UP_MAX } from '@nurly/contracts';
import { roles, userRoles, users } from '../../../src/db/schema';
import { hashPassword, scryptParams } from '../../../src/lib/password';
import { fileTestApp } from '../../helpers/app';
import { api, dayFrom, fundedCustomer, shoppingBody, staffHeaders, type Headers } from '../ads/helpers';
import { clickAndWait, complete, createPublisherApp, loginHeaders, runningAd, setHold, signed } from '../offerwall/helpers';
import { assertBooksBalance, deductionsOf, holdOf, publisherSettlementsOf, settlementsOf } from './helpers';

const DAY = 86_400_000;

const t = await fileTestApp();
const staff = await staffHeaders(t);
const admin = await staffHeaders(t, 'admin');
const publisher = await createPublisherApp(t);

/** An ACTIVE naverapp line of a funded customer from tomorrow, staff-priced at `unitTenths`; the clock then moves to its first day. */
async function pricedAd(unitTenths: number, options: { dailyVolume: number; days: number; balance: number }) {
  const owner = await fundedCustomer(t, Math.min(options.balance, TOP_UP_MAX));
  for (let funded = TOP_UP_MAX; funded < options.balance; funded += TOP_UP_MAX) {
    const charge = { user_id: owner.id, amount: Math.min(TOP_UP_MAX, options.balance - funded), action: 'CHARGE' };
    const charged = await api(t).post('/api/admin/b2b/balance', charge, staff);
    assert.equal(charged.statusCode, 200, charged.body);
  }
  const created = await api(t).post(
    '/api/admin/ads',
    shoppingBody(t, {
      daily_volume: options.dailyVolume,
      start_date: dayFrom(t, 1),
      end_date: dayFrom(t, options.days),
      owner_id: owner.id,
      status: 'ACTIVE',
    }),
    staff,
  );
  assert.equal(created.statusCode, 201, created.body);
  const id = created.json().campaign.lines[0].id as number;
  const priced = await api(t).put(`/api/admin/ads/${id}`, { unit_price_tenths: unitTenths }, staff);
  assert.equal(priced.statusCode, 200, priced.body);
  t.clock.advance(DAY);
  return { id, owner };
}

const offered = async (adId: number, user: string) =>
  (await signed(t, publisher, 'GET', `/api/offerwall/v1/missions?user=${user}`))
    .json()
    .results.some((m: { mission_id: number }) => m.mission_id === adId);

async function completeOne(adId: number, user: string, app = publisher) {
  const clickId = await clickAndWait(t, app, adId, user);
  t.clock.advance(6_000);
  const done = await complete(t, app, clickId);
  assert.equal(done.json().status, 'COMPLETED', done.body);
}

/** A publisher account of its own (OFFERWALL_CLIENT), so its console shows only what a test does. */
async function freshPublisher(): Promise<Headers> {
  const username = `pub${process.pid}${Math.random().toString(36).slice(2, 6)}`;
  const passwordHash = await hashPassword('pub12345', scryptParams(t.config.auth.passwordScryptLog2N));
  const [row] = await t.database.db
    .insert(users)
    .values({ username, passwordHash, name: '정산 매체', isStaff: true })
    .returning({ id: users.id });
  const [role] = await t.database.db.select().from(roles).where(eq(roles.name, 'OFFERWALL_CLIENT'));
  await t.database.db.insert(userRoles).values({ userId: row.id, roleId: role.id });
  return loginHeaders(t, username, 'pub12345');
}

test('the mission gate counts an unsettled day at what the settlement charges (round), not rounded up', async () => {
  // ₩39.3 an action (above the catalog's ₩38.5, the price floor): a day of one action is charged 39, where rounding up would reserve 40.
  const ad = await pricedAd(393, { dailyVolume: 10, days: 4, balance: 100_000 });
  await completeOne(ad.id, 'gate-1');
  t.clock.advance(DAY);
  // Yesterday (unsettled) 39 + today's first action 39: a hold of exactly 78 pays for both.
  await setHold(t, ad.id, chargeWon(1, 393) * 2);
  assert.ok(await offered(ad.id, 'gate-2'), 'offered while the hold covers the charges the settlement will book');
  await completeOne(ad.id, 'gate-2');
  assert.ok(!(await offered(ad.id, 'gate-3')), 'a second action today (39 + 79) is more than the hold');

  t.clock.advance(DAY);
  const run = await api(t).post('/api/admin/settlements/run', {}, admin);
  assert.equal(run.statusCode, 200, run.body);
  assert.deepEqual(
    (await settlementsOf(t, ad.id)).map((row) => [row.completions, row.amount]),
    [
      [1, 39],
      [1, 39],
    ],
  );
  assert.deepEqual(
    (await deductionsOf(t, ad.owner.id)).map((row) => row.amount),
    [-39, -39],
  );
  await assertBooksBalance(t, ad.owner.id);
  t.clock.reset();
});

test('a day costing past int4 tenths (100,000 × ₩3,000) is held, shown in the live summary and settled', async () => {
  const perDay = holdWon(100_000, 30_000);
  assert.equal(perDay, 300_000_000);
  const ad = await pricedAd(30_000, { dailyVolume: 100_000, days: 2, balance: 2 * perDay + 1_000_000 });
  assert.equal((await holdOf(t, ad.id)).amount, holdWon(100_000, 30_000, 2));

  const summary = await api(t).get('/api/admin/b2b/summary', admin);
  assert.equal(summary.statusCode, 200, summary.body);
  // A million won left after its holds: one more day (₩300,000,000) is not covered.
  const low = summary.json().lowBalances.find((row: { id: number }) => row.id === ad.owner.id);
  assert.deepEqual([low?.available, low?.need], [1_000_000, perDay]);

  await completeOne(ad.id, 'big-1');
  const accrued = (await api(t).get('/api/admin/b2b/summary', admin)).json();
  assert.ok(accrued.accruedCost >= chargeWon(1, 30_000));

  t.clock.advance(DAY);
  const run = await api(t).post('/api/admin/settlements/run', {}, admin);
  assert.equal(run.statusCode, 200, run.body);
  assert.deepEqual(
    (await settlementsOf(t, ad.id)).map((row) => [row.completions, row.amount, row.holdReleased]),
    [[1, chargeWon(1, 30_000), perDay]],
  );
  assert.equal((await holdOf(t, ad.id)).amount, perDay);
  await assertBooksBalance(t, ad.owner.id);
  t.clock.reset();
});

test("a publisher's day not settled yet shows, per app, the payout the settlement then credits", async () => {
  const owner = await freshPublisher();
  const apps = [await createPublisherApp(t, {}, owner), await createPublisherApp(t, {}, owner)];
  // ₩23.5 an action on both apps: each app-day is credited 24, so the day is 48 (rounding the day's 47.0 once would say 47).
  for (const app of apps) {
    const set = await api(t).put(
      `/api/offerwall/apps/${app.id}/payouts`,
      { payouts: [{ product_code: 'naverapp', payout_tenths: 235 }] },
      admin,
    );
    assert.equal(set.statusCode, 200, set.body);
  }
  const ad = await runningAd(t, { daily_volume: 10 });
  for (const [i, app] of apps.entries()) await completeOne(ad.id, `payout-${i}`, app);
  const day = t.clock.seoulDay();
  const history = async () => (await api(t).get(`/api/offerwall/settlements?date_from=${day}&date_to=${day}`, owner)).json().results[0];
  assert.deepEqual([(await history()).payout, (await history()).settled], [payoutWon(235) * 2, false]);

  t.clock.advance(DAY);
  const run = await api(t).post('/api/admin/settlements/run', {}, admin);
  assert.equal(run.statusCode, 200, run.body);
  for (const app of apps)
    assert.deepEqual(
      (await publisherSettlementsOf(t, app.id)).map((row) => [row.day, row.payout]),
      [[day, 24]],
    );
  assert.deepEqual([(await history()).payout, (await history()).settled], [48, true]);
  t.clock.reset();
});
