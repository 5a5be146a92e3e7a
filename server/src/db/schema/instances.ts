/**
 * State that several app instances on one PostgreSQL share (lib/rate-limit-store.ts,
 * lib/shared-clock.ts): nothing of the domain, only what would otherwise live in one process's memory.
 */
import { bigint, check, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * One row per rate-limit bucket (route and address, or a keyed limit's key): the hits counted in its
 * current fixed window. A row whose window ended is reset by the next hit and pruned now and then.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: varchar('key', { length: 300 }).primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  /** When the window ends (window_start + the route's time window): rows past it may be deleted. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** The test clock's offset from real time (NURLY_TEST_CLOCK only): one row, read by every instance. */
export const testClock = pgTable(
  'test_clock',
  {
    id: smallint('id').primaryKey().default(1),
    offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('test_clock_one_row', sql`${t.id} = 1`)],
);
