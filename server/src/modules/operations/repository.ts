import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as q from './queries';

const queries = {
  ...q,
};

/** Reads the metrics module exposes too (the last settlement run, the rank budget, the oldest waiting jobs). */
export { lastSettlementRun, oldestQueuedJobs, rankCallsUsed } from './queries';

export type OperationsRepository = Repository<typeof queries>;

export function createOperationsRepository(db: Db): OperationsRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    operationsRepo: OperationsRepository;
  }
}
