/**
 * The money rules of `@nurly/contracts` (values/money.ts) as SQL fragments: every statement that
 * holds, charges or converts tenths of a won rounds through these, never by its own `ceil(… / 10.0)`.
 * test/db/money-sql.test.ts runs each fragment on PGlite and PostgreSQL over a table of edge cases
 * and compares it with the TypeScript function of the same name.
 *
 * The operands are cast to numeric before they are multiplied: an int × int product is an int in
 * PostgreSQL and fails past 2^31 (100,000 a day × 30,000 tenths already does). The tenth is taken
 * by multiplying by 0.1, which is exact in numeric, not by dividing by 10: numeric division keeps
 * only about 16 significant digits, so past 10^16 it would round the tenth away before ceil sees
 * it. round(numeric) rounds half away from zero, as `wonOfTenths` does. Each fragment is a whole
 * won as bigint.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A column, an expression or a value (sent as a parameter). */
export type MoneyOperand = SQLWrapper | number;

/** `holdWon`: ceil(volume × unit tenths / 10) per day, times `days` when given. */
export function holdWonSql(dailyVolume: MoneyOperand, unitTenths: MoneyOperand, days?: MoneyOperand): SQL {
  const perDay = sql`ceil((${dailyVolume})::numeric * (${unitTenths}) * 0.1)::bigint`;
  return days === undefined ? sql`(${perDay})` : sql`(${perDay} * (${days})::bigint)`;
}

/** `chargeWon`: round(completions × unit tenths / 10), half away from zero. */
export function chargeWonSql(completions: MoneyOperand, unitTenths: MoneyOperand): SQL {
  return sql`(round((${completions})::numeric * (${unitTenths}) * 0.1)::bigint)`;
}

/** `wonOfTenths`: a sum in tenths as whole won, rounded once, half away from zero. */
export function wonOfTenthsSql(tenths: MoneyOperand): SQL {
  return sql`(round((${tenths})::numeric * 0.1)::bigint)`;
}

/** `payoutWon`: a publisher app's day of payouts (Σ tenths) as the whole won it is credited. */
export function payoutWonSql(payoutTenthsOfDay: MoneyOperand): SQL {
  return wonOfTenthsSql(payoutTenthsOfDay);
}

/** `tenthsToWon`: tenths as a decimal won for JSON (385 → 38.5; float8 prints the shortest form, as JSON.stringify does). */
export function tenthsToWonSql(tenths: MoneyOperand): SQL {
  return sql`((${tenths})::float8 / 10)`;
}
