/**
 * Operations reads (GET admin/operations, the menu status and /metrics): the settlement's run
 * records and unsettled days, the postback backlog per publisher app, pg-boss's oldest waiting jobs
 * and the rank API calls of a day. Read-only; parametrised SQL.
 */
import { asc, desc, gte, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Runner } from '../../db/tx';
import { settlementRuns } from '../../db/schema/settlement';

export type SettlementRunRow = typeof settlementRuns.$inferSelect;

/** Every run whose day is `from` or later, oldest day first and each day's runs in start order. */
export async function settlementRunsSince(db: Runner, from: string): Promise<SettlementRunRow[]> {
  return db
    .select()
    .from(settlementRuns)
    .where(gte(settlementRuns.day, from))
    .orderBy(asc(settlementRuns.day), asc(settlementRuns.startedAt), asc(settlementRuns.id));
}

/** The last run recorded (any day), or null before the first. */
export async function lastSettlementRun(db: Runner): Promise<SettlementRunRow | null> {
  const [row] = await db.select().from(settlementRuns).orderBy(desc(settlementRuns.id)).limit(1);
  return row ?? null;
}

export interface UnsettledDayRow {
  day: string;
  adDays: number;
  completions: number;
}

/**
 * Days from `from` to `to` (inclusive) with COMPLETED completions whose ad-day has no settlement
 * row: grouped per ad-day first (off the covering index `offerwall_completions_settle_idx`), then
 * anti-joined with the settlement rows.
 */
export async function unsettledDays(db: Runner, from: string, to: string): Promise<UnsettledDayRow[]> {
  const rows = await rowsOf<{ day: string; ad_days: number; completions: number }>(
    db,
    sql`with groups as (
          select c.day, c.ad_id, count(*)::int as n from offerwall_completions c
          where c.status = 'COMPLETED' and c.day between ${from}::date and ${to}::date
          group by c.day, c.ad_id)
        select g.day::text as day, count(*)::int as ad_days, sum(g.n)::int as completions from groups g
        where not exists (select 1 from daily_ad_settlements s where s.ad_id = g.ad_id and s.day = g.day)
        group by g.day order by g.day`,
  );
  return rows.map((row) => ({ day: String(row.day), adDays: Number(row.ad_days), completions: Number(row.completions) }));
}

export interface PostbackBacklogRow {
  appId: number;
  appName: string;
  owner: string;
  pending: number;
  failed: number;
  stopped: number;
  oldestPendingAt: Date | null;
}

/** Per publisher app with postbacks not delivered: waiting, failed (retries spent) and stopped; most waiting first. */
export async function postbackBacklog(db: Runner): Promise<PostbackBacklogRow[]> {
  const rows = await rowsOf<{
    app_id: number;
    name: string;
    owner: string;
    pending: number;
    failed: number;
    stopped: number;
    oldest: Date | string | null;
  }>(
    db,
    sql`select p.app_id, a.name, u.username as owner,
               count(*) filter (where p.status = 'PENDING')::int as pending,
               count(*) filter (where p.status = 'FAILED')::int as failed,
               count(*) filter (where p.status = 'STOPPED')::int as stopped,
               min(p.created_at) filter (where p.status = 'PENDING') as oldest
        from offerwall_postbacks p
        join publisher_apps a on a.id = p.app_id
        join users u on u.id = a.owner_id
        where p.status in ('PENDING', 'FAILED', 'STOPPED')
        group by p.app_id, a.name, u.username
        order by pending desc, failed desc, p.app_id`,
  );
  return rows.map((row) => ({
    appId: Number(row.app_id),
    appName: row.name,
    owner: row.owner,
    pending: Number(row.pending),
    failed: Number(row.failed),
    stopped: Number(row.stopped),
    oldestPendingAt: row.oldest ? new Date(row.oldest) : null,
  }));
}

/**
 * The oldest job waiting to run (created or retry, due now: not a deferred one) per pg-boss queue,
 * from its job table in `schema` (JOBS_SCHEMA; exists once pg-boss has started on this database).
 */
export async function oldestQueuedJobs(db: Runner, schema: string): Promise<Map<string, Date>> {
  const rows = await rowsOf<{ name: string; oldest: Date | string }>(
    db,
    sql`select name, min(created_on) as oldest from ${sql.identifier(schema)}.job
        where state in ('created', 'retry') and start_after <= now() group by name`,
  );
  return new Map(rows.map((row) => [row.name, new Date(row.oldest)]));
}

/** Rank-provider API calls taken from the shared daily budget on `day` (rank_api_usage). */
export async function rankCallsUsed(db: Runner, day: string): Promise<number> {
  const [row] = await rowsOf<{ calls: number }>(db, sql`select calls from rank_api_usage where day = ${day}::date`);
  return Number(row?.calls ?? 0);
}
