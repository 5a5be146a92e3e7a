import type { Db } from '../../db/client';
import { createRepository, type Repository, type TxRepository } from '../../lib/repository';
import { closePublisherStatements } from '../offerwall';
import * as b from './batch-queries';
import * as m from './margin-queries';
import * as q from './queries';

const queries = {
  ...q,
  ...b,
  ...m,
  /** The publisher statements of the months that ended (offerwall/statement-queries.ts). */
  closeStatements: closePublisherStatements,
};

export type SettlementRepository = Repository<typeof queries>;
/** The repository inside a settling batch's transaction (`repo.transaction`): its locks and writes. */
export type SettlementTx = TxRepository<typeof queries>;

export function createSettlementRepository(db: Db): SettlementRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    settlementRepo: SettlementRepository;
  }
}
