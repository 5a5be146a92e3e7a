/**
 * Reports by placement: a click's optional `sub_id` is stored, carried to its completion and the
 * postback body, answered by GET transactions, and grouped by GET reports/daily?group_by=sub_id.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { offerwallClicks, offerwallCompletions, offerwallPostbacks } from '../../../src/db/schema/offerwall';
import { fileTestApp } from '../../helpers/app';
import { complete, createPublisherApp, publisherHeaders, runningAd, signed } from './helpers';

const t = await fileTestApp();
const app = await createPublisherApp(t, { postback_url: 'https://example.com/postback' });

const click = (adId: number, user: string, extra: Record<string, unknown> = {}) =>
  signed(t, app, 'POST', '/api/offerwall/v1/clicks', { mission_id: adId, user, ip: '203.0.113.7', ...extra });

describe('sub_id', () => {
  test('a click’s sub_id reaches its completion, the postback body and the transaction', async () => {
    const ad = await runningAd(t);
    const clicked = await click(ad.id, 'sub-1', { sub_id: 'home_banner-01' });
    assert.equal(clicked.statusCode, 201, clicked.body);
    assert.equal(clicked.json().sub_id, 'home_banner-01');
    const [row] = await t.database.db.select().from(offerwallClicks).where(eq(offerwallClicks.id, clicked.json().click_id));
    assert.equal(row.subId, 'home_banner-01');

    t.clock.advance(6_000);
    const done = await complete(t, app, clicked.json().click_id);
    assert.equal(done.json().status, 'COMPLETED', done.body);
    const [completion] = await t.database.db
      .select()
      .from(offerwallCompletions)
      .where(eq(offerwallCompletions.transactionId, done.json().transaction_id));
    assert.equal(completion.subId, 'home_banner-01');
    const [postback] = await t.database.db.select().from(offerwallPostbacks).where(eq(offerwallPostbacks.completionId, completion.id));
    assert.equal((postback.payload as Record<string, unknown>).sub_id, 'home_banner-01');
    const transaction = await signed(t, app, 'GET', `/api/offerwall/v1/transactions/${done.json().transaction_id}`);
    assert.equal(transaction.json().sub_id, 'home_banner-01');

    const plain = await click(ad.id, 'sub-2');
    assert.equal(plain.json().sub_id, null);
  });

  test('a sub_id over 64 characters or outside printable ASCII is a 400 naming it, and no click is written', async () => {
    const ad = await runningAd(t);
    for (const sub_id of ['x'.repeat(65), '메인배너', 'tab\there', '']) {
      const refused = await click(ad.id, 'sub-bad', { sub_id });
      assert.equal(refused.statusCode, 400, `${JSON.stringify(sub_id)}: ${refused.body}`);
      assert.equal(refused.json().field, 'sub_id');
      assert.match(refused.json().message, /매체 지면\(sub_id\)/);
    }
    assert.equal((await t.database.db.select().from(offerwallClicks).where(eq(offerwallClicks.adId, ad.id))).length, 0);
    const longest = await click(ad.id, 'sub-ok', { sub_id: `${'x'.repeat(60)} ~!}` });
    assert.equal(longest.statusCode, 201, longest.body);
  });

  test('reports/daily?group_by=sub_id and the console settlement history (grouped, filtered, exported) split by placement', async () => {
    const other = await createPublisherApp(t);
    const ad = await runningAd(t);
    const clickOn = (user: string, sub_id?: string) =>
      signed(t, other, 'POST', '/api/offerwall/v1/clicks', { mission_id: ad.id, user, ip: '203.0.113.7', ...(sub_id && { sub_id }) });
    const ids: number[] = [];
    for (const [user, sub] of [
      ['r1', 'A'],
      ['r2', 'A'],
      ['r3', 'B'],
      ['r4', undefined],
    ] as const) {
      const response = await clickOn(user, sub);
      assert.equal(response.statusCode, 201, response.body);
      ids.push(response.json().click_id);
    }
    t.clock.advance(6_000);
    for (const id of ids.slice(0, 3)) {
      const done = await signed(t, other, 'POST', `/api/offerwall/v1/clicks/${id}/complete`, {});
      assert.equal(done.json().status, 'COMPLETED', done.body);
    }
    const day = t.clock.seoulDay();
    const grouped = await signed(t, other, 'GET', `/api/offerwall/v1/reports/daily?from=${day}&to=${day}&group_by=sub_id`);
    assert.equal(grouped.statusCode, 200, grouped.body);
    const payout = ad.line.payout_tenths;
    assert.deepEqual(
      grouped.json().results.map((r: Record<string, unknown>) => [r.sub_id, r.clicks, r.completions, r.payout_tenths]),
      [
        [null, 1, 0, 0],
        ['A', 2, 2, 2 * payout],
        ['B', 1, 1, payout],
      ],
    );
    const whole = await signed(t, other, 'GET', `/api/offerwall/v1/reports/daily?from=${day}&to=${day}`);
    assert.deepEqual(whole.json().results, [
      { day, clicks: 4, completions: 3, rejections: 0, payout: (3 * payout) / 10, payout_tenths: 3 * payout },
    ]);
    const unknown = await signed(t, other, 'GET', `/api/offerwall/v1/reports/daily?group_by=user`);
    assert.equal(unknown.statusCode, 400, unknown.body);
    assert.equal(unknown.json().field, 'group_by');

    // The console's settlement history: grouped by placement, filtered to one, and exported with the column.
    const owner = await publisherHeaders(t);
    const history = (query: string) =>
      t.inject({ method: 'GET', url: `/api/offerwall/settlements?app_id=${other.id}&${query}`, headers: owner });
    const byPlacement = await history('group_by=sub_id');
    assert.equal(byPlacement.statusCode, 200, byPlacement.body);
    assert.deepEqual(
      byPlacement.json().results.map((r: Record<string, unknown>) => [r.day, r.sub_id, r.clicks, r.completions, r.settled]),
      [
        [day, null, 1, 0, false],
        [day, 'A', 2, 2, false],
        [day, 'B', 1, 1, false],
      ],
    );
    assert.equal(byPlacement.json().totals.clicks, 4);
    const onlyA = await history('sub_id=A');
    assert.deepEqual(
      onlyA.json().results.map((r: Record<string, unknown>) => [r.sub_id, r.clicks, r.completions, r.payout]),
      [['A', 2, 2, Math.floor((2 * payout) / 10)]],
    );
    const csv = await history('group_by=sub_id&format=csv');
    assert.equal(csv.statusCode, 200, csv.body);
    const [header, first, second] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    assert.match(header, /^날짜,매체 지면\(sub_id\),클릭,완료/);
    assert.match(first, new RegExp(`^${day},,1,0`));
    assert.match(second, new RegExp(`^${day},A,2,2`));
    const badFilter = await history('sub_id=%ED%95%9C');
    assert.equal(badFilter.statusCode, 400, badFilter.body);
    assert.equal(badFilter.json().field, 'sub_id');
  });
});
