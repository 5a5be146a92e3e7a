/** Queries of the menu badge and the global search sources (providers.ts). */
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keywordChecks, keywordHistories, myProducts } from '../../db/schema/keywords';
import { containsPattern } from '../../lib/escape-like';

/** The day's history rows: checks that found a rank or were out of range (ok), and failed ones. */
export async function checksOn(db: Db, day: string): Promise<{ ok: number; failed: number }> {
  const [row] = await db
    .select({
      ok: sql<number>`count(*) filter (where ${keywordHistories.status} <> 'FAILED')::int`,
      failed: sql<number>`count(*) filter (where ${keywordHistories.status} = 'FAILED')::int`,
    })
    .from(keywordHistories)
    .where(eq(keywordHistories.day, day));
  return row;
}

/** Global search: the user's keywords matching `q`, newest first. */
export function searchOwnKeywords(db: Db, userId: number, q: string, limit: number) {
  const pattern = containsPattern(q);
  return db
    .select({
      keyword: keywordChecks.keyword,
      mid: keywordChecks.mid,
      rankText: keywordChecks.rankText,
      productId: keywordChecks.productId,
    })
    .from(keywordChecks)
    .where(and(eq(keywordChecks.userId, userId), ilike(keywordChecks.keyword, pattern)))
    .orderBy(desc(keywordChecks.createdAt))
    .limit(limit);
}

/** Global search: the user's products whose title or MID matches `q`, newest first. */
export function searchOwnProducts(db: Db, userId: number, q: string, limit: number) {
  const pattern = containsPattern(q);
  return db
    .select({ id: myProducts.id, title: myProducts.title, mid: myProducts.mid })
    .from(myProducts)
    .where(and(eq(myProducts.userId, userId), or(ilike(myProducts.title, pattern), ilike(myProducts.mid, pattern))))
    .orderBy(desc(myProducts.createdAt))
    .limit(limit);
}
