/**
 * Reconciliation (docs/decisions/money-loop.md#one-source-of-truth): one row per run of the check of the money invariants — the daily
 * job after the settlement, or a staff member's "지금 점검". Runs are only read back (the last one
 * is the staff view and the menu status), never changed.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { ReconciliationFinding, ReconciliationInvariant } from '@nurly/contracts/schemas';
import { users } from './accounts';

export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: serial('id').primaryKey(),
    /** SCHEDULE (the daily job) or MANUAL (POST admin/reconciliation/run). */
    trigger: varchar('trigger', { length: 10 }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The app clock's times (a moved test clock shows in them). */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    /** Every invariant held (broken = 0). */
    ok: boolean('ok').notNull(),
    /** Invariants with at least one finding. */
    broken: integer('broken').notNull(),
    /** First days of the first and last month the per-month checks covered. */
    fromMonth: date('from_month').notNull(),
    toMonth: date('to_month').notNull(),
    /** Per invariant: every offending row found. */
    counts: jsonb('counts').$type<Record<ReconciliationInvariant, number>>().notNull(),
    /** Per invariant: the first RECONCILIATION_SAMPLE_LIMIT offending rows. */
    findings: jsonb('findings').$type<Record<ReconciliationInvariant, ReconciliationFinding[]>>().notNull(),
  },
  (t) => [
    check('reconciliation_runs_trigger_valid', sql`${t.trigger} in ('SCHEDULE', 'MANUAL')`),
    check('reconciliation_runs_broken_nonnegative', sql`${t.broken} >= 0 and ${t.ok} = (${t.broken} = 0)`),
  ],
);
