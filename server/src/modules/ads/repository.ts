import type { Db } from '../../db/client';
import { isInScope } from '../../access/scope';
import { createRepository, type Repository, type TxRepository } from '../../lib/repository';
import { effectivePriceTenths } from '../b2b';
import { balanceOf, heldOf } from '../points';
import * as c from './campaign-queries';
import * as w from './change-queries';
import * as d from './detail-queries';
import * as q from './queries';

const queries = {
  ...q,
  ...c,
  ...d,
  ...w,
  // Other modules' reads the ads services run on this repository's database or transaction.
  balanceOf,
  heldOf,
  effectivePriceTenths,
  isInScope,
};

/** What other modules use of the ads' reads: the list filter and ordering (hub), the spend figure (reconciliation). */
export { adOrdering, adSpentSql, type AdFilter } from './queries';
/** The campaign list's ordering (its route's `ordering=`). */
export { campaignOrdering } from './campaign-queries';

export type AdsRepository = Repository<typeof queries>;
/** The repository inside a transaction (`repo.transaction`): the locks and writes of one change. */
export type AdsTx = TxRepository<typeof queries>;

export function createAdsRepository(db: Db): AdsRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    adsRepo: AdsRepository;
  }
}
