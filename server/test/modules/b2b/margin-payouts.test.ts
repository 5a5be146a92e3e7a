/**
 * Margin payouts (docs/decisions/resellers.md#margin-payouts): a reseller asks for a payout of its credited margins to its
 * registered bank account; refusals name the field and write nothing; staff pay it once on the
 * withdrawal desk (one MARGIN_PAYOUT row, the balance goes down) or reject it; raced requests never
 * ask for more than the credits.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { formatTenthsWon, marginCreditWon, marginPayoutMessages } from '@nurly/contracts/schemas';
import { rowsOf } from '../../../src/db/rows';
import { settleUpTo } from '../../../src/modules/settlement/service';
import { fileTestApp, seoulNoonToday } from '../../helpers/app';
import { dayFrom, expectError, loginHeaders, staffHeaders } from '../ads/helpers';
import { balanceOf, ledgerSum } from '../points/helpers';
import { reconcileNow } from '../reconciliation/helpers';
import { complete, publisherApp, settlementDeps } from '../settlement/helpers';
import { advertiserUnder, api } from './helpers';
import { DAY, pricedTree, registerBankStatement, runningAd } from './margin-helpers';

const t = await fileTestApp();
const staff = await staffHeaders(t);
const admin = await staffHeaders(t, 'admin');
// Each test starts at noon in Seoul (a day moved forward is then past its 00:05 grace at any hour).
beforeEach(() => t.clock.set(seoulNoonToday()));
afterEach(() => t.clock.reset());

describe('margin payouts', () => {
  test('a reseller asks for a payout of its credits; refusals name the field; staff pay it once, the balance goes down, the reconciliation holds', async () => {
    const { agency, main } = await pricedTree(t, staff);
    const advertiser = await advertiserUnder(t, staff, agency.id);
    const ad = await runningAd(t, staff, advertiser);
    const app = await publisherApp(t);
    await complete(t, app, ad.id, t.clock.seoulDay(), 40);
    t.clock.advance(DAY);
    await settleUpTo(settlementDeps(t), dayFrom(t, -1));
    const credited = marginCreditWon(25 * 40);
    assert.equal(credited, 100);

    const me = await loginHeaders(t, agency.username, 'pass1234');
    const ask = (amount: number) => api(t).post('/api/admin/b2b/payouts/request', { amount }, me);
    expectError(await ask(0), 400, marginPayoutMessages.amountPositive, 'amount');
    expectError(await ask(-5), 400, marginPayoutMessages.amountPositive, 'amount');
    expectError(await ask(credited + 1), 409, marginPayoutMessages.exceedsCredits(formatTenthsWon(credited * 10)), 'amount');
    expectError(await ask(credited), 409, marginPayoutMessages.noBankAccount, 'bank_statement');
    // Tier 1 (the company) and advertisers earn no reseller margin.
    expectError(
      await api(t).post('/api/admin/b2b/payouts/request', { amount: 1 }, await loginHeaders(t, main.username, 'pass1234')),
      403,
      marginPayoutMessages.notReseller,
    );
    expectError(
      await api(t).post('/api/admin/b2b/payouts/request', { amount: 1 }, advertiser.headers),
      403,
      marginPayoutMessages.notReseller,
    );
    const [none] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from margin_payouts where account_id = ${agency.id}`,
    );
    assert.equal(Number(none.n), 0);

    await registerBankStatement(t, agency.id);
    const asked = await ask(60);
    assert.equal(asked.statusCode, 201, asked.body);
    assert.equal(asked.json().message, marginPayoutMessages.requested);
    const payout = asked.json().payout;
    assert.equal(payout.status, 'PENDING');
    assert.equal(payout.kind, 'MARGIN_PAYOUT');
    assert.equal(payout.bank_file.name, '통장사본.png');
    // Pending counts: only 40 more may be asked.
    expectError(await ask(41), 409, marginPayoutMessages.exceedsCredits(formatTenthsWon(400)), 'amount');

    const mine = (await api(t).get('/api/admin/b2b/payouts', me)).json();
    assert.equal(mine.count, 1);
    assert.deepEqual(mine.own, { credited: 100, paid: 0, pending: 60, requestable: 40 });
    const desk = await api(t).get('/api/admin/b2b/payouts?status=PENDING', staff);
    assert.equal(desk.statusCode, 200, desk.body);
    assert.ok(desk.json().results.some((row: { id: number }) => row.id === payout.id));
    assert.equal(desk.json().own, null);
    assert.equal((await api(t).get('/api/admin/b2b/payouts', advertiser.headers)).statusCode, 403);
    const csv = await api(t).get('/api/admin/b2b/payouts?status=PENDING&format=csv', staff);
    assert.equal(csv.statusCode, 200);
    assert.match(csv.body, /마진 지급/);
    // Only console staff pay.
    assert.equal(
      (await api(t).post(`/api/admin/b2b/payouts/${payout.id}/pay`, { paid_on: dayFrom(t, 0), reference: 'x' }, me)).statusCode,
      403,
    );

    const balance = await balanceOf(t, agency.id);
    const body = { paid_on: dayFrom(t, 0), reference: '국민 1234-5678' };
    const [paid, twice] = await Promise.all([
      api(t).post(`/api/admin/b2b/payouts/${payout.id}/pay`, body, staff),
      api(t).post(`/api/admin/b2b/payouts/${payout.id}/pay`, body, staff),
    ]);
    assert.equal(paid.statusCode, 200, paid.body);
    assert.equal(twice.statusCode, 200, twice.body);
    assert.equal(paid.json().payout.status, 'PAID');
    assert.equal(paid.json().payout.reference, '국민 1234-5678');
    assert.equal(paid.json().payout.paid_on, body.paid_on);
    assert.equal(await balanceOf(t, agency.id), balance - 60);
    assert.equal(await ledgerSum(t, agency.id), balance - 60);
    const [ledger] = await rowsOf<{ n: number; amount: string; action_name: string }>(
      t.database.db,
      sql`select count(*)::int as n, sum(amount)::text as amount, max(action_name) as action_name
          from point_transactions where account_id = ${agency.id} and action = 'MARGIN_PAYOUT'`,
    );
    assert.deepEqual([Number(ledger.n), Number(ledger.amount), ledger.action_name], [1, -60, '마진 지급']);

    // A second request is refused beyond what is left; a rejected one frees it again.
    const next = await ask(40);
    assert.equal(next.statusCode, 201, next.body);
    const rejected = await api(t).post(`/api/admin/b2b/payouts/${next.json().payout.id}/reject`, { reason: '계좌 확인 필요' }, staff);
    assert.equal(rejected.statusCode, 200, rejected.body);
    assert.equal(rejected.json().payout.status, 'REJECTED');
    expectError(
      await api(t).post(`/api/admin/b2b/payouts/${next.json().payout.id}/pay`, body, staff),
      409,
      marginPayoutMessages.notPending,
    );
    assert.deepEqual((await api(t).get('/api/admin/b2b/payouts', me)).json().own, { credited: 100, paid: 60, pending: 0, requestable: 40 });

    const run = await reconcileNow(t, admin);
    assert.equal(run.broken, 0, JSON.stringify(run.checks.filter((c) => !c.ok)));
  });

  test('racing requests never ask for more than the credits', async () => {
    const { agency } = await pricedTree(t, staff);
    const advertiser = await advertiserUnder(t, staff, agency.id);
    const ad = await runningAd(t, staff, advertiser);
    await complete(t, await publisherApp(t), ad.id, t.clock.seoulDay(), 40);
    t.clock.advance(DAY);
    await settleUpTo(settlementDeps(t), dayFrom(t, -1));
    await registerBankStatement(t, agency.id);
    const me = await loginHeaders(t, agency.username, 'pass1234');
    const answers = await Promise.all(Array.from({ length: 8 }, () => api(t).post('/api/admin/b2b/payouts/request', { amount: 30 }, me)));
    assert.equal(answers.filter((r) => r.statusCode === 201).length, 3);
    assert.ok(answers.filter((r) => r.statusCode !== 201).every((r) => r.statusCode === 409 && r.json().field === 'amount'));
    const [sum] = await rowsOf<{ total: string }>(
      t.database.db,
      sql`select coalesce(sum(amount), 0)::text as total from margin_payouts where account_id = ${agency.id} and status = 'PENDING'`,
    );
    assert.equal(Number(sum.total), 90);
  });
});
