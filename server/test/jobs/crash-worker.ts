/**
 * A separate process for multi-instance.test.ts: an app instance on JOBS_TEST_DATABASE_URL whose
 * worker for `test.crash` reports the job it claimed and then hangs until the test kills this
 * process with SIGKILL (no graceful stop, no failing the job back: what a crash leaves behind).
 */
import { CRASH_QUEUE, crashQueueSettings, fastJobs, startInstance } from './support';

const databaseUrl = process.env.JOBS_TEST_DATABASE_URL;
if (!databaseUrl) throw new Error('JOBS_TEST_DATABASE_URL is required');

const instance = await startInstance(databaseUrl, fastJobs());
await instance.app.jobs.work(
  CRASH_QUEUE,
  async (job) => {
    process.stdout.write(`claimed ${job.id}\n`);
    await new Promise(() => {});
  },
  crashQueueSettings,
);
process.stdout.write('ready\n');
