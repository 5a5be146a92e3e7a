import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { buildTestApp, type TestApp } from '../../helpers/app';

let t: TestApp;
let withBuilds: TestApp;
const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'nurly-static-'));

before(async () => {
  fs.mkdirSync(path.join(staticRoot, 'host-shell/dist'), { recursive: true });
  fs.writeFileSync(path.join(staticRoot, 'host-shell/dist/index.html'), '<!doctype html><title>host</title>');
  fs.writeFileSync(path.join(staticRoot, 'host-shell/dist/main.js'), 'console.log(1)');
  fs.writeFileSync(path.join(staticRoot, 'host-shell/dist/812.3f9a0c1d2e4b.js'), 'chunk');
  fs.mkdirSync(path.join(staticRoot, 'mfe-cs/dist'), { recursive: true });
  fs.writeFileSync(path.join(staticRoot, 'mfe-cs/dist/mf-manifest.json'), '{"name":"mfe_cs"}');
  fs.writeFileSync(path.join(staticRoot, 'mfe-cs/dist/remoteEntry.js'), 'var mfe_cs;');
  // Pre-compressed siblings as the production build writes them (tools/mf/compress.ts).
  for (const file of [
    'host-shell/dist/index.html',
    'host-shell/dist/main.js',
    'host-shell/dist/812.3f9a0c1d2e4b.js',
    'mfe-cs/dist/mf-manifest.json',
  ]) {
    const body = fs.readFileSync(path.join(staticRoot, file));
    fs.writeFileSync(path.join(staticRoot, `${file}.br`), brotliCompressSync(body));
    fs.writeFileSync(path.join(staticRoot, `${file}.gz`), gzipSync(body));
  }
  t = await buildTestApp({}, { NURLY_REMOTE_ENTRY_CS: 'https://cdn.example.com/cs/mf-manifest.json' });
  withBuilds = await buildTestApp({ staticRoot }, {}, t);
});
after(async () => {
  await withBuilds?.close();
  await t?.close();
  fs.rmSync(staticRoot, { recursive: true, force: true });
});

describe('site', () => {
  test('GET /api/health answers ok without naming the database engine', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/health' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok' });
  });

  test('/remotes.json follows the Host header and env overrides', async () => {
    const config = async (host: string) => (await t.inject({ method: 'GET', url: '/remotes.json', headers: { host } })).json();
    const hub = await config('hub.localhost:8080');
    assert.equal(hub.variant, 'hub');
    assert.deepEqual(
      hub.remotes.map((r: { key: string }) => r.key),
      ['hub', 'cs'],
    );
    assert.equal(hub.remotes[1].entry, 'https://cdn.example.com/cs/mf-manifest.json');
    assert.equal(hub.remotes[0].entry, '/remotes/hub/mf-manifest.json');
    assert.equal(hub.remotes[0].name, 'mfe_hub');
    assert.equal((await config('reward.localhost')).variant, 'reward');
    assert.equal((await config('admin.localhost')).variant, 'offerwall');
    const fallback = await config('localhost:8080');
    assert.equal(fallback.variant, 'default');
    assert.deepEqual(
      fallback.remotes.map((r: { key: string }) => r.key),
      ['keywords', 'points', 'admin-ads', 'b2b', 'cs'],
    );
  });

  test('without builds, unknown paths are a Korean JSON 404', async () => {
    const response = await t.inject({ method: 'GET', url: '/some/page', headers: { accept: 'text/html' } });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { message: '요청하신 주소를 찾을 수 없습니다.', code: 'NOT_FOUND' });
  });

  test('OpenAPI document and docs page at /api/docs', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json();
    assert.ok(doc.paths['/api/user']);
    assert.ok(doc.paths['/api/token']);
    assert.equal((await t.inject({ method: 'GET', url: '/api/docs' })).statusCode < 400, true);
  });

  test('security headers', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/health' });
    assert.match(String(response.headers['content-security-policy']), /script-src 'self'[^;]*https:\/\/cdn\.example\.com/);
    assert.match(String(response.headers['content-security-policy']), /img-src 'self' data: blob:/);
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });
});

describe('CORS', () => {
  test('only configured origins are allowed; none by default', async () => {
    const withCors = await buildTestApp({}, { CORS_ORIGINS: 'https://console.nurly.kr' }, t);
    try {
      const allowed = await withCors.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://console.nurly.kr' } });
      assert.equal(allowed.headers['access-control-allow-origin'], 'https://console.nurly.kr');
      const other = await withCors.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
      assert.equal(other.headers['access-control-allow-origin'], undefined);
      const byDefault = await t.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://console.nurly.kr' } });
      assert.equal(byDefault.headers['access-control-allow-origin'], undefined);
      const preflight = await t.inject({
        method: 'OPTIONS',
        url: '/api/user',
        headers: { origin: 'https://console.nurly.kr', 'access-control-request-method': 'GET' },
      });
      assert.equal(preflight.headers['access-control-allow-origin'], undefined);
      assert.equal(preflight.headers['access-control-allow-methods'], undefined);
    } finally {
      await withCors.close();
    }
  });
});

