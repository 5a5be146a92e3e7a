import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import Fastify from 'fastify';
import fastifyJwt from '@fastify/jwt';
import { roleNames } from '@nurly/contracts';
import accessPlugin from '../../src/plugins/access';
import { bearer, demo, demoHolderOf, fileTestApp } from '../helpers/app';

const tokens: Record<string, string> = {};
const t = await fileTestApp();
before(async () => {
  for (const [key, [username, password]] of Object.entries(demo)) tokens[key] = (await t.login(username, password)).access;
  // A demo distributor (tier 2, no role): the reseller of the B2B routes (`guards.b2bScoped`).
  tokens.reseller = (await t.login('seoul_dist', 'member1234')).access;
  const guest = (await t.inject({ method: 'POST', url: '/api/guest-signup', payload: {} })).json();
  tokens.guest = (await t.login(guest.username, guest.username)).access;
});

describe('every /api route is declared public or rejects anonymous and wrong-role callers', () => {
  test('walks the registered routes', async () => {
    const routes = t.app.routeAccess.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
    assert.ok(routes.length >= 20, `expected the API routes, got ${routes.length}`);
    let checked = 0;
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, '1');
      const call = (headers: Record<string, string> = {}) => t.inject({ method: route.method as 'GET', url, headers });
      if (route.access === 'public') {
        // Notices and FAQ are read by everyone.
        assert.ok(
          /^\/api\/(signup|token|oauth|logout|guest-signup|password-reset|health|docs|offerwall\/v1\/|cs\/(faq|notice)(\/|$))/.test(
            route.url,
          ),
          `${route.method} ${route.url} is public: is that intended?`,
        );
        continue;
      }
      const anonymous = await call();
      assert.equal(anonymous.statusCode, 401, `${route.method} ${route.url} anonymous`);
      assert.equal(anonymous.json().message, '로그인이 필요합니다. 다시 로그인해주세요.');
      const forged = await call(bearer('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidHlwIjoiYWNjZXNzIn0.forged'));
      assert.equal(forged.statusCode, 401, `${route.method} ${route.url} forged token`);
      if (route.access === 'user') {
        // Guests are logged-in users: they pass the access check (any later 4xx is the handler's).
        assert.notEqual((await call(bearer(tokens.guest))).statusCode, 401, `${route.method} ${route.url} guest`);
      } else {
        const nonStaff = await call(bearer(tokens.customer));
        assert.equal(nonStaff.statusCode, 403, `${route.method} ${route.url} non-staff`);
        assert.equal(nonStaff.json().message, '접근 권한이 없습니다. 관리자에게 문의하세요.');
        if (route.access !== 'staff') {
          const allowed = route.access.roles;
          // A B2B route also admits resellers (tier 2–3, hub admins): the offerwall client has neither.
          const outsider = route.access.resellers ? 'OFFERWALL_CLIENT' : roleNames.find((role) => !allowed.includes(role))!;
          if (route.access.resellers) {
            const reseller = await call(bearer(tokens.reseller));
            assert.ok(![401, 403].includes(reseller.statusCode), `${route.method} ${route.url} as a reseller got ${reseller.statusCode}`);
          }
          const wrongRole = await call(bearer(tokens[demoHolderOf[outsider]]));
          assert.equal(wrongRole.statusCode, 403, `${route.method} ${route.url} as ${outsider}`);
          const rightRole = await call(bearer(tokens[demoHolderOf[allowed[0]]]));
          assert.ok(
            ![401, 403].includes(rightRole.statusCode),
            `${route.method} ${route.url} as ${allowed[0]} got ${rightRole.statusCode}`,
          );
        }
      }
      checked += 1;
    }
    assert.ok(checked >= 10);
  });
});

test('start-up fails when an /api route lacks config.access', async () => {
  const app = Fastify({ logger: false });
  await app.register(fastifyJwt, { secret: 'x'.repeat(32) });
  app.decorate('db', t.database.db);
  await app.register(accessPlugin);
  await assert.rejects(async () => {
    app.get('/api/forgotten', async () => ({ ok: true }));
    await app.ready();
  }, /has no config\.access/);
  await app.close();
});
