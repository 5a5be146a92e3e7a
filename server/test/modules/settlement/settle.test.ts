/**
 * The midnight settlement (docs/decisions/money-loop.md#settlement): per ad-day one AD_DEDUCT of
 * round(count × price / 10), the day's hold released first, the settlement, hold-log and publisher
 * rows (no ad_histories row: a day's charge is its settlement), and exactly once — a re-run, a missed midnight, a crash mid-run and two app
 * instances at once all leave every ad-day charged once, the ledger summing to the balance and the
 * holds equal to what the future days should hold.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { chargeWon, daysBetween, koreanDay, payoutWon, shiftDay } from '@nurly/contracts';
import { adHistories, adLogs } from '../../../src/db/schema/ads';
import { settlementSeal } from '../../../src/db/schema/settlement';
import { ledgerKey, settleUpTo } from '../../../src/modules/settlement/service';
import { buildTestApp, fileTestApp, seoulNoonToday } from '../../helpers/app';
import { staffHeaders } from '../ads/helpers';
import {
  api,
  assertBooksBalance,
  complete,
  deductionsOf,
  holdOf,
  PAYOUT_TENTHS,
  PRICE_TENTHS,
  publisherApp,
  publisherSettlementsOf,
  runningAd,
  settlementDeps,
  settlementsOf,
  settlementTableCounts,
  type RunningAd,
} from './helpers';

const DAY = 86_400_000;

const t = await fileTestApp();
const staff = await staffHeaders(t);
const admin = await staffHeaders(t, 'admin');
// Each test starts at noon in Seoul: a day moved forward is then past its 00:05 grace whatever the
// hour the suite runs at (a run at 00:02 KST would otherwise not seal the day it settles).
beforeEach(() => t.clock.set(seoulNoonToday()));
afterEach(() => t.clock.reset());

/** What a running line should hold once every day before today is settled: its days today … end. */
function expectedFutureHold(ad: RunningAd, endDay: string, today: string): number {
  return ad.perDay * daysBetween(today, endDay);
}

