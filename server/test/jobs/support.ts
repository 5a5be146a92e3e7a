/** Shared by the jobs tests: fast pg-boss timers, a bounded wait, app instances on one PostgreSQL. */
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import app from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { throwawayDatabase } from '../support/pg-database';
import { jobsConfigFrom, type JobsConfig } from '../../src/jobs/config';
import { testEnv } from '../helpers/app';

/** Jobs on, with pg-boss's timers shortened so a test sees a poll, a retry or a cron pass in about a second. */
export function fastJobs(overrides: Partial<JobsConfig> = {}): JobsConfig {
  return {
    ...jobsConfigFrom(testEnv),
    enabled: true,
    stopTimeoutSeconds: 5,
    intervals: { polling: 0.5, cronCheck: 1, supervise: 1 },
    ...overrides,
  };
}

/** Polls `check` until it answers something truthy (and returns that), failing after `timeoutMs`. */
export async function until<T>(check: () => T | Promise<T>, timeoutMs = 15_000, what = 'condition'): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Separate app instances on one PostgreSQL database, as separate processes would run them: each
 * with its own pool. The database is created (and migrated) here and dropped by `drop()`.
 */
export async function sharedPostgres(serverUrl: string) {
  const database = await throwawayDatabase(serverUrl, 'nurly_jobs');
  const migrator = openDatabase({ databaseUrl: database.url, poolSize: 1 });
  await migrator.migrate();
  await migrator.close();
  return database;
}

export interface Instance {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** One app instance on `databaseUrl` with jobs on (fast timers), ready. */
export async function startInstance(databaseUrl: string, jobs: JobsConfig = fastJobs()): Promise<Instance> {
  const config = loadConfig(testEnv, { dataDir: ':memory:', seedDemo: false, staticRoot: path.join(os.tmpdir(), 'nurly-no-static'), jobs });
  const database = openDatabase({ databaseUrl, poolSize: 4 });
  const fastify = Fastify({ logger: false });
  try {
    await fastify.register(app, { config, database, skipMigrations: true });
    await fastify.ready();
  } catch (error) {
    await fastify.close().catch(() => {});
    await database.close();
    throw error;
  }
  return {
    app: fastify,
    async close() {
      await fastify.close();
      await database.close();
    },
  };
}

/** The queue of the killed-worker test; its claim expires after 2 s so a survivor may retry it. */
export const CRASH_QUEUE = 'test.crash';
export const crashQueueSettings = { expireInSeconds: 2, retryLimit: 2, retryDelay: 0 };
