import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as q from './queries';

const queries = {
  postbackStates: q.postbackStates,
  lastSettledDay: q.lastSettledDay,
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
