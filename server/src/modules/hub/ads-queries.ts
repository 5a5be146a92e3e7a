/** Hub ads queries: the hub clients an ad may be registered for. */
import { and, eq, sql } from 'drizzle-orm';
import type { HubAdClient } from '@nurly/contracts/schemas';
import type { Db } from '../../db/client';
import { advertisers, users } from '../../db/schema';

const hubClientRole = sql`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${users.id} and r.name = 'HUB_CLIENT')`;

/** Active HUB_CLIENT accounts, of one group or (null) of every group, by username. */
export async function hubClients(db: Db, groupId: number | null, onlyId?: number): Promise<HubAdClient[]> {
  return db
    .select({ id: users.id, username: users.username, name: sql<string | null>`coalesce(${advertisers.name}, ${users.name})` })
    .from(users)
    .leftJoin(advertisers, eq(advertisers.userId, users.id))
    .where(
      and(
        eq(users.isActive, true),
        hubClientRole,
        groupId !== null ? eq(users.groupId, groupId) : undefined,
        onlyId !== undefined ? eq(users.id, onlyId) : undefined,
      ),
    )
    .orderBy(users.username)
    .limit(1000);
}
