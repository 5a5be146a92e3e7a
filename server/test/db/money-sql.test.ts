/**
 * The money fragments (src/db/money-sql.ts) give the won of the contracts' rules (values/money.ts)
 * on every rounding edge: halves, zero, one tenth, the x.5 boundaries, int4 limits and products far
 * past them. Each fragment runs over a table of cases in one statement, with the operands typed as
 * the columns they are applied to (int for volumes, completions and prices, bigint for sums), on
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { chargeWon, holdWon, marginCreditWon, payoutWon, tenthsToWon, wonOfTenths } from '@nurly/contracts';
import { chargeWonSql, holdWonSql, payoutWonSql, tenthsToWonSql, wonOfTenthsSql } from '../../src/db/money-sql';
import { bareDatabase } from '../support/bare-database';

const INT4_MAX = 2_147_483_647;

/** Counts (a day's volume or completions) and unit prices in tenths: zero, one, the tenths 1–9 and their neighbours, real prices, int4's limit. */
const counts = [0, 1, 2, 3, 5, 7, 9, 10, 11, 99, 100, 101, 999, 1_001, 100_000, 4_194_303, INT4_MAX - 1, INT4_MAX];
const prices = [
  1,
  2,
  4,
  5,
  6,
  9,
  10,
  11,
  15,
  25,
  35,
  45,
  383,
  384,
  385,
  386,
  395,
  424,
  425,
  550,
  660,
  880,
  995,
  999_995,
  10_000_000,
  INT4_MAX,
];
const days = [0, 1, 2, 7, 31, 366];

/** Sums of tenths: the halves on both sides of zero and the edges of exact integer arithmetic. */
const tenths = [
  0,
  1,
  4,
  5,
  6,
  9,
  10,
  14,
  15,
  16,
  25,
  35,
  45,
  95,
  105,
  384,
  385,
  386,
  1_155,
  9_995,
  10_005,
  99_999_995,
  2 ** 31 - 5,
  2 ** 31 + 5,
  2 ** 32 + 5,
  Number.MAX_SAFE_INTEGER - 6,
  Number.MAX_SAFE_INTEGER - 5,
  Number.MAX_SAFE_INTEGER - 4,
  Number.MAX_SAFE_INTEGER,
].flatMap((value) => (value === 0 ? [0] : [value, -value]));

const safe = (a: number, b: number) => Number.isSafeInteger(a * b);
const pairs = counts.flatMap((a) => prices.map((b) => [a, b] as const));

const database = bareDatabase();

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await database().db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const cases = (values: unknown[]) => sql`${JSON.stringify(values)}::jsonb`;

test('holdWonSql = holdWon: each day rounded up, times the days', async () => {
  const table = pairs
    .filter(([a, b]) => safe(a, b))
    .flatMap(([a, b]) => days.filter((d) => safe(Math.ceil((a * b) / 10), d)).map((d) => ({ a, b, d })));
  const got = await rows<{ a: number; b: number; d: number; per_day: string; held: string }>(sql`
    select x.a, x.b, x.d, ${holdWonSql(sql`x.a`, sql`x.b`)}::text as per_day, ${holdWonSql(sql`x.a`, sql`x.b`, sql`x.d`)}::text as held
    from jsonb_to_recordset(${cases(table)}) as x(a int, b int, d int) order by x.a, x.b, x.d`);
  assert.equal(got.length, table.length);
  for (const row of got) {
    const [a, b, d] = [Number(row.a), Number(row.b), Number(row.d)];
    assert.equal(row.per_day, String(holdWon(a, b)), `hold of ${a} × ${b}`);
    assert.equal(row.held, String(holdWon(a, b, d)), `hold of ${a} × ${b} for ${d} days`);
  }
});

