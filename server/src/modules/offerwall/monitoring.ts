/**
 * Monitoring flags (visitor monitoring logs, docs/decisions/money-loop.md#offerwall-api): evidence for staff and advertisers,
 * upserted per app, Seoul day, kind and subject as events happen. Thresholds:
 *   IP_MANY_USERS      one IP with ≥ 5 user keys
 *   DEVICE_MANY_USERS  one adid with ≥ 3 user keys
 *   TOO_FAST           one user key with ≥ 3 completions < 10 s after their click
 *   ANSWER_FAILURES    one user key with ≥ 50 % wrong answers over ≥ 10 attempts
 *   USER_HAMMERING     one user key with ≥ 50 clicks
 * Run after the event's transaction (never under the ad's lock): a flag is a report, not a gate.
 * Completion attempts are flagged per batch in completions.ts (`flagAttempts`).
 */
import { sql } from 'drizzle-orm';
import type { MonitoringFlagKind } from '@nurly/contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

export const FLAG_THRESHOLDS = {
  ipUsers: 5,
  deviceUsers: 3,
  tooFastSeconds: 10,
  tooFastCount: 3,
  answerAttempts: 10,
  answerFailureRate: 0.5,
  userClicks: 50,
} as const;

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

/** After a click: many users on one IP or device, one user key hammering. */
export async function flagAfterClick(
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
  if (click.ip && row.ip_users >= FLAG_THRESHOLDS.ipUsers)
    await upsertFlag(db, appId, day, 'IP_MANY_USERS', click.ip, row.ip_users, { users: row.ip_users });
  if (click.adid && row.device_users >= FLAG_THRESHOLDS.deviceUsers)
    await upsertFlag(db, appId, day, 'DEVICE_MANY_USERS', click.adid, row.device_users, { users: row.device_users });
  if (row.user_clicks >= FLAG_THRESHOLDS.userClicks)
    await upsertFlag(db, appId, day, 'USER_HAMMERING', click.userKey, row.user_clicks, { clicks: row.user_clicks });
}
