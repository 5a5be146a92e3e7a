import { sql } from 'drizzle-orm';
import type { Runner } from '../../db/tx';

/** One round trip to the database (GET /api/health): rejects when it is unreachable. */
export async function ping(db: Runner): Promise<void> {
  await db.execute(sql`select 1`);
}
