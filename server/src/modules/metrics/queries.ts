import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Runner } from '../../db/tx';

export interface PostbackState {
  status: string;
  count: number;
}

/** Postbacks per state. */
export async function postbackStates(db: Runner): Promise<PostbackState[]> {
  const states = await rowsOf<{ status: string; count: number }>(
    db,
    sql`select status, count(*)::int as count from offerwall_postbacks group by status`,
  );
  return states.map((row) => ({ status: row.status, count: Number(row.count) }));
}

/** The age of the oldest postback still pending (seconds, by the app clock), 0 when none waits. */
export async function oldestPendingPostbackSeconds(db: Runner, now: Date): Promise<number> {
  const [oldest] = await rowsOf<{ created_at: Date | string | null }>(
    db,
    sql`select min(created_at) as created_at from offerwall_postbacks where status = 'PENDING'`,
  );
  const since = oldest?.created_at ? new Date(oldest.created_at).getTime() : null;
  return since === null ? 0 : Math.max(0, (now.getTime() - since) / 1000);
}

/** The last Seoul day with a settlement row (ads charged at midnight), or null before the first. */
export async function lastSettledDay(db: Runner): Promise<string | null> {
  const [row] = await rowsOf<{ day: string | Date | null }>(db, sql`select max(day)::text as day from daily_ad_settlements`);
  return row?.day ? String(row.day) : null;
}
