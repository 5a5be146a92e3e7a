/**
 * The daily refresh of every tracked keyword (keywords of my products, members only): one
 * history row per keyword per day, within the daily API-call budget, progress in
 * keyword_refresh_runs. It runs as a pg-boss cron job (src/jobs, Asia/Seoul) on whichever
 * instance claims it, or at once when staff ask for it.
 *
 * A Postgres advisory lock still makes one process run it at a time. The queue alone cannot: a
 * staff-started run and the cron job may overlap, and pg-boss delivers at least once (a claim that
 * expires while its worker is merely slow is handed to another instance). Two overlapping runs
 * would each read the same due keywords and the same spent budget, and together call the rank
 * API past the daily quota: the calls are not idempotent even though the history rows are.
 */
import type { FastifyInstance } from 'fastify';
import type { RefreshStatus } from '@nurly/contracts/schemas';
import { seoulDayOf } from '@nurly/contracts';
import type { Database } from '../../db/client';
import { mapLimit } from './config';
import { checkRowRank } from './lookups';
import type { KeywordsContext } from './service';

/** pg_advisory_lock key of the refresh job ('nurly-keyword-refresh'). */
export const REFRESH_LOCK_KEY = 7_310_472_001;
/** A run without a finish this old is considered crashed (not running). */
const STALE_RUN_MS = 12 * 3600 * 1000;

/**
 * Runs `task` only if this process gets the advisory lock; null when another holder has it.
 * PostgreSQL: a transaction-scoped lock held by one pooled connection for the whole run (the
 * task's own queries use other connections); released when that transaction ends, even on crash.
 */
