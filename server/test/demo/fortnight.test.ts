/**
 * The demo data right after seeding (demo/fortnight.ts plays the last 15 days through the real
 * services): every money figure adds up — balances = their ledgers, each AD_DEDUCT is one settled
 * ad-day, the ads' counters are their completions, campaign spend and invoices are the AD_DEDUCTs —
 * nothing was written beside the services, no ad is younger than its history, and the demo still
 * shows what it is for (every campaign state, hubs with clients, the publisher's settled fortnight).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/rows';
import { marginCreditWon, shiftDay } from '@nurly/contracts';
import { runDemoSeeds } from '../../src/modules';
import { demo, fileTestApp } from '../helpers/app';
import { api, loginHeaders } from '../modules/ads/helpers';

const t = await fileTestApp();

describe('the demo ledger', () => {
  test('every balance is the sum of its ledger rows and covers what it holds', async () => {
    const broken = await rowsOf<{ username: string }>(
      t.database.db,
      sql`
      select u.username from users u
      where u.point <> coalesce((select sum(p.amount) from point_transactions p where p.account_id = u.id), 0)
         or u.point < coalesce((select sum(h.amount) from point_holds h where h.account_id = u.id and h.amount > 0), 0)`,
    );
    assert.deepEqual(broken, []);
    const [{ accounts }] = await rowsOf<{ accounts: number }>(
      t.database.db,
      sql`select count(distinct account_id)::int as accounts from point_transactions`,
    );
    assert.ok(accounts >= 20, `accounts with a ledger: ${accounts}`);
  });

  test('each row runs the balance in id order, and nothing was booked outside the services', async () => {
    const unordered = await rowsOf<{ id: number }>(
      t.database.db,
      sql`
      select id from (
        select id, balance_after, action, sum(amount) over (partition by account_id order by id) as running from point_transactions) x
      where action <> 'B2B_REQUEST' and balance_after <> running`,
    );
    assert.deepEqual(unordered, []);
    // Keys the services write: a desk entry, a confirmed request, a settled ad-day, a request, a reseller's
    // margin credit or payout, a reseller's transfer (both rows).
    const foreign = await rowsOf<{ key: string }>(
      t.database.db,
      sql`
      select idempotency_key as key from point_transactions
      where idempotency_key !~ '^(manual|confirm|request|settle:ad|margin|margin-payout|transfer):'`,
    );
    assert.deepEqual(foreign, []);
  });

  test('each night of the fortnight recorded its settlement run, ok, with the ledger rows it booked', async () => {
    const runs = await rowsOf<{ day: string; status: string; trigger: string; ads_charged: number; amount: string }>(
      t.database.db,
      sql`
      select day::text as day, status, trigger, ads_charged, amount::text as amount from settlement_runs order by day`,
    );
    // One run a night from the second day on, each settling the day before: the 15 days before today.
    const today = t.clock.seoulDay();
    assert.deepEqual(
      runs.map((run) => run.day),
      Array.from({ length: 15 }, (_, i) => shiftDay(today, i - 15)),
    );
    assert.ok(runs.every((run) => run.status === 'ok' && run.trigger === 'SCHEDULE'));
    const [ledger] = await rowsOf<{ rows: number; amount: string }>(
      t.database.db,
      sql`
      select count(*)::int as rows, coalesce(-sum(amount), 0)::text as amount from point_transactions where action = 'AD_DEDUCT'`,
    );
    assert.equal(
      runs.reduce((sum, run) => sum + run.ads_charged, 0),
      ledger.rows,
    );
    assert.equal(
      runs.reduce((sum, run) => sum + Number(run.amount), 0),
      Number(ledger.amount),
    );
  });

  test('every AD_DEDUCT names its ad-day and equals that settlement; every charged settlement has one', async () => {
    const mismatched = await rowsOf<{ id: number }>(
      t.database.db,
      sql`
      select p.id from point_transactions p
      left join daily_ad_settlements s on s.ledger_id = p.id
      where p.action = 'AD_DEDUCT'
        and (s.id is null or -p.amount <> s.amount or p.idempotency_key <> 'settle:ad:' || s.ad_id || ':' || to_char(s.day, 'YYYY-MM-DD'))`,
    );
    assert.deepEqual(mismatched, []);
    const unbooked = await rowsOf<{ id: number }>(
      t.database.db,
      sql`
      select s.id from daily_ad_settlements s left join point_transactions p on p.id = s.ledger_id
      where (s.amount > 0) <> (p.id is not null)`,
    );
    assert.deepEqual(unbooked, []);
    const [{ deducts }] = await rowsOf<{ deducts: number }>(
      t.database.db,
      sql`select count(*)::int as deducts from point_transactions where action = 'AD_DEDUCT'`,
    );
    assert.ok(deducts >= 150, `AD_DEDUCT rows: ${deducts}`);
  });

  test('each settlement charges its COMPLETED completions, once, at the ad’s price', async () => {
    const wrong = await rowsOf<{ id: number }>(
      t.database.db,
      sql`
      select s.id from daily_ad_settlements s join ads a on a.id = s.ad_id
      where s.completions <> (select count(*) from offerwall_completions c where c.ad_id = s.ad_id and c.day = s.day and c.status = 'COMPLETED')
         or s.unit_price_tenths <> a.unit_price_tenths
         or s.amount <> round(s.completions * s.unit_price_tenths / 10.0)`,
    );
    assert.deepEqual(wrong, []);
    // Every past day with completions is settled; today is not (it settles tonight).
    const today = t.clock.seoulDay();
    const unsettled = await rowsOf<{ day: string }>(
      t.database.db,
      sql`
      select distinct c.day::text as day from offerwall_completions c
      where c.status = 'COMPLETED' and not exists (select 1 from daily_ad_settlements s where s.ad_id = c.ad_id and s.day = c.day)`,
    );
    assert.deepEqual(
      unsettled.map((row) => row.day),
      [today],
    );
  });
});

describe('the ads’ counters and histories', () => {
  test('each ad-day’s history is its clicks and completions', async () => {
    const wrong = await rowsOf<{ ad_id: number; day: string }>(
      t.database.db,
      sql`
      select h.ad_id, h.day::text as day from ad_histories h
      where h.clicks <> (select count(*) from offerwall_clicks k where k.ad_id = h.ad_id and k.day = h.day)
         or h.completions <> (select count(*) from offerwall_completions c where c.ad_id = h.ad_id and c.day = h.day and c.status = 'COMPLETED')
         or h.rejections <> (select count(*) from offerwall_completions c where c.ad_id = h.ad_id and c.day = h.day and c.status = 'REJECTED')`,
    );
    assert.deepEqual(wrong, []);
  });

  test('no ad is created after its history starts, nor approved after its first click', async () => {
    const younger = await rowsOf<{ id: number }>(
      t.database.db,
      sql`
      select a.id from ads a join campaigns c on c.id = a.campaign_id
      where a.created_at < c.created_at
         or a.created_at >= (a.start_date::timestamp at time zone 'Asia/Seoul')
         or exists (select 1 from ad_histories h where h.ad_id = a.id and (h.day::timestamp at time zone 'Asia/Seoul') <= a.created_at)
         or exists (select 1 from ad_logs l where l.ad_id = a.id and l.created_at < a.created_at)
         or exists (select 1 from offerwall_clicks k where k.ad_id = a.id and k.created_at <
              (select min(l.created_at) from ad_logs l where l.ad_id = a.id and l.field = 'status' and l.after = 'ACTIVE'))`,
    );
    assert.deepEqual(younger, []);
  });

  test('every ledger row, log and completion of the fortnight is dated within it, in id order', async () => {
    const start = shiftDay(t.clock.seoulDay(), -15);
    const [outside] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`
      select (select count(*) from point_transactions where created_at < ${start}::date::timestamp at time zone 'Asia/Seoul')
           + (select count(*) from ad_logs where created_at < ${start}::date::timestamp at time zone 'Asia/Seoul')
           + (select count(*) from offerwall_completions where created_at < ${start}::date::timestamp at time zone 'Asia/Seoul') as n`,
    );
    assert.equal(Number(outside.n), 0);
    const disordered = await rowsOf<{ id: number }>(
      t.database.db,
      sql`
      select id from (select id, created_at, lag(created_at) over (partition by account_id order by id) as before from point_transactions) x
      where created_at < before`,
    );
    assert.deepEqual(disordered, []);
  });
});

describe('what reads the ledger', () => {
  test('the customer’s campaign list spends exactly its AD_DEDUCTs', async () => {
    const customer = await loginHeaders(t, ...demo.customer);
    const list = await api(t).get('/api/assistant/campaingns?page_size=100', customer);
    assert.equal(list.statusCode, 200, list.body);
    const campaigns = list.json<{ count: number; results: { spent: number; status: string }[] }>();
    const spent = campaigns.results.reduce((sum, campaign) => sum + campaign.spent, 0);
    const [deducted] = await rowsOf<{ total: string }>(
      t.database.db,
      sql`
      select coalesce(-sum(amount), 0)::text as total from point_transactions
      where action = 'AD_DEDUCT' and account_id = (select id from users where username = 'customer')`,
    );
    assert.ok(spent > 0);
    assert.equal(spent, Number(deducted.total));
    // Every state a campaign can be in.
    assert.deepEqual(
      new Set(campaigns.results.map((c) => c.status)),
      new Set(['ACTIVE', 'PAUSED', 'PENDING', 'REJECTED', 'CANCELLED', 'ENDED']),
    );
  });

  test('each invoice is the month’s AD_DEDUCTs of its account, line by line', async () => {
    const wrong = await rowsOf<{ account_id: number; month: string }>(
      t.database.db,
      sql`
      with deducted as (
        select a.owner_id as account_id, date_trunc('month', s.day)::date as month, s.ad_id, sum(s.amount) as amount
        from daily_ad_settlements s join ads a on a.id = s.ad_id join point_transactions p on p.id = s.ledger_id
        group by 1, 2, 3),
      billed as (
        select i.account_id, i.month, l.ad_id, l.amount from invoices i join invoice_lines l on l.invoice_id = i.id)
      select coalesce(d.account_id, b.account_id) as account_id, coalesce(d.month, b.month)::text as month
      from deducted d full join billed b on b.account_id = d.account_id and b.month = d.month and b.ad_id = d.ad_id
      where d.amount is distinct from b.amount`,
    );
    assert.deepEqual(wrong, []);
    const totals = await rowsOf<{ id: number }>(
      t.database.db,
      sql`
      select i.id from invoices i where i.total <> (select coalesce(sum(l.amount), 0) from invoice_lines l where l.invoice_id = i.id)`,
    );
    assert.deepEqual(totals, []);
  });
});

describe('the reconciliation', () => {
  test('finds every invariant holding on the demo data, run as staff would', async () => {
    const admin = await loginHeaders(t, ...demo.admin);
    const response = await t.inject({ method: 'POST', url: '/api/admin/reconciliation/run', headers: admin });
    assert.equal(response.statusCode, 200, response.body);
    const { run } = response.json<{ run: { ok: boolean; broken: number; checks: { key: string; count: number }[] } }>();
    assert.deepEqual(
      run.checks.filter((check) => check.count > 0),
      [],
    );
    assert.equal(run.broken, 0);
    assert.equal(run.ok, true);
  });
});

describe('what the demo shows', () => {
  test('the customer: top-ups through the desk, a welcome bonus, a pending request', async () => {
    const [customer] = await rowsOf<{ charged: string; free: string; pending: string; requests: number }>(
      t.database.db,
      sql`
      select sum(amount) filter (where action = 'CHARGE')::text as charged, sum(amount) filter (where action = 'FREE')::text as free,
        sum(requested_amount) filter (where status = 'PENDING')::text as pending,
        count(*) filter (where action = 'CHARGE' and related_id is not null)::int as requests
      from point_transactions where account_id = (select id from users where username = 'customer')`,
    );
    assert.deepEqual(customer, { charged: '1500000', free: '50000', pending: '300000', requests: 2 });
  });

  test('the demo publisher: a settled fortnight with rejections of every kind, postbacks and flags', async () => {
    const [app] = await rowsOf<{ days: number; rejected: string[]; flags: string[]; postbacks: string[] }>(
      t.database.db,
      sql`
      select (select count(*) from daily_publisher_settlements d where d.app_id = p.id)::int as days,
        (select array_agg(distinct reason order by reason) from offerwall_completions c where c.app_id = p.id and c.status = 'REJECTED') as rejected,
        (select array_agg(distinct kind order by kind) from offerwall_flags f where f.app_id = p.id) as flags,
        (select array_agg(distinct status order by status) from offerwall_postbacks b where b.app_id = p.id) as postbacks
      from publisher_apps p where p.api_key = 'nk_demo_offerwall_local_0001'`,
    );
    assert.equal(app.days, 14);
    assert.deepEqual(app.rejected, ['CLICK_EXPIRED', 'TOO_FAST', 'WRONG_ANSWER']);
    assert.deepEqual(app.flags, ['ANSWER_FAILURES', 'DEVICE_MANY_USERS', 'IP_MANY_USERS', 'TOO_FAST']);
    assert.deepEqual(app.postbacks, ['DELIVERED', 'FAILED', 'PENDING']);
  });

  test('the hubs: ads registered by the hub for its clients, charged to the clients', async () => {
    const hubAds = await rowsOf<{ owner: string; registrar: string; settled: number }>(
      t.database.db,
      sql`
      select o.username as owner, r.username as registrar, (select count(*) from daily_ad_settlements s where s.ad_id = a.id)::int as settled
      from ads a join campaigns c on c.id = a.campaign_id join users o on o.id = a.owner_id join users r on r.id = c.created_by
      where a.service = 'HUB' and a.status = 'ACTIVE' order by a.id`,
    );
    assert.ok(hubAds.length >= 4);
    for (const ad of hubAds) {
      assert.ok(ad.registrar === 'hubadmin' || ad.registrar === 'hubadmin2', JSON.stringify(ad));
      assert.ok(ad.owner === 'hubclient' || ad.owner === 'hubclient2', JSON.stringify(ad));
      assert.ok(ad.settled >= 13, JSON.stringify(ad));
    }
  });
});

describe('the reseller channel', () => {
  const idOf = async (username: string) => {
    const [row] = await rowsOf<{ id: number }>(t.database.db, sql`select id from users where username = ${username}`);
    return Number(row.id);
  };

  test('every level pays strictly more than the level above, the customer ₩41 for 쇼핑 트래픽, prices set through the service', async () => {
    const staff = await loginHeaders(t, ...demo.staff);
    const own = async (username: string) => {
      const prices = await api(t).get(`/api/admin/b2b/prices?account_id=${await idOf(username)}`, staff);
      assert.equal(prices.statusCode, 200, prices.body);
      const naverapp = prices.json<{ results: { product_code: string; own_price_tenths: number; child_price_tenths: number | null }[] }>()
        .results;
      return naverapp.find((row) => row.product_code === 'naverapp')!;
    };
    // Distributors ₩39.5 (nurly_main's setting), agencies ₩41 (seoul_dist's), mapo_ag's advertisers ₩43.
    assert.deepEqual(await own('seoul_dist'), { ...(await own('seoul_dist')), own_price_tenths: 395, child_price_tenths: 410 });
    assert.equal((await own('gangnam_ag')).own_price_tenths, 410);
    assert.deepEqual(await own('mapo_ag'), { ...(await own('mapo_ag')), own_price_tenths: 410, child_price_tenths: 430 });
    assert.equal((await own('customer')).own_price_tenths, 410);
    assert.equal((await own('busan_dist')).child_price_tenths, Math.round(385 * 1.03));
    // Every setting of the demo strictly above the price its account pays, every product; each set
    // through the service (its PRICE_SET audit row).
    const setters = await rowsOf<{ username: string; audited: boolean }>(
      t.database.db,
      sql`
      select distinct u.username, exists (select 1 from audit_events a where a.account_id = u.id and a.action = 'PRICE_SET') as audited
      from tier_prices p join users u on u.id = p.account_id order by u.username`,
    );
    assert.deepEqual(
      setters.map((row) => row.username),
      ['busan_dist', 'haeundae_ag', 'hubadmin', 'hubadmin2', 'hubclient', 'mapo_ag', 'nurly_main', 'seoul_dist', 'suyeong_ag'],
    );
    for (const { username, audited } of setters) {
      assert.ok(audited, `${username}: no PRICE_SET audit row`);
      const prices = (await api(t).get(`/api/admin/b2b/prices?account_id=${await idOf(username)}`, staff)).json<{
        results: { product_code: string; own_price_tenths: number; child_price_tenths: number | null }[];
      }>();
      for (const row of prices.results) assert.ok(row.child_price_tenths! > row.own_price_tenths, `${username} ${row.product_code}`);
    }
    // The customer's lines are priced at ₩41.
    const [customerAds] = await rowsOf<{ prices: number[] }>(
      t.database.db,
      sql`
      select array_agg(distinct a.unit_price_tenths) as prices from ads a
      where a.owner_id = (select id from users where username = 'customer') and a.product_code = 'naverapp'`,
    );
    assert.deepEqual(customerAds.prices, [410]);
  });

  test('seoul_dist: nightly margin credits of (₩41 − ₩39.5) × its subtree’s settled actions, transfers to its agencies, one payout paid', async () => {
    const seoul = await idOf('seoul_dist');
    // Its subtree's settled actions per day (the agencies' own ads and their advertisers').
    const actions = await rowsOf<{ day: string; actions: number }>(
      t.database.db,
      sql`
      select s.day::text as day, sum(s.completions)::int as actions
      from daily_ad_settlements s join ads a on a.id = s.ad_id join users o on o.id = a.owner_id
      where o.tree_path @> array[${seoul}::int] and o.id <> ${seoul} and s.completions > 0
      group by s.day order by s.day`,
    );
    assert.ok(actions.length >= 12, `settled days with actions: ${actions.length}`);
    const credits = await rowsOf<{ day: string; amount: number; action: string }>(
      t.database.db,
      sql`
      select c.day::text as day, p.amount::int as amount, p.action from reseller_margin_credits c
      join point_transactions p on p.id = c.ledger_id where c.account_id = ${seoul} order by c.day`,
    );
    // Every settled day is credited (the last one may wait for tonight's run), once, at 15 tenths an action.
    const expected = new Map(actions.map((row) => [row.day, marginCreditWon(15 * row.actions)]));
    assert.ok(credits.length >= actions.length - 1, `credits ${credits.length} of ${actions.length} days`);
    for (const credit of credits) {
      assert.equal(credit.action, 'MARGIN_CREDIT');
      assert.equal(credit.amount, expected.get(credit.day), `credit of ${credit.day}`);
    }

    // Its point history, as it reads it: the credits, the two transfers down, the payout.
    const headers = await loginHeaders(t, 'seoul_dist', 'member1234');
    const history = await api(t).get(`/api/admin/b2b/balance/${seoul}`, headers);
    assert.equal(history.statusCode, 200, history.body);
    const rows = history.json<{ results: { action: string; point: number; counterparty: { username: string } | null }[] }>().results;
    assert.equal(rows.filter((row) => row.action === 'MARGIN_CREDIT').length, credits.length);
    assert.deepEqual(
      rows
        .filter((row) => row.action === 'TRANSFER_OUT')
        .map((row) => [row.counterparty?.username, row.point])
        .sort(),
      [
        ['gangnam_ag', -300_000],
        ['mapo_ag', -200_000],
      ],
    );
    const payouts = await rowsOf<{ status: string; amount: number; ledger: number }>(
      t.database.db,
      sql`
      select m.status, m.amount::int as amount, p.amount::int as ledger from margin_payouts m
      left join point_transactions p on p.id = m.ledger_id where m.account_id = ${seoul}`,
    );
    assert.equal(payouts.length, 1);
    assert.equal(payouts[0].status, 'PAID');
    assert.equal(payouts[0].ledger, -payouts[0].amount);
    assert.ok(payouts[0].amount > 0);
    assert.equal(rows.filter((row) => row.action === 'MARGIN_PAYOUT').length, 1);
  });
});

describe('seeding again', () => {
  test('every demo seeder run a second time writes nothing', async () => {
    const counts = () =>
      rowsOf<Record<string, number>>(
        t.database.db,
        sql`
        select (select count(*) from point_transactions)::int as ledger, (select coalesce(sum(point), 0) from users)::text as balances,
          (select count(*) from campaigns)::int as campaigns, (select count(*) from ads)::int as ads, (select count(*) from ad_logs)::int as logs,
          (select count(*) from offerwall_clicks)::int as clicks, (select count(*) from offerwall_completions)::int as completions,
          (select count(*) from daily_ad_settlements)::int as settlements, (select count(*) from invoice_lines)::int as invoice_lines,
          (select count(*) from tier_prices)::int as prices, (select count(*) from publisher_apps)::int as apps`,
      );
    const before = await counts();
    await runDemoSeeds(t.database.db);
    assert.deepEqual(await counts(), before);
  });
});
