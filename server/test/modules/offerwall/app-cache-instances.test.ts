/**
 * The publisher app cache on two instances with their own connections to one PostgreSQL (as behind a
 * balancer): a secret rotated through one instance is accepted by the other at once (with the previous
 * one during its grace), a grace ended or an app disabled through one instance is refused by the other at
 * once, through LISTEN/NOTIFY, not after the cache's 5 s (the second instance's clock is frozen, so
 * its cache would never expire by time). PGlite is one process: skipped there.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify from 'fastify';
import { seoulDayOf } from '@nurly/contracts';
import app, { serverOptions } from '../../../src/app';
import { openDatabase, type Database } from '../../../src/db/client';
import { signRequest } from '../../../src/modules/offerwall/signature';
import { frameworkErrors } from '../../../src/plugins/errors';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { createPublisherApp, publisherHeaders, type Headers, type TestPublisherApp } from './helpers';

const serverUrl = process.env.TEST_DATABASE_URL;

describe(
  'the publisher app cache on two instances',
  { skip: serverUrl ? false : 'needs TEST_DATABASE_URL (PostgreSQL); PGlite is one process' },
  () => {
    let a: TestApp;
    let secondDatabase: Database;
    let b: Awaited<ReturnType<typeof secondInstance>>;
    let owner: Headers;
    const frozen = new Date();
    const clock = { now: () => frozen, seoulDay: (at = frozen) => seoulDayOf(at) };
    let calls = 0;

    /** The second instance: its own pool and LISTEN connection on a's database, a clock that never moves. */
    async function secondInstance() {
      const [{ name }] = await a.database.rawQuery<{ name: string }>('select current_database() as name', []);
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      secondDatabase = openDatabase({ databaseUrl: url.toString(), poolSize: 3 });
      const server = Fastify({ logger: false, frameworkErrors, ...serverOptions(a.config) });
      await server.register(app, { config: a.config, database: secondDatabase, clock, skipMigrations: true });
      await server.ready();
      return server;
    }

    /** A signed GET missions on b; a new user per call, so no two signatures are the same. */
    const missionsOnB = (publisher: TestPublisherApp) => {
      const url = `/api/offerwall/v1/missions?user=cache-${(calls += 1)}`;
      const timestamp = String(Math.floor(frozen.getTime() / 1000));
      return b.inject({
        method: 'GET',
        url,
        headers: {
          'x-nurly-key': publisher.key,
          'x-nurly-timestamp': timestamp,
          'x-nurly-signature': signRequest(publisher.secret, timestamp, 'GET', url, ''),
        },
      });
    };

    /** Until b accepts a secret (the notification arrives asynchronously, bounded at 3 s). */
    async function acceptedOnB(publisher: TestPublisherApp): Promise<number> {
      const deadline = Date.now() + 3_000;
      for (;;) {
        const response = await missionsOnB(publisher);
        if (response.statusCode === 200 || Date.now() > deadline) return response.statusCode;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }

    /** Until b refuses the old secret: the notification arrives asynchronously (bounded at 3 s, well under the 5 s cache). */
    async function refusedOnB(publisher: TestPublisherApp): Promise<number> {
      const deadline = Date.now() + 3_000;
      for (;;) {
        const response = await missionsOnB(publisher);
        if (response.statusCode !== 200 || Date.now() > deadline) return response.statusCode;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }

    before(async () => {
      a = await buildTestApp();
      b = await secondInstance();
      owner = await publisherHeaders(a);
    });
    after(async () => {
      await b?.close();
      await secondDatabase?.close();
      await a?.close();
    });

    test('after a rotation through one instance the other accepts both secrets; "지금 종료" through one is refused by the other at once', async () => {
      const publisher = await createPublisherApp(a, {}, owner);
      assert.equal((await missionsOnB(publisher)).statusCode, 200, 'b has the app cached');
      const rotated = await a.inject({ method: 'POST', url: `/api/offerwall/apps/${publisher.id}/rotate`, headers: owner });
      assert.equal(rotated.statusCode, 200, rotated.body);
      const renewed = { ...publisher, secret: rotated.json().secret as string };
      assert.equal(await acceptedOnB(renewed), 200, 'the new secret works on b (its cache dropped the app)');
      assert.equal((await missionsOnB(publisher)).statusCode, 200, 'the previous one too, within the grace (state in the database)');
      const ended = await a.inject({ method: 'POST', url: `/api/offerwall/apps/${publisher.id}/previous-secret/end`, headers: owner });
      assert.equal(ended.statusCode, 200, ended.body);
      assert.equal(await refusedOnB(publisher), 401, 'the previous secret is refused on b at once');
      assert.equal((await missionsOnB(renewed)).statusCode, 200, 'the new one still works on b');
    });

    test('an app disabled through one instance is refused by the other at once', async () => {
      const publisher = await createPublisherApp(a, {}, owner);
      assert.equal((await missionsOnB(publisher)).statusCode, 200);
      const disabled = await a.inject({
        method: 'PATCH',
        url: `/api/offerwall/apps/${publisher.id}`,
        payload: { status: 'DISABLED' },
        headers: owner,
      });
      assert.equal(disabled.statusCode, 200, disabled.body);
      assert.notEqual(await refusedOnB(publisher), 200);
    });
  },
);
