import { eq, sql } from 'drizzle-orm';
import { users } from '../../../src/db/schema';
import { advertisers, pointTransactions } from '../../../src/db/schema/points';
import { hashPassword, scryptParams } from '../../../src/lib/password';
import { bearer, type TestApp } from '../../helpers/app';

let counter = 0;

/** A fresh customer account (optionally with a registered business) and its bearer headers. */
export async function freshCustomer(t: TestApp, options: { advertiser?: boolean } = {}) {
  counter += 1;
  const username = `pt${process.pid}x${counter}${Math.random().toString(36).slice(2, 6)}`;
  const [row] = await t.database.db
    .insert(users)
    .values({ username, passwordHash: await hashPassword('pass1234', scryptParams(t.config.auth.passwordScryptLog2N)), name: '테스트 고객' })
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
