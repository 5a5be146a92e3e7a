/** Queries of the demo keyword data (seed.ts). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { keywordChecks, keywordHistories, myProducts, productMalls } from '../../db/schema/keywords';

export async function accountIdNamed(db: Db, username: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row?.id;
}

export async function hasAnyProduct(db: Db, userId: number): Promise<boolean> {
  const [existing] = await db.select({ id: myProducts.id }).from(myProducts).where(eq(myProducts.userId, userId)).limit(1);
  return existing !== undefined;
}

/** A demo product with its malls; its id. */
export async function insertDemoProduct(db: Db, values: typeof myProducts.$inferInsert, malls: readonly string[]): Promise<number> {
  const [product] = await db.insert(myProducts).values(values).returning({ id: myProducts.id });
  await db.insert(productMalls).values(malls.map((name) => ({ productId: product.id, name })));
  return product.id;
}

/** A demo keyword with its daily history; its id. */
export async function insertDemoKeyword(
  db: Db,
  values: typeof keywordChecks.$inferInsert,
  histories: Omit<typeof keywordHistories.$inferInsert, 'keywordId'>[],
): Promise<number> {
  const [row] = await db.insert(keywordChecks).values(values).returning({ id: keywordChecks.id });
  await db.insert(keywordHistories).values(histories.map((h) => ({ keywordId: row.id, ...h })));
  return row.id;
}
