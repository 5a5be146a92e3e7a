import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LivenessResponse, ReadinessResponse } from '@nurly/contracts/schemas';
import { guards } from '../../access/policy';
import { messages } from '../../lib/errors';
import { errorResponses } from '../../lib/schemas';

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const metricsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Public by route, closed by token: without METRICS_TOKEN the address does not exist; with it, only
  // `Authorization: Bearer <METRICS_TOKEN>` reads it (a balancer's loopback address proves nothing).
  app.get('/metrics', {
    config: { access: guards.public },
    schema: { hide: true },
    handler: async (request, reply) => {
      const token = app.config.metricsToken;
      const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!token || !sent || !sameToken(sent, token)) return reply.status(404).send({ message: messages.routeNotFound, code: 'NOT_FOUND' });
      reply.header('content-type', app.metrics.contentType).header('cache-control', 'no-store');
      return app.metrics.metrics();
    },
  });

  app.get('/api/health/live', {
    config: { access: guards.public },
    schema: { tags: ['site'], summary: '프로세스 생존 확인 (liveness)', response: { 200: LivenessResponse } },
    handler: async () => ({ status: 'ok' as const }),
  });

  // Readiness: whether this instance should get traffic. The balancer takes it out on a 503.
  app.get('/api/health/ready', {
    config: { access: guards.public },
    schema: {
      tags: ['site'],
      summary: '요청 처리 준비 확인 (readiness)',
      response: { 200: ReadinessResponse, 503: ReadinessResponse, ...errorResponses },
    },
    handler: async (_request, reply) => {
      const database = await app.metricsRepo.ping().then(
        () => 'ok' as const,
        () => 'unreachable' as const,
      );
      const jobs = !app.config.jobs.enabled ? ('off' as const) : app.jobs.boss ? ('running' as const) : ('stopped' as const);
      // A shell that cannot load a served remote must not take traffic (the releases module's shell check).
      const remotes =
        database !== 'ok'
          ? ('unknown' as const)
          : await app.releasesOwnShellBreaks().then(
              (broken) => (broken.length === 0 ? ('ok' as const) : ('shell-incompatible' as const)),
              () => 'unknown' as const,
            );
      const ready = database === 'ok' && jobs !== 'stopped' && remotes === 'ok';
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', database, jobs, remotes });
    },
  });
};

export default metricsRoutes;
