/**
 * The day rules of `@nurly/contracts` (values/days.ts) that statements apply in the database, as SQL
 * fragments. test/db/days-sql.test.ts runs each on PGlite and PostgreSQL over a table of days and
 * compares it with the TypeScript function of the same name.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * `koreanDay`: a date in the Korean form people read, '2026-11-06' → '2026. 11. 6.' (FM drops the
 * zero padding of the field after it). Independent of DateStyle.
 */
export function koreanDaySql(day: SQLWrapper): SQL {
  return sql`to_char(${day}, 'FMYYYY. FMMM. FMDD.')`;
}

/**
 * `seoulDayOf`: the Asia/Seoul calendar day of a timestamptz, as 'YYYY-MM-DD' text (compare it with
 * a day parameter as text, or cast it: `::date`). Independent of the session's TimeZone.
 */
export function seoulDayOfSql(at: SQLWrapper): SQL {
  return sql`to_char(${at} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;
}
