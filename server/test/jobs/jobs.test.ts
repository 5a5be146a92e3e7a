/**
 * app.jobs on the test database (PGlite; PostgreSQL with TEST_DATABASE_URL): a job sent is worked,
 * a failed attempt is retried, the daily keyword refresh is a cron in Asia/Seoul, a shutdown waits
 * for a running job, and with JOBS_ENABLED off (every other test file) nothing is started.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { keywordRefreshRuns } from '../../src/db/schema/keywords';
import { REFRESH_QUEUE } from '../../src/modules/keywords/refresh';
import { bearer, buildTestApp, demo, type TestApp } from '../helpers/app';
import { fastJobs, until } from './support';

/** The next 06:00 in Asia/Seoul (UTC+9, no daylight saving) after `now`: 21:00 UTC. */
function nextSeoulSixAm(now: Date): Date {
  const candidate = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 21));
  if (candidate <= now) candidate.setUTCDate(candidate.getUTCDate() + 1);
  return candidate;
}

describe('jobs disabled (the default under NODE_ENV=test)', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it('starts nothing: no pg-boss schema, no worker, and send() refuses', async () => {
    assert.equal(t.config.jobs.enabled, false);
    assert.equal(t.app.jobs.enabled, false);
    assert.equal(t.app.jobs.boss, null);
    const [row] = await t.database.rawQuery<{ n: number }>(
      'select count(*)::int as n from information_schema.schemata where schema_name = $1',
      [t.config.jobs.schema],
    );
    assert.equal(row.n, 0, 'pg-boss never installed its schema');
    await assert.rejects(t.app.jobs.send('test.nothing', {}), /JOBS_ENABLED=false/);
    assert.equal(t.app.jobs.nextRun(REFRESH_QUEUE), null);
  });
});

describe('jobs enabled', () => {
  let t: TestApp;
  let closed = false;

  before(async () => {
    // The daily refresh is scheduled only when asked for (config.keywords.refreshEnabled).
    t = await buildTestApp({ jobs: fastJobs() }, { KEYWORD_REFRESH_ENABLED: 'true' });
  });
  after(async () => {
    if (!closed) await t?.close();
  });

  it('works a job that was sent, once, and records its result', async () => {
    const seen: { id: string; data: { greeting: string }; retryCount: number }[] = [];
    await t.app.jobs.work<{ greeting: string }>('test.echo', async (job) => {
      seen.push({ id: job.id, data: job.data, retryCount: job.retryCount });
      return { answered: job.data.greeting.toUpperCase() };
    });
    const id = await t.app.jobs.send('test.echo', { greeting: '안녕하세요' });
    assert.ok(id);
    const boss = t.app.jobs.boss!;
    const [done] = await until(async () => {
      const jobs = await boss.findJobs<{ greeting: string }>('test.echo', { id });
      return jobs[0]?.state === 'completed' ? jobs : null;
    });
    assert.deepEqual(seen, [{ id, data: { greeting: '안녕하세요' }, retryCount: 0 }]);
    assert.deepEqual(done.output, { answered: '안녕하세요'.toUpperCase() });
  });

  it('retries an attempt that threw, up to the queue’s retryLimit', async () => {
    const attempts: number[] = [];
    await t.app.jobs.work(
      'test.flaky',
      async (job) => {
        attempts.push(job.retryCount);
        if (job.retryCount === 0) throw new Error('provider timeout');
        return { ok: true };
      },
      { retryLimit: 1, retryDelay: 0 },
    );
    const id = await t.app.jobs.send('test.flaky', {});
    assert.ok(id);
    const boss = t.app.jobs.boss!;
    await until(async () => (await boss.findJobs('test.flaky', { id }))[0]?.state === 'completed');
    assert.deepEqual(attempts, [0, 1]);
  });

  it('keeps the daily keyword refresh as a pg-boss cron at 06:00 Asia/Seoul', async () => {
    const boss = t.app.jobs.boss!;
    const schedule = await boss.getSchedule(REFRESH_QUEUE);
    assert.ok(schedule, 'the refresh is scheduled in the database');
    assert.equal(schedule.cron, '0 6 * * *');
    assert.equal(schedule.timezone, 'Asia/Seoul');
    const expected = nextSeoulSixAm(new Date());
    assert.equal(t.app.jobs.nextRun(REFRESH_QUEUE)?.toISOString(), expected.toISOString());
    const customer = bearer((await t.login(...demo.customer)).access);
    const status = await t.inject({ method: 'GET', url: '/api/naver/keywords/refresh/status', headers: customer });
    assert.equal(status.json<{ next_run_at: string | null }>().next_run_at, expected.toISOString());
  });

  it('runs the keyword refresh when its job arrives, as the cron sends it', async () => {
    const boss = t.app.jobs.boss!;
    const id = await t.app.jobs.send(REFRESH_QUEUE, {});
    const [job] = await until(
      async () => {
        const jobs = await boss.findJobs<object>(REFRESH_QUEUE, { id: id! });
        return jobs[0]?.state === 'completed' ? jobs : null;
      },
      30_000,
      'the refresh job',
    );
    const summary = job.output as { runId: number; day: string; total: number; interrupted: boolean };
    assert.equal(summary.interrupted, false);
    assert.equal(summary.day, t.app.clock.seoulDay());
    const [run] = await t.database.db.select().from(keywordRefreshRuns).where(eq(keywordRefreshRuns.id, summary.runId));
    assert.ok(run.finishedAt, 'the run row is finished');
    assert.equal(run.total, summary.total);
  });

  it('refuses a queue declared twice and a schedule it cannot read', async () => {
    await assert.rejects(
      t.app.jobs.work('test.echo', async () => {}),
      /declared twice/,
    );
    await assert.rejects(
      async () => t.app.jobs.schedule('test.bad-zone', '0 6 * * *', { tz: 'Asia/Sejong' }, async () => {}),
      /Asia\/Sejong/,
    );
  });

  it('waits for a running job when the app closes (graceful stop)', async () => {
    let finished = false;
    let started = false;
    await t.app.jobs.work('test.slow', async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 700));
      finished = true;
    });
    await t.app.jobs.send('test.slow', {});
    await until(() => started);
    closed = true;
    await t.close();
    assert.equal(finished, true, 'close() returned only after the handler finished');
  });
});
