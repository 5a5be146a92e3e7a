/** The statements of the demo points data (seed.ts), and the ledger-consistency check the tests use. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { advertiserFiles, advertisers } from '../../db/schema/points';

type NewAdvertiser = typeof advertisers.$inferInsert;

export async function accountIdByUsername(db: Db, username: string): Promise<number | undefined> {
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return account?.id;
}

/** Registers the business unless the account has one (an existing business is left alone). */
export async function insertAdvertiserIfNew(db: Db, values: NewAdvertiser): Promise<void> {
  await db.insert(advertisers).values(values).onConflictDoNothing();
}

/** `insertAdvertiserIfNew`, answering the new business's id (undefined when one existed). */
export async function createAdvertiserIfNew(db: Db, values: NewAdvertiser): Promise<number | undefined> {
  const [business] = await db.insert(advertisers).values(values).onConflictDoNothing().returning({ id: advertisers.id });
  return business?.id;
}

export async function insertAdvertiserFile(db: Db, values: typeof advertiserFiles.$inferInsert): Promise<void> {
  await db.insert(advertiserFiles).values(values);
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
