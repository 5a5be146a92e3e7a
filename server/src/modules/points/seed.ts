/**
 * Demo ledger and business (embedded default only). Accounts seeded with a balance get ledger
 * rows that sum exactly to users.point: the customer a realistic history (two charges, a free
 * bonus, ad deductions, one pending top-up request), everyone else one opening-balance charge.
 * Idempotent: accounts that already have ledger rows are left alone.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { advertisers, pointTransactions } from '../../db/schema/points';
import { actionNames } from './ledger';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedPoints(db: Db): Promise<void> {
  const candidates = await db
    .select({ id: users.id, username: users.username, point: users.point, dateJoined: users.dateJoined })
    .from(users)
    .where(and(gt(users.point, 0), sql`not exists (select 1 from point_transactions p where p.account_id = "users"."id")`));
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'customer')).limit(1);

  if (customer) {
    await db
      .insert(advertisers)
      .values({
        userId: customer.id,
        name: '현우네 꽃집',
        registrationNumber: '214-86-12345',
        representative: '조현우',
        address: '서울특별시 강남구 테헤란로 152, 5층',
        phoneNumber: '0215881234',
        businessType: '도소매',
        businessCategory: '화훼, 온라인 쇼핑몰',
        emails: ['tax@hyunwoo-flower.kr'],
        depositNames: ['조현우', '현우네꽃집'],
      })
      .onConflictDoNothing();
  }

  const now = Date.now();
  for (const account of candidates) {
    const balance = Number(account.point);
    if (customer && account.id === customer.id && balance === 1_250_000) {
      const evidence = { deposit_name: '조현우', email: 'tax@hyunwoo-flower.kr' };
      const entries: { action: keyof typeof actionNames; amount: number; daysAgo: number; name?: string; memo?: string }[] = [
        { action: 'CHARGE', amount: 1_000_000, daysAgo: 20 },
        { action: 'FREE', amount: 50_000, daysAgo: 20, memo: '첫 충전 감사 보너스' },
        { action: 'AD_DEDUCT', amount: -120_000, daysAgo: 12, name: '광고비 차감 (네이버 쇼핑 트래픽)' },
        { action: 'AD_DEDUCT', amount: -95_000, daysAgo: 8, name: '광고비 차감 (네이버 플레이스 저장)' },
        { action: 'AD_DEDUCT', amount: -85_000, daysAgo: 4, name: '광고비 차감 (네이버 쇼핑 찜)' },
        { action: 'CHARGE', amount: 500_000, daysAgo: 2 },
      ];
      let running = 0;
      await db.transaction(async (tx) => {
        for (const [index, entry] of entries.entries()) {
          running += entry.amount;
          await tx.insert(pointTransactions).values({
            accountId: account.id,
            actorId: null,
            action: entry.action,
            actionName: entry.name ?? actionNames[entry.action],
            amount: entry.amount,
            balanceAfter: running,
            evidence: entry.action === 'CHARGE' ? evidence : null,
            memo: entry.memo ?? null,
            idempotencyKey: `seed:${account.username}:${index}`,
            createdAt: new Date(now - entry.daysAgo * DAY_MS),
          });
        }
        await tx.insert(pointTransactions).values({
          accountId: account.id,
          actorId: account.id,
          action: 'B2B_REQUEST',
          actionName: actionNames.B2B_REQUEST,
          amount: 0,
          requestedAmount: 300_000,
          balanceAfter: running,
          status: 'PENDING',
          evidence,
          idempotencyKey: `seed:${account.username}:request`,
          createdAt: new Date(now - 2 * 60 * 60 * 1000),
        });
      });
      continue;
    }
    await db.insert(pointTransactions).values({
      accountId: account.id,
      actorId: null,
      action: 'CHARGE',
      actionName: '포인트 충전 (기초 잔액)',
      amount: balance,
      balanceAfter: balance,
      idempotencyKey: `seed:${account.username}:opening`,
      createdAt: account.dateJoined,
    });
  }
}

/** Accounts whose cached balance differs from their ledger sum (empty = consistent). */
export async function ledgerMismatches(db: Db, accountIds?: number[]) {
  return db
    .select({
      id: users.id,
      point: users.point,
      ledger: sql<number>`coalesce((select sum(p.amount) from point_transactions p where p.account_id = "users"."id"), 0)::bigint`,
    })
    .from(users)
    .where(
      and(
        accountIds ? inArray(users.id, accountIds) : undefined,
        sql`${users.point} <> coalesce((select sum(p.amount) from point_transactions p where p.account_id = "users"."id"), 0)`,
      ),
    );
}
