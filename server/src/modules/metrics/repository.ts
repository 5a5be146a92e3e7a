import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import { operationsRepository as ops } from '../operations';
import { ping } from '../../db/ping';
import * as q from './queries';

const queries = {
  ...q,
  ping,
  lastSettlementRun: ops.lastSettlementRun,
  rankCallsUsed: ops.rankCallsUsed,
  oldestQueuedJobs: ops.oldestQueuedJobs,
};

export type MetricsRepository = Repository<typeof queries>;

export function createMetricsRepository(db: Db): MetricsRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    metricsRepo: MetricsRepository;
  }
}
