/**
 * Holds under load: hundreds of simultaneous campaign creates, cancels, ledger
 * deductions (AD_DEDUCT) and withdrawals — then approvals racing more deductions — on ONE account.
 * Proves: the balance never below zero, available (balance − holds) never below zero (sampled
 * while the storm runs and at the end), every hold is exactly what its ad should hold, and the
 * ledger stays exact. Runs on PGlite by default and on PostgreSQL with TEST_DATABASE_URL.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, asc, eq, sql } from 'drizzle-orm';
import { users } from '../../../src/db/schema';
import { ads, pointHolds } from '../../../src/db/schema/ads';
import { pointTransactions, withdrawalRequests } from '../../../src/db/schema/points';
import { fileTestApp, type InjectResponse } from '../../helpers/app';
import { assertLedgerExact, runStorm, shuffle, withdrawalOps, type StormOp } from '../points/helpers';
import { api, dayFrom, fundedCustomer, shoppingBody, staffHeaders } from './helpers';

const t = await fileTestApp();

const PRECREATED = 60;
const CREATES = 200;
const DEDUCTIONS = 200;
const WITHDRAWALS = 60;
/** naverapp × 10 a day × 5 days = 385 × 5. */
const AD_HOLD = 1_925;

test('concurrent creates, cancels, deductions and withdrawals keep holds exact and available ≥ 0', { timeout: 600_000 }, async () => {
  const started = Date.now();
  const me = await fundedCustomer(t, 600_000);
  const staff = await staffHeaders(t);
  const { post, del } = api(t);
  const [charge] = await t.database.db
    .select({ id: pointTransactions.id })
    .from(pointTransactions)
    .where(and(eq(pointTransactions.accountId, me.id), eq(pointTransactions.action, 'CHARGE')));
  // Tomorrow … five days on: every ad is cancelled before its start, so a cancel releases all of it.
  const fiveDays = (i: number) =>
    shoppingBody(t, { keyword: `동시성 키워드 ${i}`, daily_volume: 10, start_date: dayFrom(t, 1), end_date: dayFrom(t, 5) });

  const precreated: number[] = [];
  for (let i = 0; i < PRECREATED; i += 1) {
    const response = await post('/api/admin/ads', fiveDays(i), me.headers);
    assert.equal(response.statusCode, 201, response.body);
    precreated.push(response.json().campaign.lines[0].id);
  }

  type Op = StormOp<'create' | 'cancel' | 'deduct' | 'withdraw'>;
  const ops: Op[] = [];
  for (let i = 0; i < CREATES; i += 1)
    ops.push({ kind: 'create', run: () => post('/api/admin/ads', fiveDays(PRECREATED + i), me.headers) });
  // Half the pre-created ads are cancelled, each by two racing calls (owner and staff).
  for (const id of precreated.slice(0, PRECREATED / 2)) {
    ops.push({ kind: 'cancel', run: () => del(`/api/admin/ads/${id}`, me.headers) });
    ops.push({ kind: 'cancel', run: () => del(`/api/admin/ads/${id}`, staff) });
  }
  for (let i = 0; i < DEDUCTIONS; i += 1) {
    ops.push({
      kind: 'deduct',
      run: () =>
        post('/api/point', { user_id: me.id, action: 'AD_DEDUCT', amount: 1_000, idempotency_key: `hold-deduct-${me.id}-${i}` }, staff),
    });
  }
  ops.push(...withdrawalOps(WITHDRAWALS, post, charge.id, me.headers));
  shuffle(ops);

  // While the storm runs, sample balance and holds in one statement: available must never dip below zero.
  let sampling = true;
  const samples: { point: number; held: number }[] = [];
  const sampler = (async () => {
    while (sampling) {
      const [row] = await t.database.db
        .select({
          point: users.point,
          held: sql<string>`(select coalesce(sum(h.amount), 0) from point_holds h where h.account_id = ${me.id})`,
        })
        .from(users)
        .where(eq(users.id, me.id));
      samples.push({ point: Number(row.point), held: Number(row.held) });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const { results, ms: phase1Ms } = await runStorm(ops);
  const ok = (kind: Op['kind']) => results.filter((r) => r.op.kind === kind && r.response.statusCode < 300).length;
  assert.equal(ok('cancel'), PRECREATED / 2, 'each racing pair cancels once');
  assert.ok(ok('create') > 0 && ok('create') < CREATES, `some creates fit, some are refused (${ok('create')})`);

  // Phase 2: approve every pending withdrawal twice at once, racing more deductions and cancels.
  const pending = await t.database.db
    .select()
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.accountId, me.id), eq(withdrawalRequests.status, 'PENDING')));
  const survivors = await t.database.db
    .select({ id: ads.id })
    .from(ads)
    .where(and(eq(ads.ownerId, me.id), eq(ads.status, 'PENDING')));
  const phase2: Promise<InjectResponse>[] = [];
  for (const w of pending)
    phase2.push(post(`/api/point/withdrawals/${w.id}/approve`, {}, staff), post(`/api/point/withdrawals/${w.id}/approve`, {}, staff));
  for (let i = 0; i < 100; i += 1) phase2.push(post('/api/point', { user_id: me.id, action: 'AD_DEDUCT', amount: 3_000 }, staff));
  for (const { id } of survivors.slice(0, 40)) phase2.push(del(`/api/admin/ads/${id}`, me.headers));
  const phase2Results = await Promise.all(shuffle(phase2));
  for (const response of phase2Results) assert.ok([200, 409].includes(response.statusCode), `${response.statusCode} ${response.body}`);
  sampling = false;
  await sampler;

  assert.ok(samples.length > 0);
  for (const sample of samples) {
    assert.ok(sample.point >= 0, `balance ${sample.point}`);
    assert.ok(sample.point - sample.held >= 0, `available ${sample.point} − ${sample.held}`);
  }

  // Every hold is what its ad should hold: live (all before their start) the full plan, cancelled nothing.
  const lines = await t.database.db
    .select({ id: ads.id, status: ads.status, hold: pointHolds.amount })
    .from(ads)
    .leftJoin(pointHolds, eq(pointHolds.adId, ads.id))
    .where(eq(ads.ownerId, me.id))
    .orderBy(asc(ads.id));
  let expectedHeld = 0;
  for (const line of lines) {
    const expected = line.status === 'PENDING' ? AD_HOLD : 0;
    assert.ok(line.status === 'PENDING' || line.status === 'CANCELLED', line.status);
    assert.equal(Number(line.hold ?? 0), expected, `ad ${line.id} (${line.status})`);
    expectedHeld += expected;
  }
  assert.equal(lines.length, PRECREATED + ok('create'));

  // The ledger is exact: each row's balance_after is the running sum in id order.
  const { balance } = await assertLedgerExact(t, me.id);
  const [{ held }] = await t.database.db
    .select({ held: sql<string>`coalesce(sum(${pointHolds.amount}), 0)` })
    .from(pointHolds)
    .where(eq(pointHolds.accountId, me.id));
  assert.equal(Number(held), expectedHeld);
  assert.ok(balance >= 0);
  assert.ok(balance - Number(held) >= 0, `available ${balance} − ${held}`);

  const user = await t.inject({ method: 'GET', url: '/api/user', headers: me.headers });
  assert.deepEqual([user.json().point, user.json().held, user.json().available], [balance, Number(held), balance - Number(held)]);

  console.log(
    `[holds-concurrency ${t.database.engine}] phase 1: ${ops.length} ops in ${phase1Ms} ms (creates ok ${ok('create')}/${CREATES}, ` +
      `deductions ok ${ok('deduct')}, withdrawals asked ${ok('withdraw')}); phase 2: ${phase2.length} ops; ` +
      `${samples.length} samples; final balance ${balance}, held ${held}; total ${Date.now() - started} ms`,
  );
});
