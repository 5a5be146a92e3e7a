/**
 * The test clock shared by several instances on one PostgreSQL (NURLY_TEST_CLOCK=on, never in
 * production): its offset from real time lives in `test_clock` (one row), `POST dev/clock` adds to it
 * there in one statement, and every instance reads it at the start of each request (one small query:
 * test deployments only) and every SHARED_CLOCK_FOLLOW_MS in the background (the jobs read the clock
 * too). So a deployment test moves the day through the balancer, and whichever instance answers the
 * next request sees the new day. On PGlite (one process) the movable clock alone is enough.
 */
import type { Database } from '../db/client';
import type { MovableClock } from './clock';

/** How often an instance reads the offset between requests (real time). */
export const SHARED_CLOCK_FOLLOW_MS = 500;

export interface SharedClockOffset {
  /** Reads the shared offset into the clock. */
  refresh(): Promise<void>;
  /** Moves every instance's clock by `ms` (the offset in the database), this one at once. */
  advance(ms: number): Promise<void>;
  /** Starts the background reads (for the jobs); the returned function stops them. */
  follow(): () => void;
}

export function shareClockOffset(
  clock: MovableClock,
  database: Pick<Database, 'rawQuery'>,
  onError: (error: Error) => void,
): SharedClockOffset {
  // Reads may overlap each other and a move: a read counts only if it started after whatever was
  // applied last (a read begun before this instance's own move finished could see the old offset).
  let ticket = 0;
  let appliedTicket = 0;
  const apply = (from: number, offsetMs: number) => {
    if (from < appliedTicket) return;
    appliedTicket = from;
    clock.set(new Date(Date.now() + offsetMs));
  };
  const shared: SharedClockOffset = {
    async refresh() {
      const from = ++ticket;
      const [row] = await database.rawQuery<{ offset_ms: string | number }>('select offset_ms from test_clock where id = 1', []);
      apply(from, Number(row?.offset_ms ?? 0));
    },
    async advance(ms) {
      const [row] = await database.rawQuery<{ offset_ms: string | number }>(
        `insert into test_clock (id, offset_ms) values (1, $1)
         on conflict (id) do update set offset_ms = test_clock.offset_ms + excluded.offset_ms
         returning offset_ms`,
        [Math.round(ms)],
      );
      // Committed: reads that started before now are older than this.
      apply(++ticket, Number(row.offset_ms));
    },
    follow() {
      const timer = setInterval(() => void shared.refresh().catch(onError), SHARED_CLOCK_FOLLOW_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
  return shared;
}
