/** Shared by the reconciliation tests: a settled ad-day made through the real services, and a run read back. */
import assert from 'node:assert/strict';
import type { ReconciliationCheck, ReconciliationFinding, ReconciliationInvariant, ReconciliationRun } from '@nurly/contracts/schemas';
import { chargeWon, shiftDay } from '@nurly/contracts';
import type { TestApp } from '../../helpers/app';
import { api, complete, PRICE_TENTHS, publisherApp, runningAd, type Headers, type RunningAd } from '../settlement/helpers';

export { api, type Headers };

export const DAY = 86_400_000;

/** `YYYY-MM` of the month after `month`. */
export const monthAfter = (month: string) => shiftDay(`${month}-28`, 7).slice(0, 7);

/**
 * Moves the clock to noon of the 10th of next month (Asia/Seoul): a day settled tomorrow stays in
 * the clock's month whatever today is, so no month ends under the test unless it says so.
 */
export function midNextMonth(t: TestApp): string {
  const month = monthAfter(t.clock.seoulDay().slice(0, 7));
  t.clock.set(`${month}-10T12:00:00+09:00`);
  return month;
}

export interface SettledAdDay {
  ad: RunningAd;
  day: string;
  amount: number;
}

/**
 * A funded customer's naverapp line, approved by staff, `completions` completed today by a
 * publisher's users, then the clock moved a day and the settlement run by NURLY_ADMIN — every row
 * the loop writes, written by the loop.
 */
export async function settledAdDay(t: TestApp, staff: Headers, admin: Headers, completions = 7): Promise<SettledAdDay> {
  const ad = await runningAd(t, staff, { dailyVolume: 20, days: 2 });
  const day = t.clock.seoulDay();
  await complete(t, await publisherApp(t), ad.id, day, completions);
  t.clock.advance(DAY);
  const settled = await api(t).post('/api/admin/settlements/run', {}, admin);
  assert.equal(settled.statusCode, 200, settled.body);
  return { ad, day, amount: chargeWon(completions, PRICE_TENTHS) };
}

/** POST admin/reconciliation/run as NURLY_ADMIN: the stored run. */
export async function reconcileNow(t: TestApp, admin: Headers): Promise<ReconciliationRun> {
  const response = await api(t).post('/api/admin/reconciliation/run', {}, admin);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().run;
}

export function checkOf(run: ReconciliationRun, key: ReconciliationInvariant): ReconciliationCheck {
  const check = run.checks.find((candidate) => candidate.key === key);
  assert.ok(check, `run ${run.id} has no ${key} check`);
  return check;
}

/** The findings of a check about one account (or one hub). */
export function findingsOf(
  run: ReconciliationRun,
  key: ReconciliationInvariant,
  who: { accountId?: number; groupId?: number },
): ReconciliationFinding[] {
  return checkOf(run, key).findings.filter(
    (finding) =>
      (who.accountId !== undefined && finding.account?.id === who.accountId) ||
      (who.groupId !== undefined && finding.group?.id === who.groupId),
  );
}

/** Every finding of the run about these accounts or ads, whatever the check (a clean loop has none). */
export function findingsAbout(
  run: ReconciliationRun,
  accountIds: number[],
  adIds: number[] = [],
): (ReconciliationFinding & { check: string })[] {
  return run.checks.flatMap((check) =>
    check.findings
      .filter(
        (finding) =>
          (finding.account && accountIds.includes(finding.account.id)) || (finding.ad_id !== null && adIds.includes(finding.ad_id)),
      )
      .map((finding) => ({ ...finding, check: check.key })),
  );
}

/** The staff view's menu status (GET options/menu/status as NURLY_ADMIN). */
export async function menuStatusOf(t: TestApp, admin: Headers) {
  const response = await api(t).get('/api/options/menu/status', admin);
  assert.equal(response.statusCode, 200, response.body);
  return response.json()['admin-reconciliation'] as { successCount: number; errorCount: number; errorHint: string; successHint: string };
}
