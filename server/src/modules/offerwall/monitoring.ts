/**
 * Monitoring flags (visitor monitoring logs, docs/decisions/money-loop.md#offerwall-api): evidence for staff and advertisers,
 * upserted per app, Seoul day, kind and subject as events happen. Thresholds:
 *   IP_MANY_USERS      one IP with ≥ 5 user keys
 *   DEVICE_MANY_USERS  one adid with ≥ 3 user keys
 *   TOO_FAST           one user key with ≥ 3 completions < 10 s after their click
 *   ANSWER_FAILURES    one user key with ≥ 50 % wrong answers over ≥ 10 attempts
 *   USER_HAMMERING     one user key with ≥ 50 clicks
 * Run after the event's transaction (never under the ad's lock): a flag is a report, not a gate.
 * Completion attempts are flagged per batch (`flagAttempts` in completion-queries.ts); the statements
 * are monitoring-queries.ts.
 */
import type { OfferwallRepository } from './repository';

export const FLAG_THRESHOLDS = {
  ipUsers: 5,
  deviceUsers: 3,
  tooFastSeconds: 10,
  tooFastCount: 3,
  answerAttempts: 10,
  answerFailureRate: 0.5,
  userClicks: 50,
} as const;

/** After a click: many users on one IP or device, one user key hammering. */
export async function flagAfterClick(
  repo: Pick<OfferwallRepository, 'clickFlagCounts' | 'upsertFlag'>,
  click: { appId: number; day: string; userKey: string; ip: string | null; adid: string | null },
) {
  const { appId, day } = click;
  const row = await repo.clickFlagCounts(click);
  if (click.ip && row.ip_users >= FLAG_THRESHOLDS.ipUsers)
    await repo.upsertFlag(appId, day, 'IP_MANY_USERS', click.ip, row.ip_users, { users: row.ip_users });
  if (click.adid && row.device_users >= FLAG_THRESHOLDS.deviceUsers)
    await repo.upsertFlag(appId, day, 'DEVICE_MANY_USERS', click.adid, row.device_users, { users: row.device_users });
  if (row.user_clicks >= FLAG_THRESHOLDS.userClicks)
    await repo.upsertFlag(appId, day, 'USER_HAMMERING', click.userKey, row.user_clicks, { clicks: row.user_clicks });
}
