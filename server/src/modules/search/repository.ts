import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as q from './queries';

const queries = {
  ...q,
};

export type SearchRepository = Repository<typeof queries>;

export function createSearchRepository(db: Db): SearchRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    searchRepo: SearchRepository;
  }
}
