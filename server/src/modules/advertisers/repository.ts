import type { Db } from '../../db/client';
import { createRepository, type Repository, type TxRepository } from '../../lib/repository';
import * as q from './queries';

const queries = {
  ...q,
};

/** The advertiser list's ordering (its route's `ordering=`). */
export { advertiserOrdering } from './queries';

export type AdvertisersRepository = Repository<typeof queries>;
/** The repository inside a transaction (`repo.transaction`). */
export type AdvertisersTx = TxRepository<typeof queries>;

export function createAdvertisersRepository(db: Db): AdvertisersRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    advertisersRepo: AdvertisersRepository;
  }
}
