/**
 * The daily refresh of every tracked keyword (keywords of my products, members only): one
 * history row per keyword per day, within the daily API-call budget, progress in
 * keyword_refresh_runs. A Postgres advisory lock makes one instance run it at a time.
 */
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { KeywordType, RefreshStatus } from '@nurly/contracts/schemas';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { keywordChecks, keywordHistories, keywordRefreshRuns, myProducts } from '../../db/schema/keywords';
import { mapLimit, seoulDay } from './config';
import { callsUsedOn, dailyBudget, recordCheck, type KeywordRow } from './queries';
import type { KeywordsContext } from './service';
import { MAX_TRACKED_RANK } from './rank';

/** pg_advisory_lock key of the refresh job ('nurly-keyword-refresh'). */
export const REFRESH_LOCK_KEY = 7_310_472_001;
/** A run without a finish this old is considered crashed (not running). */
const STALE_RUN_MS = 12 * 3600 * 1000;

/**
 * Runs `task` only if this process gets the advisory lock; null when another holder has it.
 * PostgreSQL: a transaction-scoped lock held by one pooled connection for the whole run (the
 * task's own queries use other connections); released when that transaction ends, even on crash.
 */
export async function withAdvisoryLock<T>(database: Database, key: number, task: () => Promise<T>): Promise<T | null> {
  if (database.engine === 'postgres') {
    let result: T | null = null;
    await database.db.transaction(async (tx) => {
      // node-postgres and PGlite both answer with { rows }.
      const locked = (await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`)) as unknown as {
        rows: { locked: boolean }[];
      };
      if (!locked.rows[0]?.locked) return;
      result = await task();
    });
    return result;
  }
  // PGlite is one session in one process: advisory locks are re-entrant within a session, so the
  // process also remembers what it holds.
  const held = heldLocks.get(database) ?? new Set<number>();
  heldLocks.set(database, held);
  if (held.has(key)) return null;
  const [row] = await database.rawQuery<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
  if (!row?.locked) return null;
  held.add(key);
  try {
    return await task();
  } finally {
    held.delete(key);
    await database.rawQuery('select pg_advisory_unlock($1)', [key]);
  }
}

const heldLocks = new WeakMap<Database, Set<number>>();

export interface RefreshSummary {
  runId: number;
  day: string;
  total: number;
  done: number;
  failed: number;
  deferred: number;
  callsUsed: number;
  elapsedMs: number;
}

/** Tracked keywords not yet checked successfully today (failed ones again only for extended products). */
export function dueKeywords(ctx: KeywordsContext, day: string): Promise<KeywordRow[]> {
  const today = sql`(select h.status from ${keywordHistories} h where h.keyword_id = ${keywordChecks.id} and h.day = ${day})`;
  return ctx.db
    .select({ keyword: keywordChecks })
    .from(keywordChecks)
    .innerJoin(myProducts, eq(myProducts.id, keywordChecks.productId))
    .innerJoin(users, eq(users.id, keywordChecks.userId))
    .where(and(eq(users.isGuest, false), sql`(${today} is null or (${today} = 'FAILED' and ${myProducts.extended}))`))
    .orderBy(keywordChecks.id)
    .then((rows) => rows.map((r) => r.keyword));
}

/** One pass over the due keywords. Returns null when another instance holds the lock. */
export async function runRefresh(
  ctx: KeywordsContext & { database: Database },
  options: { progressEvery?: number } = {},
): Promise<RefreshSummary | null> {
  return withAdvisoryLock(ctx.database, REFRESH_LOCK_KEY, async () => {
    const started = Date.now();
    const day = seoulDay(ctx.now ? ctx.now() : new Date());
    const due = await dueKeywords(ctx, day);
    const [run] = await ctx.db.insert(keywordRefreshRuns).values({ day, total: due.length }).returning({ id: keywordRefreshRuns.id });
    const budget = dailyBudget(ctx.db, day, ctx.config.dailyCallBudget);
    const progress = { done: 0, failed: 0, deferred: 0 };
    const every = options.progressEvery ?? 20;
    let budgetSpent = false;
    const saveProgress = () =>
      ctx.db
        .update(keywordRefreshRuns)
        .set({ ...progress, callsUsed: budget.used() })
        .where(eq(keywordRefreshRuns.id, run.id));

    await mapLimit(due, ctx.config.refreshConcurrency, async (row) => {
      if (budgetSpent) {
        progress.deferred += 1;
        return;
      }
      const provider = ctx.providers[row.type as KeywordType];
      const outcome = await provider.check({
        keyword: row.keyword,
        mid: row.mid,
        type: row.type as KeywordType,
        maxRank: MAX_TRACKED_RANK,
        budget,
        day,
        hintRank: row.rank,
      });
      if (outcome.status === 'FAILED' && outcome.code === 'BUDGET') {
        // Not a failed check: it was not made. The keyword stays due for tomorrow's budget.
        budgetSpent = true;
        progress.deferred += 1;
        return;
      }
      await recordCheck(ctx.db, row, outcome, provider.name, day, ctx.now ? ctx.now() : new Date());
      if (outcome.status === 'FAILED') progress.failed += 1;
      else progress.done += 1;
      if ((progress.done + progress.failed) % every === 0) await saveProgress();
    });
    await ctx.db
      .update(keywordRefreshRuns)
      .set({
        ...progress,
        callsUsed: budget.used(),
        finishedAt: new Date(),
        note: budgetSpent ? '일일 API 호출 한도에 도달해 남은 키워드는 다음 실행으로 미뤘습니다.' : null,
      })
      .where(eq(keywordRefreshRuns.id, run.id));
    return { runId: run.id, day, total: due.length, ...progress, callsUsed: budget.used(), elapsedMs: Date.now() - started };
  });
}

export async function refreshStatus(ctx: KeywordsContext, userId: number, nextRunAt: Date | null): Promise<RefreshStatus> {
  const day = seoulDay(ctx.now ? ctx.now() : new Date());
  const [run] = await ctx.db
    .select()
    .from(keywordRefreshRuns)
    .orderBy(desc(keywordRefreshRuns.startedAt), desc(keywordRefreshRuns.id))
    .limit(1);
  const [[tracked], [checked], callsToday] = await Promise.all([
    ctx.db
      .select({ n: count() })
      .from(keywordChecks)
      .where(and(eq(keywordChecks.userId, userId), isNotNull(keywordChecks.productId))),
    ctx.db
      .select({ n: count() })
      .from(keywordChecks)
      .innerJoin(keywordHistories, and(eq(keywordHistories.keywordId, keywordChecks.id), eq(keywordHistories.day, day)))
      .where(and(eq(keywordChecks.userId, userId), isNotNull(keywordChecks.productId))),
    callsUsedOn(ctx.db, day),
  ]);
  const running = !!run && !run.finishedAt && Date.now() - run.startedAt.getTime() < STALE_RUN_MS;
  return {
    running,
    day: run?.day ?? null,
    total: run?.total ?? 0,
    done: run?.done ?? 0,
    failed: run?.failed ?? 0,
    deferred: run?.deferred ?? 0,
    calls_used: callsToday,
    budget: ctx.config.dailyCallBudget,
    started_at: run?.startedAt.toISOString() ?? null,
    finished_at: run?.finishedAt?.toISOString() ?? null,
    next_run_at: nextRunAt?.toISOString() ?? null,
    mine: { tracked: tracked.n, checked_today: checked.n },
  };
}
