import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createRepository, type Repository } from '../../lib/repository';
import { appendEntry } from './ledger';
import * as q from './queries';

const queries = {
  ...q,
  // The ledger core (ledger.ts): every balance change goes through these.
  appendEntry,
};

/** An account's balance, composed into the ads repository. */
export { balanceOf } from './queries';

export type PointsRepository = Repository<typeof queries>;

/** What the points services need (never the whole app). */
export interface PointsDeps {
  repo: PointsRepository;
  clock: Clock;
}

export function createPointsRepository(db: Db): PointsRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    pointsRepo: PointsRepository;
  }
}
