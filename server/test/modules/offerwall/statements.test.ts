/**
 * Publisher monthly statements (정산서, docs/decisions/resellers.md#publisher-statements): completions through the signed publisher
 * API over a month's last two days, the test clock moved past month end (which runs the settlement
 * that closes the month). A statement per app and month equals its settled app-days (which point at
 * it), VAT included and split; the publisher reads only its own apps' (others 404), staff list all
 * and record the payment once (Korean errors under the field, a retry answers the same); a re-run
 * changes nothing; a paid statement is frozen and the reconciliation reports a day it lacks.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { lastDayOfMonth, monthOf, shiftDay, splitVat, statementMessages } from '@nurly/contracts/schemas';
import { roles, userRoles, users as userTable } from '../../../src/db/schema';
import { dailyPublisherSettlements, publisherStatements } from '../../../src/db/schema/settlement';
import { hashPassword, scryptParams } from '../../../src/lib/password';
import { closeStatements } from '../../../src/modules/offerwall/statement-queries';
import { buildTestApp, demo, type TestApp } from '../../helpers/app';
import { expectError } from '../ads/helpers';
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
} from './helpers';

let t: TestApp;
let admin: Headers;
let staff: Headers;
let mine: Headers;
let rival: Headers;
let appA: TestPublisherApp;
let appR: TestPublisherApp;
/** The month of the statements: the one after the real current month, so demo data never falls in it. */
let month: string;
let users = 0;

async function completeOn(app: TestPublisherApp, adId: number, n: number) {
  for (let i = 0; i < n; i += 1) {
    users += 1;
    const clickId = await clickAndWait(t, app, adId, `stmt-user-${users}`);
    t.clock.advance(6_000);
    const response = await complete(t, app, clickId);
    assert.equal(response.json().status, 'COMPLETED', response.body);
  }
}

async function statementsOf(headers: Headers, query = `month_from=${month}&month_to=${month}`) {
  const response = await api(t).get(`/api/offerwall/statements?${query}`, headers);
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as { count: number; results: { id: number; app: { id: number }; [key: string]: unknown }[] };
}

/** The app's statement of the month, as the staff list shows it. */
async function statementOfApp(appId: number) {
  const list = await api(t).get(`/api/admin/offerwall/statements?month_from=${month}&month_to=${month}&app_id=${appId}`, staff);
  assert.equal(list.statusCode, 200, list.body);
  const [row] = list.json().results;
  assert.ok(row, `a statement of app ${appId} in ${month}`);
  return row;
}

/** A second OFFERWALL_CLIENT account. */
async function rivalPublisher(): Promise<Headers> {
  const username = `stmtrival${process.pid}`;
  const [row] = await t.database.db
    .insert(userTable)
    .values({
      username,
      passwordHash: await hashPassword('rival1234', scryptParams(t.config.auth.passwordScryptLog2N)),
      name: '다른 매체',
      isStaff: true,
    })
    .returning({ id: userTable.id });
  const [role] = await t.database.db.select().from(roles).where(eq(roles.name, 'OFFERWALL_CLIENT'));
  await t.database.db.insert(userRoles).values({ userId: row.id, roleId: role.id });
  return loginHeaders(t, username, 'rival1234');
}

const settledRows = (appId: number) =>
  t.database.db
    .select()
    .from(dailyPublisherSettlements)
    .where(
      and(
        eq(dailyPublisherSettlements.appId, appId),
        sql`${dailyPublisherSettlements.day} between ${`${month}-01`} and ${lastDayOfMonth(month)}`,
      ),
    );

before(async () => {
  t = await buildTestApp({ testClock: true });
  month = monthOf(t.clock.seoulDay(), 1);
  // 10:00 Asia/Seoul on the month's second-to-last day: two days of completions, then month end.
  t.clock.set(`${shiftDay(lastDayOfMonth(month), -1)}T01:00:00Z`);
  admin = await adminHeaders(t);
  staff = await staffHeaders(t);
  mine = await loginHeaders(t, ...demo.offerwall);
  rival = await rivalPublisher();
  appA = await createPublisherApp(t, {}, mine);
  appR = await createPublisherApp(t, {}, rival);
  const ad = await runningAd(t);
  // Day 1: 3 completions on A, 1 on R. Day 2 (the month's last day): 2 on A.
  await completeOn(appA, ad.id, 3);
  await completeOn(appR, ad.id, 1);
  assert.equal((await api(t).post('/api/dev/clock', { advance_days: 1 }, admin)).statusCode, 200);
  await completeOn(appA, ad.id, 2);
});
after(async () => t?.close());

