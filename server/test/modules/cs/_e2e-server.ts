// TEMPORARY (deleted once cs is registered): the real server + cs routes, DB migrated from /tmp/cs-drizzle.
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import app from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { openDatabase } from '../../../src/db/client';
import { runDemoSeeds } from '../../../src/modules';
import csRoutes from '../../../src/modules/cs/routes';
import { seedCs } from '../../../src/modules/cs/seed';

const config = loadConfig();
const pglite = new PGlite();
await migrate(drizzle(pglite), { migrationsFolder: '/tmp/cs-drizzle' });
const database = openDatabase({ pglite });
await runDemoSeeds(database.db);
await seedCs(database.db);
const server = Fastify({ logger: { level: 'warn' } }).withTypeProvider<TypeBoxTypeProvider>();
await server.register(app, { config: { ...config, seedDemo: false }, database, skipMigrations: true });
await server.register(async (api) => api.register(csRoutes), { prefix: '/api' });
await server.listen({ port: config.port, host: '127.0.0.1' });
