/**
 * Metrics and health for operators: GET /metrics in the Prometheus text format, closed unless
 * METRICS_TOKEN is set (the scraper sends it as a bearer token), and the liveness/readiness pair
 * under /api/health (the balancer's check). What /metrics reports, besides the process defaults:
 *  - nurly_http_request_duration_seconds{method,route,status_code}: rate, latency and errors per route;
 *  - nurly_job_queue_jobs{queue,state}: pg-boss ready/active/deferred/failed jobs per queue;
 *  - nurly_job_queue_oldest_seconds{queue}: age of the oldest job waiting in each queue;
 *  - nurly_postbacks{status} and nurly_postback_oldest_pending_seconds;
 *  - nurly_offerwall_completion_batch_size / _duration_seconds: the completion queue's batches;
 *  - nurly_settlement_last_day_timestamp_seconds: Seoul midnight that starts the last settled day;
 *  - nurly_settlement_last_run_{duration_seconds,success,timestamp_seconds}: the last recorded run;
 *  - nurly_rank_api_calls_used / nurly_rank_api_calls_limit: today's rank API budget.
 * Every gauge is read from the database at scrape time, so each instance reports the same figures.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { seoulMidnight } from '@nurly/contracts';
import { createMetricsRepository } from './repository';
import metricsRoutes from './routes';

/** What modules report as it happens (the rest is read from the database when scraped). */
export interface Meters {
  /** One batch of the offerwall's completion queue: how many calls it decided, in how many seconds. */
  completionBatch(size: number, seconds: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics (one registry per app: tests build several apps in one process). */
    metrics: Registry;
    meters: Meters;
  }
}

async function metricsPlugin(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'nurly_' });
  app.decorate('metricsRepo', createMetricsRepository(app.db));
  const repo = app.metricsRepo;

  const requests = new Histogram({
    name: 'nurly_http_request_duration_seconds',
    help: 'HTTP requests by route and status: duration in seconds',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL (ids would make a series each); 404s share one label.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  // prom-client collects every metric side by side: each gauge reads its own figures in its own
  // collect() (one set in another's collect would be exposed a scrape late).
  new Gauge({
    name: 'nurly_job_queue_jobs',
    help: 'Background job queues (pg-boss): jobs per queue and state',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const boss = app.jobs.boss;
      if (!boss) return;
      for (const queue of await boss.getQueues()) {
        this.set({ queue: queue.name, state: 'ready' }, queue.readyCount);
        this.set({ queue: queue.name, state: 'deferred' }, queue.deferredCount);
        this.set({ queue: queue.name, state: 'active' }, queue.activeCount);
        this.set({ queue: queue.name, state: 'failed' }, queue.failedCount);
      }
    },
  });
  new Gauge({
    name: 'nurly_job_queue_oldest_seconds',
    help: 'Age of the oldest job due and waiting (created or retry) per background job queue; 0 when none waits',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const boss = app.jobs.boss;
      if (!boss) return;
      const [queues, oldest] = await Promise.all([boss.getQueues(), repo.oldestQueuedJobs(app.config.jobs.schema)]);
      // pg-boss stamps jobs with the database's time: their age is by real time, not the app clock.
      const now = Date.now();
      for (const queue of queues) {
        const since = oldest.get(queue.name);
        this.set({ queue: queue.name }, since ? Math.max(0, (now - since.getTime()) / 1000) : 0);
      }
    },
  });

  new Gauge({
    name: 'nurly_postbacks',
    help: 'Publisher postbacks by state (PENDING, DELIVERED, STOPPED, FAILED)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const state of await repo.postbackStates()) this.set({ status: state.status }, state.count);
    },
  });
  new Gauge({
    name: 'nurly_postback_oldest_pending_seconds',
    help: 'Age of the oldest postback still waiting for delivery (0 when none waits)',
    registers: [registry],
    async collect() {
      this.set(await repo.oldestPendingPostbackSeconds(app.clock.now()));
    },
  });

  new Gauge({
    name: 'nurly_settlement_last_day_timestamp_seconds',
    help: 'Start (Seoul midnight, Unix seconds) of the last day the midnight settlement charged; 0 before the first',
    registers: [registry],
    async collect() {
      const day = await repo.lastSettledDay();
      this.set(day ? seoulMidnight(day).getTime() / 1000 : 0);
    },
  });

  const batchSize = new Histogram({
    name: 'nurly_offerwall_completion_batch_size',
    help: 'Completion calls decided per batch of the offerwall completion queue (_count = batches)',
    buckets: [1, 2, 5, 10, 25, 50, 100, 250, 500],
    registers: [registry],
  });
  const batchDuration = new Histogram({
    name: 'nurly_offerwall_completion_batch_duration_seconds',
    help: 'Time one batch of the offerwall completion queue took to decide and commit',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.decorate('meters', {
    completionBatch(size: number, seconds: number) {
      batchSize.observe(size);
      batchDuration.observe(seconds);
    },
  } satisfies Meters);

  // The last recorded settlement run (settlement_runs), whichever instance ran it.
  new Gauge({
    name: 'nurly_settlement_last_run_duration_seconds',
    help: 'Duration of the last settlement run (0 before the first)',
    registers: [registry],
    async collect() {
      const run = await repo.lastSettlementRun();
      this.set(run ? run.durationMs / 1000 : 0);
    },
  });
  new Gauge({
    name: 'nurly_settlement_last_run_timestamp_seconds',
    help: 'When the last settlement run finished (app clock, Unix seconds; 0 before the first)',
    registers: [registry],
    async collect() {
      const run = await repo.lastSettlementRun();
      this.set(run ? run.finishedAt.getTime() / 1000 : 0);
    },
  });
  new Gauge({
    name: 'nurly_settlement_last_run_success',
    help: 'Whether the last settlement run ended ok (1) or failed (0; also 0 before the first run, when the timestamp is 0)',
    registers: [registry],
    async collect() {
      const run = await repo.lastSettlementRun();
      this.set(run?.status === 'ok' ? 1 : 0);
    },
  });

  new Gauge({
    name: 'nurly_rank_api_calls_used',
    help: "Rank-provider API calls taken from today's shared budget (Seoul day, app clock)",
    registers: [registry],
    async collect() {
      this.set(await repo.rankCallsUsed(app.clock.seoulDay()));
    },
  });
  new Gauge({
    name: 'nurly_rank_api_calls_limit',
    help: 'Rank-provider API calls allowed per Seoul day (NAVER_DAILY_CALL_BUDGET)',
    registers: [registry],
    collect() {
      this.set(app.config.keywords.dailyCallBudget);
    },
  });

  app.decorate('metrics', registry);
  await app.register(metricsRoutes);
}

export default fp(metricsPlugin, { name: 'nurly-metrics', dependencies: ['nurly-jobs'], fastify: '5.x' });
