import type { Db } from '../../db/client';
import { createRepository, type Repository, type TxRepository } from '../../lib/repository';
import * as m from './margin-queries';
import * as q from './queries';

const queries = {
  ...q,
  ...m,
};

/** The run queries, and the checks, which a run calls on its read-only transaction (`tx.x()`: one snapshot). */
export type ReconciliationRepository = Repository<typeof queries>;
export type ReconciliationTx = TxRepository<typeof queries>;

export function createReconciliationRepository(db: Db): ReconciliationRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    reconciliationRepo: ReconciliationRepository;
  }
}