describe('settling an ad-day', () => {
  test('charges round(count × price / 10) once, releases the day’s hold first and writes every row', async () => {
    const ad = await runningAd(t, staff, { dailyVolume: 100, days: 5 });
    const app = await publisherApp(t);
    const day = t.clock.seoulDay();
    const endDay = shiftDay(day, 4);
    await complete(t, app, ad.id, day, 7);
    t.clock.advance(DAY);

    const response = await api(t).post('/api/admin/settlements/run', {}, admin);
    assert.equal(response.statusCode, 200, response.body);
    const result = response.json();
    assert.ok(result.days.includes(day));
    assert.ok(result.ad_days >= 1);

    // 7 × 38.5 = 269.5 → 270, rounded once (per action it would be 266 or 273).
    assert.equal(chargeWon(7, PRICE_TENTHS), 270);
    const [settlement] = await settlementsOf(t, ad.id);
    assert.equal(settlement.day, day);
    assert.equal(settlement.completions, 7);
    assert.equal(settlement.amount, 270);
    assert.equal(settlement.unitPriceTenths, PRICE_TENTHS);
    assert.equal(settlement.holdReleased, ad.perDay);

    const deductions = await deductionsOf(t, ad.ownerId);
    assert.equal(deductions.length, 1);
    assert.equal(deductions[0].amount, -270);
    assert.equal(deductions[0].idempotencyKey, ledgerKey(ad.id, day));
    assert.equal(deductions[0].actionName, '광고비 차감');
    assert.equal(settlement.ledgerId, deductions[0].id);

    assert.equal((await holdOf(t, ad.id)).amount, expectedFutureHold(ad, endDay, t.clock.seoulDay()));
    // The day's history is the offerwall's live counters: the settlement writes no copy of its charge there.
    assert.deepEqual(await t.database.db.select().from(adHistories).where(eq(adHistories.adId, ad.id)), []);
    const holdLogs = await t.database.db.select().from(adLogs).where(eq(adLogs.adId, ad.id));
    assert.ok(
      holdLogs.some(
        (log) => log.field === 'hold' && log.reason === `${koreanDay(day)} 정산` && Number(log.before) - Number(log.after) === ad.perDay,
      ),
    );

    // 7 × 23.1 = 161.7 → 162 won for the publisher's app-day.
    const [publisherDay] = await publisherSettlementsOf(t, app.id);
    assert.deepEqual([publisherDay.day, publisherDay.completions, publisherDay.payout], [day, 7, payoutWon(7 * PAYOUT_TENTHS)]);

    const money = await api(t).get('/api/user', ad.headers);
    assert.equal(money.json().point, 100_000 - 270);
    await assertBooksBalance(t, ad.ownerId);

    // The owner's points history names the settled day the way every date reads ('2026. 11. 26.'), not '2026-11-26'.
    const points = await api(t).get('/api/point', ad.headers);
    const charge = points.json().results.find((row: { point: number }) => row.point === -270);
    assert.equal(charge.memo, `광고 #${ad.id} ${koreanDay(day)} 정산 (7건)`);
    assert.doesNotMatch(charge.memo, /\d{4}-\d{2}-\d{2}/);
  });

  test('a day without completions releases its hold and charges nothing', async () => {
    const ad = await runningAd(t, staff, { dailyVolume: 10, days: 3 });
    const day = t.clock.seoulDay();
    t.clock.advance(DAY);
    await settleUpTo(settlementDeps(t), day);
    const [settlement] = await settlementsOf(t, ad.id);
    assert.deepEqual([settlement.completions, settlement.amount, settlement.ledgerId, settlement.holdReleased], [0, 0, null, ad.perDay]);
    assert.equal((await deductionsOf(t, ad.ownerId)).length, 0);
    assert.equal((await holdOf(t, ad.id)).amount, ad.perDay * 2);
    await assertBooksBalance(t, ad.ownerId);
  });

  test('a missed midnight: the next run settles every day up to yesterday, oldest first', async () => {
    const ad = await runningAd(t, staff, { dailyVolume: 20, days: 4 });
    const app = await publisherApp(t);
    const first = t.clock.seoulDay();
    await complete(t, app, ad.id, first, 3);
    await complete(t, app, ad.id, shiftDay(first, 1), 20);
    t.clock.advance(3 * DAY);
    await settleUpTo(settlementDeps(t), shiftDay(t.clock.seoulDay(), -1));
    const settled = await settlementsOf(t, ad.id);
    assert.deepEqual(
      settled.map((row) => [row.day, row.completions, row.amount]),
      [
        [first, 3, chargeWon(3, PRICE_TENTHS)],
        [shiftDay(first, 1), 20, chargeWon(20, PRICE_TENTHS)],
        [shiftDay(first, 2), 0, 0],
      ],
    );
    // Only the last day (today) is still held; the 3 past days were released.
    assert.equal((await holdOf(t, ad.id)).amount, ad.perDay);
    assert.equal((await deductionsOf(t, ad.ownerId)).length, 2);
    // One hold log for the run, covering the three days: before = the whole hold, after = today's.
    const holdLogs = (await t.database.db.select().from(adLogs).where(eq(adLogs.adId, ad.id))).filter(
      (log) => log.field === 'hold' && log.reason?.endsWith('정산 (3일)'),
    );
    assert.equal(holdLogs.length, 1);
    assert.equal(holdLogs[0].reason, `${koreanDay(first)} ~ ${koreanDay(shiftDay(first, 2))} 정산 (3일)`);
    assert.equal(
      Number(holdLogs[0].before) - Number(holdLogs[0].after),
      settled.reduce((sum, row) => sum + row.holdReleased, 0),
    );
    assert.equal(Number(holdLogs[0].after), ad.perDay);
    await assertBooksBalance(t, ad.ownerId);
  });

  test('a re-run writes nothing', async () => {
    const ad = await runningAd(t, staff, { dailyVolume: 10, days: 2 });
    const app = await publisherApp(t);
    await complete(t, app, ad.id, t.clock.seoulDay(), 4);
    t.clock.advance(DAY);
    const upTo = shiftDay(t.clock.seoulDay(), -1);
    await settleUpTo(settlementDeps(t), upTo);
    const before = await settlementTableCounts(t);
    const again = await settleUpTo(settlementDeps(t), upTo);
    assert.deepEqual([again.adDays, again.charged, again.holdReleased, again.publisherDays], [0, 0, 0, 0]);
    assert.deepEqual(await settlementTableCounts(t), before);
    const response = await api(t).post('/api/admin/settlements/run', {}, admin);
    assert.equal(response.json().ad_days, 0);
    assert.deepEqual(await settlementTableCounts(t), before);
  });

  test('a run seals what it settled; a completion of a sealed day that arrives later is still settled by the next run', async () => {
    const ad = await runningAd(t, staff, { dailyVolume: 10, days: 3 });
    const [app, otherApp] = [await publisherApp(t), await publisherApp(t)];
    const day = t.clock.seoulDay();
    await complete(t, app, ad.id, day, 3);
    t.clock.advance(DAY);
    const first = await api(t).post('/api/admin/settlements/run', {}, admin);
    assert.equal(first.statusCode, 200, first.body);
    const [seal] = await t.database.db.select().from(settlementSeal);
    assert.ok(seal.settledThrough >= day, 'the run sealed the day it settled');

    // The other app's day is not settled yet: its completion (a larger id than the seal's) is read by
    // the id range and its app-day written; the ad-day, settled already, is not charged again.
    await complete(t, otherApp, ad.id, day, 5);
    const second = await api(t).post('/api/admin/settlements/run', {}, admin);
    assert.deepEqual([second.json().ad_days, second.json().publisher_days], [0, 1]);
    assert.deepEqual(
      (await publisherSettlementsOf(t, otherApp.id)).map((row) => [row.day, row.completions, row.payout]),
      [[day, 5, payoutWon(5 * PAYOUT_TENTHS)]],
    );
    assert.deepEqual(
      (await settlementsOf(t, ad.id)).map((row) => [row.day, row.completions]),
      [[day, 3]],
    );
    await assertBooksBalance(t, ad.ownerId);
    const third = await api(t).post('/api/admin/settlements/run', {}, admin);
    assert.deepEqual([third.json().ad_days, third.json().publisher_days], [0, 0]);
  });
});

