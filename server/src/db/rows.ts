/**
 * Helpers shared by the modules' queries: the rows of a `sql` statement, the number a count query
 * answers, and the recognition of a unique violation in a driver error.
 */
import type { SQL } from 'drizzle-orm';
import type { Runner } from './tx';

/** The rows of a raw SQL statement (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<Row>(db: Runner, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/** The number a `select({ n: count() })` query answers (one row). */
export async function countOf(query: PromiseLike<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row.n;
}

/** True for a PostgreSQL unique violation (drizzle wraps driver errors in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
