import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as q from './queries';

const queries = {
  readSeal: q.readSeal,
  lastCompletionId: q.lastCompletionId,
  advanceSeal: q.advanceSeal,
  unsettledCompletionGroups: q.unsettledCompletionGroups,
  heldAdIds: q.heldAdIds,
  settlementAds: q.settlementAds,
  listAdSettlements: q.listAdSettlements,
  countAdSettlements: q.countAdSettlements,
  insertPublisherSettlements: q.insertPublisherSettlements,
  ledgerTotalsOfKeys: q.ledgerTotalsOfKeys,
  insertSettlementRun: q.insertSettlementRun,
};

/** The bound reads plus the statements of a settling transaction, which take that transaction. */
export type SettlementRepository = Repository<typeof queries> & typeof inTransaction;

const inTransaction = {
  lockAccounts: q.lockAccounts,
  settledDaysOf: q.settledDaysOf,
  lockHolds: q.lockHolds,
  heldPerAccount: q.heldPerAccount,
  insertDeductions: q.insertDeductions,
  insertAdSettlements: q.insertAdSettlements,
  insertResellerMargins: q.insertResellerMargins,
  setBalances: q.setBalances,
  setHolds: q.setHolds,
  insertHoldLogs: q.insertHoldLogs,
};

export function createSettlementRepository(db: Db): SettlementRepository {
  return { ...createRepository(db, queries), ...inTransaction };
}

declare module 'fastify' {
  interface FastifyInstance {
    settlementRepo: SettlementRepository;
  }
}
