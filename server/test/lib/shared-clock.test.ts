/**
 * The test clock shared by two instances on one PostgreSQL (as behind a balancer): a move through
 * one instance is the time of the other at its next request, and moves through both instances add up. Instances built as server.ts builds
 * them (the app makes its own clock). On PGlite (one process) each app keeps its own movable clock.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify from 'fastify';
import { shiftDay } from '@nurly/contracts/schemas';
import app, { serverOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import { frameworkErrors } from '../../src/plugins/errors';
import { buildTestApp, testEnv, type TestApp } from '../helpers/app';
import { staffHeaders } from '../modules/ads/helpers';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** An instance as server.ts starts it (no clock passed in), on the database of `owner`. */
async function instance(owner: TestApp) {
  const config = loadConfig({ ...testEnv, JOBS_ENABLED: 'false' }, { ...owner.config, testClock: true, seedDemo: false });
  const fastify = Fastify({ logger: false, frameworkErrors, pluginTimeout: 120_000, ...serverOptions(config) });
  await fastify.register(app, { config, database: owner.database, skipMigrations: true });
  await fastify.ready();
  return fastify;
}

type Instance = Awaited<ReturnType<typeof instance>>;

const clockOf = async (server: Instance, admin: Record<string, string>) =>
  (await server.inject({ method: 'GET', url: '/api/dev/clock', headers: admin })).json<{
    now: string;
    seoul_day: string;
    offset_seconds: number;
  }>();

describe(
  'the test clock on two instances',
  { skip: onPostgres ? false : 'needs TEST_DATABASE_URL (PostgreSQL); PGlite is one process' },
  () => {
    let owner: TestApp;
    let a: Instance;
    let b: Instance;
    let admin: Record<string, string>;

    before(async () => {
      owner = await buildTestApp();
      [a, b] = await Promise.all([instance(owner), instance(owner)]);
      admin = await staffHeaders(owner, 'admin');
    });
    after(async () => {
      await Promise.all([a?.close(), b?.close()]);
      await owner?.close();
    });

    test('a move through one instance is the other’s time at its next request; moves through both add up', async () => {
      const start = await clockOf(b, admin);
      const moved = await a.inject({ method: 'POST', url: '/api/dev/clock', headers: admin, payload: { advance_days: 1 } });
      assert.equal(moved.statusCode, 200, moved.body);
      assert.equal(moved.json().clock.seoul_day, shiftDay(start.seoul_day, 1));
      // No waiting: b reads the offset at the start of the request.
      const seen = await clockOf(b, admin);
      assert.equal(seen.seoul_day, shiftDay(start.seoul_day, 1));
      assert.ok(seen.offset_seconds >= 86_400 - 1 && seen.offset_seconds <= 86_400 + 1, `offset ${seen.offset_seconds}`);

      const again = await b.inject({
        method: 'POST',
        url: '/api/dev/clock',
        headers: admin,
        payload: { advance_days: 1, advance_seconds: 30 },
      });
      assert.equal(again.statusCode, 200, again.body);
      for (const server of [a, b]) {
        const clock = await clockOf(server, admin);
        assert.equal(clock.seoul_day, shiftDay(start.seoul_day, 2));
        assert.ok(Math.abs(clock.offset_seconds - (2 * 86_400 + 30)) <= 1, `offset ${clock.offset_seconds}`);
      }
    });
  },
);

test('on PGlite every app keeps its own movable clock', { skip: onPostgres ? 'runs on PGlite' : false }, async () => {
  const owner = await buildTestApp();
  try {
    const server = await instance(owner);
    try {
      assert.equal(server.sharedClock, null);
    } finally {
      await server.close();
    }
  } finally {
    await owner.close();
  }
});
