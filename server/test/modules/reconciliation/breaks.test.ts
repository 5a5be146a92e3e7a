/**
 * Each invariant of the reconciliation (docs/decisions/money-loop.md#one-source-of-truth) broken on purpose, on rows the real loop made
 * (a settled ad-day of a fresh account; a hub client's ad-day with the hub's margin): the run reports
 * the offending row with what it should be and what it is, the check is broken, the menu status
 * counts it — and once the row is put back the finding is gone.
 */
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { ReconciliationInvariant, ReconciliationRun } from '@nurly/contracts/schemas';
import { bearer, fileTestApp } from '../../helpers/app';
import { fundedCustomer, shoppingBody, staffHeaders, dayFrom } from '../ads/helpers';
import { setPrices } from '../b2b/helpers';
import { complete, publisherApp } from '../settlement/helpers';
import { api, checkOf, DAY, findingsOf, menuStatusOf, midNextMonth, reconcileNow, settledAdDay, type SettledAdDay } from './helpers';

const t = await fileTestApp();
const staff = await staffHeaders(t);
const admin = await staffHeaders(t, 'admin');
afterEach(() => t.clock.reset());

const run = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);
const rows = async <Row>(statement: ReturnType<typeof sql>) => ((await run(statement)) as unknown as { rows: Row[] }).rows;

/** [kind, ad, period, expected, actual] of a check's findings about one account or hub. */
function found(result: ReconciliationRun, key: ReconciliationInvariant, who: { accountId?: number; groupId?: number }) {
  return findingsOf(result, key, who).map((f) => [f.kind, f.ad_id, f.period, f.expected, f.actual]);
}

/** The run after a break: the check is broken and the staff view's menu status counts it. */
async function brokenRun(key: ReconciliationInvariant): Promise<ReconciliationRun> {
  const result = await reconcileNow(t, admin);
  assert.equal(checkOf(result, key).ok, false, key);
  const status = await menuStatusOf(t, admin);
  assert.ok(status.errorCount > 0);
  assert.equal(status.errorCount, result.broken);
  return result;
}

async function fresh(): Promise<SettledAdDay> {
  midNextMonth(t);
  const settled = await settledAdDay(t, staff, admin, 7);
  const clean = await reconcileNow(t, admin);
  for (const check of clean.checks)
    assert.deepEqual(found(clean, check.key, { accountId: settled.ad.ownerId }), [], `${check.key} before the break`);
  return settled;
}

describe('ledger = Σ balances', () => {
  test('a ledger row without its balance change', async () => {
    const { ad } = await fresh();
    const [{ point }] = await rows<{ point: number }>(sql`select point::int from users where id = ${ad.ownerId}`);
    await run(sql`
      insert into point_transactions (account_id, action, action_name, amount, balance_after, idempotency_key)
      values (${ad.ownerId}, 'FREE', '무료 포인트', 1000, ${point + 1000}, ${`test:free:${ad.ownerId}`})`);
    const broken = await brokenRun('ledger_balance');
    assert.deepEqual(found(broken, 'ledger_balance', { accountId: ad.ownerId }), [['BALANCE', null, null, point + 1000, point]]);

    await run(sql`delete from point_transactions where idempotency_key = ${`test:free:${ad.ownerId}`}`);
    assert.deepEqual(found(await reconcileNow(t, admin), 'ledger_balance', { accountId: ad.ownerId }), []);
  });

  test('holds above the balance', async () => {
    const { ad } = await fresh();
    const [{ point, hold }] = await rows<{ point: number; hold: number }>(sql`
      select u.point::int, h.amount::int as hold from users u join point_holds h on h.account_id = u.id where h.ad_id = ${ad.id}`);
    await run(sql`update point_holds set amount = ${point + 1} where ad_id = ${ad.id}`);
    const broken = await brokenRun('holds');
    assert.deepEqual(found(broken, 'holds', { accountId: ad.ownerId }), [['HOLDS_OVER_BALANCE', null, null, point + 1, point]]);

    await run(sql`update point_holds set amount = ${hold} where ad_id = ${ad.id}`);
    assert.deepEqual(found(await reconcileNow(t, admin), 'holds', { accountId: ad.ownerId }), []);
  });
});

