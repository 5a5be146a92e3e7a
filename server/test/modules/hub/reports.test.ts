/**
 * Hub reports through app.inject on the real PGlite harness: the detail by
 * period (hub `/`), sales (hub `/sales`) and the member's own detail and invoices (reward
 * `/invoice`), on the seeded fortnight (hub/seed.ts, played and settled by demo/fortnight.ts) and on a
 * second hub built here and run through the real loop (register, approve, complete, settle).
 */
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../src/db/rows';
import { b2bMessages, chargeWon, dateRangeMessages, hubReportMessages, invoiceMessages, wonOfTenths } from '@nurly/contracts/schemas';
import { seedDemoFortnight } from '../../../src/demo/fortnight';
import { settleUpTo } from '../../../src/modules/settlement/service';
import { bearer, fileTestApp } from '../../helpers/app';
import { api, dayFrom, expectError, fundedCustomer, loginHeaders, shoppingBody, staffHeaders } from '../ads/helpers';
import { setPrices } from '../b2b/helpers';
import { complete, publisherApp, settlementDeps } from '../settlement/helpers';

const DAY = 86_400_000;

async function idOf(username: string): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(t.database.db, sql`select id from users where username = ${username}`);
  return Number(row.id);
}

const t = await fileTestApp();
const staff = await staffHeaders(t);
const hubadmin = await loginHeaders(t, 'hubadmin', 'hubadmin1234');
const hubclient = await loginHeaders(t, 'hubclient', 'hubclient1234');
const hubmember = await loginHeaders(t, 'hubmember', 'hubmember1234');
afterEach(() => t.clock.reset());

/** The seeded fortnight: the 14 settled days before today. */
const fortnight = () => `from=${dayFrom(t, -14)}&to=${dayFrom(t, -1)}`;

/** Σ the AD_DEDUCT ledger rows (positive won) of the settlements of ads matching `adCondition`, in the range. */
async function deducted(adCondition: ReturnType<typeof sql>, from: string, to: string): Promise<number> {
  const [row] = await rowsOf<{ total: string }>(
    t.database.db,
    sql`
    select coalesce(sum(-p.amount), 0)::text as total from daily_ad_settlements s
    join ads a on a.id = s.ad_id join point_transactions p on p.id = s.ledger_id
    where p.action = 'AD_DEDUCT' and s.day between ${from}::date and ${to}::date and ${adCondition}`,
  );
  return Number(row.total);
}

