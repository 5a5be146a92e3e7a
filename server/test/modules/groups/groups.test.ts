import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bearer, fileTestApp } from '../../helpers/app';

const t = await fileTestApp();

test('GET groups lists the hub groups for staff', async () => {
  const { access } = await t.login('hubadmin', 'hubadmin1234');
  const response = await t.inject({ method: 'GET', url: '/api/groups', headers: bearer(access) });
  assert.equal(response.statusCode, 200);
  assert.deepEqual(
    response.json().map((g: { name: string }) => g.name),
    ['누리 허브 1그룹', '누리 허브 2그룹', '강남 리워드 허브'],
  );
});

test('POST groups sets the superuser current group; user info reflects it', async () => {
  const { access } = await t.login('admin', 'admin1234');
  const response = await t.inject({ method: 'POST', url: '/api/groups', headers: bearer(access), payload: { group: 2 } });
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { message: '그룹이 변경되었습니다.' });
  const user = (await t.inject({ method: 'GET', url: '/api/user', headers: bearer(access) })).json();
  assert.deepEqual(user.group, { id: 2, name: '누리 허브 2그룹' });
  const missing = await t.inject({ method: 'POST', url: '/api/groups', headers: bearer(access), payload: { group: 999 } });
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json().message, '그룹을 찾을 수 없습니다.');
});

test('only superusers change groups', async () => {
  const { access } = await t.login('hubadmin', 'hubadmin1234');
  const response = await t.inject({ method: 'POST', url: '/api/groups', headers: bearer(access), payload: { group: 2 } });
  assert.equal(response.statusCode, 403);
  assert.equal(response.json().message, '접근 권한이 없습니다. 관리자에게 문의하세요.');
});
