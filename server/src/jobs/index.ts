/**
 * Durable background and scheduled jobs (docs/decisions/architecture.md#server) on pg-boss, in the app's own database
 * (PostgreSQL or the embedded PGlite). Any instance may run any job; a job whose worker died is
 * handed to another one once its claim expires. Delivery is at least once: exactly-once effects
 * come from unique keys in the database, never from the queue. See README.md next to this file.
 *
 * Modules declare their queues while they register (`app.jobs.work`, `app.jobs.schedule`); the
 * plugin starts pg-boss when the app is ready and stops it gracefully when the app closes.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PgBoss, type Job, type QueueOptions, type QueuePolicy, type SendOptions } from 'pg-boss';
import type { JobsConfig } from './config';
import { jobsDatabase } from './database';

export interface JobContext<Data> {
  id: string;
  name: string;
  data: Data;
  /** 0 on the first attempt, then 1, 2, ... on retries (an expired claim counts as one). */
  retryCount: number;
  /**
   * Aborted when this attempt is given up (the app is closing past its grace period, or the claim
   * was lost): stop starting new work and return.
   */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/** Throwing fails the attempt: pg-boss retries it per the queue's retry settings. */
export type JobHandler<Data> = (job: JobContext<Data>) => Promise<unknown>;

export interface QueueSettings {
  /**
   * pg-boss queue policy, fixed when the queue is first created. 'standard' (default) keeps every
   * job; 'exclusive' allows one queued-or-active job per singletonKey; 'singleton' one active.
   */
  policy?: QueuePolicy;
  /** Retries after the first attempt (default 2). */
  retryLimit?: number;
  /** Seconds before a retry (default 0); with retryBackoff, the first of an exponential series. */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** Seconds an attempt may stay active before it counts as dead and is retried (default 900). */
  expireInSeconds?: number;
  /**
   * Seconds without a heartbeat (sent by the worker while the handler runs) after which the attempt
   * counts as dead: lets a long job keep a long expireInSeconds yet be recovered quickly when its
   * instance dies. At least 10.
   */
  heartbeatSeconds?: number;
  /** Jobs of this queue one instance works at once (default 1). */
  concurrency?: number;
}

export interface ScheduleSettings<Data> {
  /** IANA time zone the cron expression is read in; business schedules use 'Asia/Seoul'. */
  tz: string;
  /** The data every scheduled job carries. */
  data?: Data;
}

/** What a sender may set per job; queue-wide settings belong to work()/schedule(). */
export type SendJobOptions = Pick<
  SendOptions,
  'singletonKey' | 'startAfter' | 'priority' | 'retryLimit' | 'retryDelay' | 'expireInSeconds'
>;

export interface Jobs {
  /** JOBS_ENABLED: false = nothing is started on this instance and send() refuses. */
  readonly enabled: boolean;
  /** Declares a queue and its handler. Before the app is ready it is recorded; after, applied at once. */
  work<Data extends object>(name: string, handler: JobHandler<Data>, settings?: QueueSettings): Promise<void>;
  /** work() plus a cron schedule; one job per occurrence across all instances. */
  schedule<Data extends object>(
    name: string,
    cron: string,
    schedule: ScheduleSettings<Data>,
    handler: JobHandler<Data>,
    settings?: QueueSettings,
  ): Promise<void>;
  /** Queues a job; null when the queue policy dropped it as a duplicate of its singletonKey. */
  send<Data extends object>(name: string, data: Data, options?: SendJobOptions): Promise<string | null>;
  /** The next occurrence of a declared schedule, or null (none declared, or jobs disabled here). */
  nextRun(name: string): Date | null;
  /** The running pg-boss instance (tests, maintenance); null while stopped. */
  readonly boss: PgBoss | null;
}

