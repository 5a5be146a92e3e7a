/**
 * The day fragments (src/db/days-sql.ts) write what the contracts' functions (values/days.ts) write,
 * over days with one- and two-digit months and days, month and year ends, a leap day and years of
 * other widths, on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { koreanDay, seoulDayOf, shiftDay } from '@nurly/contracts';
import { koreanDaySql, seoulDayOfSql } from '../../src/db/days-sql';
import { bareDatabase } from '../support/bare-database';

const database = bareDatabase();

test('koreanDaySql = koreanDay: no zero padding, whatever the DateStyle', async () => {
  // Every day of 2026 and 2028 (a leap year), plus the edges of other years.
  const days = [
    ...Array.from({ length: 365 }, (_, index) => shiftDay('2026-01-01', index)),
    ...Array.from({ length: 366 }, (_, index) => shiftDay('2028-01-01', index)),
    '0999-12-31',
    '1000-01-01',
    '1999-12-31',
    '2000-02-29',
    '9999-12-31',
  ];
  for (const dateStyle of ['ISO, MDY', 'SQL, DMY', 'German']) {
    const result = (await database().db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('DateStyle', ${dateStyle}, true)`);
      return tx.execute(sql`
        select d.day, ${koreanDaySql(sql`d.day::date`)} as korean
        from jsonb_array_elements_text(${JSON.stringify(days)}::jsonb) with ordinality as d(day, n) order by d.n`);
    })) as unknown as { rows: { day: string; korean: string }[] };
    assert.equal(result.rows.length, days.length);
    for (const row of result.rows) assert.equal(row.korean, koreanDay(row.day), `${row.day} with DateStyle ${dateStyle}`);
  }
});

test('seoulDayOfSql = seoulDayOf: the Seoul day around its midnight, whatever the session time zone', async () => {
  // Instants a second either side of Seoul midnight (15:00 UTC) over month, year and leap-day edges.
  const instants = ['2026-01-31', '2026-02-28', '2026-12-31', '2028-02-28', '2028-02-29'].flatMap((day) => {
    const midnight = Date.parse(`${day}T15:00:00Z`);
    return [midnight - 1000, midnight, midnight + 1000].map((ms) => new Date(ms).toISOString());
  });
  for (const timeZone of ['UTC', 'America/Los_Angeles', 'Asia/Seoul']) {
    const result = (await database().db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('TimeZone', ${timeZone}, true)`);
      return tx.execute(sql`
        select d.at, ${seoulDayOfSql(sql`d.at::timestamptz`)} as day
        from jsonb_array_elements_text(${JSON.stringify(instants)}::jsonb) with ordinality as d(at, n) order by d.n`);
    })) as unknown as { rows: { at: string; day: string }[] };
    assert.equal(result.rows.length, instants.length);
    for (const row of result.rows) assert.equal(row.day, seoulDayOf(new Date(row.at)), `${row.at} with TimeZone ${timeZone}`);
  }
});
