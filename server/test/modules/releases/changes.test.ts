/**
 * Activate, canary, promote, abort and roll back: each change is what /remotes.json serves (per
 * deployment, per canary bucket cookie) and leaves one history row per deployment it touched (who,
 * from → to, why); a bad request is a 4xx naming the problem and changes nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { releaseMessages } from '@nurly/contracts';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { adminToken, change, entryOf, publish, releaseArchive } from './helpers';

interface History {
  action: string;
  deployment: string | null;
  from_version: string | null;
  to_version: string | null;
  canary_percent: number | null;
  reason: string | null;
  actor: string;
}

describe('switching releases', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const history = async (remote: string) =>
    (await t.inject({ method: 'GET', url: `/api/admin/releases?remote=${remote}`, headers: admin })).json<{ history: History[] }>().history;

  before(async () => {
    t = await buildTestApp();
    admin = await adminToken(t);
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
      const response = await publish(t, admin, releaseArchive({ remote: 'cs', version, text: `cs ${version}` }));
      assert.equal(response.statusCode, 201, response.body);
    }
  });
  after(() => t?.close());

  test('nothing published: /remotes.json keeps the unversioned local entry, and sets a bucket cookie once', async () => {
    const first = await t.inject({ method: 'GET', url: '/remotes.json', headers: { host: 'localhost' } });
    assert.match(String(first.headers['set-cookie']), /^nurly_bucket=\d{1,2}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/);
    assert.equal(first.json().remotes.find((r: { key: string }) => r.key === 'cs').entry, '/remotes/cs/mf-manifest.json');
    const again = await t.inject({ method: 'GET', url: '/remotes.json', headers: { host: 'localhost', cookie: 'nurly_bucket=7' } });
    assert.equal(again.headers['set-cookie'], undefined);
  });

  test('activate without a deployment: every deployment that loads the remote, one history row each', async () => {
    const response = await change(t, admin, 'activate', { remote: 'cs', version: '1.0.0', reason: '첫 배포' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, releaseMessages.activated('cs', '1.0.0'));
    const live = response.json().live as { deployment: string; live: { version: string } | null; updated_by: string }[];
    assert.deepEqual(
      live.map((l) => [l.deployment, l.live?.version, l.updated_by]),
      [
        ['default', '1.0.0', 'admin'],
        ['reward', '1.0.0', 'admin'],
        ['hub', '1.0.0', 'admin'],
      ],
    );
    for (const host of ['localhost', 'reward.localhost', 'hub.localhost'])
      assert.equal(await entryOf(t, 'cs', host), '/remotes/cs/1.0.0/mf-manifest.json');
    const rows = (await history('cs')).filter((h) => h.action === 'ACTIVATE');
    assert.deepEqual(rows.map((h) => [h.deployment, h.from_version, h.to_version, h.reason, h.actor]).sort(), [
      ['default', null, '1.0.0', '첫 배포', 'admin'],
      ['hub', null, '1.0.0', '첫 배포', 'admin'],
      ['reward', null, '1.0.0', '첫 배포', 'admin'],
    ]);
  });

  test('activate in one deployment, then roll it back; the others keep theirs', async () => {
    assert.equal((await change(t, admin, 'activate', { remote: 'cs', version: '1.1.0', deployment: 'hub' })).statusCode, 200);
    assert.equal(await entryOf(t, 'cs', 'hub.localhost'), '/remotes/cs/1.1.0/mf-manifest.json');
    assert.equal(await entryOf(t, 'cs', 'localhost'), '/remotes/cs/1.0.0/mf-manifest.json');

    const back = await change(t, admin, 'rollback', { remote: 'cs', deployment: 'hub', reason: '오류' });
    assert.equal(back.statusCode, 200, back.body);
    assert.equal(back.json().message, releaseMessages.rolledBack('cs', '1.0.0'));
    assert.equal(await entryOf(t, 'cs', 'hub.localhost'), '/remotes/cs/1.0.0/mf-manifest.json');
    const [last] = await history('cs');
    assert.deepEqual(
      [last.action, last.deployment, last.from_version, last.to_version, last.reason],
      ['ROLLBACK', 'hub', '1.1.0', '1.0.0', '오류'],
    );
    // One step: nothing further back in hub, and the other deployments never changed.
    const again = await change(t, admin, 'rollback', { remote: 'cs', deployment: 'hub' });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, releaseMessages.noPrevious('cs'));
  });

  test('a canary serves the buckets below its share (0 % nobody, 100 % everybody), then promote makes it live', async () => {
    const canary = await change(t, admin, 'activate', { remote: 'cs', version: '1.1.0', deployment: 'default', canary_percent: 30 });
    assert.equal(canary.statusCode, 200, canary.body);
    assert.equal(canary.json().message, releaseMessages.canaryStarted('cs', '1.1.0', 30));
    const state = canary.json().live.find((l: { deployment: string }) => l.deployment === 'default');
    assert.deepEqual([state.live.version, state.canary.version, state.canary_percent], ['1.0.0', '1.1.0', 30]);
    assert.equal(await entryOf(t, 'cs', 'localhost', 29), '/remotes/cs/1.1.0/mf-manifest.json');
    assert.equal(await entryOf(t, 'cs', 'localhost', 30), '/remotes/cs/1.0.0/mf-manifest.json');
    // Other deployments are not in the canary.
    assert.equal(await entryOf(t, 'cs', 'reward.localhost', 0), '/remotes/cs/1.0.0/mf-manifest.json');

    assert.equal(
      (await change(t, admin, 'activate', { remote: 'cs', version: '1.1.0', deployment: 'default', canary_percent: 100 })).statusCode,
      200,
    );
    for (const bucket of [0, 99]) assert.equal(await entryOf(t, 'cs', 'localhost', bucket), '/remotes/cs/1.1.0/mf-manifest.json');
    assert.equal(
      (await change(t, admin, 'activate', { remote: 'cs', version: '1.1.0', deployment: 'default', canary_percent: 0 })).statusCode,
      200,
    );
    // canary_percent 0 is "make it live": the canary became the live release.
    for (const bucket of [0, 99]) assert.equal(await entryOf(t, 'cs', 'localhost', bucket), '/remotes/cs/1.1.0/mf-manifest.json');
    assert.equal((await change(t, admin, 'rollback', { remote: 'cs', deployment: 'default' })).statusCode, 200);

    assert.equal(
      (await change(t, admin, 'activate', { remote: 'cs', version: '1.2.0', deployment: 'default', canary_percent: 1 })).statusCode,
      200,
    );
    assert.equal(await entryOf(t, 'cs', 'localhost', 0), '/remotes/cs/1.2.0/mf-manifest.json');
    assert.equal(await entryOf(t, 'cs', 'localhost', 1), '/remotes/cs/1.0.0/mf-manifest.json');
    const promoted = await change(t, admin, 'promote', { remote: 'cs', deployment: 'default' });
    assert.equal(promoted.statusCode, 200, promoted.body);
    assert.equal(promoted.json().message, releaseMessages.promoted('cs', '1.2.0'));
    for (const bucket of [0, 99]) assert.equal(await entryOf(t, 'cs', 'localhost', bucket), '/remotes/cs/1.2.0/mf-manifest.json');
    const [last] = await history('cs');
    assert.deepEqual([last.action, last.from_version, last.to_version, last.canary_percent], ['PROMOTE', '1.0.0', '1.2.0', 1]);
    // Promote's previous is the release it replaced: a rollback goes back to it.
    assert.equal((await change(t, admin, 'rollback', { remote: 'cs', deployment: 'default' })).statusCode, 200);
    assert.equal(await entryOf(t, 'cs', 'localhost'), '/remotes/cs/1.0.0/mf-manifest.json');
  });

  test('abort drops the canary: everybody back on the live release', async () => {
    assert.equal((await change(t, admin, 'activate', { remote: 'cs', version: '1.2.0', canary_percent: 100 })).statusCode, 200);
    assert.equal(await entryOf(t, 'cs', 'hub.localhost', 99), '/remotes/cs/1.2.0/mf-manifest.json');
    const aborted = await change(t, admin, 'abort', { remote: 'cs', reason: '지표 하락' });
    assert.equal(aborted.statusCode, 200, aborted.body);
    for (const host of ['localhost', 'reward.localhost', 'hub.localhost'])
      assert.equal(await entryOf(t, 'cs', host, 0), '/remotes/cs/1.0.0/mf-manifest.json');
    const aborts = (await history('cs')).filter((h) => h.action === 'ABORT');
    assert.equal(aborts.length, 3);
    assert.deepEqual(
      [aborts[0].from_version, aborts[0].to_version, aborts[0].canary_percent, aborts[0].reason],
      ['1.2.0', '1.0.0', 100, '지표 하락'],
    );
    assert.equal((await change(t, admin, 'abort', { remote: 'cs' })).json().message, releaseMessages.noCanary('cs'));
  });

  test('bad requests are 4xx naming the problem and write no history', async () => {
    const before = (await history('cs')).length;
    const cases: [string, Record<string, unknown>, number, string | RegExp][] = [
      ['activate', { remote: 'cs', version: '9.9.9' }, 404, releaseMessages.releaseNotFound('cs', '9.9.9')],
      [
        'activate',
        { remote: 'cs', version: '1.0.0', deployment: 'offerwall' },
        400,
        releaseMessages.deploymentWithoutRemote('offerwall', 'cs'),
      ],
      ['activate', { remote: 'cs', version: '1.0.0' }, 409, releaseMessages.alreadyLive('cs', '1.0.0')],
      ['activate', { remote: 'keywords', version: '1.0.0' }, 404, releaseMessages.releaseNotFound('keywords', '1.0.0')],
      ['activate', { remote: 'cs', version: 'latest' }, 400, /버전/],
      ['activate', { remote: 'cs', version: '1.1.0', canary_percent: 101 }, 400, /canary_percent|카나리/],
      ['promote', { remote: 'cs' }, 409, releaseMessages.noCanary('cs')],
      ['rollback', { remote: 'nope' }, 400, /리모트/],
    ];
    for (const [step, payload, status, message] of cases) {
      const response = await change(t, admin, step as 'activate', payload);
      assert.equal(response.statusCode, status, `${step} ${JSON.stringify(payload)}: ${response.body}`);
      if (typeof message === 'string') assert.equal(response.json().message, message);
      else assert.match(response.json().message, message);
    }
    assert.equal((await history('cs')).length, before);
  });

  test('a canary needs a live release', async () => {
    assert.equal((await publish(t, admin, releaseArchive({ remote: 'offerwall', version: '1.0.0' }))).statusCode, 201);
    const response = await change(t, admin, 'activate', { remote: 'offerwall', version: '1.0.0', canary_percent: 10 });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().message, releaseMessages.canaryWithoutLive('offerwall'));
  });
});
