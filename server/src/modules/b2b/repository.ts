import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as q from './queries';

const queries = {
  ...q,
};

/** Reads outside a transaction; the writes (service.ts) call the queries with their transaction. */
/** The reseller tree's per-account locks, for other modules' transactions that write the tree (hub sub-accounts). */
export { lockTreeChain } from './queries';

export type B2bRepository = Repository<typeof queries>;
export const createB2bRepository = (db: Db): B2bRepository => createRepository(db, queries);

declare module 'fastify' {
  interface FastifyInstance {
    b2bRepo: B2bRepository;
  }
}
