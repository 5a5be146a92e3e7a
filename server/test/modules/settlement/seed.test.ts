/**
 * The demo settlement seeder: settles every past day and tops up (through the ledger, once) an
 * account that could not pay its simulated days, so balances stay ≥ holds; a second run writes nothing.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { chargeWon, holdWon } from '@nurly/contracts';
import { pointTransactions } from '../../../src/db/schema/points';
import { shiftDay } from '../../../src/lib/clock';
import { seedSettlementDemo } from '../../../src/modules/settlement/seed';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { staffHeaders } from '../ads/helpers';
import { assertBooksBalance, complete, deductionsOf, PRICE_TENTHS, publisherApp, runningAd, settlementsOf, settlementTableCounts } from './helpers';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(async () => t?.close());

test('settles past demo days, topping up an account that could not pay, and is idempotent', async () => {
  const staff = await staffHeaders(t);
  // Funded exactly for its hold: yesterday's (simulated) completions are not held, so it cannot pay them.
  const perDay = holdWon(10, PRICE_TENTHS);
  const ad = await runningAd(t, staff, { dailyVolume: 10, days: 2, balance: perDay * 2 });
  const app = await publisherApp(t);
  const yesterday = shiftDay(t.clock.seoulDay(), -1);
  await complete(t, app, ad.id, yesterday, 6);

  await seedSettlementDemo(t.database.db);
  const [settlement] = await settlementsOf(t, ad.id);
  assert.equal(settlement.amount, chargeWon(6, PRICE_TENTHS));
  const topUps = await t.database.db
    .select()
    .from(pointTransactions)
    .where(and(eq(pointTransactions.accountId, ad.ownerId), eq(pointTransactions.idempotencyKey, `seed:settlement:topup:${ad.ownerId}`)));
  assert.equal(topUps.length, 1);
  assert.equal(topUps[0].amount, chargeWon(6, PRICE_TENTHS));
  assert.equal((await deductionsOf(t, ad.ownerId)).length, 1);
  await assertBooksBalance(t, ad.ownerId);

  const counts = await settlementTableCounts(t);
  await seedSettlementDemo(t.database.db);
  assert.deepEqual(await settlementTableCounts(t), counts);
});