interface Declaration {
  name: string;
  handler: JobHandler<object>;
  settings: QueueSettings;
  schedule?: { cron: string; tz: string; data?: object };
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

function queueOptions(settings: QueueSettings): QueueOptions {
  const { retryLimit, retryDelay, retryBackoff, expireInSeconds, heartbeatSeconds } = settings;
  const options: QueueOptions = { retryLimit, retryDelay, retryBackoff, expireInSeconds, heartbeatSeconds };
  for (const key of Object.keys(options) as (keyof QueueOptions)[]) if (options[key] === undefined) delete options[key];
  return options;
}

async function jobsPlugin(app: FastifyInstance) {
  const config: JobsConfig = app.config.jobs;
  const log = app.log.child({ module: 'jobs' });
  const declarations = new Map<string, Declaration>();
  const { db, backend } = jobsDatabase(app.database);
  const boss = new PgBoss({
    db,
    backend,
    schema: config.schema,
    cronMonitorIntervalSeconds: config.intervals.cronCheck,
    // The pass files due occurrences on an internal queue that a worker forwards to their queues:
    // poll it at pg-boss's default 5 s, or as often as the cron pass runs when that is shorter.
    cronWorkerIntervalSeconds: Math.min(5, config.intervals.cronCheck),
    // Expired claims are failed back by the supervisor's per-queue monitor pass, which runs at the
    // slower of these two: one setting drives both.
    superviseIntervalSeconds: config.intervals.supervise,
    monitorIntervalSeconds: config.intervals.supervise,
  });
  // An 'error' event without a listener would crash the process; pg-boss reports and carries on.
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'pg-boss warning'));
  let running = false;

  const apply = async (declaration: Declaration) => {
    const { name, handler, settings, schedule } = declaration;
    const options = queueOptions(settings);
    await boss.createQueue(name, { policy: settings.policy ?? 'standard', ...options });
    // createQueue leaves an existing queue as it was: the code's current settings win.
    if (Object.keys(options).length) await boss.updateQueue(name, options);
    // Schedules live in the database; the instance that starts last with this code sets them, so a
    // schedule removed from the code (or switched off by config) stops firing everywhere.
    if (schedule) await boss.schedule(name, schedule.cron, schedule.data ?? null, { tz: schedule.tz });
    else await boss.unschedule(name);
    await boss.work<object>(
      name,
      { batchSize: 1, localConcurrency: settings.concurrency ?? 1, pollingIntervalSeconds: config.intervals.polling },
      async ([job]: Job<object>[]) => {
        const jobLog = log.child({ job: name, jobId: job.id, retryCount: job.retryCount });
        try {
          return await handler({ id: job.id, name, data: job.data, retryCount: job.retryCount, signal: job.signal, log: jobLog });
        } catch (error) {
          jobLog.error({ err: error }, 'job failed');
          throw error;
        }
      },
    );
  };

  const declare = async (declaration: Declaration) => {
    if (declarations.has(declaration.name)) throw new Error(`job queue "${declaration.name}" is declared twice`);
    declarations.set(declaration.name, declaration);
    if (running) await apply(declaration);
  };

  const jobs: Jobs = {
    enabled: config.enabled,
    work: (name, handler, settings = {}) => declare({ name, handler: handler as JobHandler<object>, settings }),
    schedule: (name, cron, schedule, handler, settings = {}) => {
      // Fails at declaration, not at the first tick, on a bad expression or time zone.
      boss.previewSchedule(cron, { tz: schedule.tz, count: 1 });
      return declare({ name, handler: handler as JobHandler<object>, settings, schedule: { cron, ...schedule } });
    },
    async send(name, data, options = {}) {
      if (!running) throw new Error(`jobs are not running on this instance (JOBS_ENABLED=${config.enabled}): cannot send "${name}"`);
      return boss.send(name, data, options);
    },
    nextRun(name) {
      const schedule = declarations.get(name)?.schedule;
      if (!config.enabled || !schedule) return null;
      return boss.previewSchedule(schedule.cron, { tz: schedule.tz, count: 1 })[0] ?? null;
    },
    get boss() {
      return running ? boss : null;
    },
  };
  app.decorate('jobs', jobs);
  if (!config.enabled) return;

  app.addHook('onReady', async () => {
    try {
      await boss.start();
    } catch (error) {
      // A half-started pg-boss keeps timers that would hold the process open.
      await boss.stop({ graceful: false, close: false }).catch(() => {});
      throw error;
    }
    // Declared so far; a declaration arriving from now on applies itself (declare()).
    const declared = [...declarations.values()];
    running = true;
    for (const declaration of declared) await apply(declaration);
    log.info({ queues: [...declarations.keys()], schema: config.schema }, 'jobs started');
  });
  // onClose hooks run last-registered first: this one runs before the app closes its database.
  app.addHook('onClose', async () => {
    if (!running) return;
    running = false;
    // Waits for running handlers up to the timeout, then fails what is left back to the queue
    // (another instance retries it) and aborts their signals. The connection is the app's to close.
    await boss.stop({ graceful: true, close: false, timeout: config.stopTimeoutSeconds * 1000 });
  });
}

export default fp(jobsPlugin, { name: 'nurly-jobs', fastify: '5.x' });
