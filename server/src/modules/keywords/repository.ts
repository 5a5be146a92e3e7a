import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as lookup from './lookup-queries';
import * as product from './product-queries';
import * as q from './queries';
import * as refresh from './refresh-queries';
import * as search from './search-queries';
import * as seed from './seed-queries';

const queries = {
  ...q,
  ...lookup,
  ...product,
  ...refresh,
  ...search,
  ...seed,
};

export type KeywordsRepository = Repository<typeof queries>;

export function createKeywordsRepository(db: Db): KeywordsRepository {
  return createRepository(db, queries);
}

/** The lists' sort keys (the routes' orderings). */
export { keywordOrdering, productOrdering } from './queries';

declare module 'fastify' {
  interface FastifyInstance {
    keywordsRepo: KeywordsRepository;
  }
}
