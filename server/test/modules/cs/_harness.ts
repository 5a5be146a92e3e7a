// TEMPORARY (deleted once cs is registered in app.ts): the real app + cs routes on the /tmp migrations.
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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
  let database;
  let drop = async () => {};
  if (process.env.TEST_DATABASE_URL) {
    const name = `cs_harness_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 5 });
    await migrateNodePg(drizzleNodePg(pool), { migrationsFolder: '/tmp/cs-drizzle' });
    await pool.end();
    database = openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
    drop = async () => {
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    const pglite = new PGlite();
    await migrate(drizzle(pglite), { migrationsFolder: '/tmp/cs-drizzle' });
    database = openDatabase({ pglite });
  }
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
      await drop();
    },
  };
}
