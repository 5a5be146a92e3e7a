// TEMPORARY (deleted once cs is registered in app.ts): the real app + cs routes on the /tmp migrations.
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import os from 'node:os';
import path from 'node:path';
import app from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { openDatabase } from '../../../src/db/client';
import { seedDemo } from '../../../src/db/seed';
import csRoutes from '../../../src/modules/cs/routes';
import { seedCs } from '../../../src/modules/cs/seed';
import { testEnv } from '../../helpers/app';
export { bearer, demo } from '../../helpers/app';
export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

export async function buildTestApp() {
  const config = loadConfig(
    { ...testEnv },
    { dataDir: ':memory:', seedDemo: false, staticRoot: path.join(os.tmpdir(), 'nurly-no-static') },
  );
  const pglite = new PGlite();
  await migrate(drizzle(pglite), { migrationsFolder: '/tmp/cs-drizzle' });
  const database = openDatabase({ pglite });
  await seedDemo(database.db);
  await seedCs(database.db);
  const fastify = Fastify({ logger: false }).withTypeProvider<TypeBoxTypeProvider>();
  await fastify.register(app, { config, database, sms: { name: 't', send: async () => {} }, skipMigrations: true });
  await fastify.register(async (api) => api.register(csRoutes), { prefix: '/api' });
  await fastify.ready();
  return {
    inject: fastify.inject.bind(fastify),
    async login(username: string, password: string) {
      const r = await fastify.inject({ method: 'POST', url: '/api/token', payload: { username, password } });
      if (r.statusCode !== 200) throw new Error(r.body);
      return r.json<{ access: string; refresh: string }>();
    },
    async close() {
      await fastify.close();
      await database.close();
    },
  };
}