export async function withAdvisoryLock<T>(
  { database, repo }: Pick<RefreshContext, 'database' | 'repo'>,
  key: number,
  task: () => Promise<T>,
): Promise<T | null> {
  if (database.engine === 'postgres') {
    let result: T | null = null;
    await repo.transaction(async (tx) => {
      if (!(await tx.tryAdvisoryXactLock(key))) return;
      result = await task();
    });
    return result;
  }
  // PGlite is one session in one process: advisory locks are re-entrant within a session, so the
  // process also remembers what it holds.
  const held = heldLocks.get(database) ?? new Set<number>();
  heldLocks.set(database, held);
  if (held.has(key)) return null;
  if (!(await repo.tryAdvisoryLock(key))) return null;
  held.add(key);
  try {
    return await task();
  } finally {
    held.delete(key);
    await repo.advisoryUnlock(key);
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
  /** Stopped early (the app was closing, or the job's claim was lost): the rest stays due. */
  interrupted: boolean;
}

export type RefreshContext = KeywordsContext & { database: Database };

/**
 * One pass over the due keywords. Returns null when another instance holds the lock. Once
 * `signal` aborts, checks in flight finish and the remaining keywords are left due (deferred).
 */
export async function runRefresh(
  ctx: RefreshContext,
  options: { progressEvery?: number; signal?: AbortSignal } = {},
): Promise<RefreshSummary | null> {
  return withAdvisoryLock(ctx, REFRESH_LOCK_KEY, async () => {
    const started = Date.now();
    const day = seoulDayOf(ctx.now ? ctx.now() : new Date());
    const due = await ctx.repo.dueKeywords(day);
    const runId = await ctx.repo.startRefreshRun(day, due.length);
    const budget = ctx.repo.dailyBudget(day, ctx.config.dailyCallBudget);
    const progress = { done: 0, failed: 0, deferred: 0 };
    const every = options.progressEvery ?? 20;
    let budgetSpent = false;
    let interrupted = false;
    const saveProgress = () => ctx.repo.updateRefreshRun(runId, { ...progress, callsUsed: budget.used() });

    await mapLimit(due, ctx.config.refreshConcurrency, async (row) => {
      if (budgetSpent) {
        progress.deferred += 1;
        return;
      }
      if (options.signal?.aborted) {
        interrupted = true;
        progress.deferred += 1;
        return;
      }
      const { outcome, provider } = await checkRowRank(ctx, row, budget, day);
      if (outcome.status === 'FAILED' && outcome.code === 'BUDGET') {
        // Not a failed check: it was not made. The keyword stays due for tomorrow's budget.
        budgetSpent = true;
        progress.deferred += 1;
        return;
      }
      await ctx.repo.recordCheck(row, outcome, provider, day, ctx.now ? ctx.now() : new Date());
      if (outcome.status === 'FAILED') progress.failed += 1;
      else progress.done += 1;
      if ((progress.done + progress.failed) % every === 0) await saveProgress();
    });
    await ctx.repo.updateRefreshRun(runId, {
      ...progress,
      callsUsed: budget.used(),
      finishedAt: new Date(),
      note: budgetSpent
        ? '일일 API 호출 한도에 도달해 남은 키워드는 다음 실행으로 미뤘습니다.'
        : interrupted
          ? '서버 종료로 중단되어 남은 키워드는 다음 실행에서 확인합니다.'
          : null,
    });
    return { runId, day, total: due.length, ...progress, callsUsed: budget.used(), elapsedMs: Date.now() - started, interrupted };
  });
}

/** pg-boss queue of the daily refresh (src/jobs). */
export const REFRESH_QUEUE = 'keywords.daily-refresh';

export interface DailyRefresh {
  /** Starts a run in the background; false when this process is already running one. */
  startNow(): boolean;
  /** The next scheduled run, null when not scheduled here (KEYWORD_REFRESH_ENABLED off, or jobs off). */
  nextRunAt(): Date | null;
}

/**
 * Declares the refresh job: on a cron in Asia/Seoul when KEYWORD_REFRESH_ENABLED (otherwise the
 * queue is kept without a schedule, which removes one a previous deploy left in the database).
 */
export async function registerDailyRefresh(app: FastifyInstance, ctx: RefreshContext): Promise<DailyRefresh> {
  const closing = new AbortController();
  let running: Promise<RefreshSummary | null> | null = null;
  // One run per process at a time; a cron job arriving during a staff-started run waits for it.
  const refreshOnce = (signal: AbortSignal) => {
    running ??= runRefresh(ctx, { signal }).finally(() => {
      running = null;
    });
    return running;
  };
  const logged = (summary: RefreshSummary | null) => {
    if (summary) app.log.info({ refresh: summary }, 'keyword refresh finished');
    else app.log.info('keyword refresh skipped: another instance is running it');
    return summary;
  };

  const handler = async ({ signal }: { signal: AbortSignal }) => {
    const summary = logged(await refreshOnce(AbortSignal.any([signal, closing.signal])));
    // Failing the job hands the rest to a retry, on this instance or another: the run picks up only
    // the keywords still due today.
    if (summary?.interrupted) throw new Error('keyword refresh interrupted; the remaining keywords stay due');
    return summary ?? { skipped: 'another instance holds the refresh lock' };
  };
  const settings = {
    // A long run keeps a long claim; a dead instance's run is recovered once its heartbeat stops.
    expireInSeconds: 6 * 3600,
    heartbeatSeconds: 60,
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
  };
  if (ctx.config.refreshEnabled) {
    await app.jobs.schedule(REFRESH_QUEUE, ctx.config.refreshCron, { tz: 'Asia/Seoul' }, handler, settings);
  } else {
    await app.jobs.work(REFRESH_QUEUE, handler, settings);
  }
  app.addHook('onClose', async () => {
    closing.abort();
    await running;
  });

  return {
    startNow() {
      const idle = running === null;
      refreshOnce(closing.signal)
        .then(logged)
        .catch((error: unknown) => app.log.error({ err: error }, 'keyword refresh failed'));
      return idle;
    },
    nextRunAt: () => app.jobs.nextRun(REFRESH_QUEUE),
  };
}

export async function refreshStatus(ctx: KeywordsContext, userId: number, nextRunAt: Date | null): Promise<RefreshStatus> {
  const day = seoulDayOf(ctx.now ? ctx.now() : new Date());
  const run = await ctx.repo.latestRefreshRun();
  const [tracked, checked, callsToday] = await Promise.all([
    ctx.repo.trackedKeywordCount(userId),
    ctx.repo.checkedKeywordCount(userId, day),
    ctx.repo.callsUsedOn(day),
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
    mine: { tracked, checked_today: checked },
  };
}
