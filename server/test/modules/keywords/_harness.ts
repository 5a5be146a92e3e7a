// TEMPORARY (deleted once keywords is registered in app.ts): the real app + keyword routes on the /tmp migrations.
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import os from 'node:os';
import pg from 'pg';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import app from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { openDatabase } from '../../../src/db/client';
import { seedDemo } from '../../../src/db/seed';
import keywordRoutes from '../../../src/modules/keywords/routes';
import { seedKeywordsDemo } from '../../../src/modules/keywords/seed';
import { testEnv, type SentSms, type TestApp } from '../../helpers/app';

export async function buildTestApp(): Promise<TestApp> {
  const config = loadConfig({ ...testEnv }, { dataDir: ':memory:', seedDemo: false, staticRoot: path.join(os.tmpdir(), 'nurly-no-static') });
  let database: ReturnType<typeof openDatabase>;
  let drop = async () => {};
  if (process.env.TEST_DATABASE_URL) {
    const name = `kw_harness_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 5 });
    await migrateNodePg(drizzleNodePg(pool), { migrationsFolder: '/tmp/kw-drizzle' });
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
    await migrate(drizzle(pglite), { migrationsFolder: '/tmp/kw-drizzle' });
    database = openDatabase({ pglite });
  }
  await seedDemo(database.db);
  await seedKeywordsDemo(database.db);
  const sent: SentSms[] = [];
  const fastify = Fastify({ logger: false }).withTypeProvider<TypeBoxTypeProvider>();
  await fastify.register(app, { config, database, sms: { name: 't', send: async (mobile, text) => void sent.push({ mobile, text }) }, skipMigrations: true });
  await fastify.register(async (api) => api.register(keywordRoutes), { prefix: '/api' });
  await fastify.ready();
  return {
    app: fastify as unknown as TestApp['app'],
    config,
    database,
    sent,
    inject: fastify.inject.bind(fastify) as TestApp['inject'],
    lastCode(mobile) {
      const message = [...sent].reverse().find((s) => s.mobile === mobile.replace(/\D/g, ''));
      const code = message?.text.match(/\[(\d{6})\]/)?.[1];
      if (!code) throw new Error(`no code sent to ${mobile}`);
      return code;
    },
    async login(username, password) {
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
