/**
 * Tier prices (docs/decisions/money-loop.md#prices), the per-ad price chain and the reseller margins
 * settlement books from it, the live summary (item 2) and sales (item 3) on data produced by the
 * real loop: ads created through the API, completions, `settleUpTo`.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../src/db/rows';
import { b2bMessages, chargeWon, wonOfTenths } from '@nurly/contracts/schemas';
import { settleUpTo } from '../../../src/modules/settlement/service';
import { fileTestApp, seoulNoonToday } from '../../helpers/app';
import { dayFrom, expectError, shoppingBody, staffHeaders } from '../ads/helpers';
import { complete, publisherApp, settlementDeps } from '../settlement/helpers';
import { advertiserUnder, api, priceChainOf, resellerBranch, setPrices, tableCounts, type Headers } from './helpers';

const DAY = 86_400_000;

const t = await fileTestApp();
const staff = await staffHeaders(t);
// Each test starts at noon in Seoul (a day moved forward is then past its 00:05 grace at any hour).
beforeEach(() => t.clock.set(seoulNoonToday()));
afterEach(() => t.clock.reset());

/** A naverapp line of `customer` running from today for `days` days, approved by staff. */
async function runningAd(customer: { headers: Headers }, options: { dailyVolume?: number; days?: number } = {}) {
  const body = shoppingBody(t, {
    daily_volume: options.dailyVolume ?? 100,
    start_date: dayFrom(t, 0),
    end_date: dayFrom(t, (options.days ?? 5) - 1),
  });
  const created = await api(t).post('/api/admin/ads', body, customer.headers);
  assert.equal(created.statusCode, 201, created.body);
  const line = created.json().campaign.lines[0];
  const approved = await api(t).put(`/api/admin/ads/${line.id}`, { action: 'approve' }, staff);
  assert.equal(approved.statusCode, 200, approved.body);
  return { id: line.id as number, unitPriceTenths: line.unit_price_tenths as number };
}

describe('tier prices', () => {
  test('a fresh root pays the catalog; children pay the nearest setting up the tree, with its source and margin', async () => {
    const { main, distributor, agency } = await resellerBranch(t, staff);
    const fresh = (await api(t).get(`/api/admin/b2b/prices?account_id=${main.id}`, staff)).json();
    const naverapp = fresh.results.find((row: { product_code: string }) => row.product_code === 'naverapp');
    assert.deepEqual(naverapp, {
      product_code: 'naverapp',
      product_name: '쇼핑 트래픽',
      catalog_price_tenths: 385,
      own_price_tenths: 385,
      own_price_source: null,
      child_price_tenths: null,
      margin_tenths: 0,
    });

    const saved = await setPrices(t, staff, main.id, { naverapp: 400 });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().message, b2bMessages.pricesSaved);
    assert.equal(saved.json().prices.results.find((row: { product_code: string }) => row.product_code === 'naverapp').margin_tenths, 15);

    const ofAgency = (await api(t).get(`/api/admin/b2b/prices?account_id=${agency.id}`, staff)).json();
    const agencyNaverapp = ofAgency.results.find((row: { product_code: string }) => row.product_code === 'naverapp');
    assert.equal(agencyNaverapp.own_price_tenths, 400);
    assert.deepEqual(agencyNaverapp.own_price_source, { id: main.id, name: '테스트 본사', tier: 1 });
    assert.equal(ofAgency.can_set_child_prices, true);

    // The distributor's own setting now sits between.
    assert.equal((await setPrices(t, staff, distributor.id, { naverapp: 420 })).statusCode, 200);
    const again = (await api(t).get(`/api/admin/b2b/prices?account_id=${agency.id}`, staff)).json();
    assert.equal(again.results.find((row: { product_code: string }) => row.product_code === 'naverapp').own_price_tenths, 420);

    // null removes the setting: the agency's children pay its own price again.
    assert.equal((await setPrices(t, staff, agency.id, { naverapp: 450 })).statusCode, 200);
    const removed = (await setPrices(t, staff, agency.id, { naverapp: null })).json();
    assert.equal(removed.prices.results.find((row: { product_code: string }) => row.product_code === 'naverapp').child_price_tenths, null);
  });

  test('refuses a price below the own price, above a descendant’s setting, on an advertiser — naming the product, nothing written', async () => {
    const { main, distributor, agency } = await resellerBranch(t, staff);
    const advertiser = await advertiserUnder(t, staff, agency.id);
    assert.equal((await setPrices(t, staff, main.id, { naverapp: 400 })).statusCode, 200);
    assert.equal((await setPrices(t, staff, agency.id, { naverapp: 430 })).statusCode, 200);
    const before = await tableCounts(t);

    expectError(
      await setPrices(t, staff, distributor.id, { 'naverplace-save': null, naverapp: 390 }),
      400,
      b2bMessages.priceBelowOwn('쇼핑 트래픽', '₩40'),
      'prices.1.unit_price_tenths',
    );
    expectError(
      await setPrices(t, staff, distributor.id, { naverapp: 440 }),
      400,
      b2bMessages.priceAboveDescendant('쇼핑 트래픽', '테스트 대행사', '₩43'),
      'prices.0.unit_price_tenths',
    );
    expectError(
      await setPrices(t, staff, main.id, { naverapp: 435 }),
      400,
      b2bMessages.priceAboveDescendant('쇼핑 트래픽', '테스트 대행사', '₩43'),
      'prices.0.unit_price_tenths',
    );
    expectError(await setPrices(t, staff, advertiser.id, { naverapp: 500 }), 400, b2bMessages.advertiserNoChildPrice, 'account_id');
    expectError(
      await setPrices(t, staff, main.id, { 'no-such-product': 500 }),
      400,
      b2bMessages.unknownProduct('no-such-product'),
      'prices.0.product_code',
    );

    assert.deepEqual(await tableCounts(t), before);
  });
});

