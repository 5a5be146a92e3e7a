import { sql } from 'drizzle-orm';
import type { Runner } from './tx';

/** One round trip to the database (GET /api/health, readiness): rejects when it is unreachable. Bound by the site and metrics repositories. */
export async function ping(db: Runner): Promise<void> {
  await db.execute(sql`select 1`);
}