describe('detail by period (GET hub/period)', () => {
  test('the hub admin and member see the group’s HUB ads; their charges add up to the AD_DEDUCTs; every grouping has the same totals', async () => {
    const groupId = (await rowsOf<{ group_id: number }>(t.database.db, sql`select group_id from users where username = 'hubadmin'`))[0]
      .group_id;
    const response = await api(t).get(`/api/hub/period?${fortnight()}`, hubadmin);
    assert.equal(response.statusCode, 200, response.body);
    const report = response.json();
    assert.equal(report.group, 'ad_day');
    assert.equal(report.group_id, Number(groupId));
    assert.ok(report.results.length >= 14, 'the seeded fortnight shows');
    assert.ok(report.results.every((row: { ad: { service: string } }) => row.ad.service === 'HUB'));
    assert.ok(report.totals.charged > 0 && report.totals.completions > 0 && report.totals.rejections > 0, response.body);
    assert.equal(
      report.totals.charged,
      await deducted(sql`a.service = 'HUB' and a.group_id = ${groupId}`, dayFrom(t, -14), dayFrom(t, -1)),
    );
    assert.equal(
      report.results.reduce((sum: number, row: { charged: number }) => sum + row.charged, 0),
      report.totals.charged,
    );

    for (const group of ['day', 'ad', 'client']) {
      const grouped = (await api(t).get(`/api/hub/period?${fortnight()}&group=${group}`, hubadmin)).json();
      assert.deepEqual(grouped.totals, report.totals, group);
    }
    const byClient = (await api(t).get(`/api/hub/period?${fortnight()}&group=client`, hubadmin)).json();
    assert.ok(
      byClient.results.every(
        (row: { client: { username: string }; day: null; ad: null }) => row.client && row.day === null && row.ad === null,
      ),
    );

    const member = (await api(t).get(`/api/hub/period?${fortnight()}`, hubmember)).json();
    assert.deepEqual(member.totals, report.totals);
  });

  test('a hub client sees only its own ads; a hub account naming another group gets 403; staff choose the group', async () => {
    const clientId = await idOf('hubclient');
    const own = (await api(t).get(`/api/hub/period?${fortnight()}&group=ad`, hubclient)).json();
    assert.ok(own.results.length > 0);
    assert.ok(own.results.every((row: { client: { id: number } }) => row.client.id === clientId));

    const other = (
      await rowsOf<{ id: number }>(
        t.database.db,
        sql`insert into groups (name) values ('다른 허브 ' || ${String(Date.now())}::text) returning id`,
      )
    )[0].id;
    for (const who of [hubadmin, hubmember, hubclient]) {
      assert.equal((await api(t).get(`/api/hub/period?${fortnight()}&group_id=${other}`, who)).statusCode, 403);
    }
    assert.equal((await api(t).get(`/api/hub/sales?${fortnight()}&group_id=${other}`, hubadmin)).statusCode, 403);

    // NURLY_STAFF has no group of its own: it must choose one.
    expectError(await api(t).get(`/api/hub/period?${fortnight()}`, staff), 400, hubReportMessages.groupRequired, 'group_id');
    const groupId = (await rowsOf<{ group_id: number }>(t.database.db, sql`select group_id from users where username = 'hubadmin'`))[0]
      .group_id;
    const chosen = (await api(t).get(`/api/hub/period?${fortnight()}&group_id=${groupId}`, staff)).json();
    const asHub = (await api(t).get(`/api/hub/period?${fortnight()}`, hubadmin)).json();
    assert.deepEqual(chosen.totals, asHub.totals);
    const empty = (await api(t).get(`/api/hub/period?${fortnight()}&group_id=${other}`, staff)).json();
    assert.equal(empty.results.length, 0);
  });

  test('refuses a bad range with a Korean 400 naming the field', async () => {
    expectError(await api(t).get('/api/hub/period?from=2026-03-02&to=2026-03-01', hubadmin), 400, b2bMessages.rangeInverted, 'from');
    expectError(await api(t).get('/api/hub/period?from=2025-01-01&to=2026-01-02', hubadmin), 400, b2bMessages.rangeTooLong, 'to');
    expectError(await api(t).get('/api/hub/period?from=2026-02-30&to=2026-03-01', hubadmin), 400, b2bMessages.invalidDay, 'from');
    expectError(await api(t).get('/api/hub/sales?from=2026-13-01&to=2026-03-01', hubadmin), 400, b2bMessages.invalidDay, 'from');
    expectError(await api(t).get('/api/hub/my/period?from=2026-03-01&to=2026-02-01', hubclient), 400, b2bMessages.rangeInverted, 'from');
    assert.equal((await api(t).get('/api/hub/period?from=2026-03-01&to=2026-03-02&group=week', hubadmin)).statusCode, 400);
    // date_from/date_to, the one spelling of every report's range: the same rule, naming the parameter sent
    expectError(
      await api(t).get('/api/hub/sales?date_from=2026-03-02&date_to=2026-03-01', hubadmin),
      400,
      dateRangeMessages.inverted,
      'date_from',
    );
    expectError(await api(t).get('/api/hub/period?date_from=2026-03-01', hubadmin), 400, dateRangeMessages.missing, 'date_to');
    const byNew = (
      await api(t).get(`/api/hub/period?${fortnight().replace('from=', 'date_from=').replace('to=', 'date_to=')}`, hubadmin)
    ).json();
    assert.deepEqual(byNew, (await api(t).get(`/api/hub/period?${fortnight()}`, hubadmin)).json());
  });

  test('exports the rows as CSV and Excel', async () => {
    const csv = await api(t).get(`/api/hub/period?${fortnight()}&format=csv`, hubadmin);
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-type']), /text\/csv/);
    assert.match(csv.body, /날짜,광고 번호,서비스,리워드 상품,키워드/);
    assert.match(csv.body, /강아지 간식/);
    const xlsx = await api(t).get(`/api/hub/sales?${fortnight()}&format=xlsx`, hubadmin);
    assert.equal(xlsx.statusCode, 200);
    assert.match(String(xlsx.headers['content-type']), /spreadsheetml/);
  });
});