describe('price chain, margins and sales', () => {
  test('a new ad takes the agency’s price and snapshots the chain; settled margins add up to (ad price − root price) × count, unchanged by later price changes', async () => {
    const { main, distributor, agency } = await resellerBranch(t, staff);
    assert.equal((await setPrices(t, staff, main.id, { naverapp: 400 })).statusCode, 200);
    assert.equal((await setPrices(t, staff, distributor.id, { naverapp: 420 })).statusCode, 200);
    assert.equal((await setPrices(t, staff, agency.id, { naverapp: 440 })).statusCode, 200);
    const advertiser = await advertiserUnder(t, staff, agency.id);

    const ad = await runningAd(advertiser, { dailyVolume: 100, days: 5 });
    assert.equal(ad.unitPriceTenths, 440);
    assert.deepEqual(await priceChainOf(t, ad.id), [
      { depth: 0, accountId: advertiser.id, price: 440 },
      { depth: 1, accountId: agency.id, price: 420 },
      { depth: 2, accountId: distributor.id, price: 400 },
      { depth: 3, accountId: main.id, price: 385 },
    ]);

    const app = await publisherApp(t);
    const firstDay = t.clock.seoulDay();
    await complete(t, app, ad.id, firstDay, 7);
    t.clock.advance(DAY);
    await settleUpTo(settlementDeps(t), firstDay);

    // Prices change after the ad was created: its price and its margins do not.
    assert.equal((await setPrices(t, staff, agency.id, { naverapp: 480 })).statusCode, 200);
    const secondDay = t.clock.seoulDay();
    await complete(t, app, ad.id, secondDay, 3);
    t.clock.advance(DAY);
    await settleUpTo(settlementDeps(t), secondDay);

    const margins = await rowsOf<{ account_id: number; day: string; amount_tenths: string }>(
      t.database.db,
      sql`
      select rm.account_id, to_char(rm.day, 'YYYY-MM-DD') as day, rm.amount_tenths::text from reseller_margins rm
      join daily_ad_settlements s on s.id = rm.settlement_id where s.ad_id = ${ad.id} order by rm.day, rm.account_id`,
    );
    const marginOf = (accountId: number, day: string) =>
      Number(margins.find((row) => Number(row.account_id) === accountId && row.day === day)?.amount_tenths);
    assert.equal(marginOf(agency.id, firstDay), 20 * 7);
    assert.equal(marginOf(distributor.id, firstDay), 20 * 7);
    assert.equal(marginOf(main.id, firstDay), 15 * 7);
    assert.equal(marginOf(agency.id, secondDay), 20 * 3);
    const total = margins.reduce((sum, row) => sum + Number(row.amount_tenths), 0);
    assert.equal(total, (440 - 385) * (7 + 3));
    const [snapshot] = await rowsOf<{ unit_price_tenths: number }>(
      t.database.db,
      sql`select unit_price_tenths from ads where id = ${ad.id}`,
    );
    assert.equal(Number(snapshot.unit_price_tenths), 440);

    // Sales of the main's subtree: revenue from the settlements, reseller margin = the tier 2–3 margins.
    const sales = await api(t).get(`/api/admin/b2b/sales?from=${firstDay}&to=${secondDay}&group=member&member_id=${main.id}`, staff);
    assert.equal(sales.statusCode, 200, sales.body);
    const report = sales.json();
    assert.equal(report.results.length, 2);
    assert.equal(report.totals.actions, 10);
    assert.equal(report.totals.revenue, chargeWon(7, 440) + chargeWon(3, 440));
    assert.equal(report.totals.reseller_margin, wonOfTenths((20 + 20) * 10));
    assert.equal(report.totals.publisher_payout, wonOfTenths(231 * 10));
    assert.equal(report.totals.company_margin, report.totals.revenue - report.totals.publisher_payout - report.totals.reseller_margin);
    assert.ok(
      report.results.every((row: { key: string; label: string }) => row.key === String(advertiser.id) && row.label === '테스트 고객'),
      sales.body,
    );
  });

  test('Σ revenue of any range equals Σ |AD_DEDUCT| of the ledger rows of the same settled days', async () => {
    const { agency } = await resellerBranch(t, staff);
    const advertiser = await advertiserUnder(t, staff, agency.id);
    const ad = await runningAd(advertiser, { dailyVolume: 50, days: 3 });
    const app = await publisherApp(t);
    const first = t.clock.seoulDay();
    await complete(t, app, ad.id, first, 5);
    t.clock.advance(DAY);
    await complete(t, app, ad.id, t.clock.seoulDay(), 9);
    t.clock.advance(DAY);
    const last = dayFrom(t, -1);
    await settleUpTo(settlementDeps(t), last);

    const from = dayFrom(t, -30);
    for (const query of [`group=member&unit=day`, `group=product&unit=month`, `group=service&unit=day`]) {
      const report = (await api(t).get(`/api/admin/b2b/sales?from=${from}&to=${last}&${query}`, staff)).json();
      const [ledger] = await rowsOf<{ total: string }>(
        t.database.db,
        sql`
        select coalesce(sum(-pt.amount), 0)::text as total from daily_ad_settlements s
        join point_transactions pt on pt.id = s.ledger_id
        where pt.action = 'AD_DEDUCT' and s.day between ${from}::date and ${last}::date`,
      );
      assert.ok(report.totals.revenue > 0);
      assert.equal(report.totals.revenue, Number(ledger.total), query);
      assert.equal(
        report.results.reduce((sum: number, row: { revenue: number }) => sum + row.revenue, 0),
        report.totals.revenue,
      );
    }
    const byService = (
      await api(t).get(`/api/admin/b2b/sales?from=${first}&to=${last}&group=service&member_id=${agency.id}`, staff)
    ).json();
    assert.deepEqual(
      byService.results.map((row: { period: string; label: string; actions: number }) => [row.period, row.label, row.actions]),
      [
        [first, '더널리', 5],
        [last, '더널리', 9],
      ],
    );
  });

  test('refuses an inverted or over-long range and an unknown unit or group, naming the field', async () => {
    expectError(await api(t).get('/api/admin/b2b/sales?from=2026-03-02&to=2026-03-01', staff), 400, b2bMessages.rangeInverted, 'from');
    expectError(await api(t).get('/api/admin/b2b/sales?from=2025-01-01&to=2026-01-02', staff), 400, b2bMessages.rangeTooLong, 'to');
    expectError(await api(t).get('/api/admin/b2b/sales?from=2026-02-30&to=2026-03-01', staff), 400, b2bMessages.invalidDay, 'from');
    for (const [query, field] of [
      ['unit=week', 'unit'],
      ['group=city', 'group'],
    ]) {
      const response = await api(t).get(`/api/admin/b2b/sales?from=2026-03-01&to=2026-03-02&${query}`, staff);
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.json().field, field);
      assert.match(response.json().message, /[가-힣]/);
    }
    const xlsx = await api(t).get('/api/admin/b2b/sales?from=2026-03-01&to=2026-03-02&format=xlsx', staff);
    assert.equal(xlsx.statusCode, 200);
    assert.match(xlsx.headers['content-disposition'] as string, /filename/);
  });
});

