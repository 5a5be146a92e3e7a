import assert from 'node:assert/strict';
import { asc, eq, sql } from 'drizzle-orm';
import { users } from '../../../src/db/schema';
import { advertisers, pointTransactions } from '../../../src/db/schema/points';
import { hashPassword, scryptParams } from '../../../src/lib/password';
import { bearer, type InjectResponse, type TestApp } from '../../helpers/app';

let counter = 0;

/** A fresh customer account (optionally with a registered business) and its bearer headers. */
export async function freshCustomer(t: TestApp, options: { advertiser?: boolean } = {}) {
  counter += 1;
  const username = `pt${process.pid}x${counter}${Math.random().toString(36).slice(2, 6)}`;
  const [row] = await t.database.db
    .insert(users)
    .values({
      username,
      passwordHash: await hashPassword('pass1234', scryptParams(t.config.auth.passwordScryptLog2N)),
      name: '테스트 고객',
    })
    .returning({ id: users.id });
  if (options.advertiser !== false) {
    await t.database.db.insert(advertisers).values({
      userId: row.id,
      name: '테스트 상점',
      registrationNumber: '123-45-67890',
      representative: '홍길동',
      address: '서울특별시 중구 세종대로 110',
      emails: ['tax@example.kr'],
      depositNames: ['홍길동'],
    });
  }
  const { access } = await t.login(username, 'pass1234');
  return { id: row.id, username, headers: bearer(access) };
}

export async function staffHeaders(t: TestApp, who: 'admin' | 'staff' = 'staff') {
  const { access } = await t.login(who, `${who}1234`);
  return bearer(access);
}

export async function balanceOf(t: TestApp, id: number): Promise<number> {
  const [row] = await t.database.db.select({ point: users.point }).from(users).where(eq(users.id, id));
  return Number(row.point);
}

export async function ledgerSum(t: TestApp, id: number): Promise<number> {
  const [row] = await t.database.db
    .select({ total: sql<string>`coalesce(sum(${pointTransactions.amount}), 0)` })
    .from(pointTransactions)
    .where(eq(pointTransactions.accountId, id));
  return Number(row.total);
}

export async function userId(t: TestApp, username: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row.id;
}

/** Fisher–Yates in place: concurrency tests fire their operations in a random interleaving. */
export function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** One operation of a concurrency storm: what it is (for the assertion messages and counts) and the call. */
export interface StormOp<K extends string = string> {
  kind: K;
  run: () => Promise<InjectResponse>;
}

type Post = (url: string, payload: object, headers: Record<string, string>) => Promise<InjectResponse>;

/** `count` withdrawal requests of 5,000 from one charge, as operations of a storm. */
export function withdrawalOps(count: number, post: Post, chargeId: number, headers: Record<string, string>): StormOp<'withdraw'>[] {
  const payload = { charge_id: chargeId, amount: 5_000, bank_name: '국민은행', account_number: '123-456', account_holder: '홍길동' };
  return Array.from({ length: count }, () => ({ kind: 'withdraw' as const, run: () => post('/api/point/withdrawals', payload, headers) }));
}

/**
 * Fires every operation at once and waits for all; each must answer with a success or a clean
 * business refusal (409), never an error. Returns each operation with its response, and the time taken.
 */
export async function runStorm<Op extends StormOp>(ops: Op[]): Promise<{ results: { op: Op; response: InjectResponse }[]; ms: number }> {
  const started = Date.now();
  const results = await Promise.all(ops.map(async (op) => ({ op, response: await op.run() })));
  const ms = Date.now() - started;
  for (const { op, response } of results)
    assert.ok([200, 201, 409].includes(response.statusCode), `${op.kind} → ${response.statusCode} ${response.body}`);
  return { results, ms };
}

/**
 * The account's ledger is exact: each row's balance_after is the running sum in id order and never
 * below zero, and the sum is the cached balance. Returns the ledger rows and the balance.
 */
export async function assertLedgerExact(t: TestApp, accountId: number) {
  const rows = await t.database.db
    .select()
    .from(pointTransactions)
    .where(eq(pointTransactions.accountId, accountId))
    .orderBy(asc(pointTransactions.id));
  let running = 0;
  for (const row of rows) {
    running += Number(row.amount);
    assert.equal(Number(row.balanceAfter), running, `row ${row.id} (${row.action})`);
    assert.ok(running >= 0, `row ${row.id} (${row.action}): balance ${running}`);
  }
  const balance = await balanceOf(t, accountId);
  assert.equal(await ledgerSum(t, accountId), balance);
  assert.equal(running, balance);
  return { rows, balance };
}