describe('sales (GET hub/sales)', () => {
  test('revenue = the clients’ AD_DEDUCTs, margin = the hub admin’s reseller margins, revenue = cost + margin + sub-margin', async () => {
    const adminId = await idOf('hubadmin');
    const from = dayFrom(t, -14);
    const to = dayFrom(t, -1);
    const response = await api(t).get(`/api/hub/sales?from=${from}&to=${to}`, hubadmin);
    assert.equal(response.statusCode, 200, response.body);
    const report = response.json();
    assert.ok(report.results.length > 0 && report.totals.revenue > 0 && report.totals.margin > 0, response.body);
    const chained = sql`exists (select 1 from ad_price_chain c where c.ad_id = a.id and c.depth >= 1 and c.account_id = ${adminId})`;
    assert.equal(report.totals.revenue, await deducted(chained, from, to));
    const [margins] = await rowsOf<{ tenths: string }>(
      t.database.db,
      sql`
      select coalesce(sum(amount_tenths), 0)::text as tenths from reseller_margins where account_id = ${adminId} and day between ${from}::date and ${to}::date`,
    );
    assert.equal(report.totals.margin, wonOfTenths(Number(margins.tenths)));
    assert.equal(report.totals.revenue, report.totals.cost + report.totals.margin + report.totals.sub_margin);
    for (const row of report.results) assert.equal(row.revenue, row.cost + row.margin + row.sub_margin);
    // The hub's direct client is hubclient (hubmember's reward ads come through it).
    assert.deepEqual([...new Set(report.results.map((row: { client: { username: string } }) => row.client.username))], ['hubclient']);

    const monthly = (await api(t).get(`/api/hub/sales?from=${from}&to=${to}&unit=month`, hubadmin)).json();
    assert.equal(monthly.totals.revenue, report.totals.revenue);
    assert.ok(monthly.results.every((row: { period: string }) => /^\d{4}-\d{2}$/.test(row.period)));
  });

  test('the company’s sales book the hub margin as reseller margin, the same figure per hub as the hub console', async () => {
    const from = dayFrom(t, -14);
    const to = dayFrom(t, -1);
    const hubReport = (await api(t).get(`/api/hub/sales?from=${from}&to=${to}`, hubadmin)).json();
    const groupId = (await rowsOf<{ group_id: number }>(t.database.db, sql`select group_id from users where username = 'hubadmin'`))[0]
      .group_id;
    const response = await api(t).get(`/api/admin/b2b/sales?from=${from}&to=${to}&unit=month`, staff);
    assert.equal(response.statusCode, 200, response.body);
    const company = response.json();
    const hub = company.hubs.find((row: { group_id: number }) => row.group_id === groupId);
    assert.ok(hub && hub.reseller_margin > 0, response.body);
    assert.equal(hub.reseller_margin, hubReport.totals.margin);
    assert.equal(hub.revenue, hubReport.totals.revenue);
    // The company's reseller margin is every margin credit of the range (hubs, distributors, agencies:
    // one MARGIN_CREDIT per reseller and settled day), each the day's margin rows rounded once.
    const [credits] = await rowsOf<{ won: string; rows_tenths: string; credited_tenths: string }>(
      t.database.db,
      sql`
      select coalesce(sum(c.amount), 0)::text as won,
             (select coalesce(sum(rm.amount_tenths), 0) from reseller_margins rm join reseller_margin_credits k on k.id = rm.credit_id
              where k.day between ${from}::date and ${to}::date)::text as rows_tenths,
             coalesce(sum(c.margin_tenths), 0)::text as credited_tenths
      from reseller_margin_credits c join users r on r.id = c.account_id
      where c.day between ${from}::date and ${to}::date and (r.tier in (2, 3) or r.username in ('hubadmin', 'hubadmin2'))`,
    );
    assert.ok(Number(credits.won) > 0);
    assert.equal(company.totals.reseller_margin, Number(credits.won));
    assert.equal(Number(credits.credited_tenths), Number(credits.rows_tenths));
    for (const row of [...company.results, company.totals]) {
      assert.equal(row.revenue, row.publisher_payout + row.reseller_margin + row.company_margin);
    }
  });

  test('a hub member or client gets the access-denied 403; NURLY staff read the group they choose', async () => {
    for (const who of [hubmember, hubclient]) {
      const refused = await api(t).get(`/api/hub/sales?${fortnight()}`, who);
      assert.equal(refused.statusCode, 403, refused.body);
    }
    expectError(await api(t).get(`/api/hub/sales?${fortnight()}`, staff), 400, hubReportMessages.groupRequired, 'group_id');
    const groupId = (await rowsOf<{ group_id: number }>(t.database.db, sql`select group_id from users where username = 'hubadmin'`))[0]
      .group_id;
    const asStaff = (await api(t).get(`/api/hub/sales?${fortnight()}&group_id=${groupId}`, staff)).json();
    const asHub = (await api(t).get(`/api/hub/sales?${fortnight()}`, hubadmin)).json();
    assert.deepEqual(asStaff.totals, asHub.totals);
    expectError(await api(t).get(`/api/hub/sales?${fortnight()}&group_id=999999`, staff), 404, hubReportMessages.groupNotFound);
  });
});