describe('GET admin/b2b/summary', () => {
  test('counts today’s running ads, completions against target, accrued cost and the accounts that run out today', async () => {
    const { agency } = await resellerBranch(t, staff);
    assert.equal((await setPrices(t, staff, agency.id, { naverapp: 400 })).statusCode, 200);
    // Funded with exactly the hold of its line: nothing available beyond it.
    const tight = await advertiserUnder(t, staff, agency.id, 40 * 100 * 2);
    const before = (await api(t).get('/api/admin/b2b/summary', staff)).json();
    const ad = await runningAd(tight, { dailyVolume: 100, days: 2 });
    const app = await publisherApp(t);
    await complete(t, app, ad.id, t.clock.seoulDay(), 11);

    const response = await api(t).get('/api/admin/b2b/summary', staff);
    assert.equal(response.statusCode, 200, response.body);
    const summary = response.json();
    assert.ok(Math.abs(Date.parse(summary.computedAt) - t.clock.now().getTime()) < 60_000);
    assert.equal(summary.day, t.clock.seoulDay());
    assert.equal(summary.activeAds, before.activeAds + 1);
    const naverapp = (s: typeof summary) => s.products.find((row: { product_code: string }) => row.product_code === 'naverapp');
    assert.equal(naverapp(summary).target, naverapp(before).target + 100);
    assert.equal(naverapp(summary).completions, naverapp(before).completions + 11);
    assert.equal(summary.accruedCost, before.accruedCost + chargeWon(11, 400));
    assert.equal(summary.held, before.held + 8_000);
    const low = summary.lowBalances.find((row: { id: number }) => row.id === tight.id);
    assert.deepEqual(low, { id: tight.id, username: low.username, name: '테스트 고객', available: -440, need: 4_000 });

    const [pending] = await rowsOf<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from point_transactions where action = 'B2B_REQUEST' and status = 'PENDING'`,
    );
    assert.equal(summary.pendingDeposits.count, Number(pending.count));
  });
});
