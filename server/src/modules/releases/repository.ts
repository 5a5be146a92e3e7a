import type { Db } from '../../db/client';
import { createRepository, type Repository, type TxRepository } from '../../lib/repository';
import * as q from './queries';

const queries = {
  ...q,
};

export type ReleasesRepository = Repository<typeof queries>;
/** The repository inside a transaction (`repo.transaction`). */
export type ReleasesTx = TxRepository<typeof queries>;

export function createReleasesRepository(db: Db): ReleasesRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    releasesRepo: ReleasesRepository;
  }
}
