/**
 * The reseller tree: staff list, create and move members; every rule refused with
 * a Korean message naming the field and nothing written; advertisers, customers and guests get 403
 * (resellers' scoped answers: scope.test.ts).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { b2bMessages } from '@nurly/contracts/schemas';
import { fileTestApp } from '../../helpers/app';
import { expectError, freshCustomer, loginHeaders, staffHeaders } from '../ads/helpers';
import { advertiserUnder, api, createMember, resellerBranch, setPrices, tableCounts } from './helpers';

const t = await fileTestApp();
const staff = await staffHeaders(t);

describe('demo data', () => {
  test('the demo tree holds 2 distributors, 4 agencies and 10 advertisers, each level paying more than the one above', async () => {
    const result = (await t.database.db.execute(sql`
      with recursive down(id) as (select id from users where username = 'nurly_main' union all select u.id from users u join down on u.parent_id = down.id)
      select u.tier, count(*)::int as count from down join users u on u.id = down.id group by u.tier order by u.tier`)) as unknown as {
      rows: { tier: number; count: number }[];
    };
    assert.deepEqual(
      result.rows.map((row) => [Number(row.tier), Number(row.count)]),
      [
        [1, 1],
        [2, 2],
        [3, 4],
        [4, 10],
      ],
    );
    const [haeundae] = (await api(t).get('/api/admin/b2b/members?search=haeundae_ag', staff)).json().results;
    const prices = (await api(t).get(`/api/admin/b2b/prices?account_id=${haeundae.id}`, staff)).json();
    const naverapp = prices.results.find((row: { product_code: string }) => row.product_code === 'naverapp');
    assert.equal(naverapp.own_price_tenths, Math.round(385 * 1.03));
    assert.equal(naverapp.child_price_tenths, Math.round(385 * 1.07));
    assert.equal(naverapp.own_price_source.name, '박지훈');
    // The demo customer's branch: distributors pay ₩39.5 (nurly_main's setting), seoul_dist's agencies
    // and their advertisers — the customer among them — ₩41 (seoul_dist's).
    const [customer] = (await api(t).get('/api/admin/b2b/members?search=customer&tier=4', staff)).json().results;
    const customerPrices = (await api(t).get(`/api/admin/b2b/prices?account_id=${customer.id}`, staff)).json();
    const customerNaverapp = customerPrices.results.find((row: { product_code: string }) => row.product_code === 'naverapp');
    assert.equal(customerNaverapp.own_price_tenths, 410);
    assert.equal(customerNaverapp.own_price_source.name, '이서연');
  });
});

describe('GET admin/b2b/members', () => {
  test('lists a parent’s direct children with the docs/decisions/product.md#entities fields and the breadcrumb path', async () => {
    const { main, distributor, agency } = await resellerBranch(t, staff);
    const advertiser = await advertiserUnder(t, staff, agency.id, 50_000);
    await setPrices(t, staff, agency.id, { naverapp: 400 });

    const response = await api(t).get(`/api/admin/b2b/members?parent_id=${agency.id}`, staff);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.count, 1);
    assert.deepEqual(
      body.path.map((node: { id: number }) => node.id),
      [main.id, distributor.id, agency.id],
    );
    const [row] = body.results;
    assert.equal(row.id, advertiser.id);
    assert.equal(row.tier, 4);
    assert.equal(row.role, 'advertiser');
    assert.equal(row.status, 'active');
    assert.equal(row.amount, 50_000);
    assert.equal(row.held, 0);
    assert.equal(row.hasRegistration, true);
    assert.equal(row.hasBankAccount, false);
    assert.equal(row.hasSetPrice, false);
    assert.deepEqual(row.parent, { id: agency.id, name: '테스트 대행사' });
    assert.equal(row.children, 0);

    const agencyRow = (await api(t).get(`/api/admin/b2b/members?parent_id=${distributor.id}`, staff)).json().results[0];
    assert.equal(agencyRow.role, 'partner');
    assert.equal(agencyRow.hasSetPrice, true);
    assert.equal(agencyRow.children, 1);

    const roots = (await api(t).get(`/api/admin/b2b/members?parent_id=root&search=${main.username}`, staff)).json();
    assert.deepEqual(
      roots.results.map((member: { id: number }) => member.id),
      [main.id],
    );
    const inactive = (await api(t).get(`/api/admin/b2b/members?active=false&search=${main.username}`, staff)).json();
    assert.equal(inactive.count, 0);
  });

  test('refuses a malformed parent filter naming parent_id, and exports CSV', async () => {
    expectError(await api(t).get('/api/admin/b2b/members?parent_id=abc', staff), 400, b2bMessages.invalidParent, 'parent_id');
    const csv = await api(t).get('/api/admin/b2b/members?format=csv&tier=2', staff);
    assert.equal(csv.statusCode, 200);
    assert.match(csv.headers['content-type'] as string, /text\/csv/);
    assert.match(csv.body, /아이디/);
  });

  test('answers 403 to a tier 4 advertiser, a non-staff tier 1 account, a customer without a tier and a guest', async () => {
    const { main, agency } = await resellerBranch(t, staff);
    const advertiser = await createMember(t, staff, { tier: 4, parent_id: agency.id });
    const customer = await freshCustomer(t);
    const guest = (await t.inject({ method: 'POST', url: '/api/guest-signup', payload: {} })).json();
    const callers = [
      await loginHeaders(t, advertiser.username, 'pass1234'),
      await loginHeaders(t, main.username, 'pass1234'),
      customer.headers,
      await loginHeaders(t, guest.username, guest.username),
    ];
    for (const headers of callers) {
      assert.equal((await api(t).get(`/api/admin/b2b/balance/${agency.id}`, headers)).statusCode, 403);
      assert.equal((await api(t).get(`/api/admin/invoices?account_id=${agency.id}`, headers)).statusCode, 403);
      assert.equal((await api(t).get('/api/admin/b2b/members', headers)).statusCode, 403);
      assert.equal((await api(t).get('/api/admin/b2b/summary', headers)).statusCode, 403);
      assert.equal(
        (
          await api(t).put(
            '/api/admin/b2b/prices',
            { account_id: agency.id, prices: [{ product_code: 'naverapp', unit_price_tenths: 500 }] },
            headers,
          )
        ).statusCode,
        403,
      );
      assert.equal((await api(t).get('/api/admin/b2b/sales?from=2026-01-01&to=2026-01-31', headers)).statusCode, 403);
    }
  });
});

describe('POST and PUT admin/b2b/members', () => {
  test('creates a member that can log in, with the signup rules', async () => {
    const { agency } = await resellerBranch(t, staff);
    const created = await createMember(t, staff, { tier: 4, parent_id: agency.id });
    await loginHeaders(t, created.username, 'pass1234');
    const badMobile = await api(t).post(
      '/api/admin/b2b/members',
      { username: 'b2bbadmobile', password: 'pass1234', name: '번호 오류', mobile: '0101234567', tier: 4, parent_id: agency.id },
      staff,
    );
    assert.equal(badMobile.statusCode, 400);
    assert.equal(badMobile.json().field, 'mobile');
  });

  test('refuses a tier not below the parent, an advertiser parent, a cycle and a tier above a child — nothing written', async () => {
    const { main, distributor, agency } = await resellerBranch(t, staff);
    const advertiser = await advertiserUnder(t, staff, agency.id);
    const before = await tableCounts(t);

    const sameTier = await api(t).post(
      '/api/admin/b2b/members',
      { username: 'b2bsametier', password: 'pass1234', name: '같은 등급', mobile: '01077770001', tier: 2, parent_id: distributor.id },
      staff,
    );
    expectError(sameTier, 400, b2bMessages.tierBelowParent(2), 'tier');
    const underAdvertiser = await api(t).post(
      '/api/admin/b2b/members',
      { username: 'b2bunderadv', password: 'pass1234', name: '광고주 하위', mobile: '01077770002', tier: 4, parent_id: advertiser.id },
      staff,
    );
    expectError(underAdvertiser, 400, b2bMessages.advertiserHasChildren, 'parent_id');
    expectError(
      await api(t).put('/api/admin/b2b/members', { id: main.id, parent_id: main.id }, staff),
      400,
      b2bMessages.parentIsSelf,
      'parent_id',
    );
    expectError(
      await api(t).put('/api/admin/b2b/members', { id: distributor.id, parent_id: agency.id }, staff),
      400,
      b2bMessages.parentIsDescendant,
      'parent_id',
    );
    expectError(
      await api(t).put('/api/admin/b2b/members', { id: agency.id, tier: 4 }, staff),
      400,
      b2bMessages.advertiserHasChildren,
      'tier',
    );
    expectError(
      await api(t).put('/api/admin/b2b/members', { id: distributor.id, tier: 3 }, staff),
      400,
      b2bMessages.tierAboveChildren(3),
      'tier',
    );
    expectError(
      await api(t).put('/api/admin/b2b/members', { id: advertiser.id, parent_id: main.id, tier: 1 }, staff),
      400,
      b2bMessages.tierBelowParent(1),
      'tier',
    );

    assert.deepEqual(await tableCounts(t), before);
  });

  test('moves a member with its subtree, edits memo and the active flag', async () => {
    const first = await resellerBranch(t, staff);
    const second = await resellerBranch(t, staff);
    const advertiser = await advertiserUnder(t, staff, first.agency.id);
    const moved = await api(t).put(
      '/api/admin/b2b/members',
      { id: first.agency.id, parent_id: second.distributor.id, memo: '이관: 부산 총판' },
      staff,
    );
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.json().message, b2bMessages.memberUpdated);
    assert.deepEqual(moved.json().member.parent, { id: second.distributor.id, name: '테스트 총판' });
    assert.equal(moved.json().member.memo, '이관: 부산 총판');
    const path = (await api(t).get(`/api/admin/b2b/members?parent_id=${first.agency.id}`, staff)).json().path;
    assert.deepEqual(
      path.map((node: { id: number }) => node.id),
      [second.main.id, second.distributor.id, first.agency.id],
    );
    const off = await api(t).put('/api/admin/b2b/members', { id: advertiser.id, active: false }, staff);
    assert.equal(off.json().member.status, 'inactive');
  });

  test('refuses a move that would leave the member’s own child price below its new own price', async () => {
    const cheap = await resellerBranch(t, staff);
    const dear = await resellerBranch(t, staff);
    assert.equal((await setPrices(t, staff, dear.main.id, { naverapp: 420 })).statusCode, 200);
    assert.equal((await setPrices(t, staff, cheap.agency.id, { naverapp: 400 })).statusCode, 200);
    const before = await tableCounts(t);
    const refused = await api(t).put('/api/admin/b2b/members', { id: cheap.agency.id, parent_id: dear.distributor.id }, staff);
    expectError(refused, 400, b2bMessages.childPriceBelowNewOwn('쇼핑 트래픽', '₩40', '₩42'), 'parent_id');
    assert.deepEqual(await tableCounts(t), before);
  });
});
