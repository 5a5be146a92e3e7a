/**
 * Hundreds of simultaneous confirmations, cancellations, deductions and withdrawals at ONE
 * account. Proves: sum(ledger) = cached balance, every row's balance_after is the running sum in
 * commit order (so nothing was applied twice or lost), no balance ever below zero, each request
 * resolved exactly once. Runs on PGlite by default and on PostgreSQL with TEST_DATABASE_URL.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import { pointTransactions, withdrawalRequests } from '../../../src/db/schema/points';
import { fileTestApp, type InjectResponse } from '../../helpers/app';
import { assertLedgerExact, freshCustomer, runStorm, shuffle, staffHeaders, withdrawalOps, type StormOp } from './helpers';

const t = await fileTestApp();

const REQUESTS = 100;
const CONFIRMS_PER_REQUEST = 3;
const DEDUCTIONS = 200;
const DEDUCTION_REPLAYS = 100;
const WITHDRAWALS = 60;

test('concurrent money operations on one account keep the ledger exact', { timeout: 600_000 }, async () => {
  const started = Date.now();
  const me = await freshCustomer(t);
  const staff = await staffHeaders(t);
  const admin = await staffHeaders(t, 'admin');
  const post = (url: string, payload: object, headers: Record<string, string>) => t.inject({ method: 'POST', url, payload, headers });

  const seed = await post('/api/admin/b2b/balance', { user_id: me.id, amount: 600_000, action: 'CHARGE' }, staff);
  assert.equal(seed.statusCode, 200);
  const chargeId = seed.json().entry.id as number;

  const created = await Promise.all(
    Array.from({ length: REQUESTS }, (_, i) =>
      post('/api/admin/b2b/balance/request', { amount: 10_000 + i, deposit_name: '홍길동', email: 'tax@example.kr' }, me.headers),
    ),
  );
  assert.ok(created.every((r) => r.statusCode === 201));
  const requestIds = created.map((r) => r.json().request.id as number);

  type Op = StormOp<'confirm' | 'cancel' | 'deduct' | 'withdraw'> & { key?: string };
  const ops: Op[] = [];
  for (const [index, id] of requestIds.entries()) {
    for (let i = 0; i < CONFIRMS_PER_REQUEST; i += 1)
      ops.push({ kind: 'confirm', run: () => post('/api/admin/b2b/balance', { request_id: id }, i % 2 ? admin : staff) });
    // Half the requests also race a cancellation (the owner's or staff's) against the confirmations.
    if (index % 2 === 0)
      ops.push({ kind: 'cancel', run: () => post('/api/admin/b2b/balance/request/cancel', { id }, index % 4 ? me.headers : staff) });
  }
  for (let i = 0; i < DEDUCTIONS; i += 1) {
    const key = `deduct-${i}`;
    ops.push({
      kind: 'deduct',
      key,
      run: () => post('/api/point', { user_id: me.id, action: 'AD_DEDUCT', amount: 1_000, idempotency_key: key }, staff),
    });
  }
  for (let i = 0; i < DEDUCTION_REPLAYS; i += 1) {
    const key = `deduct-${i % 50}`;
    ops.push({
      kind: 'deduct',
      key,
      run: () => post('/api/point', { user_id: me.id, action: 'AD_DEDUCT', amount: 1_000, idempotency_key: key }, staff),
    });
  }
  ops.push(...withdrawalOps(WITHDRAWALS, post, chargeId, me.headers));
  shuffle(ops);
  // No operation may fail with anything but a clean business refusal.
  const { results, ms: phase1Ms } = await runStorm(ops);
  const statusOf = (kind: Op['kind']) => results.filter((r) => r.op.kind === kind).map((r) => r.response.statusCode);

  // Each request ends CONFIRMED or CANCELLED, exactly once; successful calls match the outcomes.
  const requests = await t.database.db.select().from(pointTransactions).where(inArray(pointTransactions.id, requestIds));
  const confirmed = requests.filter((r) => r.status === 'CONFIRMED');
  const cancelled = requests.filter((r) => r.status === 'CANCELLED');
  assert.equal(confirmed.length + cancelled.length, REQUESTS);
  assert.ok(confirmed.length >= REQUESTS / 2, 'requests without a racing cancel are all confirmed');
  assert.equal(statusOf('confirm').filter((s) => s === 200).length, confirmed.length);
  assert.equal(statusOf('cancel').filter((s) => s === 200).length, cancelled.length);
  const charges = await t.database.db
    .select()
    .from(pointTransactions)
    .where(
      and(eq(pointTransactions.accountId, me.id), eq(pointTransactions.action, 'CHARGE'), inArray(pointTransactions.relatedId, requestIds)),
    );
  assert.equal(charges.length, confirmed.length);
  assert.deepEqual(new Set(charges.map((c) => c.relatedId)), new Set(confirmed.map((c) => c.id)));

  // Deductions: one row per distinct key that succeeded; replays never add rows.
  const deductions = await t.database.db
    .select()
    .from(pointTransactions)
    .where(and(eq(pointTransactions.accountId, me.id), eq(pointTransactions.action, 'AD_DEDUCT')));
  assert.ok(deductions.length <= DEDUCTIONS);
  assert.equal(new Set(deductions.map((d) => d.idempotencyKey)).size, deductions.length);
  const deductKeysOk = new Set(results.filter((r) => r.op.kind === 'deduct' && r.response.statusCode === 200).map((r) => r.op.key));
  assert.equal(deductions.length, deductKeysOk.size);

  // Phase 2: approve every pending withdrawal twice at once, racing 100 more deductions.
  const pending = await t.database.db
    .select()
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.accountId, me.id), eq(withdrawalRequests.status, 'PENDING')));
  const phase2: Promise<InjectResponse>[] = [];
  for (const w of pending) {
    phase2.push(post(`/api/point/withdrawals/${w.id}/approve`, {}, staff), post(`/api/point/withdrawals/${w.id}/approve`, {}, admin));
  }
  for (let i = 0; i < 100; i += 1) phase2.push(post('/api/point', { user_id: me.id, action: 'AD_DEDUCT', amount: 3_000 }, staff));
  const phase2Started = Date.now();
  const phase2Results = await Promise.all(shuffle(phase2));
  const phase2Ms = Date.now() - phase2Started;
  for (const response of phase2Results) assert.ok([200, 409].includes(response.statusCode), `${response.statusCode} ${response.body}`);

  const withdrawals = await t.database.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.accountId, me.id));
  const approved = withdrawals.filter((w) => w.status === 'APPROVED');
  const withdrawRows = await t.database.db
    .select()
    .from(pointTransactions)
    .where(and(eq(pointTransactions.accountId, me.id), eq(pointTransactions.action, 'WITHDRAW')));
  assert.equal(withdrawRows.length, approved.length);
  // The charge paid out never more than it had, counting deductions booked after it.
  assert.ok(approved.reduce((sum, w) => sum + Number(w.amount), 0) <= 600_000);

  // The ledger is exact: sum = balance, and each row's balance_after is the running sum in id order.
  const { rows, balance } = await assertLedgerExact(t, me.id);

  const total = ops.length + phase2.length;
  console.log(
    `[concurrency ${t.database.engine}] ${total} simultaneous operations (phase 1: ${ops.length} in ${phase1Ms} ms, phase 2: ${phase2.length} in ${phase2Ms} ms); ` +
      `confirmed ${confirmed.length}, cancelled ${cancelled.length}, deductions ${deductions.length + phase2Results.filter((r) => r.statusCode === 200).length - approved.length}, ` +
      `withdrawals approved ${approved.length}/${withdrawals.length}; ledger rows ${rows.length}; final balance ${balance}; total ${Date.now() - started} ms`,
  );
});
