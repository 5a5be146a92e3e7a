/**
 * A module's repository: the one door to its data. Its query functions (`queries.ts` and any
 * `*-queries.ts`, each taking the database or a transaction first) bound to one database, plus
 * `transaction(fn)`, whose callback receives the same API bound to that transaction (the model of
 * fastify/demo's tasks repository). Created once per app from `app.db` and decorated on the
 * instance (`app.csRepo`), so services receive a repository, never the app or the bare database.
 *
 *   await repo.transaction(async (tx) => {
 *     const balances = await tx.lockAccounts(owners);
 *     await tx.writeBatch(writes, actionName);
 *   });
 *
 * A query whose first parameter is a transaction (`tx: Tx`: it locks rows or must commit with
 * others) is offered inside `transaction` only; one taking `Db` or `Runner` on both sides.
 */
import type { Db } from '../db/client';
import type { Tx } from '../db/tx';

/** Isolation level and access mode of a transaction (drizzle's, as `db.transaction` takes it). */
export type TransactionConfig = Parameters<Db['transaction']>[1];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any parameter list, bound below
type AnyArgs = any[];

/** The functions of `Queries` that run on `On` (Db outside a transaction, Tx inside), first argument bound. */
export type Bound<Queries, On> = {
  [Name in keyof Queries as Queries[Name] extends (db: On, ...args: AnyArgs) => unknown ? Name : never]: Queries[Name] extends (
    db: On,
    ...args: infer Args
  ) => infer Result
    ? (...args: Args) => Result
    : never;
};

/** The repository inside a transaction: the same queries bound to it (nested `transaction` is a savepoint). */
export type TxRepository<Queries> = Bound<Queries, Tx> & {
  /**
   * The transaction itself, to hand to another module's face so its work joins this transaction
   * (`lockAccount(tx.handle, id)`, `assertWithinUploadQuota(tx.handle, …)`); never used for SQL here (lint).
   */
  readonly handle: Tx;
  transaction<Result>(fn: (tx: TxRepository<Queries>) => Promise<Result>, config?: TransactionConfig): Promise<Result>;
};

export type Repository<Queries> = Bound<Queries, Db> & {
  /** Runs `fn` in one transaction; `tx` is this repository bound to it. Rolls back when `fn` throws. */
  transaction<Result>(fn: (tx: TxRepository<Queries>) => Promise<Result>, config?: TransactionConfig): Promise<Result>;
};

function bind(db: Db | Tx, queries: object): Record<string, unknown> {
  const bound: Record<string, unknown> = {};
  for (const [name, query] of Object.entries(queries)) {
    if (typeof query === 'function') bound[name] = (...args: unknown[]) => (query as (...all: unknown[]) => unknown)(db, ...args);
  }
  bound.transaction = <Result>(fn: (tx: unknown) => Promise<Result>, config?: TransactionConfig) =>
    db.transaction((tx) => fn({ ...bind(tx, queries), handle: tx }), config);
  return bound;
}

/**
 * Binds every function of `queries` (a module's query namespaces spread into one object:
 * `{ ...q, ...detailQueries }`) to `db`; non-function exports are left out.
 */
export function createRepository<Queries extends object>(db: Db, queries: Queries): Repository<Queries> {
  return bind(db, queries) as Repository<Queries>;
}

/**
 * A module's queries bound to a transaction another module opened (`tx.handle`): what its face's
 * functions use when they are called inside someone else's transaction.
 */
export function repositoryIn<Queries extends object>(tx: Tx, queries: Queries): TxRepository<Queries> {
  return { ...bind(tx as unknown as Db, queries), handle: tx } as unknown as TxRepository<Queries>;
}