describe('made when the month closes', () => {
  test('before the last day is settled the month has no statement; its settled days point at none', async () => {
    assert.equal((await statementsOf(mine)).count, 0);
    const rows = await settledRows(appA.id);
    assert.equal(rows.length, 1, 'day 1 is settled');
    assert.equal(rows[0].statementId, null);
  });

  test('past month end: one statement per app = its settled days, VAT included and split; the days point at it', async () => {
    const moved = await api(t).post('/api/dev/clock', { advance_days: 1 }, admin);
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(monthOf(t.clock.seoulDay()), monthOf(`${month}-01`, 1));

    const rows = await settledRows(appA.id);
    assert.equal(rows.length, 2);
    const statement = await statementOfApp(appA.id);
    assert.equal(statement.month, month);
    assert.equal(statement.days, 2);
    assert.equal(statement.completions, 5);
    // Each day rounded once by the settlement (payoutWon of Σ tenths): 3 × ₩23.1 → ₩69, 2 × ₩23.1 → ₩46.
    assert.equal(statement.payout, 69 + 46);
    assert.equal(
      statement.payout,
      rows.reduce((sum, row) => sum + row.payout, 0),
    );
    assert.deepEqual({ supply: statement.supply, vat: statement.vat }, splitVat(statement.payout));
    assert.equal(statement.vat_note, 'INCLUDED');
    assert.equal(statement.status, 'UNPAID');
    assert.equal(statement.paid_on, null);
    for (const row of rows) assert.equal(row.statementId, statement.id);

    const detail = await api(t).get(`/api/offerwall/statements/${statement.id}`, mine);
    assert.equal(detail.statusCode, 200, detail.body);
    assert.deepEqual(
      detail.json().days.map((d: { day: string; completions: number; payout: number }) => [d.day, d.completions, d.payout]),
      [
        [shiftDay(lastDayOfMonth(month), -1), 3, 69],
        [lastDayOfMonth(month), 2, 46],
      ],
    );
  });

  test('a re-run and a repeated close change nothing', async () => {
    const before = await t.database.db.select().from(publisherStatements).orderBy(publisherStatements.id);
    const rerun = await api(t).post('/api/admin/settlements/run', {}, admin);
    assert.equal(rerun.statusCode, 200, rerun.body);
    assert.deepEqual(await closeStatements(t.database.db, t.clock.seoulDay(), t.clock.now()), { statements: 0, days: 0 });
    const afterwards = await t.database.db.select().from(publisherStatements).orderBy(publisherStatements.id);
    assert.deepEqual(afterwards, before);
  });

  test('two closes at once write one statement per app and month, with the same totals', async () => {
    // A day of R's month that no close has seen yet (as a late app-day would be): both closes race on it.
    await t.database.db.insert(dailyPublisherSettlements).values({
      appId: appR.id,
      publisherId: (await statementOfApp(appR.id)).publisher.id,
      day: `${month}-01`,
      completions: 4,
      payout: 92,
    });
    await Promise.all([
      closeStatements(t.database.db, t.clock.seoulDay(), t.clock.now()),
      closeStatements(t.database.db, t.clock.seoulDay(), t.clock.now()),
    ]);
    const ofR = await t.database.db.select().from(publisherStatements).where(eq(publisherStatements.appId, appR.id));
    assert.equal(ofR.length, 1);
    const rows = await settledRows(appR.id);
    assert.equal(
      ofR[0].payout,
      rows.reduce((sum, row) => sum + row.payout, 0),
    );
    assert.equal(ofR[0].completions, 1 + 4);
    assert.equal(ofR[0].days, 2);
    assert.equal(ofR[0].supply + ofR[0].vat, ofR[0].payout);
  });
});