describe('exactly once', () => {
  test('a run killed after one batch, then re-run: every ad-day charged once', async () => {
    const lines = [
      await runningAd(t, staff, { dailyVolume: 10, days: 3 }),
      await runningAd(t, staff, { dailyVolume: 10, days: 3 }),
      await runningAd(t, staff, { dailyVolume: 10, days: 3 }),
    ];
    const app = await publisherApp(t);
    const day = t.clock.seoulDay();
    for (const [i, ad] of lines.entries()) await complete(t, app, ad.id, day, i + 2);
    t.clock.advance(DAY);
    const ours = new Set(lines.map((ad) => ad.id));

    // One owner per transaction; the second of ours dies just before its commit (its work rolls back).
    let committedOfOurs = 0;
    const crashing = settlementDeps(t, {
      accountsPerBatch: 1,
      hooks: {
        beforeCommit(batch) {
          if (batch.some((plan) => ours.has(plan.adId)) && committedOfOurs === 1) throw new Error('killed mid-run');
        },
        afterCommit(batch) {
          if (batch.some((plan) => ours.has(plan.adId))) committedOfOurs += 1;
        },
      },
    });
    await assert.rejects(settleUpTo(crashing, day), /killed mid-run/);
    const settledAfterCrash = (await Promise.all(lines.map((ad) => settlementsOf(t, ad.id)))).filter((rows) => rows.length).length;
    assert.equal(settledAfterCrash, 1);

    await settleUpTo(settlementDeps(t, { accountsPerBatch: 1 }), day);
    for (const [i, ad] of lines.entries()) {
      const rows = await settlementsOf(t, ad.id);
      assert.equal(rows.length, 1);
      assert.equal(rows[0].amount, chargeWon(i + 2, PRICE_TENTHS));
      const deductions = await deductionsOf(t, ad.ownerId);
      assert.deepEqual(
        deductions.map((row) => row.amount),
        [-chargeWon(i + 2, PRICE_TENTHS)],
      );
      assert.equal((await holdOf(t, ad.id)).amount, ad.perDay * 2);
      await assertBooksBalance(t, ad.ownerId);
    }
  });

  test('two app instances on one database settle at once: every ad-day charged once', async () => {
    const second = await buildTestApp({}, {}, t);
    try {
      const lines = await Promise.all([1, 2, 3, 4].map(() => runningAd(t, staff, { dailyVolume: 50, days: 3 })));
      const app = await publisherApp(t);
      const day = t.clock.seoulDay();
      for (const [i, ad] of lines.entries()) await complete(t, app, ad.id, day, 10 + i);
      t.clock.advance(DAY);
      second.clock.advance(DAY);
      const [a, b] = await Promise.all([
        settleUpTo(settlementDeps(t, { accountsPerBatch: 1 }), day),
        settleUpTo({ ...settlementDeps(second, { accountsPerBatch: 1 }) }, day),
      ]);
      const ours = new Set(lines.map((ad) => ad.id));
      assert.ok(a.adDays + b.adDays >= lines.length);
      for (const [i, ad] of lines.entries()) {
        const rows = await settlementsOf(t, ad.id);
        assert.equal(rows.length, 1, `ad ${ad.id} settled once`);
        assert.equal(rows[0].amount, chargeWon(10 + i, PRICE_TENTHS));
        assert.equal((await deductionsOf(t, ad.ownerId)).length, 1);
        assert.equal((await holdOf(t, ad.id)).amount, ad.perDay * 2);
        await assertBooksBalance(t, ad.ownerId);
      }
      const publisherDays = (await publisherSettlementsOf(t, app.id)).filter((row) => row.day === day);
      assert.equal(publisherDays.length, 1);
      assert.equal(publisherDays[0].completions, 10 + 11 + 12 + 13);
      assert.ok(ours.size === 4);
    } finally {
      await second.close();
    }
  });
});
