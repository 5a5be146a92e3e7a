import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema';
import { bearer, fileTestApp, signupMember } from '../../helpers/app';

const t = await fileTestApp();

test('menu status is a map by menu key computed from real rows (NURLY_ADMIN)', async () => {
  const { access } = await t.login('admin', 'admin1234');
  const before = (await t.inject({ method: 'GET', url: '/api/options/menu/status', headers: bearer(access) })).json();
  assert.equal(typeof before['apps-user-list'].successCount, 'number');
  assert.equal(before['apps-user-list'].successHint, '최근 24시간 신규 회원');

  await signupMember(t, { username: 'status_new' });
  await t.database.db.update(users).set({ isActive: false }).where(eq(users.username, 'status_new'));
  const response = await t.inject({
    method: 'POST',
    url: '/api/options/menu/status',
    headers: bearer(access),
    payload: { menus: ['apps-user-list', 'unknown-menu'] },
  });
  assert.equal(response.statusCode, 200);
  const after = response.json();
  assert.deepEqual(Object.keys(after), ['apps-user-list']);
  assert.equal(after['apps-user-list'].successCount, before['apps-user-list'].successCount + 1);
  assert.equal(after['apps-user-list'].errorCount, before['apps-user-list'].errorCount + 1);
});

test('other staff are refused', async () => {
  const { access } = await t.login('staff', 'staff1234');
  for (const request of [
    { method: 'GET' as const, url: '/api/options/menu/status' },
    { method: 'POST' as const, url: '/api/options/menu/status', payload: { menus: ['apps-user-list'] } },
  ]) {
    assert.equal((await t.inject({ ...request, headers: bearer(access) })).statusCode, 403);
  }
});
