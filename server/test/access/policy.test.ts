/**
 * The one access policy (src/access/policy.ts, scopes.ts), table-driven per resource: the owner,
 * another customer, a guest, console staff, the hub admin of another group and a reseller outside
 * the owner's subtree each get the expected status. The owner is the demo `customer` (tier 4 under
 * gangnam_ag → seoul_dist → nurly_main, no hub group).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { groups, users } from '../../src/db/schema';
import { keywordChecks, myProducts } from '../../src/db/schema/keywords';
import { mayActOnAccount } from '../../src/access/scopes';
import {
  accountRank,
  guards,
  hubScope,
  isConsoleStaff,
  mayChangeAccount,
  passesGuard,
  rankOf,
  resellerScope,
} from '../../src/access/policy';
import type { Principal } from '../../src/types';
import { bearer, buildTestApp, demo, signupMember, type TestApp } from '../helpers/app';

type Actor = 'anonymous' | 'owner' | 'other' | 'guest' | 'staff' | 'otherHubAdmin' | 'outsideReseller';
const actors: Actor[] = ['anonymous', 'owner', 'other', 'guest', 'staff', 'otherHubAdmin', 'outsideReseller'];

let t: TestApp;
const headers: Record<Actor, Record<string, string>> = {} as Record<Actor, Record<string, string>>;
let ownerId: number;
let questionId: number;
let productId: number;
let keywordId: number;
let otherGroupId: number;

const idOf = async (username: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;

before(async () => {
  t = await buildTestApp();
  headers.anonymous = {};
  headers.owner = bearer((await t.login(...demo.customer)).access);
  headers.staff = bearer((await t.login(...demo.staff)).access);
  await signupMember(t, { username: 'policy_other', password: 'pass1234' });
  headers.other = bearer((await t.login('policy_other', 'pass1234')).access);
  const guest = (await t.inject({ method: 'POST', url: '/api/guest-signup', payload: {} })).json<{ username: string }>();
  headers.guest = bearer((await t.login(guest.username, guest.username)).access);
  // mapo_ag is an agency (tier 3) beside the owner's agency: the owner is outside its subtree.
  headers.outsideReseller = bearer((await t.login('mapo_ag', 'member1234')).access);
  // A HUB_ADMIN of a second hub group (the owner belongs to no group).
  const admin = bearer((await t.login(...demo.admin)).access);
  [{ id: otherGroupId }] = await t.database.db.insert(groups).values({ name: '정책 테스트 허브' }).returning({ id: groups.id });
  const created = await t.inject({
    method: 'POST',
    url: '/api/users',
    headers: admin,
    payload: { username: 'policy_hub2', password: 'pass1234', is_staff: true, roles: ['HUB_ADMIN'], group_id: otherGroupId },
  });
  assert.equal(created.statusCode, 201, created.body);
  headers.otherHubAdmin = bearer((await t.login('policy_hub2', 'pass1234')).access);

  ownerId = await idOf('customer');
  const question = await t.inject({
    method: 'POST',
    url: '/api/cs/questions',
    headers: headers.owner,
    payload: { title: '정책 테스트 문의', body: '내용입니다.', category: 'ETC' },
  });
  assert.equal(question.statusCode, 201, question.body);
  questionId = question.json<{ id: number }>().id;
  [{ id: productId }] = await t.database.db
    .insert(myProducts)
    .values({ userId: ownerId, type: 'shopping', mid: '9990001', title: '정책 테스트 상품' })
    .returning({ id: myProducts.id });
  [{ id: keywordId }] = await t.database.db
    .insert(keywordChecks)
    .values({ userId: ownerId, type: 'shopping', keyword: '정책 테스트', mid: '9990001', provider: 'simulated', productId })
    .returning({ id: keywordChecks.id });
});

after(async () => t?.close());

interface Row {
  resource: string;
  request: () => { method: 'GET' | 'PATCH'; url: string; payload?: object };
  expect: Record<Actor, number>;
}

const table: Row[] = [
  {
    resource: 'a question (edit its content)',
    request: () => ({ method: 'PATCH', url: `/api/cs/questions/${questionId}`, payload: { title: '정책 테스트 문의 (수정)' } }),
    // Console staff see it but the content is the author's: 403. Everyone else learns nothing: 404.
    expect: { anonymous: 401, owner: 200, other: 404, guest: 404, staff: 403, otherHubAdmin: 404, outsideReseller: 404 },
  },
  {
    resource: 'point history of the owner',
    request: () => ({ method: 'GET', url: `/api/admin/b2b/balance/${ownerId}` }),
    // A reseller or hub admin has a B2B scope (access/scope.ts): outside it, the same 404 as a missing account.
    expect: { anonymous: 401, owner: 200, other: 403, guest: 403, staff: 200, otherHubAdmin: 404, outsideReseller: 404 },
  },
  {
    resource: 'point page of the owner (user_id)',
    request: () => ({ method: 'GET', url: `/api/point?user_id=${ownerId}` }),
    expect: { anonymous: 401, owner: 200, other: 403, guest: 403, staff: 200, otherHubAdmin: 403, outsideReseller: 403 },
  },
  {
    resource: "the owner's advertiser",
    request: () => ({ method: 'GET', url: `/api/admin/advertisers/user/${ownerId}` }),
    expect: { anonymous: 401, owner: 200, other: 403, guest: 403, staff: 200, otherHubAdmin: 403, outsideReseller: 403 },
  },
  {
    resource: 'my product',
    request: () => ({ method: 'GET', url: `/api/naver/products/${productId}` }),
    // Keywords and products act on the caller's own rows only (docs/decisions/product.md#api-calls), staff included.
    expect: { anonymous: 401, owner: 200, other: 404, guest: 404, staff: 404, otherHubAdmin: 404, outsideReseller: 404 },
  },
  {
    resource: 'my keyword history',
    request: () => ({ method: 'GET', url: `/api/naver/keywords/${keywordId}/histories` }),
    expect: { anonymous: 401, owner: 200, other: 404, guest: 404, staff: 404, otherHubAdmin: 404, outsideReseller: 404 },
  },
  {
    resource: 'the users list',
    request: () => ({ method: 'GET', url: '/api/users' }),
    expect: { anonymous: 401, owner: 403, other: 403, guest: 403, staff: 200, otherHubAdmin: 403, outsideReseller: 403 },
  },
];

describe('access per resource and caller', () => {
  for (const row of table) {
    it(row.resource, async () => {
      const got: Partial<Record<Actor, number>> = {};
      for (const actor of actors) {
        const { method, url, payload } = row.request();
        const response = await t.inject({ method, url, headers: headers[actor], ...(payload && { payload }) });
        got[actor] = response.statusCode;
        if (response.statusCode === 403)
          assert.equal(response.json<{ message: string }>().message, '접근 권한이 없습니다. 관리자에게 문의하세요.');
      }
      assert.deepEqual(got, row.expect);
    });
  }

  it('lists show a customer only their own questions; the desk sees every one', async () => {
    const count = async (actor: Actor) =>
      (await t.inject({ method: 'GET', url: `/api/cs/questions?id=${questionId}`, headers: headers[actor] })).json<{ count: number }>()
        .count;
    assert.deepEqual(
      {
        owner: await count('owner'),
        other: await count('other'),
        guest: await count('guest'),
        staff: await count('staff'),
        otherHubAdmin: await count('otherHubAdmin'),
      },
      { owner: 1, other: 0, guest: 0, staff: 1, otherHubAdmin: 0 },
    );
  });
});

describe('scopes (hub group, reseller subtree) on the real database', () => {
  const principalOf = async (username: string): Promise<Principal> => {
    const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
    const roles = username === 'policy_hub2' || username === 'hubadmin' ? (['HUB_ADMIN'] as const) : [];
    return {
      id: row.id,
      isStaff: row.isStaff,
      isSuperuser: row.isSuperuser,
      isGuest: row.isGuest,
      groupId: row.groupId,
      tier: row.tier,
      parentId: row.parentId,
      roles: [...roles],
    };
  };

  it('a reseller acts on its subtree only, when the resource admits the reseller scope', async () => {
    const agency = await principalOf('gangnam_ag');
    const distributor = await principalOf('seoul_dist');
    const beside = await principalOf('mapo_ag');
    assert.deepEqual(resellerScope(agency), { rootId: agency.id });
    assert.equal(await mayActOnAccount(t.database.db, agency, ownerId, { reseller: true }), true);
    assert.equal(await mayActOnAccount(t.database.db, distributor, ownerId, { reseller: true }), true, 'two levels down');
    assert.equal(await mayActOnAccount(t.database.db, beside, ownerId, { reseller: true }), false);
    assert.equal(await mayActOnAccount(t.database.db, agency, ownerId), false, 'not without the scope');
    const owner = await principalOf('customer');
    assert.equal(resellerScope(owner), null, 'tier 4 advertisers have no reseller scope');
  });

  it('a hub admin acts on accounts of its own group only', async () => {
    const hub2 = await principalOf('policy_hub2');
    const hub1 = await principalOf('hubadmin');
    const memberOfHub2 = await idOf('nail_yujin');
    await t.database.db.update(users).set({ groupId: otherGroupId }).where(eq(users.id, memberOfHub2));
    assert.deepEqual(hubScope(hub2), { groupId: otherGroupId });
    assert.equal(await mayActOnAccount(t.database.db, hub2, memberOfHub2, { hub: true }), true);
    assert.equal(await mayActOnAccount(t.database.db, hub1, memberOfHub2, { hub: true }), false);
    assert.equal(await mayActOnAccount(t.database.db, hub2, ownerId, { hub: true }), false);
  });

  it('console staff means is_staff plus NURLY_ADMIN or NURLY_STAFF; route guards follow §6', async () => {
    const base: Principal = {
      id: 1,
      isStaff: true,
      isSuperuser: false,
      isGuest: false,
      groupId: null,
      tier: null,
      parentId: null,
      roles: ['NURLY_STAFF'],
    };
    assert.equal(isConsoleStaff(base), true);
    assert.equal(isConsoleStaff({ ...base, isStaff: false }), false, 'a role without is_staff is not staff');
    assert.equal(isConsoleStaff({ ...base, roles: ['HUB_ADMIN'] }), false, 'hub admins carry is_staff but are not the desk');
    assert.equal(passesGuard({ ...base, roles: ['HUB_ADMIN'] }, guards.consoleStaff), false);
    assert.equal(passesGuard({ ...base, roles: ['HUB_ADMIN'] }, guards.anyStaff), true);
    assert.equal(passesGuard({ ...base, roles: ['HUB_ADMIN'] }, guards.hubMembers), true);
    assert.equal(passesGuard({ ...base, isStaff: false, roles: ['NURLY_ADMIN'] }, guards.nurlyAdmin), false);
  });
});

describe('account ranks: superuser > NURLY_ADMIN > NURLY_STAFF > console users > customer', () => {
  const principal = (fields: Partial<Principal>): Principal => ({
    id: 1,
    isStaff: false,
    isSuperuser: false,
    isGuest: false,
    groupId: null,
    tier: null,
    parentId: null,
    roles: [],
    ...fields,
  });
  const superuser = principal({ isStaff: true, isSuperuser: true, roles: ['NURLY_ADMIN'] });
  const admin = principal({ isStaff: true, roles: ['NURLY_ADMIN'] });
  const staff = principal({ isStaff: true, roles: ['NURLY_STAFF'] });
  const hub = principal({ isStaff: true, roles: ['HUB_ADMIN'] });
  const customer = principal({});

  it('orders the accounts explicitly', () => {
    assert.deepEqual([superuser, admin, staff, hub, customer].map(rankOf), [
      accountRank.superuser,
      accountRank.nurlyAdmin,
      accountRank.nurlyStaff,
      accountRank.console,
      accountRank.customer,
    ]);
    assert.ok(accountRank.superuser > accountRank.nurlyAdmin && accountRank.nurlyAdmin > accountRank.nurlyStaff);
    assert.ok(accountRank.nurlyStaff > accountRank.console && accountRank.console > accountRank.customer);
    // A role without is_staff, or is_staff alone, is still a console account, not a customer.
    assert.equal(rankOf(principal({ roles: ['NURLY_ADMIN'] })), accountRank.console);
    assert.equal(rankOf(principal({ isStaff: true })), accountRank.console);
  });

  it('nobody acts on an account above their own rank or raises one above it', () => {
    assert.equal(mayChangeAccount(staff, admin, { credentials: false }), false);
    assert.equal(mayChangeAccount(admin, superuser, { credentials: false }), false);
    assert.equal(mayChangeAccount(admin, customer, { credentials: false, after: superuser }), false);
    assert.equal(mayChangeAccount(superuser, customer, { credentials: false, after: superuser }), true);
  });

  it('credentials of a privileged account: NURLY_ADMIN or superuser only', () => {
    assert.equal(mayChangeAccount(staff, hub, { credentials: true }), false);
    assert.equal(mayChangeAccount(staff, staff, { credentials: true }), false);
    assert.equal(mayChangeAccount(staff, hub, { credentials: false }), true);
    assert.equal(mayChangeAccount(staff, customer, { credentials: true }), true);
    assert.equal(mayChangeAccount(admin, admin, { credentials: true }), true);
    assert.equal(mayChangeAccount(superuser, superuser, { credentials: true }), true);
  });
});