/** A second hub: its admin (tier 1, HUB_ADMIN) and a funded client under it (HUB_CLIENT), in a new group. */
async function secondHub() {
  const admin = await fundedCustomer(t, 0);
  const client = await fundedCustomer(t, 300_000);
  const [group] = await rowsOf<{ id: number }>(
    t.database.db,
    sql`insert into groups (name) values ('테스트 허브 ' || ${admin.username}::text) returning id`,
  );
  await t.database.db.execute(sql`update users set is_staff = true, group_id = ${group.id}, tier = 1 where id = ${admin.id}`);
  await t.database.db.execute(
    sql`update users set is_staff = true, group_id = ${group.id}, tier = 2, parent_id = ${admin.id} where id = ${client.id}`,
  );
  await t.database.db.execute(sql`
    insert into user_roles (user_id, role_id)
    select ${admin.id}::int, id from roles where name = 'HUB_ADMIN' union all select ${client.id}::int, id from roles where name = 'HUB_CLIENT'`);
  return {
    groupId: Number(group.id),
    admin: { id: admin.id, headers: bearer((await t.login(admin.username, 'pass1234')).access) },
    client: { id: client.id, headers: bearer((await t.login(client.username, 'pass1234')).access) },
  };
}

describe('the loop of a second hub', () => {
  test('its client’s ad: the period detail, sales and the client’s own detail show the same count × price; the first hub sees none of it', async () => {
    const hub = await secondHub();
    // The hub sells naverapp at 42원 to its clients; its own price stays the catalog's 38.5원.
    assert.equal((await setPrices(t, staff, hub.admin.id, { naverapp: 420 })).statusCode, 200);
    const created = await api(t).post(
      '/api/admin/ads',
      shoppingBody(t, { daily_volume: 50, start_date: dayFrom(t, 0), end_date: dayFrom(t, 4) }),
      hub.client.headers,
      {
        host: 'hub.localhost:8080',
      },
    );
    assert.equal(created.statusCode, 201, created.body);
    const line = created.json().campaign.lines[0];
    assert.equal(line.unit_price_tenths, 420);
    assert.equal((await api(t).put(`/api/admin/ads/${line.id}`, { action: 'approve' }, staff)).statusCode, 200);

    const publisher = await publisherApp(t);
    const day = t.clock.seoulDay();
    await complete(t, publisher, line.id, day, 7);
    await t.database.db.execute(sql`
      insert into offerwall_clicks (app_id, ad_id, user_key, day, status) values (${publisher.id}, ${line.id}, 'rejected-user', ${day}, 'REJECTED')`);
    await t.database.db.execute(sql`
      insert into offerwall_completions (click_id, app_id, publisher_id, ad_id, user_key, day, status, reason, unit_price_tenths, payout_tenths, seconds_after_click)
      select id, app_id, ${publisher.ownerId}, ad_id, user_key, day, 'REJECTED', 'TOO_FAST', 420, 252, 2 from offerwall_clicks where user_key = 'rejected-user' and ad_id = ${line.id}`);

    // Before settlement: counted, not charged.
    const live = (await api(t).get(`/api/hub/period?from=${day}&to=${day}`, hub.admin.headers)).json();
    assert.equal(live.results.length, 1);
    assert.equal(live.results[0].charged, 0);
    assert.equal(live.results[0].unsettled_days, 1);

    t.clock.advance(DAY);
    await settleUpTo(settlementDeps(t), day);
    const charge = chargeWon(7, 420); // 294원

    const period = (await api(t).get(`/api/hub/period?from=${day}&to=${day}`, hub.admin.headers)).json();
    assert.deepEqual(
      { ...period.results[0], ad: period.results[0].ad.id, client: period.results[0].client.id },
      {
        key: `${day}:${line.id}:${hub.client.id}`,
        day,
        ad: line.id,
        client: hub.client.id,
        daily_volume: 50,
        completions: 7,
        rejections: 1,
        charged: charge,
        unsettled_days: 0,
      },
    );
    assert.equal(period.totals.charged, await deducted(sql`a.id = ${line.id}`, day, day));

    const sales = (await api(t).get(`/api/hub/sales?from=${day}&to=${day}`, hub.admin.headers)).json();
    assert.deepEqual(sales.results, [
      {
        period: day,
        client: { id: hub.client.id, username: sales.results[0].client.username, name: '테스트 고객' },
        completions: 7,
        revenue: charge,
        cost: chargeWon(7, 385),
        margin: chargeWon(7, 35),
        sub_margin: charge - chargeWon(7, 385) - chargeWon(7, 35),
      },
    ]);
    assert.equal(sales.group_id, hub.groupId);

    const mine = (await api(t).get(`/api/hub/my/period?from=${day}&to=${day}`, hub.client.headers)).json();
    assert.equal(mine.totals.charged, charge);
    assert.equal(mine.totals.completions, 7);

    // The first hub sees none of it.
    const first = (await api(t).get(`/api/hub/period?from=${day}&to=${day}&group=ad`, hubadmin)).json();
    assert.ok(first.results.every((row: { ad: { id: number } }) => row.ad.id !== line.id));
    const firstSales = (await api(t).get(`/api/hub/sales?from=${day}&to=${day}`, hubadmin)).json();
    assert.ok(firstSales.results.every((row: { client: { id: number } }) => row.client.id !== hub.client.id));
    // And the second hub's admin sees none of the first hub's fortnight.
    const seconds = (await api(t).get(`/api/hub/period?${fortnight()}&group=client`, hub.admin.headers)).json();
    assert.ok(seconds.results.every((row: { client: { id: number } }) => row.client.id === hub.client.id));
  });
});

