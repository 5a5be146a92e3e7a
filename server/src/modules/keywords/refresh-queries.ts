/** Queries of the daily refresh (refresh.ts): its advisory lock, the due keywords, its runs and the status of GET naver/keywords/refresh/status. */
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countOf, rowsOf } from '../../db/rows';
import { users } from '../../db/schema';
import { keywordChecks, keywordHistories, keywordRefreshRuns, myProducts } from '../../db/schema/keywords';
import type { Tx } from '../../db/tx';
import type { KeywordRow } from './queries';

/** PostgreSQL: the advisory lock `key` for this transaction, if no one else holds it. */
export async function tryAdvisoryXactLock(tx: Tx, key: number): Promise<boolean> {
  const [locked] = await rowsOf<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${key}) as locked`);
  return !!locked?.locked;
}

/** The session's advisory lock `key` (PGlite: one session per process), if no one else holds it. */
export async function tryAdvisoryLock(db: Db, key: number): Promise<boolean> {
  const [row] = await rowsOf<{ locked: boolean }>(db, sql`select pg_try_advisory_lock(${key}) as locked`);
  return !!row?.locked;
}

export const advisoryUnlock = (db: Db, key: number) => rowsOf(db, sql`select pg_advisory_unlock(${key})`);

/** Tracked keywords not yet checked successfully today (failed ones again only for extended products). */
export function dueKeywords(db: Db, day: string): Promise<KeywordRow[]> {
  const today = sql`(select h.status from ${keywordHistories} h where h.keyword_id = ${keywordChecks.id} and h.day = ${day})`;
  return db
    .select({ keyword: keywordChecks })
    .from(keywordChecks)
    .innerJoin(myProducts, eq(myProducts.id, keywordChecks.productId))
    .innerJoin(users, eq(users.id, keywordChecks.userId))
    .where(and(eq(users.isGuest, false), sql`(${today} is null or (${today} = 'FAILED' and ${myProducts.extended}))`))
    .orderBy(keywordChecks.id)
    .then((rows) => rows.map((r) => r.keyword));
}

/** A new run of the day over `total` keywords; its id. */
export async function startRefreshRun(db: Db, day: string, total: number): Promise<number> {
  const [run] = await db.insert(keywordRefreshRuns).values({ day, total }).returning({ id: keywordRefreshRuns.id });
  return run.id;
}

/** A run's progress (and, at its end, its finish and note). */
export const updateRefreshRun = (db: Db, runId: number, values: Partial<typeof keywordRefreshRuns.$inferInsert>) =>
  db.update(keywordRefreshRuns).set(values).where(eq(keywordRefreshRuns.id, runId));

/** The run started last, if any. */
export async function latestRefreshRun(db: Db): Promise<typeof keywordRefreshRuns.$inferSelect | undefined> {
  const [run] = await db
    .select()
    .from(keywordRefreshRuns)
    .orderBy(desc(keywordRefreshRuns.startedAt), desc(keywordRefreshRuns.id))
    .limit(1);
  return run;
}

/** How many of the user's keywords are tracked (under a product). */
export const trackedKeywordCount = (db: Db, userId: number): Promise<number> =>
  countOf(
    db
      .select({ n: count() })
      .from(keywordChecks)
      .where(and(eq(keywordChecks.userId, userId), isNotNull(keywordChecks.productId))),
  );

/** How many of the user's tracked keywords have a history row for `day`. */
export const checkedKeywordCount = (db: Db, userId: number, day: string): Promise<number> =>
  countOf(
    db
      .select({ n: count() })
      .from(keywordChecks)
      .innerJoin(keywordHistories, and(eq(keywordHistories.keywordId, keywordChecks.id), eq(keywordHistories.day, day)))
      .where(and(eq(keywordChecks.userId, userId), isNotNull(keywordChecks.productId))),
  );
