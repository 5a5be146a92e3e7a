/**
 * A published release's files under /remotes/<key>/<version>/ (from the storage adapter, with the
 * site's cache rules and stored .br siblings), the unversioned dev folders beside them, the first
 * start publishing a local build (a fake dist in a temp dir) and NURLY_REMOTE_ENTRY_<KEY> winning.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { adminToken, change, currentRange, entryOf, publish, releaseArchive, releaseFiles } from './helpers';

describe('release files and the first start', () => {
  const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'nurly-releases-static-'));
  let t: TestApp;
  let admin: Record<string, string>;

  before(async () => {
    // A local build of the points remote without release.json (version from package.json + hash),
    // and one of cs with its release.json.
    fs.mkdirSync(path.join(staticRoot, 'mfe-points/dist/static/js'), { recursive: true });
    fs.writeFileSync(path.join(staticRoot, 'mfe-points/package.json'), JSON.stringify({ name: '@nurly/mfe-points', version: '0.3.1' }));
    fs.writeFileSync(path.join(staticRoot, 'mfe-points/dist/mf-manifest.json'), '{"id":"mfe_points"}');
    fs.writeFileSync(path.join(staticRoot, 'mfe-points/dist/remoteEntry.js'), 'var mfe_points;');
    fs.writeFileSync(path.join(staticRoot, 'mfe-points/dist/static/js/page.89abcdef.js'), 'console.log("local points")');
    fs.mkdirSync(path.join(staticRoot, 'mfe-cs/dist'), { recursive: true });
    for (const file of releaseFiles({ remote: 'cs', version: '0.5.0', text: 'local cs' })) {
      fs.mkdirSync(path.dirname(path.join(staticRoot, 'mfe-cs/dist', file.name)), { recursive: true });
      fs.writeFileSync(path.join(staticRoot, 'mfe-cs/dist', file.name), file.data);
    }
    t = await buildTestApp({ staticRoot, dataDir: ':memory:' }, { NURLY_REMOTE_ENTRY_HUB: 'https://cdn.example.com/hub/mf-manifest.json' });
    admin = await adminToken(t);
  });
  after(async () => {
    await t?.close();
    fs.rmSync(staticRoot, { recursive: true, force: true });
  });

  test('the first start published the local builds and made them live everywhere they load, by the system', async () => {
    const overview = (await t.inject({ method: 'GET', url: '/api/admin/releases', headers: admin })).json<{
      releases: { remote: string; version: string; published_by: string; shared_range: string }[];
      live: { deployment: string; remote: string; live: { version: string } | null; updated_by: string | null }[];
      history: { action: string; remote: string; deployment: string | null; actor: string; reason: string }[];
    }>();
    const points = overview.releases.find((r) => r.remote === 'points')!;
    assert.match(points.version, /^0\.3\.1\+[0-9a-f]{8}$/);
    assert.equal(points.published_by, 'system');
    assert.equal(points.shared_range, currentRange);
    assert.equal(overview.releases.find((r) => r.remote === 'cs')?.version, '0.5.0');
    const pointsLive = overview.live.filter((l) => l.remote === 'points');
    assert.deepEqual(
      pointsLive.map((l) => [l.deployment, l.live?.version, l.updated_by]),
      [
        ['default', points.version, 'system'],
        ['reward', points.version, 'system'],
      ],
    );
    assert.equal(await entryOf(t, 'points', 'reward.localhost'), `/remotes/points/${points.version}/mf-manifest.json`);
    assert.equal(await entryOf(t, 'cs', 'hub.localhost'), '/remotes/cs/0.5.0/mf-manifest.json');
    // No local build: the unversioned folder as before; an override wins over the registry.
    assert.equal(await entryOf(t, 'keywords'), '/remotes/keywords/mf-manifest.json');
    assert.equal(await entryOf(t, 'hub', 'hub.localhost'), 'https://cdn.example.com/hub/mf-manifest.json');
    const activations = overview.history.filter((h) => h.action === 'ACTIVATE' && h.remote === 'points');
    assert.deepEqual(activations.map((h) => [h.deployment, h.actor]).sort(), [
      ['default', 'system'],
      ['reward', 'system'],
    ]);
  });

  test('versioned files come from storage with the cache rules, .br when accepted, 304 on a matching ETag', async () => {
    assert.equal((await publish(t, admin, releaseArchive({ remote: 'cs', version: '0.6.0', text: 'cs six' }))).statusCode, 201);
    const chunk = await t.inject({ method: 'GET', url: '/remotes/cs/0.6.0/static/js/page.0123abcd.js' });
    assert.equal(chunk.statusCode, 200);
    assert.equal(chunk.body, 'console.log("cs six");');
    assert.equal(chunk.headers['content-type'], 'application/javascript; charset=utf-8');
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(chunk.headers['x-content-type-options'], 'nosniff');

    const br = await t.inject({
      method: 'GET',
      url: '/remotes/cs/0.6.0/static/js/page.0123abcd.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers.vary, 'accept-encoding');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), 'console.log("cs six");');

    const manifest = await t.inject({ method: 'GET', url: '/remotes/cs/0.6.0/mf-manifest.json' });
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal(manifest.headers['content-type'], 'application/json; charset=utf-8');
    const revalidated = await t.inject({
      method: 'GET',
      url: '/remotes/cs/0.6.0/mf-manifest.json',
      headers: { 'if-none-match': String(manifest.headers.etag) },
    });
    assert.equal(revalidated.statusCode, 304);

    // The older release stays reachable for open pages; the local build is a release too.
    assert.equal((await t.inject({ method: 'GET', url: '/remotes/cs/0.5.0/static/js/page.0123abcd.js' })).body, 'console.log("local cs");');
    for (const url of [
      '/remotes/cs/9.9.9/mf-manifest.json',
      '/remotes/cs/0.6.0/missing.js',
      '/remotes/cs/0.6.0/static/js/page.0123abcd.js.br',
      '/remotes/cs/0.6.0/..%2F0.5.0%2Fmf-manifest.json',
    ]) {
      assert.equal((await t.inject({ method: 'GET', url })).statusCode, 404, url);
    }
  });

  test('the unversioned local dist keeps serving for dev', async () => {
    const local = await t.inject({ method: 'GET', url: '/remotes/points/static/js/page.89abcdef.js' });
    assert.equal(local.statusCode, 200);
    assert.equal(local.body, 'console.log("local points")');
    assert.equal((await t.inject({ method: 'GET', url: '/remotes/points/remoteEntry.js' })).body, 'var mfe_points;');
  });

  test('a restart after a rebuild follows the local build where the system chose; staff choices stay', async () => {
    // Staff make a published release live in hub; default and reward stay on the system's choice.
    assert.equal((await change(t, admin, 'activate', { remote: 'cs', version: '0.6.0', deployment: 'hub' })).statusCode, 200);
    fs.writeFileSync(
      path.join(staticRoot, 'mfe-cs/dist/release.json'),
      JSON.stringify({ remote: 'cs', version: '0.7.0', shared_range: '^0.8.3', git_commit: 'def', built_at: '2026-11-21T00:00:00Z' }),
    );
    const restarted = await buildTestApp({ staticRoot, dataDir: ':memory:' }, {}, t);
    try {
      assert.equal(await entryOf(restarted, 'cs', 'localhost'), '/remotes/cs/0.7.0/mf-manifest.json');
      assert.equal(await entryOf(restarted, 'cs', 'reward.localhost'), '/remotes/cs/0.7.0/mf-manifest.json');
      assert.equal(await entryOf(restarted, 'cs', 'hub.localhost'), '/remotes/cs/0.6.0/mf-manifest.json');
    } finally {
      await restarted.close();
    }
  });
});
