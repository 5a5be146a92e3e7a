/**
 * Two app instances on one PostgreSQL database (TEST_DATABASE_URL; skipped on PGlite, which is one
 * process by construction): a cron occurrence runs once however many instances check the schedule,
 * and a job whose worker process was killed mid-job is picked up and completed by the other.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { CRASH_QUEUE, crashQueueSettings, sharedPostgres, startInstance, until, type Instance } from './support';

const serverUrl = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('two instances on one PostgreSQL', { skip: serverUrl ? false : 'needs TEST_DATABASE_URL (PostgreSQL)' }, () => {
  let shared: Awaited<ReturnType<typeof sharedPostgres>>;
  let a: Instance;
  let b: Instance;

  before(async () => {
    shared = await sharedPostgres(serverUrl!);
    [a, b] = await Promise.all([startInstance(shared.url), startInstance(shared.url)]);
  });
  after(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await shared?.drop();
  });

  it('runs a cron occurrence once, although both instances check the schedule every second', async () => {
    // Watch at most 12 s inside one minute, so exactly one occurrence of an every-minute cron is due.
    const second = new Date().getUTCSeconds();
    if (second > 44) await sleep((61 - second) * 1000);
    const declaredAt = new Date();
    const runs: { instance: string; id: string; at: Date }[] = [];
    const handlerOf = (instance: string) => async (job: { id: string }) => void runs.push({ instance, id: job.id, at: new Date() });
    await Promise.all([
      a.app.jobs.schedule('test.every-minute', '* * * * *', { tz: 'Asia/Seoul' }, handlerOf('A')),
      b.app.jobs.schedule('test.every-minute', '* * * * *', { tz: 'Asia/Seoul' }, handlerOf('B')),
    ]);
    await until(() => runs.length > 0, 8_000, 'the first run');
    // The instances keep passing over the schedule (cronCheck 1 s; each pass is claimed by one of
    // them, stamped in pgboss.version.cron_on) while the occurrence stays due (pg-boss reads an
    // occurrence as due for 60 s): each pass would send it again if nothing deduplicated it.
    const passes = new Set<string>();
    const watchUntil = Math.max(declaredAt.getTime() + 8_000, Date.now() + 4_000);
    while (Date.now() < watchUntil) {
      const [row] = await a.app.database.rawQuery<{ cron_on: Date }>(`select cron_on from ${a.app.config.jobs.schema}.version`, []);
      passes.add(row.cron_on.toISOString());
      await sleep(250);
    }
    assert.ok(passes.size >= 3, `cron passes kept running after the first run (${passes.size} seen)`);
    assert.equal(runs.length, 1, `one run for the occurrence, got ${JSON.stringify(runs)}`);
    assert.equal(runs[0].at.getUTCMinutes(), declaredAt.getUTCMinutes(), 'the run is the occurrence of the current minute');
    await a.app.jobs.boss!.unschedule('test.every-minute');
  });

  it('hands a job whose worker process was killed mid-job to the other instance', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(path.dirname(fileURLToPath(import.meta.url)), 'crash-worker.ts')], {
      env: { ...process.env, NODE_TEST_CONTEXT: undefined, JOBS_TEST_DATABASE_URL: shared.url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = once(child, 'exit');
    try {
      const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
      const nextLine = async () => (await lines.next()).value as string | undefined;
      assert.equal(await nextLine(), 'ready');

      // B has no worker for the queue yet: only the child can claim the job.
      const id = await b.app.jobs.send(CRASH_QUEUE, { order: 42 });
      assert.equal(await nextLine(), `claimed ${id}`);
      child.kill('SIGKILL');
      await exited;
      const boss = b.app.jobs.boss!;
      const [left] = await boss.findJobs(CRASH_QUEUE, { id: id! });
      assert.equal(left.state, 'active', 'the dead worker still holds the claim');

      const worked: { id: string; retryCount: number; data: unknown }[] = [];
      await b.app.jobs.work(
        CRASH_QUEUE,
        async (job) => void worked.push({ id: job.id, retryCount: job.retryCount, data: job.data }),
        crashQueueSettings,
      );
      // The claim expires after 2 s; B's supervisor (every second) fails it back to the queue as a retry.
      await until(async () => (await boss.findJobs(CRASH_QUEUE, { id: id! }))[0]?.state === 'completed', 15_000, 'completion by B');
      assert.deepEqual(worked, [{ id, retryCount: 1, data: { order: 42 } }]);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});
