/** The `jobs` section of the app config (src/config.ts), read from the environment and validated there. */
import { Type, type Static } from 'typebox';
import { boolFrom, intFrom, type Env } from '../lib/env';

export const JobsConfigSchema = Type.Object({
  /** JOBS_ENABLED: start pg-boss, its workers and cron schedules here (default on; off under NODE_ENV=test). */
  enabled: Type.Boolean({ env: 'JOBS_ENABLED' }),
  /** JOBS_SCHEMA: the PostgreSQL schema holding pg-boss's tables. */
  schema: Type.String({ pattern: '^[a-z_][a-z0-9_]{0,62}$', env: 'JOBS_SCHEMA' }),
  /** JOBS_STOP_TIMEOUT_SECONDS: how long a shutdown waits for running jobs before handing them back to the queue. */
  stopTimeoutSeconds: Type.Integer({ minimum: 1, maximum: 3600, env: 'JOBS_STOP_TIMEOUT_SECONDS' }),
  /** pg-boss's timers in seconds (its defaults); tests shorten them to observe a tick or an expiry. */
  intervals: Type.Object({
    /** A worker's wait between empty fetches (at least 0.5). */
    polling: Type.Number({ minimum: 0.5 }),
    /** How often an instance looks for cron occurrences that came due (1 to 45). */
    cronCheck: Type.Integer({ minimum: 1, maximum: 45 }),
    /** How often an instance fails expired claims back to their queues. */
    supervise: Type.Integer({ minimum: 1 }),
  }),
});
export type JobsConfig = Static<typeof JobsConfigSchema>;

export function jobsConfigFrom(env: Env = process.env): JobsConfig {
  return {
    enabled: boolFrom(env, 'JOBS_ENABLED', env.NODE_ENV !== 'test'),
    schema: env.JOBS_SCHEMA || 'pgboss',
    stopTimeoutSeconds: intFrom(env, 'JOBS_STOP_TIMEOUT_SECONDS', 30),
    intervals: { polling: 2, cronCheck: 30, supervise: 60 },
  };
}
