import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as q from './queries';

const queries = {
  ...q,
};

export type ReleasesRepository = Repository<typeof queries>;

export function createReleasesRepository(db: Db): ReleasesRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    releasesRepo: ReleasesRepository;
  }
}
