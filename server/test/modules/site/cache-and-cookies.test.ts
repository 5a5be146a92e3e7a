/**
 * What browsers and proxies may keep: every /api answer is `Cache-Control: no-store` unless its route
 * says otherwise (plugins/security-headers.ts), and the canary bucket cookie is Secure over https.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { bearer, buildTestApp, demo, fileTestApp } from '../../helpers/app';

const t = await fileTestApp();

describe('Cache-Control on the API', () => {
  test('an authenticated JSON answer, an error and a public answer are no-store', async () => {
    const { access } = await t.login(...demo.customer);
    const user = await t.inject({ method: 'GET', url: '/api/user', headers: bearer(access) });
    assert.equal(user.statusCode, 200);
    assert.equal(user.headers['cache-control'], 'no-store');
    const refused = await t.inject({ method: 'GET', url: '/api/user' });
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.headers['cache-control'], 'no-store');
    const missing = await t.inject({ method: 'GET', url: '/api/no-such-route', headers: bearer(access) });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.headers['cache-control'], 'no-store');
    const health = await t.inject({ method: 'GET', url: '/api/health?probe=1' });
    assert.equal(health.headers['cache-control'], 'no-store');
  });

  test('a route that sets its own Cache-Control keeps it; answers outside /api are not touched', async () => {
    const remotes = await t.inject({ method: 'GET', url: '/remotes.json', headers: { host: 'localhost' } });
    assert.equal(remotes.headers['cache-control'], 'no-cache');
    const { access } = await t.login(...demo.hubadmin);
    const template = await t.inject({ method: 'GET', url: '/api/hub/ads/bulk/template?channel=NAVER_PLACE', headers: bearer(access) });
    assert.equal(template.statusCode, 200, template.body);
    assert.equal(template.headers['cache-control'], 'private, no-store');
    // A path that only begins with "/api" is not the API.
    const lookalike = await t.inject({ method: 'GET', url: '/apix' });
    assert.equal(lookalike.headers['cache-control'], undefined);
  });
});

describe('the nurly_bucket cookie', () => {
  const bucketCookie = async (app: typeof t, headers: Record<string, string>, remoteAddress?: string) =>
    String(
      (
        await app.inject({
          method: 'GET',
          url: '/remotes.json',
          headers: { host: 'localhost', ...headers },
          ...(remoteAddress && { remoteAddress }),
        })
      ).headers['set-cookie'],
    );

  test('Secure when a trusted proxy says the request came over https; not over plain http', async () => {
    const proxied = await buildTestApp({}, { TRUST_PROXY: '127.0.0.1' }, t);
    try {
      assert.match(
        await bucketCookie(proxied, { 'x-forwarded-proto': 'https' }),
        /^nurly_bucket=\d{1,2}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure$/,
      );
      assert.match(await bucketCookie(proxied, { 'x-forwarded-proto': 'http' }), /HttpOnly$/);
      // X-Forwarded-Proto from a peer that is not the proxy proves nothing.
      assert.match(await bucketCookie(proxied, { 'x-forwarded-proto': 'https' }, '203.0.113.9'), /HttpOnly$/);
    } finally {
      await proxied.close();
    }
  });

  test('without TRUST_PROXY the header is not believed', async () => {
    assert.match(await bucketCookie(t, { 'x-forwarded-proto': 'https' }), /HttpOnly$/);
  });
});
