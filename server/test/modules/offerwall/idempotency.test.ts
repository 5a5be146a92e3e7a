/**
 * `Idempotency-Key` on POST clicks and POST clicks/{id}/complete: the same key and body answer the
 * first response again (on another instance too), another body is a 422, concurrent duplicates
 * make one click, keys live 24 h by the app clock and the prune job deletes them. The second
 * instance has its own pool on PostgreSQL (TEST_DATABASE_URL), as behind a balancer; on PGlite it
 * shares the one in-process database.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import app, { serverOptions } from '../../../src/app';
import { openDatabase, type Database } from '../../../src/db/client';
import { offerwallClicks, offerwallCompletions } from '../../../src/db/schema/offerwall';
import { IDEMPOTENCY_PRUNE_QUEUE } from '../../../src/modules/offerwall/plugin';
import { ABANDONED_AFTER_MS, idempotencyMessages, requestHash } from '../../../src/modules/offerwall/idempotency';
import { frameworkErrors } from '../../../src/plugins/errors';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { fastJobs, until } from '../../jobs/support';
import { createPublisherApp, runningAd, signed, type TestPublisherApp } from './helpers';

const serverUrl = process.env.TEST_DATABASE_URL;

let a: TestApp;
let b: TestApp;
let secondDatabase: Database | undefined;
let publisher: TestPublisherApp;

/**
 * A second instance on a's database and clock: on PostgreSQL with its own pool (as behind a
 * balancer), on PGlite through the one in-process database. Jobs run on a only.
 */
async function secondInstance(): Promise<TestApp> {
  let database = a.database;
  if (serverUrl) {
    const [{ name }] = await a.database.rawQuery<{ name: string }>('select current_database() as name', []);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = secondDatabase = openDatabase({ databaseUrl: url.toString(), poolSize: 3 });
  }
  const config = { ...a.config, jobs: { ...a.config.jobs, enabled: false } };
  const server = Fastify({ logger: false, frameworkErrors, ...serverOptions(config) });
  await server.register(app, { config, database, clock: a.clock, skipMigrations: true });
  await server.ready();
  return { ...a, app: server, database, inject: server.inject.bind(server), close: async () => server.close() } as TestApp;
}

before(async () => {
  a = await buildTestApp({ jobs: fastJobs() });
  b = await secondInstance();
  publisher = await createPublisherApp(a);
});
after(async () => {
  await b?.close();
  await secondDatabase?.close();
  await a?.close();
});

const clickBody = (adId: number, user: string, extra: Record<string, unknown> = {}) => ({
  mission_id: adId,
  user,
  ip: '203.0.113.7',
  ...extra,
});
const keyed = (key: string) => ({ headers: { 'idempotency-key': key } });
const clicksOf = async (adId: number) => (await a.database.db.select().from(offerwallClicks).where(eq(offerwallClicks.adId, adId))).length;

