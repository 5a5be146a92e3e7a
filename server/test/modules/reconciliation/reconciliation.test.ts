/**
 * The reconciliation (docs/decisions/money-loop.md#one-source-of-truth): who may run and read it, what a run stores and answers, the
 * menu status it raises, its bounded samples, the daily job after the settlement, and the clean
 * case — a loop made by the real services (campaign, approval, completions, settlement, the month's
 * invoice) on the test clock gives no finding about its account, ad or month. Breaking each
 * invariant on purpose: breaks.test.ts.
 */
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { RECONCILIATION_INVARIANTS, reconciliationMessages } from '@nurly/contracts/schemas';
import { RECONCILIATION_QUEUE } from '../../../src/modules/reconciliation/plugin';
import { createReconciliationRepository } from '../../../src/modules/reconciliation/repository';
import { monthWindow, reconcile } from '../../../src/modules/reconciliation/service';
import { buildTestApp, fileTestApp } from '../../helpers/app';
import { fastJobs, until } from '../../jobs/support';
import { fundedCustomer, staffHeaders } from '../ads/helpers';
import { api, checkOf, findingsAbout, findingsOf, menuStatusOf, midNextMonth, monthAfter, reconcileNow, settledAdDay } from './helpers';

const t = await fileTestApp();
const staff = await staffHeaders(t);
const admin = await staffHeaders(t, 'admin');
afterEach(() => t.clock.reset());

describe('admin/reconciliation', () => {
  test('before the first run: no run, no menu count; running is NURLY_ADMIN only, reading is console staff', async () => {
    const empty = await api(t).get('/api/admin/reconciliation', staff);
    assert.equal(empty.statusCode, 200, empty.body);
    assert.deepEqual(empty.json(), { run: null, next_run_at: null });
    assert.deepEqual(await menuStatusOf(t, admin), {
      successCount: 0,
      successHint: reconciliationMessages.menuSuccess,
      errorCount: 0,
      errorHint: reconciliationMessages.menuError,
    });

    const customer = (await settledAdDay(t, staff, admin, 1)).ad.headers;
    for (const headers of [staff, customer])
      assert.equal((await api(t).post('/api/admin/reconciliation/run', {}, headers)).statusCode, 403);
    assert.equal((await api(t).get('/api/admin/reconciliation', customer)).statusCode, 403);
    assert.equal((await t.inject({ method: 'POST', url: '/api/admin/reconciliation/run' })).statusCode, 401);
    assert.equal((await t.inject({ method: 'GET', url: '/api/admin/reconciliation' })).statusCode, 401);
  });

  test('a run answers and stores every check in order; staff read it back; the menu status counts its broken checks', async () => {
    const response = await api(t).post('/api/admin/reconciliation/run', {}, admin);
    assert.equal(response.statusCode, 200, response.body);
    const { message, run } = response.json();
    assert.equal(message, reconciliationMessages.ran(run.broken));
    assert.equal(run.trigger, 'MANUAL');
    assert.deepEqual(
      run.checks.map((check: { key: string }) => check.key),
      [...RECONCILIATION_INVARIANTS],
    );
    for (const check of run.checks) {
      assert.equal(check.ok, check.count === 0, check.key);
      assert.ok(check.findings.length <= Math.min(check.count, 50), check.key);
    }
    assert.equal(checkOf(run, 'hub_margins').unit, 'tenths');
    assert.equal(checkOf(run, 'ledger_balance').unit, 'won');
    assert.equal(run.broken, run.checks.filter((check: { ok: boolean }) => !check.ok).length);
    assert.equal(run.ok, run.broken === 0);
    const window = monthWindow(t.clock.seoulDay(), 3);
    assert.deepEqual([run.from_month, run.to_month], [window.fromMonth, window.toMonth]);
    assert.ok(Date.parse(run.started_at) <= Date.parse(run.finished_at));

    const read = await api(t).get('/api/admin/reconciliation', staff);
    assert.equal(read.statusCode, 200, read.body);
    assert.deepEqual(read.json().run, run);
    const status = await menuStatusOf(t, admin);
    assert.equal(status.errorCount, run.broken);
    assert.equal(status.successCount, RECONCILIATION_INVARIANTS.length - run.broken);
  });

  test('a check keeps a bounded sample of its findings and counts them all', async () => {
    // Three charges naming no ad-day, on three fresh accounts.
    const owners = [];
    for (let i = 0; i < 3; i += 1) owners.push(await fundedCustomer(t, 1_000));
    for (const owner of owners) {
      await t.database.db.execute(sql`
        insert into point_transactions (account_id, action, action_name, amount, balance_after, idempotency_key)
        select id, 'AD_DEDUCT', '광고비 차감', -10, point - 10, 'test:no-ad-day:' || id from users where id = ${owner.id}`);
      await t.database.db.execute(sql`update users set point = point - 10 where id = ${owner.id}`);
    }
    const run = await reconcile({ repo: createReconciliationRepository(t.database.db), clock: t.clock, sampleLimit: 2 }, 'MANUAL');
    const check = checkOf(run, 'ad_day_charge');
    assert.ok(check.count >= 3, String(check.count));
    assert.equal(check.findings.length, 2);
    // Newest accounts first: the two last made.
    assert.deepEqual(
      check.findings.map((finding) => [finding.kind, finding.account?.id, finding.actual]),
      [owners[2], owners[1]].map((owner) => ['WITHOUT_AD_DAY', owner.id, 10]),
    );
  });
});

