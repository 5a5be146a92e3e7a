/**
 * The postback delivery log's statements (postback_attempts): one row per attempt of the sender
 * (postbacks.ts), console test sends included; one postback's attempts, the paged list per app or
 * per publisher filtered by result and Asia/Seoul day of the attempt, and the prune of old rows.
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { POSTBACK_ATTEMPT_KEEP_DAYS } from '@nurly/contracts';
import type { Db } from '../../db/client';
import { seoulDayOfSql } from '../../db/days-sql';
import { countOf, rowsOf } from '../../db/rows';
import type { Runner } from '../../db/tx';
import { postbackAttempts, publisherApps } from '../../db/schema/offerwall';
import { defineOrdering, inWindow, type PageWindow } from '../../lib/paginate';
import type { ConsoleScope } from './console-queries';
import { bodyText } from './postback-log';

export type AttemptRecord = typeof postbackAttempts.$inferSelect;

export interface AttemptInput {
  appId: number;
  postbackId: number | null;
  webhookId: string;
  url: string;
  isTest: boolean;
  outcome: { statusCode: number | null; failure: string | null; bodyHead: Buffer; startedAt: Date; durationMs: number };
  nextRetryAt: Date | null;
}

/** Writes one attempt; its number follows the postback's last logged one (a resend counts on). */
export async function recordAttempt(db: Runner, input: AttemptInput): Promise<AttemptRecord> {
  const attempt =
    input.postbackId === null
      ? sql`1`
      : sql`coalesce((select max(${postbackAttempts.attempt}) from ${postbackAttempts} where ${postbackAttempts.postbackId} = ${input.postbackId}), 0) + 1`;
  const { outcome } = input;
  const [row] = await db
    .insert(postbackAttempts)
    .values({
      appId: input.appId,
      postbackId: input.postbackId,
      webhookId: input.webhookId,
      isTest: input.isTest,
      attempt,
      startedAt: outcome.startedAt,
      durationMs: outcome.durationMs,
      url: input.url,
      statusCode: outcome.statusCode,
      // A status answered is its own record; the class is kept only when no status came.
      failure: outcome.statusCode === null ? outcome.failure : null,
      responseBody: bodyText(outcome.bodyHead),
      nextRetryAt: input.nextRetryAt,
    })
    .returning();
  return row;
}

export const attemptOrdering = defineOrdering(
  { id: postbackAttempts.id, started_at: postbackAttempts.startedAt, duration_ms: postbackAttempts.durationMs },
  { default: [desc(postbackAttempts.id)], tieBreaker: postbackAttempts.id },
);

export interface AttemptFilter extends ConsoleScope {
  status?: 'SUCCEEDED' | 'FAILED';
}

const SUCCEEDED_SQL = sql`(${postbackAttempts.statusCode} between 200 and 299 or ${postbackAttempts.statusCode} = 409)`;
const seoulDay = sql`${seoulDayOfSql(postbackAttempts.startedAt)}::date`;

function attemptWhere(filter: AttemptFilter): SQL | undefined {
  return and(
    filter.appId !== undefined ? eq(postbackAttempts.appId, filter.appId) : undefined,
    filter.ownerId !== undefined ? eq(publisherApps.ownerId, filter.ownerId) : undefined,
    filter.dateFrom ? sql`${seoulDay} >= ${filter.dateFrom}::date` : undefined,
    filter.dateTo ? sql`${seoulDay} <= ${filter.dateTo}::date` : undefined,
    filter.status === 'SUCCEEDED'
      ? sql`coalesce(${SUCCEEDED_SQL}, false)`
      : filter.status === 'FAILED'
        ? sql`not coalesce(${SUCCEEDED_SQL}, false)`
        : undefined,
  );
}

export const listAttempts = (db: Db, filter: AttemptFilter, w: PageWindow) =>
  inWindow(
    db
      .select({ attempt: postbackAttempts, appName: publisherApps.name })
      .from(postbackAttempts)
      .innerJoin(publisherApps, eq(publisherApps.id, postbackAttempts.appId))
      .where(attemptWhere(filter))
      .$dynamic(),
    w,
  );

export const countAttempts = (db: Db, filter: AttemptFilter): Promise<number> =>
  countOf(
    db
      .select({ n: count() })
      .from(postbackAttempts)
      .innerJoin(publisherApps, eq(publisherApps.id, postbackAttempts.appId))
      .where(attemptWhere(filter)),
  );

export const attemptsOfPostback = (db: Db, postbackId: number) =>
  db
    .select({ attempt: postbackAttempts, appName: publisherApps.name })
    .from(postbackAttempts)
    .innerJoin(publisherApps, eq(publisherApps.id, postbackAttempts.appId))
    .where(eq(postbackAttempts.postbackId, postbackId))
    .orderBy(asc(postbackAttempts.attempt));

const DAY_MS = 86_400_000;
/** Rows one prune statement deletes: short transactions, whatever the backlog. */
const PRUNE_BATCH = 5000;

/**
 * Deletes attempts past their keep (POSTBACK_ATTEMPT_KEEP_DAYS by result: delivered 30 days,
 * failed 90) by the app clock, in batches; the job `offerwall.attempt-prune` (plugin.ts). Returns
 * how many went.
 */
export async function pruneAttempts(db: Db, appNow: Date): Promise<number> {
  const deliveredBefore = new Date(appNow.getTime() - POSTBACK_ATTEMPT_KEEP_DAYS.SUCCEEDED * DAY_MS).toISOString();
  const failedBefore = new Date(appNow.getTime() - POSTBACK_ATTEMPT_KEEP_DAYS.FAILED * DAY_MS).toISOString();
  let total = 0;
  for (;;) {
    const [{ n }] = await rowsOf<{ n: number }>(
      db,
      sql`with gone as (
        delete from ${postbackAttempts} where ${postbackAttempts.id} in (
          select ${postbackAttempts.id} from ${postbackAttempts}
          where ${postbackAttempts.startedAt} < ${failedBefore}::timestamptz
            or (${postbackAttempts.startedAt} < ${deliveredBefore}::timestamptz and coalesce(${SUCCEEDED_SQL}, false))
          limit ${PRUNE_BATCH})
        returning 1)
      select count(*)::int as n from gone`,
    );
    total += n;
    if (n < PRUNE_BATCH) return total;
  }
}
