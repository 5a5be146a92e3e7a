/**
 * The monitoring flags' statements (monitoring.ts decides): a flag upserted per app, Seoul day, kind
 * and subject, and the counts a click's flags are decided on.
 */
import { sql } from 'drizzle-orm';
import type { MonitoringFlagKind } from '@nurly/contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

export async function upsertFlag(
  db: Db,
  appId: number,
  day: string,
  kind: MonitoringFlagKind,
  subject: string,
  n: number,
  details: Record<string, unknown>,
) {
  await db.execute(sql`
    insert into offerwall_flags (app_id, day, kind, subject, count, details, updated_at)
    values (${appId}, ${day}::date, ${kind}, ${subject.slice(0, 100)}, ${n}, ${JSON.stringify(details)}::jsonb, now())
    on conflict (app_id, day, kind, subject) do update set count = excluded.count, details = excluded.details, updated_at = now()`);
}

/** The day's user keys on the click's IP and on its device (0 without one), and the user key's clicks. */
export async function clickFlagCounts(
  db: Db,
  click: { appId: number; day: string; userKey: string; ip: string | null; adid: string | null },
) {
  const { appId, day } = click;
  const [row] = await rowsOf<{ ip_users: number; device_users: number; user_clicks: number }>(
    db,
    sql`
    select
      ${click.ip ? sql`(select count(distinct user_key) from offerwall_clicks where app_id = ${appId} and day = ${day}::date and ip = ${click.ip})` : sql`0`}::int as ip_users,
      ${click.adid ? sql`(select count(distinct user_key) from offerwall_clicks where app_id = ${appId} and day = ${day}::date and adid = ${click.adid})` : sql`0`}::int as device_users,
      (select count(*) from offerwall_clicks where app_id = ${appId} and day = ${day}::date and user_key = ${click.userKey})::int as user_clicks`,
  );
  return row;
}