describe('the clean case', () => {
  test('a loop made by the real services reconciles in its month and after its invoice; an ended month without its invoice is a finding', async () => {
    const month = midNextMonth(t);
    const settled = await settledAdDay(t, staff, admin, 7);
    const who = [settled.ad.ownerId];
    const inMonth = await reconcileNow(t, admin);
    assert.deepEqual(findingsAbout(inMonth, who, [settled.ad.id]), []);

    // The month ends: the line's last day is settled (its hold released) and the month has no invoice yet.
    t.clock.set(`${monthAfter(month)}-01T00:50:00+09:00`);
    assert.equal((await api(t).post('/api/admin/settlements/run', {}, admin)).statusCode, 200);
    const uninvoiced = await reconcileNow(t, admin);
    assert.deepEqual(
      findingsOf(uninvoiced, 'spend_ledger_invoice', { accountId: settled.ad.ownerId }).map((f) => [
        f.kind,
        f.period,
        f.ad_id,
        f.expected,
        f.actual,
      ]),
      [['INVOICE', month, null, settled.amount, 0]],
    );
    assert.deepEqual(findingsAbout(uninvoiced, who, [settled.ad.id]).length, 1, 'the missing invoice is the only finding');

    const generated = await api(t).post('/api/admin/invoices/generate', { month }, staff);
    assert.equal(generated.statusCode, 200, generated.body);
    const invoiced = await reconcileNow(t, admin);
    assert.deepEqual(findingsAbout(invoiced, who, [settled.ad.id]), []);
    // The figures it compared: the ledger, the campaign list and the invoice all say the same charge.
    const campaigns = await api(t).get('/api/assistant/campaingns', settled.ad.headers);
    assert.equal(campaigns.json().results[0].spent, settled.amount);
  });
});

describe('the daily job', () => {
  test('runs on pg-boss at 00:45 Asia/Seoul, after the settlement, and stores a SCHEDULE run', async () => {
    const withJobs = await buildTestApp({ jobs: fastJobs() });
    try {
      const schedule = await withJobs.app.jobs.boss!.getSchedule(RECONCILIATION_QUEUE);
      assert.equal(schedule?.cron, '45 0 * * *');
      assert.equal(schedule?.timezone, 'Asia/Seoul');
      const next = withJobs.app.jobs.nextRun(RECONCILIATION_QUEUE)!;
      const seoul = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Asia/Seoul',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(next);
      assert.equal(seoul, '00:45');
      const withJobsAdmin = await staffHeaders(withJobs, 'admin');
      assert.equal((await api(withJobs).get('/api/admin/reconciliation', withJobsAdmin)).json().next_run_at, next.toISOString());

      await withJobs.app.jobs.send(RECONCILIATION_QUEUE, {});
      const run = await until(
        async () => (await api(withJobs).get('/api/admin/reconciliation', withJobsAdmin)).json().run,
        30_000,
        'the job to store a run',
      );
      assert.equal(run.trigger, 'SCHEDULE');
      assert.equal((await menuStatusOf(withJobs, withJobsAdmin)).errorCount, run.broken);
    } finally {
      await withJobs.close();
    }
  });
});
