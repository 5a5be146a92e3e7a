/**
 * Margins credited (docs/decisions/resellers.md#margin-credits): a priced tree main → distributor → agency → advertisers running
 * ads, settled through the real loop; each reseller gets ONE MARGIN_CREDIT per settled day of its
 * margin rows rounded once, across re-runs, a run killed midway and two instances; the day's split
 * adds up, the sales read the credits, and the reconciliation reports each break of them.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { chargeWon, marginCreditWon, payoutWon } from '@nurly/contracts/schemas';
import { rowsOf } from '../../../src/db/rows';
import { settleUpTo } from '../../../src/modules/settlement/service';
import { buildTestApp, fileTestApp, seoulNoonToday } from '../../helpers/app';
import { dayFrom, loginHeaders, staffHeaders } from '../ads/helpers';
import { balanceOf, ledgerSum } from '../points/helpers';
import { checkOf, findingsOf, reconcileNow } from '../reconciliation/helpers';
import { complete, PAYOUT_TENTHS, publisherApp, settlementDeps } from '../settlement/helpers';
import { advertiserUnder, api } from './helpers';
import {
  creditsOf,
  DAY,
  marginLedgerRows,
  pricedTree,
  registerBankStatement,
  runningAd,
  settledDaysOf,
  uncredited,
} from './margin-helpers';

const t = await fileTestApp();
const staff = await staffHeaders(t);
const admin = await staffHeaders(t, 'admin');
// Each test starts at noon in Seoul (a day moved forward is then past its 00:05 grace at any hour).
beforeEach(() => t.clock.set(seoulNoonToday()));
afterEach(() => t.clock.reset());

describe('margin credits', () => {
  test('each reseller is credited (child price − own price) × settled actions once per day, rounded once, across re-runs and two instances', async () => {
    const { main, distributor, agency } = await pricedTree(t, staff);
    const first = await advertiserUnder(t, staff, agency.id);
    const second = await advertiserUnder(t, staff, agency.id);
    const adA = await runningAd(t, staff, first);
    const adB = await runningAd(t, staff, second);
    assert.equal(adA.unitPriceTenths, 445);
    const app = await publisherApp(t);
    const day1 = t.clock.seoulDay();
    await complete(t, app, adA.id, day1, 7);
    await complete(t, app, adB.id, day1, 5);
    const before = {
      agency: await balanceOf(t, agency.id),
      distributor: await balanceOf(t, distributor.id),
      main: await balanceOf(t, main.id),
    };

    t.clock.advance(DAY);
    // One owner per batch: the agency's day comes from two batches, and is still one credit.
    const run = await settleUpTo(settlementDeps(t, { accountsPerBatch: 1 }), day1);
    // (Other tests' resellers may be credited by the same run: the totals count every reseller.)
    assert.ok(run.marginCredits >= 2);
    const again = await settleUpTo(settlementDeps(t), day1);
    assert.equal(again.marginCredits, 0);

    const agencyCredits = await creditsOf(t, agency.id);
    // 25 tenths × 12 actions = 300 tenths = ₩30 (rounding per ad-day would give 17.5 → 18 + 12.5 → 13 = 31).
    assert.deepEqual(
      agencyCredits.map(({ day, margin_tenths, amount, action, action_name, ledger_amount }) => ({
        day,
        margin_tenths,
        amount,
        action,
        action_name,
        ledger_amount,
      })),
      [
        {
          day: day1,
          margin_tenths: 25 * 12,
          amount: marginCreditWon(25 * 12),
          action: 'MARGIN_CREDIT',
          action_name: '마진 적립',
          ledger_amount: 30,
        },
      ],
    );
    const distributorCredits = await creditsOf(t, distributor.id);
    assert.equal(distributorCredits.length, 1);
    assert.equal(distributorCredits[0].amount, marginCreditWon(20 * 12));
    // Tier 1 is the company: its margin rows stay the company's, never credited.
    assert.deepEqual(await creditsOf(t, main.id), []);
    assert.equal(await balanceOf(t, main.id), before.main);

    assert.equal(await balanceOf(t, agency.id), before.agency + 30);
    assert.equal(await balanceOf(t, distributor.id), before.distributor + 24);
    for (const id of [agency.id, distributor.id]) {
      assert.equal(await ledgerSum(t, id), await balanceOf(t, id));
      assert.equal(await marginLedgerRows(t, id), 1);
    }
    assert.equal(await uncredited(t, [agency.id, distributor.id]), 0);

    // The point history shows the credit with its Korean label and memo.
    const history = await api(t).get('/api/point', await loginHeaders(t, agency.username, 'pass1234'));
    assert.equal(history.statusCode, 200, history.body);
    const row = history.json().results.find((r: { action: string }) => r.action === 'MARGIN_CREDIT');
    assert.ok(row, history.body);
    assert.equal(row.action_name, '마진 적립');
    assert.equal(row.point, 30);
    assert.match(row.memo, /마진 적립 \(12건\)$/);

    // Day 2 on two instances at once: still one credit per reseller and day.
    const other = await buildTestApp({}, {}, t);
    try {
      const day2 = t.clock.seoulDay();
      await complete(t, app, adA.id, day2, 3);
      t.clock.advance(DAY);
      other.clock.advance(2 * DAY);
      const [a, b] = await Promise.all([
        settleUpTo(settlementDeps(t, { accountsPerBatch: 1 }), day2),
        settleUpTo(settlementDeps(other, { accountsPerBatch: 1 }), day2),
      ]);
      assert.ok(a.marginCredits + b.marginCredits >= 2);
      assert.deepEqual(
        (await creditsOf(t, agency.id)).map((c) => [c.day, c.amount]),
        [
          [day1, 30],
          [day2, marginCreditWon(25 * 3)],
        ],
      );
      assert.equal(await marginLedgerRows(t, agency.id), 2);
      assert.equal(await marginLedgerRows(t, distributor.id), 2);
      assert.equal(await balanceOf(t, agency.id), before.agency + 30 + 8);
    } finally {
      await other.close();
    }
  });

  test('a run in the grace after midnight leaves the day’s credit to the next; a run that dies after its batches leaves it to the re-run', async () => {
    const { agency } = await pricedTree(t, staff);
    const advertiser = await advertiserUnder(t, staff, agency.id);
    // Days later than any other test's (the clock is reset between tests; the product's never goes back).
    t.clock.advance(20 * DAY);
    const ad = await runningAd(t, staff, advertiser);
    const app = await publisherApp(t);
    const day = t.clock.seoulDay();
    await complete(t, app, ad.id, day, 4);
    const nextDay = dayFrom(t, 1);
    t.clock.set(`${nextDay}T00:02:00+09:00`);
    await settleUpTo(settlementDeps(t), day);
    assert.equal(await settledDaysOf(t, ad.id), 1);
    assert.deepEqual(await creditsOf(t, agency.id), []);
    t.clock.set(`${nextDay}T00:06:00+09:00`);
    await settleUpTo(settlementDeps(t), day);
    assert.deepEqual(
      (await creditsOf(t, agency.id)).map((c) => [c.day, c.amount]),
      [[day, marginCreditWon(25 * 4)]],
    );

    // The next day: the run dies after its batch committed, before the credits; the re-run credits it once.
    await complete(t, app, ad.id, nextDay, 6);
    t.clock.set(`${dayFrom(t, 1)}T00:10:00+09:00`);
    await assert.rejects(
      settleUpTo(settlementDeps(t, { hooks: { afterCommit: () => Promise.reject(new Error('killed')) } }), nextDay),
      /killed/,
    );
    assert.equal((await creditsOf(t, agency.id)).length, 1);
    assert.ok((await uncredited(t, [agency.id])) > 0);
    assert.equal(await settledDaysOf(t, ad.id), 2);
    await settleUpTo(settlementDeps(t), nextDay);
    assert.equal(await settledDaysOf(t, ad.id), 2);
    assert.deepEqual(
      (await creditsOf(t, agency.id)).map((c) => [c.day, c.amount]),
      [
        [day, marginCreditWon(25 * 4)],
        [nextDay, marginCreditWon(25 * 6)],
      ],
    );
    assert.equal(await uncredited(t, [agency.id]), 0);
    assert.equal(await ledgerSum(t, agency.id), await balanceOf(t, agency.id));
  });

  test('for a settled day Σ AD_DEDUCT = Σ publisher payouts + Σ margin credits + company margin, and the reconciliation finds nothing broken', async () => {
    const { agency, distributor } = await pricedTree(t, staff);
    const advertiser = await advertiserUnder(t, staff, agency.id);
    const ad = await runningAd(t, staff, advertiser);
    const app = await publisherApp(t);
    const day = t.clock.seoulDay();
    await complete(t, app, ad.id, day, 9);
    t.clock.advance(DAY);
    const settled = await api(t).post('/api/admin/settlements/run', {}, admin);
    assert.equal(settled.statusCode, 200, settled.body);
    // The run answers and records its credits (settlement_runs).
    assert.ok(settled.json().margin_credits >= 2, settled.body);
    const [recorded] = await rowsOf<{ margin_credits: number; margin_credited: string }>(
      t.database.db,
      sql`select margin_credits, margin_credited::text from settlement_runs order by id desc limit 1`,
    );
    assert.equal(Number(recorded.margin_credits), settled.json().margin_credits);
    assert.equal(Number(recorded.margin_credited), settled.json().margin_credited);

    const charged = chargeWon(9, 445);
    const payout = payoutWon(9 * PAYOUT_TENTHS);
    const credits = marginCreditWon(25 * 9) + marginCreditWon(20 * 9);
    // The company's margin takes the rounding: (400 − payout) per action, in whole won what is left.
    const company = charged - payout - credits;
    assert.ok(Math.abs(company * 10 - (9 * 445 - 9 * PAYOUT_TENTHS - 45 * 9)) <= 5 * 4);
    const [split] = await rowsOf<{ deduct: string; credits: string }>(
      t.database.db,
      sql`select (select -sum(p.amount) from daily_ad_settlements s join point_transactions p on p.id = s.ledger_id where s.ad_id = ${ad.id})::text as deduct,
                 (select sum(c.amount) from reseller_margin_credits c where c.day = ${day}::date and c.account_id in (${agency.id}, ${distributor.id}))::text as credits`,
    );
    assert.equal(Number(split.deduct), charged);
    assert.equal(Number(split.credits), credits);

    // The sales read the margin from the credits: per reseller, and the company's total.
    const sales = (await api(t).get(`/api/admin/b2b/sales?from=${day}&to=${day}&group=member`, staff)).json();
    const credited = (id: number) => sales.resellers.find((row: { account_id: number }) => row.account_id === id);
    assert.deepEqual([credited(agency.id).credited, credited(agency.id).days, credited(agency.id).tier], [marginCreditWon(25 * 9), 1, 3]);
    assert.equal(credited(distributor.id).credited, marginCreditWon(20 * 9));
    const [all] = await rowsOf<{ won: string }>(
      t.database.db,
      sql`select sum(amount)::text as won from reseller_margin_credits where day = ${day}::date`,
    );
    assert.equal(sales.totals.reseller_margin, Number(all.won));
    assert.equal(sales.totals.company_margin, sales.totals.revenue - sales.totals.publisher_payout - sales.totals.reseller_margin);
    const ofSubtree = (
      await api(t).get(`/api/admin/b2b/sales?from=${day}&to=${day}&group=member&member_id=${distributor.id}`, staff)
    ).json();
    assert.deepEqual(
      ofSubtree.resellers.map((row: { account_id: number }) => row.account_id),
      [distributor.id, agency.id],
    );

    const run = await reconcileNow(t, admin);
    assert.equal(run.broken, 0, JSON.stringify(run.checks.filter((c) => !c.ok)));
    for (const key of ['margin_credits', 'day_split', 'margin_payouts'] as const) assert.equal(checkOf(run, key).count, 0, key);
  });
});

describe('the reconciliation of the money that goes out', () => {
  test('reports a margin row its credit does not pay, a day that does not split and a paid payout without its ledger row', async () => {
    const { agency } = await pricedTree(t, staff);
    const advertiser = await advertiserUnder(t, staff, agency.id);
    t.clock.advance(40 * DAY);
    const ad = await runningAd(t, staff, advertiser);
    const app = await publisherApp(t);
    const day = t.clock.seoulDay();
    await complete(t, app, ad.id, day, 8);
    t.clock.advance(DAY);
    await settleUpTo(settlementDeps(t), day);
    const clean = await reconcileNow(t, admin);
    // (40 days on, an ended month has no invoice made by its cron: only this file's checks are asserted.)
    for (const key of ['margin_credits', 'day_split', 'margin_payouts'] as const) assert.equal(checkOf(clean, key).count, 0, key);
    const find = (run: typeof clean, key: 'margin_credits' | 'day_split' | 'margin_payouts', accountId?: number) =>
      (accountId === undefined ? checkOf(run, key).findings : findingsOf(run, key, { accountId })).map((f) => [
        f.kind,
        f.period,
        f.expected,
        f.actual,
      ]);

    // A margin row taken off its credit: the credit no longer adds up to its rows, the row is unpaid.
    const [row] = await rowsOf<{ id: number; credit_id: number }>(
      t.database.db,
      sql`select id, credit_id from reseller_margins where account_id = ${agency.id} and day = ${day}::date`,
    );
    await t.database.db.execute(sql`update reseller_margins set credit_id = null where id = ${row.id}`);
    const unpaid = await reconcileNow(t, admin);
    assert.deepEqual(find(unpaid, 'margin_credits', agency.id), [
      ['CREDIT_AMOUNT', day, 0, marginCreditWon(25 * 8)],
      ['UNCREDITED', day, marginCreditWon(25 * 8), 0],
    ]);
    await t.database.db.execute(sql`update reseller_margins set credit_id = ${row.credit_id} where id = ${row.id}`);

    // A publisher payout the day's charges do not carry.
    const extra = await publisherApp(t);
    await t.database.db.execute(
      sql`insert into daily_publisher_settlements (app_id, publisher_id, day, completions, payout) values (${extra.id}, ${extra.ownerId}, ${day}::date, 0, 1000)`,
    );
    const split = await reconcileNow(t, admin);
    const [dayFinding] = find(split, 'day_split').filter(([, period]) => period === day);
    assert.equal(dayFinding[0], 'DAY_SPLIT');
    assert.equal(Number(dayFinding[3]) - Number(dayFinding[2]), 1000);
    await t.database.db.execute(sql`delete from daily_publisher_settlements where app_id = ${extra.id}`);

    // A payout marked paid with no MARGIN_PAYOUT row, over the credits.
    await registerBankStatement(t, agency.id);
    const staffId = (await rowsOf<{ id: number }>(t.database.db, sql`select id from users where username = 'staff'`))[0].id;
    const [paidRow] = await rowsOf<{ ledger: number }>(
      t.database.db,
      sql`select id as ledger from point_transactions where account_id = ${agency.id} and action = 'MARGIN_CREDIT' limit 1`,
    );
    // Points at a MARGIN_CREDIT row (the shape check wants a ledger row): the wrong kind of row.
    await t.database.db.execute(sql`
      insert into margin_payouts (account_id, amount, status, paid_on, reference, ledger_id, resolved_by)
      values (${agency.id}, 5000, 'PAID', ${day}::date, 'test', ${paidRow.ledger}, ${staffId})`);
    const overpaid = await reconcileNow(t, admin);
    assert.deepEqual(find(overpaid, 'margin_payouts', agency.id), [
      ['PAYOUT_LEDGER', day, 5000, 0],
      ['PAYOUT_OVER_CREDITS', null, marginCreditWon(25 * 8), 5000],
    ]);
    await t.database.db.execute(sql`delete from margin_payouts where account_id = ${agency.id}`);
    const again = await reconcileNow(t, admin);
    for (const key of ['margin_credits', 'day_split', 'margin_payouts'] as const) assert.equal(checkOf(again, key).count, 0, key);
  });
});