test('chargeWonSql = chargeWon: completions × price rounded once, halves up', async () => {
  const table = pairs.filter(([a, b]) => safe(a, b)).map(([a, b]) => ({ a, b }));
  const got = await rows<{ a: number; b: number; charge: string }>(sql`
    select x.a, x.b, ${chargeWonSql(sql`x.a`, sql`x.b`)}::text as charge
    from jsonb_to_recordset(${cases(table)}) as x(a int, b int)`);
  assert.equal(got.length, table.length);
  for (const row of got) assert.equal(row.charge, String(chargeWon(Number(row.a), Number(row.b))), `charge of ${row.a} × ${row.b}`);
  // The .5 boundaries are in the table, not only near it.
  assert.ok(table.some(({ a, b }) => (a * b) % 10 === 5));
});

test('products past exact integer arithmetic: SQL stays exact, TypeScript refuses instead of rounding wrong', async () => {
  const table = pairs.filter(([a, b]) => !safe(a, b)).map(([a, b]) => ({ a, b }));
  assert.ok(table.length > 0);
  const got = await rows<{ a: number; b: number; charge: string; hold: string }>(sql`
    select x.a, x.b, ${chargeWonSql(sql`x.a`, sql`x.b`)}::text as charge, ${holdWonSql(sql`x.a`, sql`x.b`)}::text as hold
    from jsonb_to_recordset(${cases(table)}) as x(a int, b int)`);
  for (const row of got) {
    const product = BigInt(row.a) * BigInt(row.b);
    assert.equal(row.charge, String((product + 5n) / 10n));
    assert.equal(row.hold, String((product + 9n) / 10n));
    assert.throws(() => chargeWon(Number(row.a), Number(row.b)), RangeError);
    assert.throws(() => holdWon(Number(row.a), Number(row.b)), RangeError);
  }
});

test('wonOfTenthsSql and payoutWonSql = wonOfTenths, marginCreditWon and payoutWon: half away from zero, both signs', async () => {
  const got = await rows<{ t: string; won: string; payout: string }>(sql`
    select x.t::text as t, ${wonOfTenthsSql(sql`x.t`)}::text as won, ${payoutWonSql(sql`x.t`)}::text as payout
    from jsonb_to_recordset(${cases(tenths.map((t) => ({ t })))}) as x(t bigint)`);
  assert.equal(got.length, tenths.length);
  for (const row of got) {
    assert.equal(row.won, String(wonOfTenths(Number(row.t))), `won of ${row.t} tenths`);
    // The reconciliation checks a margin credit (marginCreditWon) with wonOfTenthsSql.
    assert.equal(row.won, String(marginCreditWon(Number(row.t))), `margin credit of ${row.t} tenths`);
    assert.equal(row.payout, String(payoutWon(Number(row.t))), `payout of ${row.t} tenths`);
  }
});

test('tenthsToWonSql writes the decimal JSON.stringify writes, in a json and a jsonb object (the postback payload)', async () => {
  const payouts = [0, 1, 5, 9, 10, 99, 231, 383, 385, 999, 12_345, 99_999, 10_000_000, 99_999_999];
  const got = await rows<{ t: number; json: string; jsonb: { payout: number } }>(sql`
    select x.t, json_build_object('payout', ${tenthsToWonSql(sql`x.t`)})::text as json, jsonb_build_object('payout', ${tenthsToWonSql(sql`x.t`)}) as jsonb
    from jsonb_to_recordset(${cases(payouts.map((t) => ({ t })))}) as x(t int)`);
  assert.equal(got.length, payouts.length);
  for (const row of got) {
    const expected = tenthsToWon(Number(row.t));
    assert.equal(JSON.parse(row.json).payout, expected);
    assert.equal(String(JSON.parse(row.json).payout), JSON.stringify(expected));
    const jsonb = typeof row.jsonb === 'string' ? (JSON.parse(row.jsonb) as { payout: number }) : row.jsonb;
    assert.equal(jsonb.payout, expected);
  }
});

test('a literal operand is a parameter, cast like a column', async () => {
  const [row] = await rows<{ hold: string; charge: string; won: string }>(sql`
    select ${holdWonSql(100_000, 30_000, 3)}::text as hold, ${chargeWonSql(3, 385)}::text as charge, ${wonOfTenthsSql(-15)}::text as won`);
  assert.deepEqual(row, { hold: String(holdWon(100_000, 30_000, 3)), charge: '116', won: '-2' });
});