describe('demo data (hub/seed.ts, demo/fortnight.ts)', () => {
  test('every demo hub account sees a settled fortnight: the hub detail, its own ads, its invoices, and the hub admin its sales', async () => {
    for (const [username, password] of [
      ['hubadmin', 'hubadmin1234'],
      ['hubclient', 'hubclient1234'],
      ['hubmember', 'hubmember1234'],
    ]) {
      const headers = await loginHeaders(t, username, password);
      const hub = (await api(t).get(`/api/hub/period?${fortnight()}`, headers)).json();
      assert.ok(hub.totals.charged > 0 && hub.totals.completions > 0, `${username} hub/period`);
      const own = (await api(t).get(`/api/hub/my/period?${fortnight()}`, headers)).json();
      assert.ok(
        own.totals.charged > 0 && own.results.some((row: { unsettled_days: number }) => row.unsettled_days === 0),
        `${username} hub/my/period`,
      );
      const invoices = (await api(t).get('/api/hub/my/invoices', headers)).json();
      assert.ok(invoices.count > 0, `${username} hub/my/invoices`);
    }
    const sales = (await api(t).get(`/api/hub/sales?${fortnight()}`, hubadmin)).json();
    assert.ok(sales.totals.revenue > 0 && sales.totals.margin > 0 && sales.totals.sub_margin > 0, JSON.stringify(sales.totals));
  });

  test('the second demo hub sees its own client’s fortnight and nothing of the first hub', async () => {
    const [second] = await rowsOf<{ id: number }>(t.database.db, sql`select id from users where username = 'hubclient2'`);
    if (!second) return; // the second demo hub is another seeder's (db/seed.ts)
    const headers = await loginHeaders(t, 'hubadmin2', 'hubadmin21234');
    const period = (await api(t).get(`/api/hub/period?${fortnight()}&group=client`, headers)).json();
    assert.ok(period.totals.charged > 0, JSON.stringify(period.totals));
    assert.deepEqual(
      period.results.map((row: { client: { username: string } }) => row.client.username),
      ['hubclient2'],
    );
    const sales = (await api(t).get(`/api/hub/sales?${fortnight()}`, headers)).json();
    assert.ok(sales.totals.revenue > 0 && sales.totals.margin > 0, JSON.stringify(sales.totals));
    assert.ok(sales.results.every((row: { client: { username: string } }) => row.client.username === 'hubclient2'));
    const first = (await api(t).get(`/api/hub/sales?${fortnight()}`, hubadmin)).json();
    assert.ok(first.results.every((row: { client: { username: string } }) => row.client.username !== 'hubclient2'));
  });
});

