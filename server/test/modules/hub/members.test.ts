/**
 * Hub /members: a hub admin lists, creates, edits, deactivates its group's
 * sub-accounts, resets their passwords and sets its clients' prices; another group's admin gets 404
 * for them and 403 for its group; roles never escalate; a price below the hub's own is refused.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../src/db/rows';
import { b2bMessages, formatTenthsWon, hubMemberMessages, type HubMember } from '@nurly/contracts/schemas';
import { bearer, demo, fileTestApp, uniqueMobile } from '../../helpers/app';
import { api, expectError, loginHeaders, staffHeaders, type Headers } from '../ads/helpers';

let counter = 0;

async function groupOf(username: string): Promise<number> {
  const [row] = await rowsOf<{ group_id: number }>(t.database.db, sql`select group_id from users where username = ${username}`);
  return Number(row.group_id);
}

const newMemberBody = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    username: `hm${process.pid}x${counter}`,
    password: 'pass1234',
    name: '새 허브 고객',
    mobile: uniqueMobile(),
    role: 'HUB_CLIENT',
    ...overrides,
  };
};

async function createMember(
  headers: Headers,
  overrides: Record<string, unknown> = {},
): Promise<{ member: HubMember; username: string; password: string }> {
  const body = newMemberBody(overrides);
  const response = await api(t).post('/api/hub/members', body, headers);
  assert.equal(response.statusCode, 201, response.body);
  return { member: response.json().member, username: body.username, password: body.password };
}

const t = await fileTestApp();
const hubAdmin = await loginHeaders(t, ...demo.hubadmin);
const hubAdmin2 = await loginHeaders(t, ...demo.hubadmin2);
const nurlyAdmin = await staffHeaders(t, 'admin');
const group1 = await groupOf('hubadmin');
const group2 = await groupOf('hubadmin2');

describe('GET hub/members', () => {
  test('a hub admin sees its own group’s sub-accounts only, never itself or the other hub', async () => {
    const response = await api(t).get('/api/hub/members', hubAdmin);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.group.id, group1);
    assert.equal(body.hub_admin.username, 'hubadmin');
    const names = body.results.map((m: HubMember) => m.username);
    assert.ok(names.includes('hubclient') && names.includes('hubmember'), names.join());
    assert.ok(!names.includes('hubadmin') && !names.includes('hubclient2') && !names.includes('admin'), names.join());
    assert.equal(body.results.find((m: HubMember) => m.username === 'hubclient').role, 'HUB_CLIENT');

    const second = (await api(t).get('/api/hub/members', hubAdmin2)).json();
    assert.equal(second.group.id, group2);
    assert.deepEqual(
      second.results.map((m: HubMember) => m.username),
      ['hubclient2'],
    );
  });

  test('filters by role, status and search', async () => {
    const clients = (await api(t).get('/api/hub/members?role=HUB_CLIENT', hubAdmin)).json();
    assert.ok(clients.results.every((m: HubMember) => m.role === 'HUB_CLIENT'));
    assert.ok(clients.results.some((m: HubMember) => m.username === 'hubclient'));
    const members = (await api(t).get('/api/hub/members?role=HUB_MEMBER', hubAdmin)).json();
    assert.ok(members.results.every((m: HubMember) => m.role === 'HUB_MEMBER'));
    assert.ok(members.results.some((m: HubMember) => m.username === 'hubmember'));
    const found = (await api(t).get(`/api/hub/members?search=${encodeURIComponent('정다은')}`, hubAdmin)).json();
    assert.deepEqual(
      found.results.map((m: HubMember) => m.username),
      ['hubmember'],
    );
    const inactive = (await api(t).get('/api/hub/members?status=inactive&search=hubclient', hubAdmin)).json();
    assert.equal(inactive.count, 0);
  });

  test('a hub member or client gets 403; NURLY_ADMIN picks the group with group_id', async () => {
    for (const [username, password] of [demo.hubmember, demo.hubclient]) {
      const headers = await loginHeaders(t, username, password);
      assert.equal((await api(t).get('/api/hub/members', headers)).statusCode, 403);
      assert.equal((await api(t).post('/api/hub/members', newMemberBody(), headers)).statusCode, 403);
    }
    const picked = (await api(t).get(`/api/hub/members?group_id=${group2}`, nurlyAdmin)).json();
    assert.equal(picked.group.id, group2);
    assert.equal(picked.hub_admin.username, 'hubadmin2');
    assert.deepEqual(
      picked.results.map((m: HubMember) => m.username),
      ['hubclient2'],
    );
    // Without group_id: the group the superuser's selector chose (admin's group_id).
    assert.equal((await api(t).get('/api/hub/members', nurlyAdmin)).json().group.id, await groupOf('admin'));
  });

  test('a hub admin naming another group gets 403', async () => {
    const response = await api(t).get(`/api/hub/members?group_id=${group2}`, hubAdmin);
    expectError(response, 403, hubMemberMessages.otherGroup, 'group_id');
  });
});

describe('POST hub/members', () => {
  test('creates an account in the caller’s group, under the hub admin, with the role chosen and REWARD', async () => {
    const { member, username, password } = await createMember(hubAdmin, { role: 'HUB_MEMBER', memo: '  메모  ' });
    assert.equal(member.role, 'HUB_MEMBER');
    assert.equal(member.status, 'active');
    assert.equal(member.memo, '메모');
    assert.equal(member.parent?.name, '허브관리자 박성호');
    const [row] = await rowsOf<{ group_id: number; is_staff: boolean; tier: number; services: string[] }>(
      t.database.db,
      sql`select u.group_id, u.is_staff, u.tier, array(select service from service_memberships s where s.user_id = u.id) as services from users u where u.id = ${member.id}`,
    );
    assert.equal(Number(row.group_id), group1);
    assert.equal(row.is_staff, true);
    assert.equal(Number(row.tier), 2);
    assert.deepEqual(row.services, ['REWARD']);
    // It can log in and is a hub member (console routes open, /members refused).
    const headers = bearer((await t.login(username, password)).access);
    const me = (await api(t).get('/api/user', headers)).json();
    assert.deepEqual(
      me.roles.map((r: { name: string }) => r.name),
      ['HUB_MEMBER'],
    );
    assert.equal((await api(t).get('/api/hub/members', headers)).statusCode, 403);
  });

  test('cannot create into another group, nor escalate a role', async () => {
    const before = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from users`);
    expectError(
      await api(t).post('/api/hub/members', newMemberBody({ group_id: group2 }), hubAdmin),
      403,
      hubMemberMessages.otherGroup,
      'group_id',
    );
    for (const role of ['HUB_ADMIN', 'NURLY_ADMIN', 'NURLY_STAFF']) {
      const response = await api(t).post('/api/hub/members', newMemberBody({ role }), hubAdmin);
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.json().field, 'role');
    }
    const editable = (await createMember(hubAdmin)).member;
    assert.equal((await api(t).put(`/api/hub/members/${editable.id}`, { role: 'HUB_ADMIN' }, hubAdmin)).statusCode, 400);
    const after = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from users`);
    assert.equal(Number(after[0].n), Number(before[0].n) + 1);
    // Unknown fields are dropped by the schema (Fastify's removeAdditional): no superuser, other roles, group or parent sneak in.
    const { member } = await createMember(hubAdmin, { is_superuser: true, roles: ['HUB_ADMIN'], parent_id: 1, group_id: group1, tier: 1 });
    const [row] = await rowsOf<{ is_superuser: boolean; parent: string; tier: number; roles: string[] }>(
      t.database.db,
      sql`select u.is_superuser, p.username as parent, u.tier, array(select r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id) as roles
          from users u join users p on p.id = u.parent_id where u.id = ${member.id}`,
    );
    assert.deepEqual({ ...row, tier: Number(row.tier) }, { is_superuser: false, parent: 'hubadmin', tier: 2, roles: ['HUB_CLIENT'] });
  });

  test('signup’s rules: a taken username or mobile is 409, a bad mobile or username 400 naming the field', async () => {
    expectError(
      await api(t).post('/api/hub/members', newMemberBody({ username: 'hubclient' }), hubAdmin),
      409,
      '이미 사용 중인 아이디입니다.',
      'username',
    );
    const taken = await api(t).post('/api/hub/members', newMemberBody({ mobile: '010-2000-0002' }), hubAdmin);
    assert.equal(taken.statusCode, 409, taken.body);
    assert.equal(taken.json().field, 'mobile');
    expectError(
      await api(t).post('/api/hub/members', newMemberBody({ mobile: '0101234567' }), hubAdmin),
      400,
      '휴대폰 번호는 010-1234-5678 형식으로 입력해주세요.',
      'mobile',
    );
    const badName = await api(t).post('/api/hub/members', newMemberBody({ username: '한글아이디' }), hubAdmin);
    assert.equal(badName.statusCode, 400);
    assert.equal(badName.json().field, 'username');
    const shortPassword = await api(t).post('/api/hub/members', newMemberBody({ password: 'ab' }), hubAdmin);
    assert.equal(shortPassword.statusCode, 400);
    assert.equal(shortPassword.json().field, 'password');
  });

  test('NURLY_ADMIN creates into the group it names, under that group’s hub admin', async () => {
    const { member } = await createMember(nurlyAdmin, { group_id: group2 });
    assert.equal(member.parent?.name, '허브관리자 김태현');
    assert.equal(await groupOf(member.username), group2);
    const listed = (await api(t).get('/api/hub/members', hubAdmin2)).json();
    assert.ok(listed.results.some((m: HubMember) => m.id === member.id));
  });
});

describe('PUT hub/members/:id and the password', () => {
  test('edits name, mobile, memo and the role between HUB_MEMBER and HUB_CLIENT', async () => {
    const { member, username, password } = await createMember(hubAdmin, { role: 'HUB_MEMBER' });
    const mobile = uniqueMobile();
    const response = await api(t).put(
      `/api/hub/members/${member.id}`,
      { name: '이름 변경', mobile, memo: '메모', role: 'HUB_CLIENT' },
      hubAdmin,
    );
    assert.equal(response.statusCode, 200, response.body);
    const saved = response.json();
    assert.equal(saved.message, hubMemberMessages.updated);
    assert.equal(saved.member.name, '이름 변경');
    assert.equal(saved.member.mobile, mobile.replace(/\D/g, ''));
    assert.equal(saved.member.role, 'HUB_CLIENT');
    const me = (await api(t).get('/api/user', bearer((await t.login(username, password)).access))).json();
    assert.deepEqual(
      me.roles.map((r: { name: string }) => r.name),
      ['HUB_CLIENT'],
    );
    expectError(await api(t).put(`/api/hub/members/${member.id}`, { name: '   ' }, hubAdmin), 400, hubMemberMessages.nameRequired, 'name');
  });

  test('group A’s admin gets 404 for group B’s member, a hub admin or a stranger, for every write', async () => {
    const [client2] = await rowsOf<{ id: number }>(t.database.db, sql`select id from users where username = 'hubclient2'`);
    const [otherAdmin] = await rowsOf<{ id: number }>(t.database.db, sql`select id from users where username = 'hubadmin2'`);
    const [customer] = await rowsOf<{ id: number }>(t.database.db, sql`select id from users where username = 'customer'`);
    for (const id of [client2.id, otherAdmin.id, customer.id, 99_999_999]) {
      expectError(await api(t).put(`/api/hub/members/${id}`, { memo: 'x' }, hubAdmin), 404, hubMemberMessages.notFound);
      expectError(await api(t).put(`/api/hub/members/${id}`, { active: false }, hubAdmin), 404, hubMemberMessages.notFound);
      expectError(await api(t).post(`/api/hub/members/${id}/password`, {}, hubAdmin), 404, hubMemberMessages.notFound);
    }
    const [row] = await rowsOf<{ is_active: boolean; memo: string | null }>(
      t.database.db,
      sql`select is_active, memo from users where username = 'hubclient2'`,
    );
    assert.equal(row.is_active, true);
    assert.equal(row.memo, null);
  });

  test('deactivation ends the member’s sessions and blocks its login; reactivation lets it back in', async () => {
    const { member, username, password } = await createMember(hubAdmin);
    const tokens = await t.login(username, password);
    assert.equal((await api(t).get('/api/user', bearer(tokens.access))).statusCode, 200);

    const response = await api(t).put(`/api/hub/members/${member.id}`, { active: false }, hubAdmin);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, hubMemberMessages.deactivated);
    assert.equal(response.json().member.status, 'inactive');
    assert.equal((await api(t).get('/api/user', bearer(tokens.access))).statusCode, 401);
    const refresh = await t.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh: tokens.refresh } });
    assert.equal(refresh.statusCode, 401, refresh.body);
    await assert.rejects(t.login(username, password));
    const listed = (await api(t).get('/api/hub/members?status=inactive', hubAdmin)).json();
    assert.ok(listed.results.some((m: HubMember) => m.id === member.id));

    const back = await api(t).put(`/api/hub/members/${member.id}`, { active: true }, hubAdmin);
    assert.equal(back.json().message, hubMemberMessages.reactivated);
    await t.login(username, password);
  });

  test('a password reset answers a temporary password once, which replaces the old one and ends sessions', async () => {
    const { member, username, password } = await createMember(hubAdmin);
    const tokens = await t.login(username, password);
    const response = await api(t).post(`/api/hub/members/${member.id}/password`, {}, hubAdmin);
    assert.equal(response.statusCode, 200, response.body);
    const { temporary_password: temporary, message } = response.json();
    assert.equal(message, hubMemberMessages.passwordReset);
    assert.match(temporary, /^[A-Za-z2-9]{10}$/);
    assert.equal((await api(t).get('/api/user', bearer(tokens.access))).statusCode, 401);
    await assert.rejects(t.login(username, password));
    await t.login(username, temporary);
    const [stored] = await rowsOf<{ password_hash: string }>(t.database.db, sql`select password_hash from users where id = ${member.id}`);
    assert.ok(!stored.password_hash.includes(temporary));
  });
});

describe('hub/members/prices: what the hub’s clients pay', () => {
  test('shows the hub’s own price per product; a price below it is refused naming the product; a valid one prices the clients', async () => {
    const view = (await api(t).get('/api/hub/members/prices', hubAdmin)).json();
    assert.equal(view.hub_admin.username, 'hubadmin');
    const naverapp = view.prices.results.find((row: { product_code: string }) => row.product_code === 'naverapp');
    const own = naverapp.own_price_tenths;

    const refused = await api(t).put(
      '/api/hub/members/prices',
      { prices: [{ product_code: 'naverapp', unit_price_tenths: own - 1 }] },
      hubAdmin,
    );
    expectError(refused, 400, b2bMessages.priceBelowOwn(naverapp.product_name, formatTenthsWon(own)), 'prices.0.unit_price_tenths');
    const unchanged = (await api(t).get('/api/hub/members/prices', hubAdmin)).json();
    assert.equal(
      unchanged.prices.results.find((row: { product_code: string }) => row.product_code === 'naverapp').child_price_tenths,
      naverapp.child_price_tenths,
    );

    const saved = await api(t).put(
      '/api/hub/members/prices',
      { prices: [{ product_code: 'naverapp', unit_price_tenths: own + 15 }] },
      hubAdmin,
    );
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().message, hubMemberMessages.pricesSaved);
    // A new client under the hub admin now pays that price (the reseller tree's own-price rule).
    const { member } = await createMember(hubAdmin);
    const clientPrices = (await api(t).get(`/api/admin/b2b/prices?account_id=${member.id}`, nurlyAdmin)).json();
    assert.equal(clientPrices.results.find((row: { product_code: string }) => row.product_code === 'naverapp').own_price_tenths, own + 15);

    // The other hub's admin cannot touch it.
    expectError(
      await api(t).put(
        '/api/hub/members/prices',
        { group_id: group1, prices: [{ product_code: 'naverapp', unit_price_tenths: own + 100 }] },
        hubAdmin2,
      ),
      403,
      hubMemberMessages.otherGroup,
      'group_id',
    );
    const other = (await api(t).get('/api/hub/members/prices', hubAdmin2)).json();
    assert.equal(other.hub_admin.username, 'hubadmin2');
    assert.notEqual(
      other.prices.results.find((row: { product_code: string }) => row.product_code === 'naverapp').child_price_tenths,
      own + 15,
    );
  });

  test('unknown products are refused; a hub member gets 403', async () => {
    const response = await api(t).put('/api/hub/members/prices', { prices: [{ product_code: 'nope', unit_price_tenths: 500 }] }, hubAdmin);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().field, 'prices.0.product_code');
    const member = await loginHeaders(t, ...demo.hubmember);
    assert.equal((await api(t).get('/api/hub/members/prices', member)).statusCode, 403);
  });
});
