/**
 * A module's repository: its query functions (`queries.ts`, each taking the database first) bound
 * to one database, plus that database for transactions. Created once per app from `app.db` and
 * decorated on the instance (`app.csRepo`), so services receive a repository, never the app.
 */
import type { Db } from '../db/client';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any parameter list, bound below
type Query = (db: Db, ...args: any[]) => unknown;

export type Bound<Queries extends Record<string, Query>> = {
  [Name in keyof Queries]: Queries[Name] extends (db: Db, ...args: infer Args) => infer Result ? (...args: Args) => Result : never;
};

export type Repository<Queries extends Record<string, Query>> = Bound<Queries> & {
  /** The database, for a transaction spanning several queries (`repo.db.transaction(...)`). */
  readonly db: Db;
};

/** Binds every function of `queries` to `db`; non-function exports are left out. */
export function createRepository<Queries extends Record<string, Query>>(db: Db, queries: Queries): Repository<Queries> {
  const bound: Record<string, unknown> = { db };
  for (const [name, query] of Object.entries(queries)) {
    if (typeof query === 'function') bound[name] = (...args: unknown[]) => query(db, ...args);
  }
  return bound as Repository<Queries>;
}
