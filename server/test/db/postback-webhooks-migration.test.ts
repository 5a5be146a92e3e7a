/**
 * The Standard Webhooks migration on a database with apps in it: the migrations before it are applied
 * as drizzle applies them (each file's statements in order), an app is registered, then the
 * migration runs — the existing app keeps the X-Nurly scheme ('nurly'), an app inserted afterwards
 * gets 'standard', and the delivery log table takes an attempt. On PostgreSQL with TEST_DATABASE_URL
 * (a database of its own), else on a fresh PGlite.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationsFolder } from '../../src/db/client';

const serverUrl = process.env.TEST_DATABASE_URL;
const MIGRATION = '0021_postback_standard_webhooks';

interface Engine {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

async function openEngine(): Promise<Engine> {
  if (!serverUrl) {
    const db = new PGlite();
    return {
      exec: async (sql) => void (await db.exec(sql)),
      rows: async (sql) => (await db.query(sql)).rows as never,
      close: () => db.close(),
    };
  }
  const name = `nurly_webhooks_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    exec: async (sql) => void (await client.query(sql)),
    rows: async (sql) => (await client.query(sql)).rows,
    close: async () => {
      await client.end();
      await admin.query(`drop database ${name}`);
      await admin.end();
    },
  };
}

const statementsOf = (tag: string) =>
  fs
    .readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

test('existing apps keep the X-Nurly scheme; new ones default to Standard Webhooks; attempts can be logged', async () => {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const tags = journal.entries.map((entry) => entry.tag);
  const at = tags.indexOf(MIGRATION);
  assert.ok(at > 0, `${MIGRATION} is in the journal`);
  const engine = await openEngine();
  try {
    for (const tag of tags.slice(0, at)) for (const statement of statementsOf(tag)) await engine.exec(statement);
    await engine.exec(`insert into users (username, password_hash) values ('pub-before', 'x')`);
    await engine.exec(
      `insert into publisher_apps (owner_id, name, api_key, secret) select id, '이전 앱', 'nk_before', 'old-base64url-secret' from users where username = 'pub-before'`,
    );
    for (const statement of statementsOf(MIGRATION)) await engine.exec(statement);
    await engine.exec(
      `insert into publisher_apps (owner_id, name, api_key, secret) select id, '새 앱', 'nk_after', 'whsec_x' from users where username = 'pub-before'`,
    );
    const apps = await engine.rows<{ api_key: string; postback_scheme: string; previous_secret: string | null }>(
      'select api_key, postback_scheme, previous_secret from publisher_apps order by id',
    );
    assert.deepEqual(apps, [
      { api_key: 'nk_before', postback_scheme: 'nurly', previous_secret: null },
      { api_key: 'nk_after', postback_scheme: 'standard', previous_secret: null },
    ]);
    await assert.rejects(engine.exec(`update publisher_apps set postback_scheme = 'svix'`), /publisher_apps_postback_scheme_valid/);
    await engine.exec(
      `insert into postback_attempts (app_id, webhook_id, is_test, attempt, started_at, duration_ms, url, failure)
       select id, 'test_1', true, 1, now(), 12, 'https://p.example/pb', 'TIMEOUT' from publisher_apps where api_key = 'nk_after'`,
    );
    assert.equal((await engine.rows<{ n: number }>('select count(*)::int as n from postback_attempts'))[0].n, 1);
  } finally {
    await engine.close();
  }
});
