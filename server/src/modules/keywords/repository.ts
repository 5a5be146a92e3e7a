import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as q from './queries';

const queries = {
  recordCheck: q.recordCheck,
  callsUsedOn: q.callsUsedOn,
  takeGuestLookups: q.takeGuestLookups,
  toKeywords: q.toKeywords,
  ownKeywords: q.ownKeywords,
  ownKeyword: q.ownKeyword,
  ownProduct: q.ownProduct,
  countKeywords: q.countKeywords,
  toProducts: q.toProducts,
  historyRows: q.historyRows,
  countHistories: q.countHistories,
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