describe('who reads them', () => {
  test("a publisher lists only its own apps' statements, and another's is a 404 like a missing one", async () => {
    const a = await statementOfApp(appA.id);
    const r = await statementOfApp(appR.id);
    const own = await statementsOf(mine);
    assert.ok(own.results.some((s) => s.id === a.id));
    assert.ok(!own.results.some((s) => s.id === r.id));
    const theirs = await statementsOf(rival);
    assert.deepEqual(
      theirs.results.map((s) => s.id),
      [r.id],
    );
    assert.equal((await api(t).get(`/api/offerwall/statements/${r.id}`, mine)).statusCode, 404);
    assert.equal((await api(t).get(`/api/offerwall/statements/${a.id}`, rival)).statusCode, 404);
    expectError(await api(t).get(`/api/offerwall/statements/999999`, mine), 404, statementMessages.notFound);
    // Another publisher's app as a filter shows nothing.
    assert.equal((await statementsOf(mine, `app_id=${appR.id}`)).count, 0);
  });

  test('staff list every publisher; the staff routes refuse publishers and customers, the publisher routes customers', async () => {
    const list = await api(t).get(`/api/admin/offerwall/statements?month_from=${month}&month_to=${month}`, staff);
    assert.equal(list.statusCode, 200, list.body);
    const apps = list.json().results.map((s: { app: { id: number } }) => s.app.id);
    assert.ok(apps.includes(appA.id) && apps.includes(appR.id));
    const customer = await loginHeaders(t, ...demo.customer);
    assert.equal((await api(t).get('/api/admin/offerwall/statements', mine)).statusCode, 403);
    assert.equal((await api(t).get('/api/admin/offerwall/statements', customer)).statusCode, 403);
    assert.equal((await api(t).get('/api/offerwall/statements', customer)).statusCode, 403);
    assert.equal((await t.inject({ method: 'GET', url: '/api/offerwall/statements' })).statusCode, 401);
    const a = await statementOfApp(appA.id);
    assert.equal(
      (await api(t).post(`/api/admin/offerwall/statements/${a.id}/paid`, { paid_on: t.clock.seoulDay(), reference: 'x' }, mine)).statusCode,
      403,
    );
  });

  test('the list exports every column as CSV', async () => {
    const response = await api(t).get(`/api/offerwall/statements?month_from=${month}&month_to=${month}&format=csv`, mine);
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /text\/csv/);
    const [header, ...lines] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    assert.equal(header, '정산월,앱,매체사,정산 일수,완료,지급액(원),공급가액,부가세,부가세 구분,상태,지급일,지급 참조');
    assert.equal(lines.length, 1);
    assert.match(lines[0], new RegExp(`^${month},.*,2,5,115,105,10,부가세 포함,미지급,,$`));
  });
});

