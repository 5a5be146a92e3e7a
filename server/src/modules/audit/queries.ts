/** The audit trail's queries (README.md): one insert per change, and the pages of one account's rows. */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '@nurly/contracts/schemas';
import type { Db } from '../../db/client';
import { countOf } from '../../db/rows';
import type { Runner } from '../../db/tx';
import { users } from '../../db/schema';
import { auditEvents } from '../../db/schema/audit';
import { defineOrdering, inWindow, type PageWindow } from '../../lib/paginate';

export type AuditRow = typeof auditEvents.$inferSelect;

/** One change in the tree: who, for whom, about which account, before → after, in which request. */
export interface AuditEventInput {
  actorId: number | null;
  onBehalfOfId?: number | null;
  accountId: number;
  action: AuditAction;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  requestId?: string | null;
  at?: Date;
}

/** Appends one row in the caller's transaction (the change and its audit row commit together). */
export async function insertAuditEvent(runner: Runner, event: AuditEventInput): Promise<void> {
  await runner.insert(auditEvents).values({
    actorId: event.actorId,
    onBehalfOfId: event.onBehalfOfId ?? null,
    accountId: event.accountId,
    action: event.action,
    before: event.before ?? null,
    after: event.after ?? null,
    requestId: event.requestId ?? null,
    ...(event.at && { at: event.at }),
  });
}

/**
 * The audit row of a change booked by ONE statement (a transfer: points/transfer-queries.ts), as a
 * data-modifying clause of that statement: `insert … select … from <source> where <condition>`, its
 * `before`/`after` computed from the source. The change and its row commit together.
 */
export function auditInsertFrom(
  source: SQL,
  condition: SQL,
  row: Omit<AuditEventInput, 'before' | 'after' | 'at'> & { before: SQL; after: SQL; at: Date },
): SQL {
  return sql`insert into audit_events (actor_id, on_behalf_of_id, account_id, action, before, after, request_id, at)
    select ${row.actorId}::int, ${row.onBehalfOfId ?? null}::int, ${row.accountId}::int, ${row.action}, ${row.before}, ${row.after},
           ${row.requestId ?? null}, ${row.at.toISOString()}::timestamptz
    from ${source} where ${condition}`;
}

export interface AuditFilter {
  accountId: number;
  action?: AuditAction;
}

const auditWhere = (filter: AuditFilter) =>
  and(eq(auditEvents.accountId, filter.accountId), filter.action ? eq(auditEvents.action, filter.action) : undefined);

/** Newest first (the index on (account_id, id) serves the page). */
export const auditOrdering = defineOrdering(
  { id: auditEvents.id, at: auditEvents.at, action: auditEvents.action },
  { default: [desc(auditEvents.id)], tieBreaker: auditEvents.id },
);

export const auditRows = (db: Db, filter: AuditFilter, window: PageWindow) =>
  inWindow(db.select().from(auditEvents).where(auditWhere(filter)).$dynamic(), window);

export const countAuditRows = (db: Db, filter: AuditFilter): Promise<number> =>
  countOf(db.select({ n: count() }).from(auditEvents).where(auditWhere(filter)));

/** Username and name of the accounts a page names (actors, subjects). */
export async function accountNames(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db.select({ id: users.id, username: users.username, name: users.name }).from(users).where(inArray(users.id, ids));
}
