import type { Db } from '../../db/client';
import type { Runner, Tx } from '../../db/tx';
import { createRepository, repositoryIn, type Repository, type TxRepository } from '../../lib/repository';
import * as member from './member-queries';
import * as payout from './payout-queries';
import * as price from './price-chain-queries';
import * as q from './queries';
import * as sales from './sales-queries';
import * as summary from './summary-queries';
import * as tree from './tree-queries';

const queries = {
  ...q,
  ...member,
  ...payout,
  ...price,
  ...sales,
  ...summary,
  ...tree,
};

/** The reseller tree's per-account locks, for other modules' transactions that write the tree (hub sub-accounts). */
export { lockTreeChain, memberOrdering } from './queries';
/** The price chain, for the ads module's transactions (prices, floors, snapshots). */
export {
  adPriceFloorTenths,
  effectivePriceTenths,
  lowestSellingPriceTenths,
  repriceChainOwner,
  snapshotPriceChain,
} from './price-chain-queries';
/** Payouts waiting for the desk (the withdrawal desk's menu status counts them). */
export { countPendingPayouts, payoutOrdering } from './payout-queries';
export { isDescendant } from './tree-queries';

export type B2bRepository = Repository<typeof queries>;
/** The repository inside a transaction (`repo.transaction`). */
export type B2bTx = TxRepository<typeof queries>;
export const createB2bRepository = (db: Db): B2bRepository => createRepository(db, queries);

/** The repository on a database or transaction another module holds (the face's sales report). */
export const b2bRepositoryOn = (runner: Runner): B2bTx => repositoryIn(runner as Tx, queries);

declare module 'fastify' {
  interface FastifyInstance {
    b2bRepo: B2bRepository;
  }
}