describe('marking paid', () => {
  test('bad input is a Korean message under its field and writes nothing', async () => {
    const a = await statementOfApp(appA.id);
    const url = `/api/admin/offerwall/statements/${a.id}/paid`;
    const today = t.clock.seoulDay();
    const cases: [Record<string, unknown>, string, string | null][] = [
      [{ reference: '이체 1' }, 'paid_on', '지급일을 입력해주세요.'],
      [{ paid_on: '2026/12/01', reference: '이체 1' }, 'paid_on', '지급일은 YYYY-MM-DD 형식으로 입력해주세요.'],
      [{ paid_on: `${month}-32`, reference: '이체 1' }, 'paid_on', statementMessages.paidOnInvalid],
      [{ paid_on: lastDayOfMonth(month), reference: '이체 1' }, 'paid_on', statementMessages.paidOnBeforeMonthEnd(month)],
      [{ paid_on: shiftDay(today, 1), reference: '이체 1' }, 'paid_on', statementMessages.paidOnFuture],
      [{ paid_on: today }, 'reference', '지급 참조를 입력해주세요.'],
      [{ paid_on: today, reference: '   ' }, 'reference', null],
      [{ paid_on: today, reference: 'x'.repeat(101) }, 'reference', '지급 참조는 최대 100자까지 입력할 수 있습니다.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await api(t).post(url, body, staff);
      assert.equal(response.statusCode, 400, `${JSON.stringify(body)}: ${response.body}`);
      assert.equal(response.json().field, field, response.body);
      assert.match(response.json().message, /[가-힣]/);
      if (message) assert.equal(response.json().message, message);
    }
    expectError(
      await api(t).post('/api/admin/offerwall/statements/999999/paid', { paid_on: today, reference: 'a' }, staff),
      404,
      statementMessages.notFound,
    );
    const [row] = await t.database.db.select().from(publisherStatements).where(eq(publisherStatements.id, a.id));
    assert.equal(row.status, 'UNPAID');
    assert.equal(row.paidOn, null);
  });

  test('once: paid with day and reference; the same again answers the same; other values are a 409; the publisher sees 지급 완료', async () => {
    const a = await statementOfApp(appA.id);
    const url = `/api/admin/offerwall/statements/${a.id}/paid`;
    const body = { paid_on: t.clock.seoulDay(), reference: '  국민 123-456 이체  ' };
    const paid = await api(t).post(url, body, staff);
    assert.equal(paid.statusCode, 200, paid.body);
    assert.match(paid.json().message, /지급 완료로 기록했습니다/);
    const statement = paid.json().statement;
    assert.equal(statement.status, 'PAID');
    assert.equal(statement.paid_on, body.paid_on);
    assert.equal(statement.reference, '국민 123-456 이체');
    assert.equal(statement.payout, a.payout, 'the figures are kept');

    const again = await api(t).post(url, body, staff);
    assert.equal(again.statusCode, 200, again.body);
    assert.deepEqual(again.json().statement, statement);
    expectError(await api(t).post(url, { ...body, reference: '다른 이체' }, staff), 409, statementMessages.alreadyPaid, 'paid_on');

    const seen = (await statementsOf(mine)).results.find((s) => s.id === a.id);
    assert.equal(seen?.status, 'PAID');
    assert.equal(seen?.paid_on, body.paid_on);
    assert.equal((await statementsOf(mine, `month_from=${month}&month_to=${month}&status=UNPAID`)).count, 0);
  });

  test('two staff recording different payments at once: one is kept, the other is a 409', async () => {
    const r = await statementOfApp(appR.id);
    const url = `/api/admin/offerwall/statements/${r.id}/paid`;
    const day = t.clock.seoulDay();
    const answers = await Promise.all([
      api(t).post(url, { paid_on: day, reference: 'A' }, staff),
      api(t).post(url, { paid_on: day, reference: 'B' }, admin),
    ]);
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 409]);
    const [row] = await t.database.db.select().from(publisherStatements).where(eq(publisherStatements.id, r.id));
    assert.equal(row.reference, answers.find((a) => a.statusCode === 200)!.json().statement.reference);
  });
});

describe('reconciliation: statements = their settled payouts', () => {
  const check = async () => {
    const response = await api(t).post('/api/admin/reconciliation/run', {}, admin);
    assert.equal(response.statusCode, 200, response.body);
    const found = response.json().run.checks.find((c: { key: string }) => c.key === 'publisher_statements');
    return (found.findings as { kind: string; account: { id: number }; period: string; expected: number; actual: number }[]).filter((f) =>
      f.period.startsWith(month),
    );
  };

  test('holds after the loop; a late day of a paid month stays off its statement and is reported', async () => {
    // A closed month's days are expected on a statement from the 2nd of the next month (the 1st's 00:05 run closes it).
    assert.equal((await api(t).post('/api/dev/clock', { advance_days: 1 }, admin)).statusCode, 200);
    assert.deepEqual(await check(), []);
    const a = await statementOfApp(appA.id);
    await t.database.db
      .insert(dailyPublisherSettlements)
      .values({ appId: appA.id, publisherId: a.publisher.id, day: `${month}-02`, completions: 1, payout: 23 });
    await closeStatements(t.database.db, t.clock.seoulDay(), t.clock.now());
    const [row] = await t.database.db.select().from(publisherStatements).where(eq(publisherStatements.id, a.id));
    assert.equal(row.payout, a.payout, 'a paid statement is never changed');
    const findings = await check();
    assert.deepEqual(findings.map((f) => [f.kind, f.period, f.expected, f.actual]).sort(), [
      ['STATEMENT_COMPLETIONS', month, 6, 5],
      ['STATEMENT_PAYOUT', month, a.payout + 23, a.payout],
      ['UNSTATED_DAY', `${month}-02`, 23, 0],
    ]);
  });
});
