import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Accounts' own menu: members who joined in the last 24 h, and deactivated members. */
export async function memberCounts(db: Db): Promise<{ joined: number; inactive: number }> {
  const [row] = await db
    .select({
      joined: sql<number>`count(*) filter (where ${users.dateJoined} >= now() - interval '24 hours')::int`,
      inactive: sql<number>`count(*) filter (where not ${users.isActive})::int`,
    })
    .from(users)
    .where(eq(users.isGuest, false));
  return row;
}
