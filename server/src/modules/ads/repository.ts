import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import { balanceOf } from '../points';
import * as c from './campaign-queries';
import * as d from './detail-queries';
import * as q from './queries';

const queries = {
  ...q,
  ...c,
  ...d,
  balanceOf,
};

/** What other modules use of the ads' reads: the list filter and ordering (hub), the spend figure (reconciliation). */
export { adOrdering, adSpentSql, type AdFilter } from './queries';

export type AdsRepository = Repository<typeof queries>;

export function createAdsRepository(db: Db): AdsRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    adsRepo: AdsRepository;
  }
}