describe('each ad-day charged once and equal to its settlement row', () => {
  test('a second AD_DEDUCT for the same ad-day under another key', async () => {
    const { ad, day, amount } = await fresh();
    const key = `settle:ad:${ad.id}:${day}:again`;
    await run(sql`
      insert into point_transactions (account_id, action, action_name, amount, balance_after, idempotency_key)
      select id, 'AD_DEDUCT', '광고비 차감', ${-amount}, point - ${amount}, ${key} from users where id = ${ad.ownerId}`);
    await run(sql`update users set point = point - ${amount} where id = ${ad.ownerId}`);
    const broken = await brokenRun('ad_day_charge');
    assert.deepEqual(found(broken, 'ad_day_charge', { accountId: ad.ownerId }), [['CHARGED_TWICE', ad.id, day, amount, 2 * amount]]);
    // The ledger is still the balance; the campaign's spend and the sales now disagree with it.
    assert.deepEqual(found(broken, 'ledger_balance', { accountId: ad.ownerId }), []);
    assert.deepEqual(found(broken, 'sales_ledger', { accountId: ad.ownerId }), [['SALES', null, day.slice(0, 7), 2 * amount, amount]]);

    await run(sql`delete from point_transactions where idempotency_key = ${key}`);
    await run(sql`update users set point = point + ${amount} where id = ${ad.ownerId}`);
    assert.deepEqual(found(await reconcileNow(t, admin), 'ad_day_charge', { accountId: ad.ownerId }), []);
  });

  test('a settlement row whose amount differs from its ledger row (and the sales built on it)', async () => {
    const { ad, day, amount } = await fresh();
    await run(sql`update daily_ad_settlements set amount = amount + 5 where ad_id = ${ad.id} and day = ${day}`);
    const broken = await brokenRun('ad_day_charge');
    assert.deepEqual(found(broken, 'ad_day_charge', { accountId: ad.ownerId }), [['AMOUNT_MISMATCH', ad.id, day, amount + 5, amount]]);
    assert.equal(checkOf(broken, 'sales_ledger').ok, false);
    assert.deepEqual(found(broken, 'sales_ledger', { accountId: ad.ownerId }), [['SALES', null, day.slice(0, 7), amount, amount + 5]]);

    await run(sql`update daily_ad_settlements set amount = amount - 5 where ad_id = ${ad.id} and day = ${day}`);
    const repaired = await reconcileNow(t, admin);
    assert.deepEqual(found(repaired, 'ad_day_charge', { accountId: ad.ownerId }), []);
    assert.deepEqual(found(repaired, 'sales_ledger', { accountId: ad.ownerId }), []);
  });

  test('an AD_DEDUCT naming no ad (like the old demo rows "광고비 차감 (네이버 …)")', async () => {
    const { ad } = await fresh();
    const key = `test:manual:${ad.ownerId}`;
    await run(sql`
      insert into point_transactions (account_id, action, action_name, amount, balance_after, idempotency_key)
      select id, 'AD_DEDUCT', '광고비 차감 (네이버 쇼핑)', -1000, point - 1000, ${key} from users where id = ${ad.ownerId}`);
    await run(sql`update users set point = point - 1000 where id = ${ad.ownerId}`);
    const broken = await brokenRun('ad_day_charge');
    const [row] = findingsOf(broken, 'ad_day_charge', { accountId: ad.ownerId });
    assert.deepEqual([row.kind, row.ad_id, row.expected, row.actual], ['WITHOUT_AD_DAY', null, 0, 1000]);
    assert.match(row.period!, /^\d{4}-\d{2}-\d{2}$/);
    // It is charged money no campaign (nor invoice, nor sales row) knows of, in the month it was booked.
    const spend = findingsOf(broken, 'spend_ledger_invoice', { accountId: ad.ownerId }).find((f) => f.kind === 'CAMPAIGN_SPEND');
    assert.deepEqual([spend?.period, spend && spend.expected - spend.actual], [row.period!.slice(0, 7), 1000]);

    await run(sql`delete from point_transactions where idempotency_key = ${key}`);
    await run(sql`update users set point = point + 1000 where id = ${ad.ownerId}`);
    assert.deepEqual(found(await reconcileNow(t, admin), 'ad_day_charge', { accountId: ad.ownerId }), []);
  });
});

