/**
 * The operations report (GET admin/operations) and the menu status count of the "운영 상태" page:
 * what the money jobs did and what they left undone, by the app clock (README.md).
 */
import {
  OPERATIONS_DAYS,
  SETTLEMENT_LATE_AFTER_MINUTES,
  operationsMessages,
  seoulMidnight,
  shiftDay,
  type JobQueueStatus,
  type OperationsReport,
  type SettlementDayStatus,
  type SettlementRunRecord,
  type UnsettledDay,
} from '@nurly/contracts/schemas';
import type { PgBoss } from 'pg-boss';
import type { Clock } from '../../lib/clock';
import type { MenuStatusEntry } from '../options';
import type { SettlementRunRow, UnsettledDayRow } from './queries';
import type { OperationsRepository } from './repository';

export interface OperationsDeps {
  repo: OperationsRepository;
  clock: Clock;
  /** The running pg-boss (null when jobs are off or stopped on this instance) and its schema. */
  boss: PgBoss | null;
  jobsSchema: string;
  /** When the settlement cron fires next (null when jobs are off here). */
  nextSettlementRun: () => Date | null;
  /** NAVER_DAILY_CALL_BUDGET. */
  rankCallBudget: number;
}

export function runRecord(row: SettlementRunRow): SettlementRunRecord {
  return {
    id: row.id,
    day: row.day,
    trigger: row.trigger as SettlementRunRecord['trigger'],
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt.toISOString(),
    duration_ms: row.durationMs,
    ad_days: row.adDays,
    ads_charged: row.adsCharged,
    amount: row.amount,
    publisher_days: row.publisherDays,
    status: row.status as SettlementRunRecord['status'],
    error: row.error,
    instance: row.instance,
  };
}

/** The window of past days the page covers: the OPERATIONS_DAYS days before today. */
function pastDays(clock: Clock): { today: string; from: string; yesterday: string } {
  const today = clock.seoulDay();
  return { today, from: shiftDay(today, -OPERATIONS_DAYS), yesterday: shiftDay(today, -1) };
}

/**
 * Late = an older day than yesterday, or yesterday once SETTLEMENT_LATE_AFTER_MINUTES have passed
 * since Seoul midnight (the 00:05 cron and its retries had their time).
 */
export function withLateness(rows: UnsettledDayRow[], clock: Clock): UnsettledDay[] {
  const { today, yesterday } = pastDays(clock);
  const minutes = (clock.now().getTime() - seoulMidnight(today).getTime()) / 60_000;
  return rows.map((row) => ({
    day: row.day,
    ad_days: row.adDays,
    completions: row.completions,
    late: row.day < yesterday || minutes >= SETTLEMENT_LATE_AFTER_MINUTES,
  }));
}

async function unsettled(deps: Pick<OperationsDeps, 'repo' | 'clock'>): Promise<UnsettledDay[]> {
  const { from, yesterday } = pastDays(deps.clock);
  return withLateness(await deps.repo.unsettledDays(from, yesterday), deps.clock);
}

/** The menu status of /admin/operations: errorCount = unsettled past days that are late. */
export async function operationsMenuStatus(deps: Pick<OperationsDeps, 'repo' | 'clock'>): Promise<MenuStatusEntry> {
  const late = (await unsettled(deps)).filter((day) => day.late).length;
  return { successCount: 0, successHint: '', errorCount: late, errorHint: operationsMessages.menuError };
}

/** Per day of the window, newest first: its last run and how many runs (and failures) it had. */
function settlementDays(rows: SettlementRunRow[], from: string, yesterday: string): SettlementDayStatus[] {
  const byDay = new Map<string, SettlementRunRow[]>();
  for (const row of rows) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row]);
  const days: SettlementDayStatus[] = [];
  for (let day = yesterday; day >= from; day = shiftDay(day, -1)) {
    const runs = byDay.get(day) ?? [];
    days.push({
      day,
      last_run: runs.length ? runRecord(runs[runs.length - 1]) : null,
      runs: runs.length,
      failed_runs: runs.filter((run) => run.status === 'failed').length,
    });
  }
  return days;
}

/** pg-boss per queue, with the age of its oldest waiting job; empty when jobs do not run here. */
export async function jobQueues(deps: Pick<OperationsDeps, 'repo' | 'boss' | 'jobsSchema'>): Promise<JobQueueStatus[]> {
  if (!deps.boss) return [];
  const [queues, oldest] = await Promise.all([deps.boss.getQueues(), deps.repo.oldestQueuedJobs(deps.jobsSchema)]);
  return queues
    .map((queue) => ({
      name: queue.name,
      queued: queue.queuedCount,
      deferred: queue.deferredCount,
      active: queue.activeCount,
      failed: queue.failedCount,
      oldest_queued_at: oldest.get(queue.name)?.toISOString() ?? null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function operationsReport(deps: OperationsDeps): Promise<OperationsReport> {
  const { today, from, yesterday } = pastDays(deps.clock);
  const [runs, unsettledRows, backlog, queues, used] = await Promise.all([
    deps.repo.settlementRunsSince(from),
    unsettled(deps),
    deps.repo.postbackBacklog(),
    jobQueues(deps),
    deps.repo.rankCallsUsed(today),
  ]);
  return {
    now: deps.clock.now().toISOString(),
    today,
    settlement: {
      next_run_at: deps.nextSettlementRun()?.toISOString() ?? null,
      days: settlementDays(runs, from, yesterday),
      unsettled: unsettledRows,
    },
    postbacks: backlog.map((row) => ({
      app: { id: row.appId, name: row.appName, owner: row.owner },
      pending: row.pending,
      failed: row.failed,
      stopped: row.stopped,
      oldest_pending_at: row.oldestPendingAt?.toISOString() ?? null,
    })),
    jobs: { running: deps.boss !== null, queues },
    rank_budget: { day: today, used, limit: deps.rankCallBudget },
  };
}
