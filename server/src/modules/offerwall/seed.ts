/**
 * Demo data of the offerwall console: the demo `offerwall` account gets one app with
 * a FIXED, published key and secret (demo only: seeding is refused in production). Its fortnight of
 * clicks, completions, rejections, postbacks and flags is played through the publisher service by the
 * demo fortnight (demo/traffic.ts). Idempotent: skipped once the demo app exists.
 */
import { eq, sql } from 'drizzle-orm';
import { shiftDay } from '@nurly/contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { publisherApps } from '../../db/schema/offerwall';

/** Published demo credentials (README): never valid anywhere but a seeded demo database. */
export const DEMO_PUBLISHER_KEY = 'nk_demo_offerwall_local_0001';
export const DEMO_PUBLISHER_SECRET = 'demo-offerwall-secret-do-not-use-in-production-0001';
/** Where the demo app's postbacks go: `pnpm demo:publisher` listens there while it runs. */
export const DEMO_POSTBACK_URL = 'http://127.0.0.1:8090/postback';

export async function seedOfferwallDemo(db: Db): Promise<void> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'offerwall'));
  if (!owner) return;
  await db
    .insert(publisherApps)
    .values({
      ownerId: owner.id,
      name: '데모 리워드 앱',
      apiKey: DEMO_PUBLISHER_KEY,
      secret: DEMO_PUBLISHER_SECRET,
      // The published demo secret is not a whsec_ secret: the demo app signs its postbacks the X-Nurly way.
      postbackScheme: 'nurly',
      postbackUrl: DEMO_POSTBACK_URL,
    })
    .onConflictDoNothing();
}

/**
 * What the demo app's receiver answered: nothing listens on its postback URL while the demo is
 * seeded, so the postbacks the completions queued are recorded as a receiver would have answered
 * them — delivered after one or two attempts, and on the last two days a few that failed for good
 * (the console's resend) or still wait for their next retry. Postbacks carry no money.
 */
export async function recordDemoPostbacks(db: Db, appId: number, today: string): Promise<void> {
  const recent = shiftDay(today, -2);
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
