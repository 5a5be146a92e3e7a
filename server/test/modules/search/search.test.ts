import assert from 'node:assert/strict';
import { test } from 'node:test';
import { globalSearchMessages } from '@nurly/contracts/schemas';
import { bearer, buildTestApp, demo, fileTestApp, forgetRateLimits } from '../../helpers/app';

const t = await fileTestApp();

const search = async (access: string, q: string) =>
  (await t.inject({ method: 'GET', url: `/api/global-search?q=${encodeURIComponent(q)}`, headers: bearer(access) })).json();

test('staff find members, their phone written 3-4-4, linking to the users list by route name (the shell resolves the path)', async () => {
  const results = await search((await t.login('staff', 'staff1234')).access, '조현우');
  assert.deepEqual(results, [
    {
      title: '조현우 (customer)',
      subtitle: '회원 · 010-1234-5678',
      icon: 'mdi-account',
      to: { name: 'apps-user-list', query: { search: 'customer' } },
    },
  ]);
});

test('superusers also find groups; customers find no one else', async () => {
  const admin = await search((await t.login('admin', 'admin1234')).access, '허브');
  assert.ok(admin.some((r: { subtitle: string }) => r.subtitle === '허브 그룹'));
  const staff = await search((await t.login('staff', 'staff1234')).access, '허브');
  assert.ok(!staff.some((r: { subtitle: string }) => r.subtitle === '허브 그룹'));
  assert.deepEqual(await search((await t.login('customer', 'customer1234')).access, '조'), []);
});

test('LIKE wildcards in the query are literal; q is required', async () => {
  assert.deepEqual(await search((await t.login('staff', 'staff1234')).access, '%'), []);
  const { access } = await t.login('staff', 'staff1234');
  const missing = await t.inject({ method: 'GET', url: '/api/global-search', headers: bearer(access) });
  assert.equal(missing.statusCode, 400);
  assert.equal(missing.json().message, '검색어를 입력해주세요.');
});

test('results link only to pages of the request’s deployment (Host header)', async () => {
  const { access } = await t.login('admin', 'admin1234');
  const on = async (host: string) =>
    (
      await t.inject({ method: 'GET', url: `/api/global-search?q=${encodeURIComponent('조현우')}`, headers: { ...bearer(access), host } })
    ).json();
  assert.deepEqual(
    (await on('localhost:8080')).map((r: { to: { name: string } }) => r.to.name),
    ['apps-user-list'],
  );
  // The users list is a default-site page: the hub and reward consoles have no route for it.
  assert.deepEqual(await on('hub.localhost:8080'), []);
  assert.deepEqual(await on('reward.localhost:8080'), []);
  assert.deepEqual(await on('admin.localhost:8080'), []);
});

test('searches are limited per account, with a Korean 429; another account keeps its own count', async () => {
  const limited = await buildTestApp({}, { RATE_LIMIT_SEARCH_MAX: '3' }, t);
  try {
    await forgetRateLimits(limited);
    const staff = bearer((await limited.login(...demo.staff)).access);
    const admin = bearer((await limited.login(...demo.admin)).access);
    const ask = (headers: Record<string, string>, remoteAddress: string) =>
      limited.inject({ method: 'GET', url: `/api/global-search?q=${encodeURIComponent('조현우')}`, headers, remoteAddress });
    // From different addresses: the count is the account's, not the address's.
    const statuses = [];
    for (let i = 1; i <= 4; i += 1) statuses.push((await ask(staff, `198.51.100.${i}`)).statusCode);
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    const refused = await ask(staff, '198.51.100.9');
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(refused.json(), { message: globalSearchMessages.tooMany, code: 'RATE_LIMITED' });
    assert.match(refused.json().message, /[가-힣]/);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal((await ask(admin, '198.51.100.1')).statusCode, 200);
  } finally {
    await limited.close();
  }
});
