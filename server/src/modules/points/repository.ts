import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import type { Clock } from '../../lib/clock';
import { createRepository, repositoryIn, type Repository, type TxRepository } from '../../lib/repository';
import { assertInScope } from '../../access/scope';
import * as ledger from './ledger-queries';
import * as lowBalance from './low-balance-queries';
import * as q from './queries';
import * as seed from './seed-queries';
import * as t from './transfer-queries';
import * as withdrawal from './withdrawal-queries';

const queries = {
  ...q,
  ...ledger,
  ...lowBalance,
  ...t,
  ...withdrawal,
  ...seed,
  // The B2B scope check of an account's history (access/scope.ts).
  assertInScope,
};

/** An account's balance, composed into the ads repository; the held sum (other modules' debits compare against it). */
export { balanceOf } from './queries';
export { heldOf } from './ledger-queries';
/** The orderings of the lists (routes parse `ordering` with them; the history's default order). */
export { ledgerOrdering, requestOrdering, rewardOrdering, withdrawalOrdering } from './queries';

export type PointsRepository = Repository<typeof queries>;
/** The repository inside a transaction (`repo.transaction`). */
export type PointsTx = TxRepository<typeof queries>;

/** What the points services need (never the whole app). */
export interface PointsDeps {
  repo: PointsRepository;
  clock: Clock;
}

export function createPointsRepository(db: Db): PointsRepository {
  return createRepository(db, queries);
}

/** The repository bound to another module's transaction `tx` (the face's functions called inside it). */
export function pointsRepositoryIn(tx: Tx): PointsTx {
  return repositoryIn(tx, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    pointsRepo: PointsRepository;
  }
}
