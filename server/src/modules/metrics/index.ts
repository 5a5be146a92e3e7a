/**
 * Metrics and health for operators: GET /metrics in the Prometheus text format, closed unless
 * METRICS_TOKEN is set (the scraper sends it as a bearer token), and the liveness/readiness pair
 * under /api/health (the balancer's check). What /metrics reports, besides the process defaults:
 *  - nurly_http_request_duration_seconds{method,route,status_code}: rate, latency and errors per route;
 *  - nurly_job_queue_jobs{queue,state}: pg-boss ready/active/deferred/failed jobs per queue;
 *  - nurly_postbacks{status} and nurly_postback_oldest_pending_seconds;
 *  - nurly_settlement_last_day_timestamp_seconds: Seoul midnight that starts the last settled day.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { seoulMidnight } from '@nurly/contracts';
import { createMetricsRepository } from './repository';
import metricsRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics (one registry per app: tests build several apps in one process). */
    metrics: Registry;
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

  const oldestPending = new Gauge({
    name: 'nurly_postback_oldest_pending_seconds',
    help: 'Age of the oldest postback still waiting for delivery (0 when none waits)',
    registers: [registry],
  });
  new Gauge({
    name: 'nurly_postbacks',
    help: 'Publisher postbacks by state (PENDING, DELIVERED, STOPPED, FAILED)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const { states, oldestPendingSeconds } = await repo.postbackStates(app.clock.now());
      for (const state of states) this.set({ status: state.status }, state.count);
      oldestPending.set(oldestPendingSeconds);
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

  app.decorate('metrics', registry);
  await app.register(metricsRoutes);
}

export default fp(metricsPlugin, { name: 'nurly-metrics', dependencies: ['nurly-jobs'], fastify: '5.x' });
