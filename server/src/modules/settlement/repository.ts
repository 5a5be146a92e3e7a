import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import { closePublisherStatements } from '../offerwall';
import * as q from './queries';

const queries = {
  readSeal: q.readSeal,
  lastCompletionId: q.lastCompletionId,
  advanceSeal: q.advanceSeal,
  unsettledCompletionGroups: q.unsettledCompletionGroups,
  heldAds: q.heldAds,
  settlementAds: q.settlementAds,
  listAdSettlements: q.listAdSettlements,
  countAdSettlements: q.countAdSettlements,
  insertPublisherSettlements: q.insertPublisherSettlements,
  ledgerTotalsOfKeys: q.ledgerTotalsOfKeys,
  insertSettlementRun: q.insertSettlementRun,
  /** The publisher statements of the months that ended (offerwall/statement-queries.ts). */
  closeStatements: closePublisherStatements,
};

/** The bound reads plus the statements of a settling transaction, which take that transaction. */
export type SettlementRepository = Repository<typeof queries> & typeof inTransaction;

const inTransaction = {
  lockAccounts: q.lockAccounts,
  batchState: q.batchState,
  writeBatch: q.writeBatch,
};

export function createSettlementRepository(db: Db): SettlementRepository {
  return { ...createRepository(db, queries), ...inTransaction };
}

declare module 'fastify' {
  interface FastifyInstance {
    settlementRepo: SettlementRepository;
  }
}