describe('Idempotency-Key', () => {
  test('POST clicks: the same key and body, on either instance, replay the first answer; one click is written', async () => {
    const ad = await runningAd(a);
    const body = clickBody(ad.id, 'idem-1', { sub_id: 'feed' });
    const first = await signed(a, publisher, 'POST', '/api/offerwall/v1/clicks', body, keyed('click-key-1'));
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(first.headers['idempotency-replayed'], undefined);
    a.clock.advance(1_000); // a new timestamp, so a new signature: a retry, not a replay
    const again = await signed(
      b,
      publisher,
      'POST',
      '/api/offerwall/v1/clicks',
      { ip: body.ip, user: body.user, sub_id: 'feed', mission_id: ad.id },
      keyed('click-key-1'),
    );
    assert.equal(again.statusCode, 201, again.body);
    assert.equal(again.headers['idempotency-replayed'], 'true');
    assert.deepEqual(again.json(), first.json());
    assert.equal(await clicksOf(ad.id), 1);

    a.clock.advance(1_000);
    const other = await signed(b, publisher, 'POST', '/api/offerwall/v1/clicks', clickBody(ad.id, 'idem-2'), keyed('click-key-1'));
    assert.equal(other.statusCode, 422, other.body);
    assert.deepEqual(other.json(), { message: idempotencyMessages.reused, code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotency-key' });
    assert.equal(await clicksOf(ad.id), 1);

    // Keys are the app's own: another app may use the same one.
    const otherApp = await createPublisherApp(a);
    const theirs = await signed(a, otherApp, 'POST', '/api/offerwall/v1/clicks', clickBody(ad.id, 'idem-3'), keyed('click-key-1'));
    assert.equal(theirs.statusCode, 201, theirs.body);
  });

  test('a 4xx answer is replayed too; a key over 255 characters is a 400 naming the header', async () => {
    const ad = await runningAd(a);
    const bad = clickBody(ad.id, 'idem-4', { ip: 'not-an-ip' });
    const first = await signed(a, publisher, 'POST', '/api/offerwall/v1/clicks', bad, keyed('bad-ip'));
    assert.equal(first.statusCode, 400, first.body);
    a.clock.advance(1_000);
    const again = await signed(b, publisher, 'POST', '/api/offerwall/v1/clicks', bad, keyed('bad-ip'));
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json(), first.json());

    const long = await signed(a, publisher, 'POST', '/api/offerwall/v1/clicks', clickBody(ad.id, 'idem-5'), keyed('k'.repeat(256)));
    assert.equal(long.statusCode, 400, long.body);
    assert.equal(long.json().field, 'idempotency-key');
    assert.match(long.json().message, /최대 255자/);
    assert.equal(await clicksOf(ad.id), 0);
  });

  test('POST clicks/{id}/complete: a retry gets the same transaction; one completion is counted', async () => {
    const ad = await runningAd(a);
    const clicked = await signed(a, publisher, 'POST', '/api/offerwall/v1/clicks', clickBody(ad.id, 'idem-6'));
    a.clock.advance(6_000);
    const url = `/api/offerwall/v1/clicks/${clicked.json().click_id}/complete`;
    const first = await signed(a, publisher, 'POST', url, {}, keyed('done-1'));
    assert.equal(first.json().status, 'COMPLETED', first.body);
    a.clock.advance(1_000);
    const again = await signed(b, publisher, 'POST', url, {}, keyed('done-1'));
    assert.equal(again.statusCode, 200, again.body);
    assert.deepEqual(again.json(), first.json());
    assert.equal(again.headers['idempotency-replayed'], 'true');
    const rows = await a.database.db.select().from(offerwallCompletions).where(eq(offerwallCompletions.adId, ad.id));
    assert.equal(rows.length, 1);

    // The replayed request's signature is recorded all the same: sent again as is, it is a replay.
    const timestamp = Math.floor(a.clock.now().getTime() / 1000);
    const retried = await signed(b, publisher, 'POST', url, { answer: 'x' }, { timestamp, headers: { 'idempotency-key': 'done-1' } });
    assert.equal(retried.statusCode, 422, retried.body);
    const replayed = await signed(a, publisher, 'POST', url, { answer: 'x' }, { timestamp, headers: { 'idempotency-key': 'done-1' } });
    assert.equal(replayed.statusCode, 409, replayed.body);
    assert.equal(replayed.json().code, 'REPLAYED');
  });

  test('concurrent duplicates on two instances: one click; the other answer is the same or a 409 with a code', async () => {
    const ad = await runningAd(a);
    const body = clickBody(ad.id, 'idem-7');
    const timestamp = Math.floor(a.clock.now().getTime() / 1000);
    const [one, two] = await Promise.all([
      signed(a, publisher, 'POST', '/api/offerwall/v1/clicks', body, { timestamp, headers: { 'idempotency-key': 'race' } }),
      signed(b, publisher, 'POST', '/api/offerwall/v1/clicks', body, { timestamp: timestamp - 1, headers: { 'idempotency-key': 'race' } }),
    ]);
    const answers = [one, two].sort((x, y) => x.statusCode - y.statusCode);
    assert.equal(answers[0].statusCode, 201, answers[0].body);
    if (answers[1].statusCode === 201) assert.deepEqual(answers[1].json(), answers[0].json());
    else {
      assert.equal(answers[1].statusCode, 409, answers[1].body);
      assert.deepEqual(answers[1].json(), {
        message: idempotencyMessages.inProgress,
        code: 'IDEMPOTENCY_IN_PROGRESS',
        field: 'idempotency-key',
      });
    }
    assert.equal(await clicksOf(ad.id), 1);
  });

  test('a claim left unanswered (its instance stopped) is taken over after a minute', async () => {
    const ad = await runningAd(a);
    const body = clickBody(ad.id, 'idem-10');
    const hash = requestHash('POST', '/api/offerwall/v1/clicks', body);
    const at = a.clock.now();
    await a.database.rawQuery(
      'insert into offerwall_idempotency_keys (app_id, key, request_hash, created_at, expires_at) values ($1, $2, $3, $4, $5)',
      [publisher.id, 'abandoned', hash, at.toISOString(), new Date(at.getTime() + 86_400_000).toISOString()],
    );
    const running = await signed(a, publisher, 'POST', '/api/offerwall/v1/clicks', body, keyed('abandoned'));
    assert.equal(running.statusCode, 409, running.body);
    assert.equal(running.json().code, 'IDEMPOTENCY_IN_PROGRESS');
    a.clock.advance(ABANDONED_AFTER_MS);
    const taken = await signed(b, publisher, 'POST', '/api/offerwall/v1/clicks', body, keyed('abandoned'));
    assert.equal(taken.statusCode, 201, taken.body);
    assert.equal(await clicksOf(ad.id), 1);
  });

  test('keys live 24 h by the app clock: then the key is new again, and the prune job deletes expired ones', async () => {
    const ad = await runningAd(a);
    const first = await signed(a, publisher, 'POST', '/api/offerwall/v1/clicks', clickBody(ad.id, 'idem-8'), keyed('day-key'));
    assert.equal(first.statusCode, 201, first.body);
    const keys = async () =>
      (
        await a.database.rawQuery<{ n: number }>('select count(*)::int as n from offerwall_idempotency_keys where app_id = $1', [
          publisher.id,
        ])
      )[0].n;
    assert.ok((await keys()) > 1);
    // Another request with the key (an IP the click refuses, whatever the day).
    const other = clickBody(ad.id, 'idem-9', { ip: 'not-an-ip' });

    a.clock.advance(24 * 60 * 60 * 1000 - 60_000);
    const within = await signed(b, publisher, 'POST', '/api/offerwall/v1/clicks', other, keyed('day-key'));
    assert.equal(within.statusCode, 422, 'still kept a minute before the 24 h');

    a.clock.advance(120_000);
    const renewed = await signed(b, publisher, 'POST', '/api/offerwall/v1/clicks', other, keyed('day-key'));
    assert.equal(renewed.statusCode, 400, renewed.body);
    assert.equal(renewed.json().field, 'ip', 'the key was claimed anew and the request ran');

    // A day later still, by the app clock: the prune job deletes every key of this app.
    a.clock.advance(24 * 60 * 60 * 1000 + 60_000);
    await a.app.jobs.send(IDEMPOTENCY_PRUNE_QUEUE, {});
    await until(async () => (await keys()) === 0, 20_000, 'the idempotency prune job to run');
  });
});
