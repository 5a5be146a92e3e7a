/**
 * Settlement run records (settlement_runs): every run writes one — a run that charges, a re-run that
 * settles nothing, and a run that fails midway — with its money figures read from the ledger rows it wrote.
 */
import assert from 'node:assert/strict';
import { hostname } from 'node:os';
import { after, before, describe, test } from 'node:test';
import { desc, sql } from 'drizzle-orm';
import { chargeWon, shiftDay } from '@nurly/contracts/schemas';
import { settlementRuns } from '../../../src/db/schema/settlement';
import { settleAndRecord } from '../../../src/modules/settlement/runs';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { staffHeaders } from '../ads/helpers';
import { api, complete, PRICE_TENTHS, publisherApp, runningAd, settlementDeps, settlementsOf, type Headers } from './helpers';

let t: TestApp;
let staff: Headers;
let admin: Headers;

before(async () => {
  t = await buildTestApp({ testClock: true });
  staff = await staffHeaders(t);
  admin = await staffHeaders(t, 'admin');
});
after(() => t?.close());

async function lastRun() {
  const [run] = await t.database.db.select().from(settlementRuns).orderBy(desc(settlementRuns.id)).limit(1);
  return run;
}

/** AD_DEDUCT rows booked after ledger row `afterId`: how many, and their whole won. */
async function deductionsAfter(afterId: number): Promise<{ rows: number; amount: number }> {
  const result = (await t.database.db.execute(sql`
    select count(*)::int as rows, coalesce(-sum(amount), 0)::text as amount
    from point_transactions where action = 'AD_DEDUCT' and id > ${afterId}`)) as unknown as { rows: { rows: number; amount: string }[] };
  return { rows: Number(result.rows[0].rows), amount: Number(result.rows[0].amount) };
}

async function lastLedgerId(): Promise<number> {
  const result = (await t.database.db.execute(sql`select coalesce(max(id), 0)::int as id from point_transactions`)) as unknown as {
    rows: { id: number }[];
  };
  return Number(result.rows[0].id);
}

describe('settlement_runs', () => {
  test('a run records its day, duration, the ad-days it charged and their amount from the ledger', async () => {
    const ad = await runningAd(t, staff, { dailyVolume: 10, days: 2 });
    const app = await publisherApp(t);
    const day = t.clock.seoulDay();
    await complete(t, app, ad.id, day, 7);
    t.clock.advance(86_400_000);
    const ledgerBefore = await lastLedgerId();
    const clockBefore = t.clock.now().getTime();

    const response = await api(t).post('/api/admin/settlements/run', {}, admin);
    assert.equal(response.statusCode, 200, response.body);
    const run = await lastRun();
    const booked = await deductionsAfter(ledgerBefore);
    assert.equal(run.day, day, 'settled up to yesterday by the app clock');
    assert.equal(run.trigger, 'MANUAL');
    assert.equal(run.status, 'ok');
    assert.equal(run.error, null);
    assert.equal(run.instance, `${hostname()}:${process.pid}`);
    assert.ok(run.durationMs >= 0);
    assert.ok(run.startedAt.getTime() >= clockBefore && run.finishedAt.getTime() <= t.clock.now().getTime(), 'times are the app clock');
    // The run's money is the ledger's: every AD_DEDUCT row it booked, this ad's day among them.
    assert.ok(booked.rows >= 1);
    assert.equal(run.adsCharged, booked.rows);
    assert.equal(run.amount, booked.amount);
    assert.equal(run.amount, response.json().charged);
    const [settled] = await settlementsOf(t, ad.id);
    assert.equal(settled.amount, chargeWon(7, PRICE_TENTHS));
    assert.ok(run.amount >= settled.amount);
    assert.ok(run.adDays >= run.adsCharged);
  });

  test('a re-run that settles nothing is recorded too, with zeros', async () => {
    const before = await lastRun();
    const ledgerBefore = await lastLedgerId();
    const response = await api(t).post('/api/admin/settlements/run', {}, admin);
    assert.equal(response.statusCode, 200, response.body);
    const run = await lastRun();
    assert.ok(run.id > before.id);
    assert.deepEqual([run.status, run.adDays, run.adsCharged, run.amount, run.publisherDays], ['ok', 0, 0, 0, 0]);
    assert.equal(await lastLedgerId(), ledgerBefore);
  });

  test('a run that fails midway is recorded as failed with its error, counting only what committed', async () => {
    const first = await runningAd(t, staff, { dailyVolume: 10, days: 2 });
    const second = await runningAd(t, staff, { dailyVolume: 10, days: 2 });
    const app = await publisherApp(t);
    const day = t.clock.seoulDay();
    await complete(t, app, first.id, day, 2);
    await complete(t, app, second.id, day, 3);
    t.clock.advance(86_400_000);
    const ledgerBefore = await lastLedgerId();
    // One account per batch: the batch of the second line's owner throws before its commit.
    const deps = settlementDeps(t, {
      accountsPerBatch: 1,
      hooks: {
        beforeCommit: (batch) => {
          if (batch.some((adDay) => adDay.adId === second.id)) throw new Error('연결이 끊어졌습니다 (test)');
        },
      },
    });
    await assert.rejects(settleAndRecord(deps, 'SCHEDULE'), /연결이 끊어졌습니다/);
    const run = await lastRun();
    assert.equal(run.status, 'failed');
    assert.equal(run.trigger, 'SCHEDULE');
    assert.equal(run.day, day);
    assert.match(run.error ?? '', /연결이 끊어졌습니다/);
    const booked = await deductionsAfter(ledgerBefore);
    assert.deepEqual(
      (await settlementsOf(t, first.id)).map((row) => row.amount),
      [chargeWon(2, PRICE_TENTHS)],
      'the first batch committed',
    );
    assert.deepEqual(await settlementsOf(t, second.id), [], 'the failed batch did not');
    assert.ok(run.adDays >= 1);
    assert.deepEqual([run.adsCharged, run.amount], [booked.rows, booked.amount]);

    // The next run settles the rest and says so.
    const ledgerMid = await lastLedgerId();
    await settleAndRecord(settlementDeps(t), 'SCHEDULE');
    const retry = await lastRun();
    const rest = await deductionsAfter(ledgerMid);
    assert.equal(retry.status, 'ok');
    assert.deepEqual([retry.adsCharged, retry.amount], [rest.rows, rest.amount]);
    assert.ok(retry.amount >= chargeWon(3, PRICE_TENTHS));
    assert.deepEqual(
      (await settlementsOf(t, second.id)).map((row) => row.amount),
      [chargeWon(3, PRICE_TENTHS)],
    );
  });

  test('the test clock records its runs (trigger CLOCK) for the day before its new today', async () => {
    const moved = await api(t).post('/api/dev/clock', { advance_days: 1 }, admin);
    assert.equal(moved.statusCode, 200, moved.body);
    const run = await lastRun();
    assert.equal(run.trigger, 'CLOCK');
    assert.equal(run.day, shiftDay(t.clock.seoulDay(), -1));
  });
});
