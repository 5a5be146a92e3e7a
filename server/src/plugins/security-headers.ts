import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Helmet's headers, computed once. @fastify/helmet rebuilds the helmet middleware (and re-parses
 * the CSP) on every request, which cost ~5% of CPU on GET /api/user; the headers are the same for
 * every response, so we let helmet produce them once on a probe instance and reuse them.
 */
export async function computeSecurityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, options);
  probe.get('/', async () => 'ok');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const skip = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (!skip.has(name) && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

export default fp(
  async function securityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
    const headers = await computeSecurityHeaders(options);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      // API answers are an account's data (or errors): no browser or proxy keeps them. A route that
      // may be cached says so with its own Cache-Control, which replaces this one.
      if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?'))
        reply.header('cache-control', 'no-store');
      done();
    });
  },
  { name: 'nurly-security-headers' },
);
