import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as q from './queries';

const queries = {
  ...q,
};

export type CsRepository = Repository<typeof queries>;

export function createCsRepository(db: Db): CsRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    csRepo: CsRepository;
  }
}