describe('demo data is idempotent', () => {
  test('a second run of the demo fortnight (which sets the hubs’ prices) writes nothing', async () => {
    const counts = () =>
      rowsOf<Record<string, number>>(
        t.database.db,
        sql`
        select (select count(*) from campaigns)::int as campaigns, (select count(*) from ads)::int as ads,
               (select count(*) from ad_price_chain)::int as chains, (select count(*) from tier_prices)::int as prices,
               (select count(*) from point_transactions)::int as ledger, (select count(*) from ad_histories)::int as histories`,
      );
    const before = await counts();
    await seedDemoFortnight(t.database.db);
    assert.deepEqual(await counts(), before);
  });
});

describe('the member’s own detail and invoices (reward /invoice)', () => {
  test('hub/my/period: only the caller’s own ads, every service; charges = its AD_DEDUCTs', async () => {
    const memberId = await idOf('hubmember');
    const response = await api(t).get(`/api/hub/my/period?${fortnight()}&group=ad`, hubmember);
    assert.equal(response.statusCode, 200, response.body);
    const report = response.json();
    assert.ok(report.results.length > 0);
    assert.ok(report.results.every((row: { client: { id: number } }) => row.client.id === memberId));
    assert.ok(report.results.some((row: { ad: { service: string } }) => row.ad.service === 'NR'));
    assert.equal(report.group_id, null);
    assert.equal(report.totals.charged, await deducted(sql`a.owner_id = ${memberId}`, dayFrom(t, -14), dayFrom(t, -1)));

    const client = (await api(t).get(`/api/hub/my/period?${fortnight()}&group=ad`, hubclient)).json();
    assert.deepEqual(new Set(client.results.map((row: { ad: { service: string } }) => row.ad.service)), new Set(['HUB', 'NR']));
  });

  test('hub/my/invoices lists only the caller’s invoices; another account’s invoice is a 404', async () => {
    const clientId = await idOf('hubclient');
    const list = (await api(t).get('/api/hub/my/invoices', hubclient)).json();
    assert.ok(list.count > 0, 'the seeded month has an invoice');
    assert.equal(list.invocies.length, list.count);
    assert.ok(list.invocies.every((invoice: { account: { id: number } }) => invoice.account.id === clientId));

    const detail = await api(t).get(`/api/hub/my/invoices/${list.invocies[0].id}`, hubclient);
    assert.equal(detail.statusCode, 200, detail.body);
    assert.equal(detail.json().invoice.id, list.invocies[0].id);
    assert.ok(detail.json().lines.length > 0);

    const [foreign] = await rowsOf<{ id: number }>(
      t.database.db,
      sql`select id from invoices where account_id <> ${clientId} order by id limit 1`,
    );
    expectError(await api(t).get(`/api/hub/my/invoices/${foreign.id}`, hubclient), 404, invoiceMessages.notFound);
    expectError(await api(t).get('/api/hub/my/invoices/99999999', hubclient), 404, invoiceMessages.notFound);
    const memberList = (await api(t).get('/api/hub/my/invoices', hubmember)).json();
    assert.ok(memberList.invocies.every((invoice: { id: number }) => !list.invocies.some((own: { id: number }) => own.id === invoice.id)));
  });

  test('a customer without a console role is refused', async () => {
    const customer = await fundedCustomer(t, 0);
    for (const path of ['/api/hub/my/invoices', `/api/hub/my/period?${fortnight()}`, `/api/hub/period?${fortnight()}`]) {
      assert.equal((await api(t).get(path, customer.headers)).statusCode, 403, path);
    }
  });
});
