/**
 * /metrics on the money jobs: the offerwall's completion batches, the last settlement run (duration
 * and result), the rank API budget, and the age of the oldest waiting job per queue.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { settleAndRecord } from '../../../src/modules/settlement/runs';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { fastJobs, until } from '../../jobs/support';
import { clickAndWait, complete, createPublisherApp, runningAd } from '../offerwall/helpers';
import { staffHeaders } from '../ads/helpers';
import * as settlement from '../settlement/helpers';

const TOKEN = 'a-scraper-token-0123456789';

async function scrape(t: TestApp): Promise<string> {
  const response = await t.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  assert.equal(response.statusCode, 200, response.body);
  return response.body;
}

/** The value of one series (`name` with its labels, exactly as exposed), or undefined when absent. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics: the money jobs', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ metricsToken: TOKEN });
  });
  after(() => t?.close());

  test('completion batches: how many, and how many calls they decided', async () => {
    const before = await scrape(t);
    assert.equal(value(before, 'nurly_offerwall_completion_batch_size_count'), 0);
    t.clock.set(`${t.clock.seoulDay()}T12:00:00+09:00`);
    const app = await createPublisherApp(t);
    const ad = await runningAd(t);
    const clicks = [];
    for (const user of ['batch-1', 'batch-2', 'batch-3']) clicks.push(await clickAndWait(t, app, ad.id, user));
    t.clock.advance(6_000);
    const answers = await Promise.all(clicks.map((clickId) => complete(t, app, clickId)));
    for (const answer of answers) assert.equal(answer.json().status, 'COMPLETED', answer.body);

    const text = await scrape(t);
    const batches = value(text, 'nurly_offerwall_completion_batch_size_count') ?? 0;
    assert.ok(batches >= 1 && batches <= 3, `batches ${batches}`);
    assert.equal(value(text, 'nurly_offerwall_completion_batch_size_sum'), 3, 'three calls decided');
    assert.equal(value(text, 'nurly_offerwall_completion_batch_duration_seconds_count'), batches);
    assert.match(text, /nurly_offerwall_completion_batch_size_bucket\{le="500"\} \d/);
  });

  test('the last settlement run: its duration and result, 1 when ok and 0 when it failed', async () => {
    // The demo fortnight recorded its nightly runs: the last is this morning's 00:05.
    const before = await scrape(t);
    assert.equal(value(before, 'nurly_settlement_last_run_success'), 1);
    assert.ok((value(before, 'nurly_settlement_last_run_timestamp_seconds') ?? 0) > 1_700_000_000);

    const admin = await staffHeaders(t, 'admin');
    assert.equal((await settlement.api(t).post('/api/admin/settlements/run', {}, admin)).statusCode, 200);
    const rows = (
      (await t.database.db.execute(sql`select duration_ms, finished_at from settlement_runs order by id desc limit 1`)) as unknown as {
        rows: { duration_ms: number; finished_at: Date | string }[];
      }
    ).rows;
    const ok = await scrape(t);
    assert.equal(value(ok, 'nurly_settlement_last_run_success'), 1);
    assert.equal(value(ok, 'nurly_settlement_last_run_duration_seconds'), rows[0].duration_ms / 1000);
    assert.equal(value(ok, 'nurly_settlement_last_run_timestamp_seconds'), new Date(rows[0].finished_at).getTime() / 1000);

    // A run that fails (a batch throws before its commit) is the last run: the result drops to 0.
    const staff = await staffHeaders(t);
    const ad = await settlement.runningAd(t, staff, { dailyVolume: 10, days: 2 });
    await settlement.complete(t, await settlement.publisherApp(t), ad.id, t.clock.seoulDay(), 2);
    t.clock.advance(86_400_000);
    const failing = settlement.settlementDeps(t, {
      hooks: {
        beforeCommit: () => {
          throw new Error('디스크가 가득 찼습니다 (test)');
        },
      },
    });
    await assert.rejects(settleAndRecord(failing, 'SCHEDULE'), /디스크/);
    assert.equal(value(await scrape(t), 'nurly_settlement_last_run_success'), 0);
  });

  test('the oldest pending postback: its age by the app clock on the very scrape that sees it', async () => {
    // The demo data's postbacks may wait already: this one is an hour older than the oldest of them.
    const before = value(await scrape(t), 'nurly_postback_oldest_pending_seconds') ?? 0;
    const since = new Date(t.clock.now().getTime() - (before + 3600) * 1000);
    await t.database.db.execute(sql`insert into offerwall_postbacks (completion_id, app_id, url, payload, status, created_at)
      select c.id, c.app_id, 'https://publisher.example/postback', '{}'::jsonb, 'PENDING', ${since.toISOString()}::timestamptz
      from offerwall_completions c where not exists (select 1 from offerwall_postbacks p where p.completion_id = c.id)
      order by c.id desc limit 1`);
    const text = await scrape(t);
    const age = value(text, 'nurly_postback_oldest_pending_seconds') ?? 0;
    assert.ok(age >= before + 3600 && age < before + 4200, `oldest pending ${age} (was ${before})`);
    assert.ok((value(text, 'nurly_postbacks{status="PENDING"}') ?? 0) >= 1);
    await t.database.db.execute(sql`delete from offerwall_postbacks where url = 'https://publisher.example/postback'`);
  });

  test("the rank API budget: today's calls (Seoul day, app clock) and the daily limit", async () => {
    const today = t.clock.seoulDay();
    await t.database.db.execute(sql`insert into rank_api_usage (day, calls) values (${today}::date, 17)
      on conflict (day) do update set calls = 17`);
    const text = await scrape(t);
    assert.equal(value(text, 'nurly_rank_api_calls_used'), 17);
    assert.equal(value(text, 'nurly_rank_api_calls_limit'), t.config.keywords.dailyCallBudget);
    // Tomorrow nothing is used yet.
    t.clock.advance(86_400_000);
    assert.equal(value(await scrape(t), 'nurly_rank_api_calls_used'), 0);
  });
});

describe('/metrics with the jobs running: queues and the settlement job', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ metricsToken: TOKEN, jobs: fastJobs() });
  });
  after(() => t?.close());

  test('a queue whose job waits reports its age; queues with none waiting report 0', async () => {
    const boss = await until(() => t.app.jobs.boss, 15_000, 'pg-boss running');
    // A queue no instance works: its job waits.
    await boss.createQueue('test.idle');
    await boss.send('test.idle', { n: 1 });
    const text = await scrape(t);
    assert.ok((value(text, 'nurly_job_queue_oldest_seconds{queue="test.idle"}') ?? -1) >= 0);
    assert.equal(value(text, 'nurly_job_queue_oldest_seconds{queue="settlement.daily"}'), 0);

    // The staff page reads the same queues, with when the oldest waiting job was queued.
    const report = await t.inject({ method: 'GET', url: '/api/admin/operations', headers: await staffHeaders(t, 'admin') });
    assert.equal(report.statusCode, 200, report.body);
    const { jobs, settlement } = report.json();
    assert.equal(jobs.running, true);
    const idle = jobs.queues.find((queue: { name: string }) => queue.name === 'test.idle');
    assert.ok(idle?.oldest_queued_at, JSON.stringify(jobs.queues));
    assert.ok(jobs.queues.some((queue: { name: string }) => queue.name === 'settlement.daily'));
    assert.ok(settlement.next_run_at, 'the cron is scheduled on this instance');
  });
  test('the settlement job (what the 00:05 cron sends) records its run and the gauges follow', async () => {
    const last = async () =>
      (
        (await t.database.db.execute(
          sql`select id, trigger, status, duration_ms from settlement_runs order by id desc limit 1`,
        )) as unknown as {
          rows: { id: number; trigger: string; status: string; duration_ms: number }[];
        }
      ).rows[0];
    const before = await last();
    await t.app.jobs.send('settlement.daily', {});
    const run = await until(
      async () => {
        const row = await last();
        return row && row.id > (before?.id ?? 0) ? row : null;
      },
      30_000,
      'the settlement job to record its run',
    );
    assert.deepEqual([run.trigger, run.status], ['SCHEDULE', 'ok']);
    const text = await scrape(t);
    assert.equal(value(text, 'nurly_settlement_last_run_success'), 1);
    assert.equal(value(text, 'nurly_settlement_last_run_duration_seconds'), run.duration_ms / 1000);
  });
});
