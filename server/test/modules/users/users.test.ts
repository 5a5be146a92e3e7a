import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { bearer, fileTestApp } from '../../helpers/app';

const t = await fileTestApp();
const admin = (await t.login('admin', 'admin1234')).access;
const staff = (await t.login('staff', 'staff1234')).access;

describe('GET users', () => {
  test('is paginated {count, results}', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/users?page=2&page_size=5', headers: bearer(staff) });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.ok(body.count >= 20);
    assert.equal(body.results.length, 5);
    assert.equal(body.results[0].id, 6);
  });

  test('filters by search, role and tier', async () => {
    const byName = (
      await t.inject({ method: 'GET', url: `/api/users?search=${encodeURIComponent('조현우')}`, headers: bearer(staff) })
    ).json();
    assert.deepEqual(
      byName.results.map((u: { username: string }) => u.username),
      ['customer'],
    );
    assert.equal(byName.results[0].parent_id !== null, true);
    const hub = (await t.inject({ method: 'GET', url: '/api/users?role=HUB_ADMIN', headers: bearer(staff) })).json();
    // The two demo hubs' admins (hubadmin2 runs the second demo hub).
    assert.deepEqual(hub.results.map((u: { username: string }) => u.username).sort(), ['hubadmin', 'hubadmin2']);
    const tier1 = (await t.inject({ method: 'GET', url: '/api/users?tier=1', headers: bearer(staff) })).json();
    assert.ok(tier1.results.every((u: { tier: number }) => u.tier === 1));
  });

  test('a bad query parameter is a 400 naming it', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/users?page_size=0', headers: bearer(staff) });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: '페이지 크기는 1~1,000 사이로 입력해주세요.', code: 'VALIDATION', field: 'page_size' });
  });

  test('hub and offerwall console users (is_staff) cannot list members', async () => {
    const { access } = await t.login('offerwall', 'offerwall1234');
    assert.equal((await t.inject({ method: 'GET', url: '/api/users', headers: bearer(access) })).statusCode, 403);
  });
});

describe('POST, PATCH, DELETE users', () => {
  test('staff create a member, edit and delete it', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(staff),
      payload: { username: 'made_by_staff', password: 'abcd1234', name: '홍길동', mobile: '010-5555-0001', tier: 4, parent_id: 7 },
    });
    assert.equal(created.statusCode, 201);
    const user = created.json();
    assert.equal(user.name, '홍길동');
    assert.equal(user.mobile, '01055550001');
    await t.login('made_by_staff', 'abcd1234');

    const patched = await t.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: bearer(staff),
      payload: { name: '홍길순', is_active: false },
    });
    assert.equal(patched.statusCode, 200);
    assert.equal(patched.json().name, '홍길순');
    assert.equal(patched.json().is_active, false);
    assert.equal(
      (await t.inject({ method: 'POST', url: '/api/token', payload: { username: 'made_by_staff', password: 'abcd1234' } })).statusCode,
      401,
    );

    const removed = await t.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: bearer(staff) });
    assert.deepEqual(removed.json(), { message: '회원이 삭제되었습니다.' });
    assert.equal((await t.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: bearer(staff) })).statusCode, 404);
  });

  test('one phone per member and unique usernames hold here too', async () => {
    const phone = await t.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(staff),
      payload: { username: 'dup_phone', password: 'abcd1234', mobile: '01012345678' },
    });
    assert.equal(phone.statusCode, 409);
    assert.equal(phone.json().message, '이미 사용 중인 휴대폰 번호입니다.');
    const name = await t.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(staff),
      payload: { username: 'customer', password: 'abcd1234' },
    });
    assert.equal(name.statusCode, 409);
    const short = await t.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(staff),
      payload: { username: 'shorty', password: 'abc' },
    });
    assert.equal(short.json().message, '비밀번호는 최소 4자 이상 입력해주세요.');
  });

  test('granting roles or staff needs NURLY_ADMIN; superusers are protected from staff', async () => {
    const grant = await t.inject({ method: 'PATCH', url: '/api/users/7', headers: bearer(staff), payload: { roles: ['NURLY_ADMIN'] } });
    assert.equal(grant.statusCode, 403);
    const adminGrant = await t.inject({
      method: 'PATCH',
      url: '/api/users/7',
      headers: bearer(admin),
      payload: { is_staff: true, roles: ['HUB_CLIENT'] },
    });
    assert.equal(adminGrant.statusCode, 200);
    assert.deepEqual(adminGrant.json().roles, [{ name: 'HUB_CLIENT' }]);
    assert.equal((await t.inject({ method: 'DELETE', url: '/api/users/1', headers: bearer(staff) })).statusCode, 403);
    assert.equal((await t.inject({ method: 'DELETE', url: '/api/users/1', headers: bearer(admin) })).json().code, 'SELF_DELETE');
  });

  test('points cannot be set through PATCH (unknown fields are dropped); bad ids are 400', async () => {
    const before = (await t.inject({ method: 'GET', url: '/api/users?search=customer', headers: bearer(staff) })).json().results[0];
    const extra = await t.inject({ method: 'PATCH', url: `/api/users/${before.id}`, headers: bearer(staff), payload: { point: 99999999 } });
    assert.equal(extra.statusCode, 200);
    assert.equal(extra.json().point, before.point);
    const badId = await t.inject({ method: 'PATCH', url: '/api/users/abc', headers: bearer(staff), payload: {} });
    assert.equal(badId.statusCode, 400);
    assert.equal(badId.json().field, 'id');
  });
});
