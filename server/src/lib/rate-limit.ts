/**
 * A second rate limit on a route, keyed by something other than the address (a username, an
 * account). @fastify/rate-limit runs one limiter per route in onRequest (the address limit, route
 * `config.rateLimit`) and marks the request, so a second limiter hook would be skipped: this one is
 * a manual check for a preHandler, where the body is parsed and the account is known.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, messages } from './errors';

export function keyedRateLimit(
  app: FastifyInstance,
  options: { max: number; timeWindow: number; key: (request: FastifyRequest) => string },
) {
  const check = app.createRateLimit({ max: options.max, timeWindow: options.timeWindow, keyGenerator: options.key });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await check(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', String(limit.ttlInSeconds));
    throw new AppError(429, messages.tooManyRequests, 'RATE_LIMITED');
  };
}
