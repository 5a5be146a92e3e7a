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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.log.info({ signal }, 'shutting down');
    void server.close().then(() => process.exit(0));
  });
}

await server.listen({ port: config.port, host: config.host });