describe('Σ campaign spend = Σ AD_DEDUCT = Σ invoice lines per account and month', () => {
  test('an invoice line changed, then a campaign day’s charge changed', async () => {
    const { ad, day, amount } = await fresh();
    const month = day.slice(0, 7);
    assert.equal((await api(t).post('/api/admin/invoices/generate', { month }, staff)).statusCode, 200);
    assert.deepEqual(found(await reconcileNow(t, admin), 'spend_ledger_invoice', { accountId: ad.ownerId }), []);

    await run(sql`update invoice_lines set amount = amount + 1 where ad_id = ${ad.id}`);
    const invoice = await brokenRun('spend_ledger_invoice');
    assert.deepEqual(found(invoice, 'spend_ledger_invoice', { accountId: ad.ownerId }), [['INVOICE', null, month, amount, amount + 1]]);
    await run(sql`update invoice_lines set amount = amount - 1 where ad_id = ${ad.id}`);

    // The campaign's spend is its settlement rows (ads/queries.ts adSpentSql): one of them off by 3.
    await run(sql`update daily_ad_settlements set amount = amount + 3 where ad_id = ${ad.id} and day = ${day}`);
    const spend = await brokenRun('spend_ledger_invoice');
    assert.deepEqual(found(spend, 'spend_ledger_invoice', { accountId: ad.ownerId }), [
      ['CAMPAIGN_SPEND', null, month, amount, amount + 3],
    ]);
    await run(sql`update daily_ad_settlements set amount = amount - 3 where ad_id = ${ad.id} and day = ${day}`);
    assert.deepEqual(found(await reconcileNow(t, admin), 'spend_ledger_invoice', { accountId: ad.ownerId }), []);
  });
});

/** A hub (its admin HUB_ADMIN, tier 1) selling naverapp at 42원 to a funded client (HUB_CLIENT) under it. */
async function hubWithClient() {
  const hubAdmin = await fundedCustomer(t, 0);
  const client = await fundedCustomer(t, 300_000);
  const [group] = await rows<{ id: number }>(
    sql`insert into groups (name) values ('정합성 허브 ' || ${hubAdmin.username}::text) returning id`,
  );
  await run(sql`update users set is_staff = true, group_id = ${group.id}, tier = 1 where id = ${hubAdmin.id}`);
  await run(sql`update users set is_staff = true, group_id = ${group.id}, tier = 2, parent_id = ${hubAdmin.id} where id = ${client.id}`);
  await run(sql`
    insert into user_roles (user_id, role_id)
    select ${hubAdmin.id}::int, id from roles where name = 'HUB_ADMIN' union all select ${client.id}::int, id from roles where name = 'HUB_CLIENT'`);
  assert.equal((await setPrices(t, staff, hubAdmin.id, { naverapp: 420 })).statusCode, 200);
  return {
    groupId: Number(group.id),
    adminId: hubAdmin.id,
    client: { id: client.id, headers: bearer((await t.login(client.username, 'pass1234')).access) },
  };
}

describe('hub margins = Σ reseller margin rows of the hub', () => {
  test('a reseller margin row deleted', async () => {
    midNextMonth(t);
    const hub = await hubWithClient();
    const created = await api(t).post(
      '/api/admin/ads',
      shoppingBody(t, { daily_volume: 50, start_date: dayFrom(t, 0), end_date: dayFrom(t, 1) }),
      hub.client.headers,
      { host: 'hub.localhost:8080' },
    );
    assert.equal(created.statusCode, 201, created.body);
    const adId = created.json().campaign.lines[0].id as number;
    assert.equal((await api(t).put(`/api/admin/ads/${adId}`, { action: 'approve' }, staff)).statusCode, 200);
    const day = t.clock.seoulDay();
    await complete(t, await publisherApp(t), adId, day, 7);
    t.clock.advance(DAY);
    assert.equal((await api(t).post('/api/admin/settlements/run', {}, admin)).statusCode, 200);

    const clean = await reconcileNow(t, admin);
    assert.deepEqual(found(clean, 'hub_margins', { groupId: hub.groupId }), []);
    const [margin] = await rows<{ id: number; tenths: number }>(sql`
      select rm.id, rm.amount_tenths::int as tenths from reseller_margins rm join daily_ad_settlements s on s.id = rm.settlement_id
      where s.ad_id = ${adId} and rm.account_id = ${hub.adminId}`);
    assert.equal(margin.tenths, 7 * (420 - 385));

    await run(sql`delete from reseller_margins where id = ${margin.id}`);
    const broken = await brokenRun('hub_margins');
    assert.equal(checkOf(broken, 'hub_margins').unit, 'tenths');
    // The rows lack the margin the price chain gives; the hub console reads the rows, so it agrees with them.
    assert.deepEqual(found(broken, 'hub_margins', { groupId: hub.groupId }), [['MARGIN_ROWS', null, day.slice(0, 7), margin.tenths, 0]]);

    await run(sql`
      insert into reseller_margins (settlement_id, account_id, day, amount_tenths)
      select s.id, ${hub.adminId}::int, s.day, ${margin.tenths}::bigint from daily_ad_settlements s where s.ad_id = ${adId} and s.day = ${day}`);
    assert.deepEqual(found(await reconcileNow(t, admin), 'hub_margins', { groupId: hub.groupId }), []);
  });
});
