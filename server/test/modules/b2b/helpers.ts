import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../helpers/app';
import { api, fundedCustomer, type Headers } from '../ads/helpers';

export { api, type Headers };

let counter = 0;
const tag = () => `${process.pid % 10000}${(counter += 1)}${Math.random().toString(36).slice(2, 5)}`;
let mobileCounter = 0;
/** 11-digit mobiles of their own range (3-4-4), unique per process. */
const mobile = () => `0107${String(process.pid % 1000).padStart(3, '0')}${String((mobileCounter += 1)).padStart(4, '0')}`;

export interface Member {
  id: number;
  username: string;
}

/** POST admin/b2b/members; asserts 201. */
export async function createMember(
  t: TestApp,
  staff: Headers,
  fields: { tier: number; parent_id: number | null; name?: string },
): Promise<Member> {
  const username = `b2b${tag()}`;
  const response = await api(t).post(
    '/api/admin/b2b/members',
    {
      username,
      password: 'pass1234',
      name: fields.name ?? `리셀러 ${username}`,
      mobile: mobile(),
      tier: fields.tier,
      parent_id: fields.parent_id,
    },
    staff,
  );
  assert.equal(response.statusCode, 201, response.body);
  return { id: response.json().member.id, username };
}

/** main (1) → distributor (2) → agency (3), a fresh branch per call. */
export async function resellerBranch(t: TestApp, staff: Headers) {
  const main = await createMember(t, staff, { tier: 1, parent_id: null, name: '테스트 본사' });
  const distributor = await createMember(t, staff, { tier: 2, parent_id: main.id, name: '테스트 총판' });
  const agency = await createMember(t, staff, { tier: 3, parent_id: distributor.id, name: '테스트 대행사' });
  return { main, distributor, agency };
}

/** A funded customer (registered business) moved under `parentId` as a tier 4 advertiser. */
export async function advertiserUnder(t: TestApp, staff: Headers, parentId: number, balance = 200_000) {
  const customer = await fundedCustomer(t, balance);
  const moved = await api(t).put('/api/admin/b2b/members', { id: customer.id, parent_id: parentId, tier: 4 }, staff);
  assert.equal(moved.statusCode, 200, moved.body);
  return customer;
}

export async function setPrices(t: TestApp, staff: Headers, accountId: number, prices: Record<string, number | null>) {
  return api(t).put(
    '/api/admin/b2b/prices',
    {
      account_id: accountId,
      prices: Object.entries(prices).map(([product_code, unit_price_tenths]) => ({ product_code, unit_price_tenths })),
    },
    staff,
  );
}

export async function tableCounts(t: TestApp) {
  const result = (await t.database.db.execute(sql`
    select (select count(*) from users)::int as users, (select count(*) from tier_prices)::int as tier_prices,
           (select coalesce(sum(unit_price_tenths), 0) from tier_prices)::int as price_sum,
           (select string_agg(id || ':' || coalesce(parent_id::text, '-') || ':' || coalesce(tier::text, '-'), ',' order by id) from users) as tree`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return result.rows[0];
}

export async function priceChainOf(t: TestApp, adId: number) {
  const result = (await t.database.db.execute(
    sql`select depth, account_id, unit_price_tenths from ad_price_chain where ad_id = ${adId} order by depth`,
  )) as unknown as { rows: { depth: number; account_id: number; unit_price_tenths: number }[] };
  return result.rows.map((row) => ({ depth: Number(row.depth), accountId: Number(row.account_id), price: Number(row.unit_price_tenths) }));
}
