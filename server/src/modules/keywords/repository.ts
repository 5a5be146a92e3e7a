import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as q from './queries';

const queries = {
  ...q,
};

export type KeywordsRepository = Repository<typeof queries>;

export function createKeywordsRepository(db: Db): KeywordsRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    keywordsRepo: KeywordsRepository;
  }
}
