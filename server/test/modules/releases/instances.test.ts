/**
 * Two app instances on one database (as behind a balancer): a change made on one is what both
 * serve once the registry's one-second cache has passed (each instance's app clock moved past the
 * TTL, no sleeping). Run it on PostgreSQL with TEST_DATABASE_URL. And the cache itself: one read per
 * TTL, a local change read at once.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { seoulDayOf } from '@nurly/contracts';
import { ReleaseRegistry, REGISTRY_TTL_MS } from '../../../src/modules/releases/registry';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { adminToken, change, currentRange, entryOf, publish, releaseArchive } from './helpers';

describe('two instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: Record<string, string>;

  before(async () => {
    a = await buildTestApp();
    b = await buildTestApp({}, {}, a);
    admin = await adminToken(a);
  });
  after(async () => {
    await b?.close();
    await a?.close();
  });

  test('an activation on one instance is served by both after the TTL; a rollback on the other too', async () => {
    for (const version of ['1.0.0', '2.0.0'])
      assert.equal((await publish(a, admin, releaseArchive({ remote: 'cs', version, text: version }))).statusCode, 201);
    assert.equal((await change(a, admin, 'activate', { remote: 'cs', version: '1.0.0' })).statusCode, 200);
    b.clock.advance(REGISTRY_TTL_MS + 1);
    assert.equal(await entryOf(b, 'cs'), '/remotes/cs/1.0.0/mf-manifest.json');

    assert.equal((await change(a, admin, 'activate', { remote: 'cs', version: '2.0.0' })).statusCode, 200);
    // The instance that made the change serves it at once; the other within its TTL.
    assert.equal(await entryOf(a, 'cs'), '/remotes/cs/2.0.0/mf-manifest.json');
    b.clock.advance(REGISTRY_TTL_MS + 1);
    for (const app of [a, b])
      for (const host of ['localhost', 'reward.localhost', 'hub.localhost'])
        assert.equal(await entryOf(app, 'cs', host), '/remotes/cs/2.0.0/mf-manifest.json');

    // The second instance rolls back (the admin's token is good on both: one database).
    assert.equal((await change(b, admin, 'rollback', { remote: 'cs' })).statusCode, 200);
    a.clock.advance(REGISTRY_TTL_MS + 1);
    for (const app of [a, b]) assert.equal(await entryOf(app, 'cs'), '/remotes/cs/1.0.0/mf-manifest.json');
  });
});

test('the registry cache reads the database once per TTL by the clock, and at once after invalidate', async () => {
  let reads = 0;
  let at = Date.parse('2026-11-20T00:00:00Z');
  const clock = { now: () => new Date(at), seoulDay: (day?: Date) => seoulDayOf(day ?? new Date(at)) };
  const registry = new ReleaseRegistry(async () => {
    reads += 1;
    return [
      {
        deployment: 'default',
        remote: 'cs',
        version: `1.0.${reads}`,
        sharedRange: currentRange,
        canaryVersion: null,
        canarySharedRange: null,
        canaryPercent: 0,
      },
    ];
  }, clock);
  await Promise.all([registry.live(), registry.live()]);
  assert.equal(reads, 1, 'concurrent first reads share one query');
  at += REGISTRY_TTL_MS - 1;
  assert.equal((await registry.live()).get('default/cs')?.version, '1.0.1');
  at += 1;
  assert.equal((await registry.live()).get('default/cs')?.version, '1.0.2');
  registry.invalidate();
  assert.equal((await registry.live()).get('default/cs')?.version, '1.0.3');
  at -= 60_000;
  assert.equal((await registry.live()).get('default/cs')?.version, '1.0.4', 'a clock moved back reloads');
});
