/**
 * Migrations run under a PostgreSQL advisory lock (src/db/migrate.ts): two app instances started
 * at once on one empty database both come up, with one applied migration set. PostgreSQL only
 * (TEST_DATABASE_URL); PGlite is one process and one connection.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import Fastify from 'fastify';
import pg from 'pg';
import app from '../../src/app';
import { loadConfig } from '../../src/config';
import { migrationsFolder } from '../../src/db/client';
import { testEnv } from '../helpers/app';

const serverUrl = process.env.TEST_DATABASE_URL;

test(
  'two instances starting together on one PostgreSQL apply the migrations once',
  { skip: !serverUrl && 'PostgreSQL only (TEST_DATABASE_URL)' },
  async () => {
    const name = `nurly_migrate_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const config = loadConfig(testEnv, {
      databaseUrl: url.toString(),
      seedDemo: false,
      staticRoot: path.join(os.tmpdir(), 'nurly-no-static'),
    });
    const instances = [Fastify({ logger: false, pluginTimeout: 120_000 }), Fastify({ logger: false, pluginTimeout: 120_000 })];
    try {
      // No `database` option: each instance opens its own pool and migrates at start, as separate processes would.
      await Promise.all(
        instances.map(async (instance) => {
          await instance.register(app, { config });
          await instance.ready();
        }),
      );
      for (const instance of instances) {
        const health = await instance.inject({ method: 'GET', url: '/api/health' });
        assert.equal(health.statusCode, 200);
        assert.equal(instance.database.engine, 'postgres');
      }
      const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const applied = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
      await client.end();
      assert.equal(applied.rowCount, journal.entries.length, 'each migration applied exactly once');
      assert.equal(new Set(applied.rows.map((row) => row.hash)).size, journal.entries.length);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    }
  },
);
