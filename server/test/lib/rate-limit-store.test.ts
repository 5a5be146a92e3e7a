/**
 * One rate limit across instances: two app instances on one PostgreSQL database (as behind a
 * balancer) count an address's attempts together, so the 429 comes after as many attempts as with
 * one instance; a keyed limit (per username) too; another route keeps its own bucket; a window that
 * ended starts over. On PGlite (one process) the default in-memory store is used and the shared
 * tests are skipped: run them with TEST_DATABASE_URL.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildTestApp, type TestApp } from '../helpers/app';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let counter = 0;
const unknownUser = () => `ratelimit_${process.pid}_${(counter += 1)}`;
const token = (t: TestApp, username: string, remoteAddress: string) =>
  t.inject({ method: 'POST', url: '/api/token', payload: { username, password: 'wrong-password' }, remoteAddress });

describe(
  'the per-address limits on two instances',
  { skip: onPostgres ? false : 'needs TEST_DATABASE_URL (PostgreSQL); PGlite is one process' },
  () => {
    let a: TestApp;
    let b: TestApp;
    const env = { RATE_LIMIT_AUTH_MAX: '4', RATE_LIMIT_WINDOW_MS: '60000' };

    before(async () => {
      a = await buildTestApp({}, env);
      b = await buildTestApp({}, env, a);
    });
    after(async () => {
      await b?.close();
      await a?.close();
    });

    test('the 429 arrives after the same number of attempts as with one instance', async () => {
      const alone: number[] = [];
      for (let i = 0; i < 6; i += 1) alone.push((await token(a, unknownUser(), '198.51.100.21')).statusCode);
      assert.deepEqual(alone, [401, 401, 401, 401, 429, 429]);

      // Alternating instances, another address: the fifth attempt is refused, wherever it lands.
      const spread: number[] = [];
      for (let i = 0; i < 6; i += 1) spread.push((await token(i % 2 ? b : a, unknownUser(), '198.51.100.22')).statusCode);
      assert.deepEqual(spread, [401, 401, 401, 401, 429, 429]);
      const refused = await token(b, unknownUser(), '198.51.100.22');
      assert.equal(refused.json().code, 'RATE_LIMITED');
      assert.match(refused.json().message, /[가-힣]/);
      assert.ok(Number(refused.headers['retry-after']) > 0, 'retry-after names the seconds left');
    });

    test('no bucket per username (it would let anyone lock an account out), and another route keeps its own bucket', async () => {
      const username = unknownUser();
      const statuses: number[] = [];
      // A new address each time, over both instances: the login back-off counts per (username, client).
      for (let i = 0; i < 5; i += 1) statuses.push((await token(i % 2 ? b : a, username, `192.0.2.${40 + i}`)).statusCode);
      assert.deepEqual(statuses, [401, 401, 401, 401, 401]);

      // The address that used up its token bucket still reaches the signup check (its own route bucket).
      const check = await b.inject({
        method: 'POST',
        url: '/api/signup/check',
        payload: { username: unknownUser() },
        remoteAddress: '198.51.100.21',
      });
      assert.notEqual(check.statusCode, 429);
    });

    test('a window that ended starts over', async () => {
      const short = await buildTestApp({}, { RATE_LIMIT_AUTH_MAX: '1', RATE_LIMIT_WINDOW_MS: '1' }, a);
      try {
        await a.database.rawQuery('delete from rate_limit_hits', []);
        // A 1 ms window has always ended by the next request: never a 429.
        for (let i = 0; i < 3; i += 1) assert.equal((await token(short, unknownUser(), '198.51.100.23')).statusCode, 401);
        const [{ count }] = await a.database.rawQuery<{ count: number }>(
          `select count from rate_limit_hits where key like '%|198.51.100.23'`,
          [],
        );
        assert.equal(count, 1, 'each request started a new window');
      } finally {
        await short.close();
      }
    });
  },
);

test('on PGlite the limits stay in memory (no rows in rate_limit_hits)', { skip: onPostgres ? 'runs on PGlite' : false }, async () => {
  const t = await buildTestApp({}, { RATE_LIMIT_AUTH_MAX: '2' });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await token(t, unknownUser(), '198.51.100.30')).statusCode);
    assert.deepEqual(statuses, [401, 401, 429]);
    const [{ n }] = await t.database.rawQuery<{ n: number }>('select count(*)::int n from rate_limit_hits', []);
    assert.equal(n, 0);
  } finally {
    await t.close();
  }
});
