/**
 * Withdrawals treat held money as used (docs/decisions/money-loop.md#holds): points held by live ads
 * are neither offered nor approved for withdrawal, and a debit may not dig into them.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { pointMessages, shiftDay } from '@nurly/contracts/schemas';
import { pointTransactions } from '../../../src/db/schema/points';
import { fileTestApp } from '../../helpers/app';
import { freshCustomer, staffHeaders } from './helpers';

const t = await fileTestApp();
const staff = await staffHeaders(t);

const post = (url: string, payload: object, headers: Record<string, string>) => t.inject({ method: 'POST', url, payload, headers });

/** naverapp × 100 a day (3,850 won) from tomorrow for `days` days. */
const campaign = (keyword: string, days: number) => ({
  channel: 'NAVER_SHOPPING',
  keyword,
  mid: '84512345678',
  product_code: 'naverapp',
  daily_volume: 100,
  start_date: shiftDay(t.clock.seoulDay(), 1),
  end_date: shiftDay(t.clock.seoulDay(), days),
});

test('held points are not withdrawable, at the request and at the approval', async () => {
  const me = await freshCustomer(t);
  assert.equal((await post('/api/admin/b2b/balance', { user_id: me.id, amount: 100_000, action: 'CHARGE' }, staff)).statusCode, 200);
  const [charge] = await t.database.db
    .select({ id: pointTransactions.id })
    .from(pointTransactions)
    .where(and(eq(pointTransactions.accountId, me.id), eq(pointTransactions.action, 'CHARGE')));
  assert.equal((await post('/api/admin/ads', campaign('텀블러', 10), me.headers)).statusCode, 201); // holds 38,500

  const available = await t.inject({ method: 'GET', url: '/api/point/withdrawals/available', headers: me.headers });
  assert.equal(available.json().results[0].withdrawable, 61_500);
  const withdraw = (amount: number) =>
    post(
      '/api/point/withdrawals',
      { charge_id: charge.id, amount, bank_name: '국민은행', account_number: '123-456', account_holder: '홍길동' },
      me.headers,
    );
  const tooMuch = await withdraw(61_501);
  assert.equal(tooMuch.statusCode, 409);
  assert.equal(tooMuch.json().message, pointMessages.withdrawalExceedsUnused);
  const asked = await withdraw(60_000);
  assert.equal(asked.statusCode, 201, asked.body);

  // A new ad holds 19,250 more after the request: approving 60,000 would spend held money.
  assert.equal((await post('/api/admin/ads', campaign('진공 텀블러', 5), me.headers)).statusCode, 201);
  const approval = await post(`/api/point/withdrawals/${asked.json().id}/approve`, {}, staff);
  assert.equal(approval.statusCode, 409, approval.body);
  assert.equal(approval.json().message, pointMessages.withdrawalExceedsUnused);

  // A manual deduction may not dig into the held 57,750 either.
  const deduct = await post('/api/point', { user_id: me.id, action: 'AD_DEDUCT', amount: 42_251 }, staff);
  assert.equal(deduct.statusCode, 409, deduct.body);
  assert.equal((await post('/api/point', { user_id: me.id, action: 'AD_DEDUCT', amount: 42_250 }, staff)).statusCode, 200);
});
