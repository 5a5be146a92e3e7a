/**
 * JSON bodies are validated as sent (lib/validator.ts): a value of the wrong type is a 400 naming the
 * field, never coerced into something else — `0` on a nullable price is not `null` (which removes
 * the price), `null` is not `false`, `0` is not the root. Query strings still coerce.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { demo, fileTestApp } from '../helpers/app';
import { api, expectError, loginHeaders, staffHeaders } from '../modules/ads/helpers';
import { advertiserUnder, createMember, resellerBranch, setPrices } from '../modules/b2b/helpers';

const t = await fileTestApp();
const staff = await staffHeaders(t);

async function childPriceOf(accountId: number, code: string): Promise<number | null> {
  const result = (await t.database.db.execute(
    sql`select unit_price_tenths from tier_prices where account_id = ${accountId} and product_code = ${code}`,
  )) as unknown as { rows: { unit_price_tenths: number }[] };
  return result.rows[0] ? Number(result.rows[0].unit_price_tenths) : null;
}

async function memberRow(id: number) {
  const result = (await t.database.db.execute(sql`select parent_id, is_active, tier from users where id = ${id}`)) as unknown as {
    rows: { parent_id: number | null; is_active: boolean; tier: number | null }[];
  };
  const [row] = result.rows;
  return {
    parentId: row.parent_id === null ? null : Number(row.parent_id),
    active: row.is_active,
    tier: row.tier === null ? null : Number(row.tier),
  };
}

describe('PUT admin/b2b/prices', () => {
  test('0 is refused as out of range (not read as null, which removes the price); a literal null still removes it', async () => {
    const { main } = await resellerBranch(t, staff);
    assert.equal((await setPrices(t, staff, main.id, { naverapp: 400 })).statusCode, 200);

    expectError(await setPrices(t, staff, main.id, { naverapp: 0 }), 400, '단가는 1~10,000,000 사이로 입력해주세요.', 'unit_price_tenths');
    expectError(
      await api(t).put(
        '/api/admin/b2b/prices',
        { account_id: main.id, prices: [{ product_code: 'naverapp', unit_price_tenths: '410' }] },
        staff,
      ),
      400,
      '단가의 형식이 올바르지 않습니다.',
      'unit_price_tenths',
    );
    expectError(
      await api(t).put(
        '/api/admin/b2b/prices',
        { account_id: main.id, prices: [{ product_code: 'naverapp', unit_price_tenths: false }] },
        staff,
      ),
      400,
      '단가의 형식이 올바르지 않습니다.',
      'unit_price_tenths',
    );
    assert.equal(await childPriceOf(main.id, 'naverapp'), 400);

    assert.equal((await setPrices(t, staff, main.id, { naverapp: null })).statusCode, 200);
    assert.equal(await childPriceOf(main.id, 'naverapp'), null);
  });
});

describe('PUT hub/members/prices', () => {
  test('0 is refused and the clients’ price stays; a literal null removes it', async () => {
    const hubAdmin = await loginHeaders(t, ...demo.hubadmin);
    const view = (await api(t).get('/api/hub/members/prices', hubAdmin)).json();
    const own = view.prices.results.find((row: { product_code: string }) => row.product_code === 'naverapp').own_price_tenths as number;
    const hubAdminId = view.hub_admin.id as number;
    const put = (unitPrice: unknown) =>
      api(t).put('/api/hub/members/prices', { prices: [{ product_code: 'naverapp', unit_price_tenths: unitPrice }] }, hubAdmin);
    assert.equal((await put(own + 20)).statusCode, 200);

    expectError(await put(0), 400, '단가는 1~10,000,000 사이로 입력해주세요.', 'unit_price_tenths');
    expectError(await put(''), 400, '단가의 형식이 올바르지 않습니다.', 'unit_price_tenths');
    expectError(await put(String(own + 30)), 400, '단가의 형식이 올바르지 않습니다.', 'unit_price_tenths');
    assert.equal(await childPriceOf(hubAdminId, 'naverapp'), own + 20);

    assert.equal((await put(null)).statusCode, 200);
    assert.equal(await childPriceOf(hubAdminId, 'naverapp'), null);
  });
});

describe('PUT admin/b2b/members', () => {
  test('{"active": null} and {"active": "false"} are refused, not read as false; the account stays active', async () => {
    const { main } = await resellerBranch(t, staff);
    expectError(
      await api(t).put('/api/admin/b2b/members', { id: main.id, active: null }, staff),
      400,
      '활성 여부의 형식이 올바르지 않습니다.',
      'active',
    );
    expectError(
      await api(t).put('/api/admin/b2b/members', { id: main.id, active: 'false' }, staff),
      400,
      '활성 여부의 형식이 올바르지 않습니다.',
      'active',
    );
    expectError(
      await api(t).put('/api/admin/b2b/members', { id: main.id, active: 0 }, staff),
      400,
      '활성 여부의 형식이 올바르지 않습니다.',
      'active',
    );
    assert.equal((await memberRow(main.id)).active, true);
    // What it literally says still works.
    assert.equal((await api(t).put('/api/admin/b2b/members', { id: main.id, active: false }, staff)).statusCode, 200);
    assert.equal((await memberRow(main.id)).active, false);
  });

  test('{"parent_id": 0} is refused, not read as null (the root); a numeric string is refused too; null moves to the root', async () => {
    const { main, distributor, agency } = await resellerBranch(t, staff);
    const advertiser = await advertiserUnder(t, staff, agency.id);
    const before = await memberRow(advertiser.id);
    assert.equal(before.parentId, agency.id);

    expectError(
      await api(t).put('/api/admin/b2b/members', { id: advertiser.id, parent_id: 0 }, staff),
      400,
      '상위 계정은 1~2,147,483,647 사이로 입력해주세요.',
      'parent_id',
    );
    expectError(
      await api(t).put('/api/admin/b2b/members', { id: advertiser.id, parent_id: String(distributor.id), tier: 3 }, staff),
      400,
      '상위 계정의 형식이 올바르지 않습니다.',
      'parent_id',
    );
    expectError(
      await api(t).put('/api/admin/b2b/members', { id: String(advertiser.id), memo: '메모' }, staff),
      400,
      'ID의 형식이 올바르지 않습니다.',
      'id',
    );
    assert.deepEqual(await memberRow(advertiser.id), before);

    const reseller = await createMember(t, staff, { tier: 3, parent_id: main.id });
    const moved = await api(t).put('/api/admin/b2b/members', { id: reseller.id, parent_id: null, tier: 1 }, staff);
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal((await memberRow(reseller.id)).parentId, null);
  });
});

describe('query strings and path parameters', () => {
  test('are still read as their types (page=2, an id in the path)', async () => {
    const list = await api(t).get('/api/admin/b2b/members?page=1&page_size=2', staff);
    assert.equal(list.statusCode, 200, list.body);
    assert.ok(list.json().results.length <= 2);
    const { main } = await resellerBranch(t, staff);
    const prices = await api(t).get(`/api/admin/b2b/prices?account_id=${main.id}`, staff);
    assert.equal(prices.statusCode, 200, prices.body);
  });
});
