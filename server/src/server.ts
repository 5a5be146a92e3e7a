import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import app, { serverOptions } from './app';
import { loadConfig } from './config';
import { frameworkErrors } from './plugins/errors';

const config = loadConfig();
const server = Fastify({
  logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
  ...serverOptions(config),
  // Opening PGlite, migrating and seeding can exceed Fastify's default 10 s on a busy 2-core machine.
  pluginTimeout: 120_000,
  // Errors before routing (an undecodable URL) answer like every other error: Korean { message, code }.
  frameworkErrors,
}).withTypeProvider<TypeBoxTypeProvider>();

await server.register(app, { config });

// Graceful drain (SIGTERM from systemd or a balancer's rolling restart): stop accepting, answer the
// requests in flight (Fastify's close; a request arriving meanwhile on a kept-alive connection gets a
// 503, which HAProxy retries elsewhere), then the onClose hooks stop pg-boss gracefully (running jobs
// finish within JOBS_STOP_TIMEOUT_SECONDS) and close the database. Past that budget the process exits
// anyway: a job cut off is retried by another instance.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'draining: no new connections, finishing requests and jobs');
    const deadline = setTimeout(
      () => {
        server.log.error('drain took too long: exiting with work still running');
        process.exit(1);
      },
      (config.jobs.stopTimeoutSeconds + 10) * 1000,
    );
    deadline.unref();
    server.close().then(
      () => {
        server.log.info('drained: exiting');
        process.exit(0);
      },
      (error: unknown) => {
        server.log.error({ err: error }, 'closing failed');
        process.exit(1);
      },
    );
  });
}

await server.listen({ port: config.port, host: config.host });
