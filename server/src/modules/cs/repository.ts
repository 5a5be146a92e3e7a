import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as q from './queries';
import * as seed from './seed-queries';

const queries = {
  ...q,
  ...seed,
};

export type CsRepository = Repository<typeof queries>;

export function createCsRepository(db: Db): CsRepository {
  return createRepository(db, queries);
}

/** The lists' sort keys (the routes' orderings). */
export { noticeOrdering, questionOrdering } from './queries';

declare module 'fastify' {
  interface FastifyInstance {
    csRepo: CsRepository;
  }
}
