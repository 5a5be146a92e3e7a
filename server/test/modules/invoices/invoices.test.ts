/**
 * Invoices: generated from what the real loop settled — ads approved by staff,
 * clicks and completions through the signed publisher API, the test clock moved past month end (which
 * runs the settlement and the month's invoices, as the 00:05 and 00:30 crons would). Lines and totals
 * equal the settlements and the ledger, VAT adds up, regeneration leaves ISSUED/PAID alone, status only
 * goes forward, assignment is checked, and every route but the list is console staff only (the
 * list answers a reseller for its subtree: access/scope.ts).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { invoiceMessages, INVOICE_ISSUER, koreanMonth, monthOf, shiftDay, splitVat } from '@nurly/contracts/schemas';
import { users } from '../../../src/db/schema';
import { invoices } from '../../../src/db/schema/invoices';
import { pointTransactions } from '../../../src/db/schema/points';
import { dailyAdSettlements } from '../../../src/db/schema/settlement';
import { INVOICES_QUEUE } from '../../../src/modules/invoices/plugin';
import { monthBounds, monthsEndedBetween } from '../../../src/modules/invoices/service';
import { fastJobs, until } from '../../jobs/support';
import { buildTestApp, demo, type TestApp } from '../../helpers/app';
import { freshCustomer } from '../points/helpers';
import {
  adminHeaders,
  api,
  clickAndWait,
  complete,
  createPublisherApp,
  loginHeaders,
  runningAd,
  staffHeaders,
  type Headers,
  type TestPublisherApp,
} from '../offerwall/helpers';

let t: TestApp;
let staff: Headers;
let admin: Headers;
let publisher: TestPublisherApp;
/** The invoiced month: the one after the real current month, so demo data never falls in it. */
let month: string;
let ownerA: { id: number; username: string; headers: Headers };
let ownerB: { id: number; username: string; headers: Headers };
let adA: number;
let adA2: number;
let adB: number;
let userCounter = 0;

async function completeOnce(adId: number, options: { tooFast?: boolean } = {}) {
  userCounter += 1;
  const clickId = await clickAndWait(t, publisher, adId, `inv-user-${userCounter}`);
  t.clock.advance(options.tooFast ? 1_000 : 6_000);
  const response = await complete(t, publisher, clickId);
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.json().status, options.tooFast ? 'REJECTED' : 'COMPLETED', response.body);
}

