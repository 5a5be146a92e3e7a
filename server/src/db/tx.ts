/**
 * Transaction handles every module passes around: `Tx` is a drizzle transaction (same query API as
 * `Db`); `Runner` is either, for helpers that run inside or outside a transaction.
 */
import type { Db } from './client';

/** A drizzle transaction handle (same query API as Db). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A database or a transaction: what a query helper runs on. */
export type Runner = Db | Tx;
