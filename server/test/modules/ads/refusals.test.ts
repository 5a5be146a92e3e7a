/**
 * PUT admin/ads/{id} refusals of money and list rules: a unit price below the highest price up the
 * owner's reseller chain (a reseller's margin would go negative), and null or blank accepted answers.
 * Each is a 400 with a Korean message naming the problem, and the stored ad, its hold, its log and
 * its price chain are read back unchanged.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { adValueMessages } from '@nurly/contracts/schemas';
import { ads } from '../../../src/db/schema/ads';
import { fileTestApp } from '../../helpers/app';
import { advertiserUnder, priceChainOf, resellerBranch, setPrices } from '../b2b/helpers';
import { adTableCounts, api, expectError, fundedCustomer, holdOf, shoppingBody, staffHeaders, type Headers } from './helpers';

const t = await fileTestApp();
const staff = await staffHeaders(t);

/** A PENDING naverapp line of `owner`, starting tomorrow. */
async function pendingAd(owner: { headers: Headers }, overrides: Record<string, unknown> = {}) {
  const response = await api(t).post('/api/admin/ads', shoppingBody(t, overrides), owner.headers);
  assert.equal(response.statusCode, 201, response.body);
  return response.json().campaign.lines[0] as { id: number; unit_price_tenths: number };
}

const put = (id: number, body: Record<string, unknown>) => api(t).put(`/api/admin/ads/${id}`, body, staff);

/** Everything a price or answers edit writes: the ad row, its hold, the table counts and its chain. */
async function stateOf(adId: number) {
  const [row] = await t.database.db
    .select({
      price: ads.unitPriceTenths,
      payout: ads.payoutTenths,
      answers: ads.answers,
      question: ads.question,
      updatedAt: ads.updatedAt,
    })
    .from(ads)
    .where(eq(ads.id, adId));
  return { row, hold: await holdOf(t, adId), counts: await adTableCounts(t), chain: await priceChainOf(t, adId) };
}

describe('the unit price floor (staff edits before the start)', () => {
  test('below the highest price up the chain is a 400 stating the floor; at the floor the line and its chain follow', async () => {
    const { main, distributor, agency } = await resellerBranch(t, staff);
    for (const [account, price] of [
      [main.id, 400],
      [distributor.id, 420],
      [agency.id, 440],
    ] as const) {
      assert.equal((await setPrices(t, staff, account, { naverapp: price })).statusCode, 200);
    }
    const advertiser = await advertiserUnder(t, staff, agency.id);
    const ad = await pendingAd(advertiser);
    assert.equal(ad.unit_price_tenths, 440);
    // The agency pays 42원, the distributor 40원, the main the catalog 38.5원: the floor is 42원.
    const before = await stateOf(ad.id);
    for (const price of [419, 385, 1]) {
      expectError(await put(ad.id, { unit_price_tenths: price }), 400, adValueMessages.priceBelowFloor('₩42'), 'unit_price_tenths');
      expectError(
        await put(ad.id, { unit_price_tenths: price, memo: '할인' }),
        400,
        adValueMessages.priceBelowFloor('₩42'),
        'unit_price_tenths',
      );
    }
    assert.deepEqual(await stateOf(ad.id), before, 'a refused price writes nothing');

    const atFloor = await put(ad.id, { unit_price_tenths: 420 });
    assert.equal(atFloor.statusCode, 200, atFloor.body);
    assert.equal(atFloor.json().ad.unit_price_tenths, 420);
    assert.equal(atFloor.json().ad.payout_tenths, 252);
    assert.deepEqual(
      (await priceChainOf(t, ad.id)).map((row) => row.price),
      [420, 420, 400, 385],
      'the chain’s owner row follows the price; the ancestors’ rows stay as snapshotted',
    );

    // The highest, not the nearest: a chain whose upper row is the higher one (a tree moved since).
    await t.database.db.execute(sql`update ad_price_chain set unit_price_tenths = 430 where ad_id = ${ad.id} and depth = 2`);
    expectError(await put(ad.id, { unit_price_tenths: 425 }), 400, adValueMessages.priceBelowFloor('₩43'), 'unit_price_tenths');
  });

  test('a customer without resellers: the catalog price is the floor (tenths shown: 38.5원)', async () => {
    const customer = await fundedCustomer(t, 100_000);
    const ad = await pendingAd(customer);
    assert.equal(ad.unit_price_tenths, 385);
    const before = await stateOf(ad.id);
    expectError(await put(ad.id, { unit_price_tenths: 384 }), 400, adValueMessages.priceBelowFloor('₩38.5'), 'unit_price_tenths');
    assert.deepEqual(await stateOf(ad.id), before);
    const raised = await put(ad.id, { unit_price_tenths: 400 });
    assert.equal(raised.statusCode, 200, raised.body);
    assert.equal(raised.json().ad.unit_price_tenths, 400);
    const back = await put(ad.id, { unit_price_tenths: 385 });
    assert.equal(back.statusCode, 200, back.body);
  });
});

describe('accepted answers', () => {
  test('null, empty or blank answers are a 400 naming the item; the stored answers stay', async () => {
    const customer = await fundedCustomer(t, 100_000);
    const ad = await pendingAd(customer, { question: '상품 색상은?', answers: ['빨강'] });
    const before = await stateOf(ad.id);
    assert.deepEqual(before.row.answers, ['빨강']);
    for (const [answers, position] of [
      [[null, null], 1],
      [['파랑', null], 2],
      [[''], 1],
      [['파랑', '   '], 2],
    ] as const) {
      for (const headers of [staff, customer.headers]) {
        const response = await api(t).put(`/api/admin/ads/${ad.id}`, { answers }, headers);
        expectError(response, 400, `정답의 ${position}번째 항목이 비어 있거나 올바르지 않습니다.`, 'answers');
      }
    }
    const created = await api(t).post('/api/admin/ads', shoppingBody(t, { question: '색상은?', answers: [null] }), customer.headers);
    expectError(created, 400, '정답의 1번째 항목이 비어 있거나 올바르지 않습니다.', 'answers');
    assert.deepEqual(await stateOf(ad.id), before, 'nothing written: no ad, no log, the answers unchanged');

    const edited = await put(ad.id, { answers: [' 파랑 ', '초록'] });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.deepEqual(edited.json().ad.answers, ['파랑', '초록']);
  });
});