describe('static front ends', () => {
  test('host at / with SPA fallback; index.html is no-cache', async () => {
    const root = await withBuilds.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    assert.equal(root.statusCode, 200);
    assert.match(root.body, /<title>host/);
    assert.equal(root.headers['cache-control'], 'no-cache');
    const deep = await withBuilds.inject({ method: 'GET', url: '/point/list?x=1', headers: { accept: 'text/html,application/xhtml+xml' } });
    assert.equal(deep.statusCode, 200);
    assert.match(deep.body, /<title>host/);
    assert.equal(deep.headers['cache-control'], 'no-cache');
  });

  test('no fallback for /api, /remotes or non-html requests', async () => {
    assert.equal((await withBuilds.inject({ method: 'GET', url: '/api/nothing', headers: { accept: 'text/html' } })).statusCode, 404);
    assert.equal(
      (await withBuilds.inject({ method: 'GET', url: '/remotes/cs/missing.js', headers: { accept: 'text/html' } })).statusCode,
      404,
    );
    assert.equal((await withBuilds.inject({ method: 'GET', url: '/missing.js', headers: { accept: '*/*' } })).statusCode, 404);
  });

  test('remotes under /remotes/<key>/ with cache rules', async () => {
    const manifest = await withBuilds.inject({ method: 'GET', url: '/remotes/cs/mf-manifest.json' });
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal((await withBuilds.inject({ method: 'GET', url: '/remotes/cs/remoteEntry.js' })).headers['cache-control'], 'no-cache');
    const chunk = await withBuilds.inject({ method: 'GET', url: '/812.3f9a0c1d2e4b.js' });
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
  });
});

describe('pre-compressed static files', () => {
  const onDisk = (file: string) => fs.readFileSync(path.join(staticRoot, file));

  test('br before gzip before identity, with Vary, the original type and the sent length', async () => {
    const br = await withBuilds.inject({ method: 'GET', url: '/main.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.deepEqual(br.rawPayload, onDisk('host-shell/dist/main.js.br'));
    assert.equal(Number(br.headers['content-length']), onDisk('host-shell/dist/main.js.br').length);

    const gz = await withBuilds.inject({ method: 'GET', url: '/main.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(gz.rawPayload, onDisk('host-shell/dist/main.js.gz'));

    const identity = await withBuilds.inject({ method: 'GET', url: '/main.js', headers: { 'accept-encoding': 'identity' } });
    assert.equal(identity.headers['content-encoding'], undefined);
    assert.equal(identity.body, 'console.log(1)');
    assert.match(String(identity.headers.vary), /accept-encoding/i);
    // A file the build did not compress is sent as it is, whatever the browser accepts.
    const plain = await withBuilds.inject({ method: 'GET', url: '/remotes/cs/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, 'var mfe_cs;');
  });

  test('cache rules follow the original name: hashed immutable, entry files revalidate by ETag', async () => {
    const chunk = await withBuilds.inject({ method: 'GET', url: '/812.3f9a0c1d2e4b.js', headers: { 'accept-encoding': 'br' } });
    assert.equal(chunk.headers['content-encoding'], 'br');
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');

    const manifest = await withBuilds.inject({
      method: 'GET',
      url: '/remotes/cs/mf-manifest.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    assert.equal(manifest.headers['content-encoding'], 'br');
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.match(String(manifest.headers['content-type']), /application\/json/);
    const etag = String(manifest.headers.etag);
    assert.ok(etag);
    const revalidated = await withBuilds.inject({
      method: 'GET',
      url: '/remotes/cs/mf-manifest.json',
      headers: { 'accept-encoding': 'br, gzip', 'if-none-match': etag },
    });
    assert.equal(revalidated.statusCode, 304);
  });

  test('the SPA fallback sends the compressed index.html, never cached', async () => {
    const page = await withBuilds.inject({
      method: 'GET',
      url: '/point/list',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers['content-encoding'], 'br');
    assert.match(String(page.headers['content-type']), /text\/html/);
    assert.equal(page.headers['cache-control'], 'no-cache');
    assert.deepEqual(page.rawPayload, onDisk('host-shell/dist/index.html.br'));
  });
});
