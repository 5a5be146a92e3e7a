/** The offerwall demo seed's statements (seed.ts): the demo account, its app, its postbacks' answers. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { publisherApps } from '../../db/schema/offerwall';

export async function accountIdByUsername(db: Db, username: string): Promise<number | undefined> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return owner?.id;
}

/** Inserts the app unless its key exists. */
export async function insertAppIfAbsent(db: Db, values: typeof publisherApps.$inferInsert): Promise<void> {
  await db.insert(publisherApps).values(values).onConflictDoNothing();
}

/**
 * The app's unsent postbacks answered as a receiver would have: delivered after one or two
 * attempts, and from `recent` on a few that failed for good or still wait for their next retry.
 */
export async function answerDemoPostbacks(db: Db, appId: number, recent: string): Promise<void> {
  await db.execute(sql`
    with numbered as (
      select p.id, p.created_at, c.day, row_number() over (order by p.id) as n
      from offerwall_postbacks p join offerwall_completions c on c.id = p.completion_id
      where p.app_id = ${appId} and p.status = 'PENDING' and p.attempts = 0),
    answered as (
      select id, created_at, n,
        case when day >= ${recent}::date and n % 41 = 0 then 'FAILED'
             when day >= ${recent}::date and n % 29 = 0 then 'PENDING'
             else 'DELIVERED' end as status
      from numbered)
    update offerwall_postbacks p set
      status = a.status,
      attempts = case a.status when 'FAILED' then 10 when 'PENDING' then 2 else 1 + (a.n % 7 = 0)::int end,
      next_attempt_at = case when a.status = 'PENDING' then a.created_at + interval '70 seconds' end,
      last_status_code = case when a.status = 'DELIVERED' then 200 else 500 end,
      last_error = case when a.status = 'DELIVERED' then null else 'HTTP 500' end,
      delivered_at = case when a.status = 'DELIVERED' then a.created_at + interval '1 second' end
    from answered a
    where p.id = a.id`);
}