async function listOf(query: string, headers = staff) {
  const response = await api(t).get(`/api/admin/invoices?${query}`, headers);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

async function invoiceOf(accountId: number) {
  const { invocies } = await listOf(`month_from=${month}&month_to=${month}&account_id=${accountId}`);
  assert.equal(invocies.length, 1, `one invoice of account ${accountId} in ${month}`);
  return invocies[0];
}

before(async () => {
  t = await buildTestApp({ testClock: true });
  month = monthOf(t.clock.seoulDay(), 1);
  // 10:00 Asia/Seoul on the month's second-to-last day: two days of the loop, then month end.
  t.clock.set(`${shiftDay(monthBounds(month).last, -1)}T01:00:00Z`);
  staff = await staffHeaders(t);
  admin = await adminHeaders(t);
  publisher = await createPublisherApp(t);

  const a = await runningAd(t);
  adA = a.id;
  ownerA = { ...a.owner };
  const second = await t.inject({
    method: 'POST',
    url: '/api/admin/ads',
    payload: {
      channel: 'NAVER_SHOPPING',
      keyword: `청구서 두번째 ${userCounter}`,
      mid: '84512345678',
      product_code: 'naverapp',
      daily_volume: 50,
      start_date: t.clock.seoulDay(),
      end_date: shiftDay(t.clock.seoulDay(), 3),
      owner_id: ownerA.id,
      status: 'ACTIVE',
    },
    headers: staff,
  });
  assert.equal(second.statusCode, 201, second.body);
  adA2 = second.json().campaign.lines[0].id;
  const b = await runningAd(t);
  adB = b.id;
  ownerB = { ...b.owner };

  // Day 1: A 3 completed + 2 rejected (too fast), A2 1 completed, B 2 completed.
  for (let i = 0; i < 3; i += 1) await completeOnce(adA);
  for (let i = 0; i < 2; i += 1) await completeOnce(adA, { tooFast: true });
  await completeOnce(adA2);
  for (let i = 0; i < 2; i += 1) await completeOnce(adB);
  // Day 2 (the month's last day): A 2 more.
  const moved = await api(t).post('/api/dev/clock', { advance_days: 1 }, admin);
  assert.equal(moved.statusCode, 200, moved.body);
  for (let i = 0; i < 2; i += 1) await completeOnce(adA);
  // Past month end: the settlement of the last day, then the month's invoices (the 1st's 00:30 job).
  const monthEnd = await api(t).post('/api/dev/clock', { advance_days: 1 }, admin);
  assert.equal(monthEnd.statusCode, 200, monthEnd.body);
  assert.equal(monthOf(t.clock.seoulDay()), monthOf(`${month}-01`, 1));
});
after(async () => t?.close());

describe('generated at month end from the settlements', () => {
  test('a line per charged ad: actions, price snapshot and amount equal the settlements and the ledger; VAT adds up', async () => {
    const { first, last } = monthBounds(month);
    const invoice = await invoiceOf(ownerA.id);
    assert.equal(invoice.status, 'DRAFT');
    assert.equal(invoice.month, month);
    assert.equal(invoice.account.username, ownerA.username);
    assert.equal(invoice.account.name, '테스트 고객', "the account holder's name names a counterparty without a business");
    assert.equal(invoice.advertiser_name, '테스트 상점');

    const detail = await api(t).get(`/api/admin/invoices/${invoice.id}`, staff);
    assert.equal(detail.statusCode, 200, detail.body);
    const body = detail.json();
    const settlements = await t.database.db
      .select()
      .from(dailyAdSettlements)
      .where(and(inArray(dailyAdSettlements.adId, [adA, adA2]), sql`${dailyAdSettlements.day} between ${first} and ${last}`));
    for (const adId of [adA, adA2]) {
      const line = body.lines.find((l: { ad_id: number }) => l.ad_id === adId);
      const own = settlements.filter((s) => s.adId === adId);
      assert.ok(line, `a line for ad ${adId}`);
      assert.equal(
        line.actions,
        own.reduce((sum, s) => sum + s.completions, 0),
      );
      assert.equal(
        line.amount,
        own.reduce((sum, s) => sum + s.amount, 0),
      );
      assert.equal(line.unit_price_tenths, own[0].unitPriceTenths);
    }
    const lineA = body.lines.find((l: { ad_id: number }) => l.ad_id === adA);
    assert.equal(lineA.actions, 5);
    assert.equal(lineA.product_code, 'naverapp');
    // Settled per day, rounded once per day: round(3 × 38.5) + round(2 × 38.5) = 116 + 77.
    assert.equal(lineA.amount, 116 + 77);
    assert.deepEqual(lineA.rejected, { TOO_FAST: 2 });
    assert.deepEqual(body.evidence, { completed: 6, rejected_total: 2, rejected: { TOO_FAST: 2 } });

    // The total is what the ledger charged the account that month.
    const [charged] = await t.database.db
      .select({ sum: sql<string>`coalesce(-sum(${pointTransactions.amount}), 0)::text` })
      .from(pointTransactions)
      .where(and(eq(pointTransactions.accountId, ownerA.id), eq(pointTransactions.action, 'AD_DEDUCT')));
    assert.equal(invoice.total, Number(charged.sum));
    assert.equal(
      invoice.total,
      body.lines.reduce((sum: number, l: { amount: number }) => sum + l.amount, 0),
    );
    assert.equal(invoice.actions, 6);
    assert.equal(invoice.supply + invoice.vat, invoice.total);
    assert.deepEqual({ supply: invoice.supply, vat: invoice.vat }, splitVat(invoice.total));
    assert.equal(invoice.supply, Math.round((invoice.total * 10) / 11));

    assert.equal(body.advertiser.name, '테스트 상점');
    assert.equal(body.advertiser.registration_number, '123-45-67890');
    assert.deepEqual(body.advertiser.emails, ['tax@example.kr']);
    assert.equal(body.company.name, INVOICE_ISSUER.name);
    assert.equal(body.company.registration_number, INVOICE_ISSUER.registration_number);
  });

  test('one invoice per account and month; accounts with no charged action get none', async () => {
    const b = await invoiceOf(ownerB.id);
    assert.equal(b.actions, 2);
    assert.equal(b.total, 77);
    const idle = await freshCustomer(t);
    const { count } = await listOf(`month_from=${month}&month_to=${month}&account_id=${idle.id}`);
    assert.equal(count, 0);
  });

  test('the list answers the spec shape, filters, searches and exports', async () => {
    const list = await listOf(`month_from=${month}&month_to=${month}&search=${ownerA.username}`);
    assert.equal(list.count, 1);
    assert.equal(list.invocies[0].account.id, ownerA.id);
    assert.deepEqual(
      list.advertisers.map((a: { user_id: number }) => a.user_id),
      [ownerA.id],
    );
    const byNumber = await listOf(`month_from=${month}&month_to=${month}&search=1234567890`);
    assert.ok(byNumber.invocies.some((i: { account: { id: number } }) => i.account.id === ownerB.id));
    const sorted = await listOf(`month_from=${month}&month_to=${month}&ordering=-total`);
    const totals = sorted.invocies.map((i: { total: number }) => i.total);
    assert.deepEqual(
      totals,
      [...totals].sort((x, y) => y - x),
    );

    const inverted = await api(t).get(`/api/admin/invoices?month_from=${month}&month_to=2000-01`, staff);
    assert.equal(inverted.statusCode, 400);
    assert.equal(inverted.json().field, 'month_from');
    const badMonth = await api(t).get('/api/admin/invoices?month_from=2024-13', staff);
    assert.equal(badMonth.statusCode, 400);
    assert.equal(badMonth.json().message, invoiceMessages.monthFormat);
    const tooLong = await api(t).get('/api/admin/invoices?month_from=2020-01&month_to=2024-01', staff);
    assert.equal(tooLong.statusCode, 400);
    assert.equal(tooLong.json().field, 'month_to');

    const csv = await api(t).get(`/api/admin/invoices?month_from=${month}&month_to=${month}&format=csv`, staff);
    assert.equal(csv.statusCode, 200);
    assert.match(csv.headers['content-type'] as string, /text\/csv/);
    assert.match(csv.body, /청구월,아이디,상호/);
    assert.match(csv.body, new RegExp(ownerA.username));
  });
});

describe('regeneration, status and assignment', () => {
  test('regenerating rebuilds DRAFTs, never touches ISSUED or PAID, and refuses a future month', async () => {
    const a = await invoiceOf(ownerA.id);
    const b = await invoiceOf(ownerB.id);
    const issued = await api(t).put(`/api/admin/invoices/${a.id}`, { status: 'ISSUED' }, staff);
    assert.equal(issued.statusCode, 200, issued.body);
    assert.equal(issued.json().invoice.status, 'ISSUED');
    assert.equal(issued.json().message, '청구서를 발행했습니다.');
    assert.ok(issued.json().invoice.issued_at);

    // Tamper with both (keeping the VAT check): the DRAFT is rebuilt, the ISSUED one is left as it is.
    await t.database.db
      .update(invoices)
      .set({ total: 11, supply: 10, vat: 1 })
      .where(inArray(invoices.id, [a.id, b.id]));
    const again = await api(t).post('/api/admin/invoices/generate', { month }, staff);
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().kept, 1);
    assert.ok(again.json().generated >= 1);
    // The answer names the month the way dates read ('2026. 11.'), not '2026-11'.
    assert.equal(again.json().message, invoiceMessages.generated(month, again.json().generated, 1));
    assert.ok(again.json().message.startsWith(`${koreanMonth(month)} 청구서를 만들었습니다.`), again.json().message);
    assert.equal((await invoiceOf(ownerB.id)).total, 77);
    assert.equal((await invoiceOf(ownerB.id)).id, b.id);
    const keptA = await invoiceOf(ownerA.id);
    assert.equal(keptA.total, 11);
    assert.equal(keptA.status, 'ISSUED');

    // Idempotent: a second run writes the same invoices.
    const third = await api(t).post('/api/admin/invoices/generate', { month }, staff);
    const counts = (body: { generated: number; kept: number; removed: number }) => [body.generated, body.kept, body.removed];
    assert.deepEqual(counts(third.json()), counts(again.json()));
    // Two runs at once (the cron and a staff click) serialise on the rows: both succeed, nothing doubles.
    const both = await Promise.all([0, 1].map(() => api(t).post('/api/admin/invoices/generate', { month }, staff)));
    assert.deepEqual(
      both.map((response) => response.statusCode),
      [200, 200],
    );
    assert.equal((await listOf(`month_from=${month}&month_to=${month}&account_id=${ownerB.id}`)).count, 1);
    const [lines] = (
      (await t.database.db.execute(sql`select count(*)::int as n from invoice_lines where invoice_id = ${b.id}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    assert.equal(lines.n, 1);

    const future = await api(t).post('/api/admin/invoices/generate', { month: monthOf(t.clock.seoulDay(), 1) }, staff);
    assert.equal(future.statusCode, 400);
    assert.equal(future.json().field, 'month');
    assert.equal(future.json().message, invoiceMessages.futureMonth);
    const malformed = await api(t).post('/api/admin/invoices/generate', { month: '2024-1' }, staff);
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json().field, 'month');
  });

  test('status only forward; a PAID invoice refuses every change with a Korean 409', async () => {
    const a = await invoiceOf(ownerA.id);
    assert.equal(a.status, 'ISSUED');
    const back = await api(t).put(`/api/admin/invoices/${a.id}`, { status: 'DRAFT' }, staff);
    assert.equal(back.statusCode, 400);
    assert.equal(back.json().field, 'status');
    assert.equal(back.json().message, invoiceMessages.statusBackward);

    const memo = await api(t).put(`/api/admin/invoices/${a.id}`, { memo: '  3일 입금 예정  ' }, staff);
    assert.equal(memo.statusCode, 200, memo.body);
    assert.equal(memo.json().invoice.memo, '3일 입금 예정');
    assert.equal(memo.json().message, '청구서를 수정했습니다.');

    const paid = await api(t).put(`/api/admin/invoices/${a.id}`, { status: 'PAID' }, staff);
    assert.equal(paid.statusCode, 200, paid.body);
    assert.equal(paid.json().invoice.status, 'PAID');
    assert.equal(paid.json().message, '청구서를 입금 완료로 바꿨습니다.');
    assert.ok(paid.json().invoice.paid_at);
    assert.equal(paid.json().invoice.issued_at, a.issued_at);

    for (const body of [{ memo: '수정' }, { status: 'PAID' }, { status: 'ISSUED' }]) {
      const refused = await api(t).put(`/api/admin/invoices/${a.id}`, body, staff);
      assert.equal(refused.statusCode, 409, JSON.stringify(body));
      assert.equal(refused.json().message, invoiceMessages.paidLocked);
    }
    const [staffRow] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'staff'));
    const assign = await api(t).put(`/api/admin/invoices/${a.id}/assign`, { assignee_id: staffRow.id }, staff);
    assert.equal(assign.statusCode, 409);
    assert.equal((await invoiceOf(ownerA.id)).memo, '3일 입금 예정');

    const missing = await api(t).put('/api/admin/invoices/99999999', { memo: 'x' }, staff);
    assert.equal(missing.statusCode, 404);
  });

  test('assign: console staff only (refusals in refusals.test.ts); null clears it', async () => {
    const b = await invoiceOf(ownerB.id);
    const [staffRow] = await t.database.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.username, 'staff'));
    const toStaff = await api(t).put(`/api/admin/invoices/${b.id}/assign`, { assignee_id: staffRow.id }, staff);
    assert.equal(toStaff.statusCode, 200, toStaff.body);
    // Shown by name: the username alone says little to the customer desk.
    assert.deepEqual(toStaff.json().invoice.assignee, { id: staffRow.id, username: 'staff', name: staffRow.name });
    assert.ok(staffRow.name, 'the demo staff account has a name');
    assert.equal((await listOf(`assignee_id=${staffRow.id}&month_from=${month}&month_to=${month}`)).count, 1);
    for (const stranger of [ownerA.id, ownerB.id]) {
      const refused = await api(t).put(`/api/admin/invoices/${b.id}/assign`, { assignee_id: stranger }, staff);
      assert.equal(refused.statusCode, 400, `assignee ${stranger}`);
      assert.equal(refused.json().field, 'assignee_id');
      assert.equal(refused.json().message, invoiceMessages.assigneeInvalid);
    }
    const cleared = await api(t).put(`/api/admin/invoices/${b.id}/assign`, { assignee_id: null }, staff);
    assert.equal(cleared.statusCode, 200);
    assert.equal(cleared.json().invoice.assignee, null);

    // A DRAFT paid at once counts as issued too.
    const paid = await api(t).put(`/api/admin/invoices/${b.id}`, { status: 'PAID' }, admin);
    assert.equal(paid.statusCode, 200, paid.body);
    assert.ok(paid.json().invoice.issued_at);
  });

  test('every route but the list is console staff only; the list answers a reseller for its subtree, customers and offerwall 403', async () => {
    const b = await invoiceOf(ownerB.id);
    const reseller = await freshCustomer(t, { advertiser: false });
    await t.database.db.update(users).set({ tier: 2 }).where(eq(users.id, reseller.id));
    for (const headers of [ownerA.headers, await loginHeaders(t, ...demo.offerwall)]) {
      assert.equal((await api(t).get('/api/admin/invoices', headers)).statusCode, 403);
    }
    // A reseller without descendants (and a hub admin outside these owners) lists none of them.
    for (const headers of [reseller.headers, await loginHeaders(t, ...demo.hubadmin)]) {
      const list = await api(t).get(`/api/admin/invoices?account_id=${ownerB.id}`, headers);
      assert.equal(list.statusCode, 200, list.body);
      assert.equal(list.json().count, 0);
    }
    const callers = [ownerA.headers, reseller.headers, await loginHeaders(t, ...demo.hubadmin), await loginHeaders(t, ...demo.offerwall)];
    for (const headers of callers) {
      assert.equal((await api(t).get(`/api/admin/invoices/${b.id}`, headers)).statusCode, 403);
      assert.equal((await api(t).put(`/api/admin/invoices/${b.id}`, { memo: 'x' }, headers)).statusCode, 403);
      assert.equal((await api(t).put(`/api/admin/invoices/${b.id}/assign`, { assignee_id: null }, headers)).statusCode, 403);
      assert.equal((await api(t).post('/api/admin/invoices/generate', { month }, headers)).statusCode, 403);
    }
    assert.equal((await t.inject({ method: 'GET', url: '/api/admin/invoices' })).statusCode, 401);
  });
});

describe('the month-end job', () => {
  test('runs on pg-boss at 00:30 Asia/Seoul on the 1st and invoices the previous month', async () => {
    const withJobs = await buildTestApp({ jobs: fastJobs() });
    try {
      const schedule = await withJobs.app.jobs.boss!.getSchedule(INVOICES_QUEUE);
      assert.equal(schedule?.cron, '30 0 1 * *');
      assert.equal(schedule?.timezone, 'Asia/Seoul');
      const next = withJobs.app.jobs.nextRun(INVOICES_QUEUE)!;
      const seoul = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Asia/Seoul',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(next);
      assert.equal(seoul, '01, 00:30');

      // The last month the demo settled: its invoices removed, then the job of the following 1st rebuilds them.
      const db = withJobs.database.db;
      const [{ last }] = (
        (await db.execute(sql`select to_char(max(day), 'YYYY-MM') as last from daily_ad_settlements`)) as unknown as {
          rows: { last: string }[];
        }
      ).rows;
      await db.delete(invoices).where(eq(invoices.month, `${last}-01`));
      withJobs.clock.set(`${monthOf(`${last}-01`, 1)}-01T00:30:00+09:00`);
      await withJobs.app.jobs.send(INVOICES_QUEUE, {});
      const rebuilt = await until(
        async () =>
          (
            await db
              .select({ id: invoices.id })
              .from(invoices)
              .where(eq(invoices.month, `${last}-01`))
          ).length,
        20_000,
        'the job to invoice the month',
      );
      assert.ok(rebuilt > 0);
    } finally {
      await withJobs.close();
    }
  });
});

describe('demo data', () => {
  test('the seeded settled days have invoices: one PAID, one ISSUED, one assigned to staff', async () => {
    const seeded = await t.database.db
      .select({
        status: invoices.status,
        assigneeId: invoices.assigneeId,
        total: invoices.total,
        supply: invoices.supply,
        vat: invoices.vat,
      })
      .from(invoices)
      .where(sql`${invoices.month} < ${`${month}-01`}`);
    assert.ok(seeded.length >= 3, `seeded invoices: ${seeded.length}`);
    assert.equal(seeded.filter((row) => row.status === 'PAID').length, 1);
    assert.equal(seeded.filter((row) => row.status === 'ISSUED').length, 1);
    assert.equal(seeded.filter((row) => row.assigneeId !== null).length, 1);
    for (const row of seeded) assert.deepEqual({ supply: row.supply, vat: row.vat }, splitVat(row.total));
  });
});

describe('month arithmetic', () => {
  test('month bounds and the months that ended while the clock moved', () => {
    assert.deepEqual(monthBounds('2028-02'), { first: '2028-02-01', last: '2028-02-29' });
    assert.deepEqual(monthBounds('2027-12'), { first: '2027-12-01', last: '2027-12-31' });
    assert.deepEqual(monthsEndedBetween('2027-11-30', '2028-01-01'), ['2027-11', '2027-12']);
    assert.deepEqual(monthsEndedBetween('2027-11-01', '2027-11-30'), []);
    assert.equal(monthOf('2027-12-15', 1), '2028-01');
    assert.deepEqual(splitVat(11), { supply: 10, vat: 1 });
    assert.deepEqual(splitVat(193), { supply: 175, vat: 18 });
  });
});
