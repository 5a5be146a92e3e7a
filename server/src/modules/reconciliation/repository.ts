import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as m from './margin-queries';
import * as q from './queries';

const queries = {
  ...q,
};

/**
 * The bound run queries plus the checks, which take the run's read-only transaction (every check
 * of a run reads the same snapshot).
 */
export type ReconciliationRepository = Omit<Repository<typeof queries>, keyof typeof onSnapshot> & typeof onSnapshot;

const onSnapshot = {
  ledgerBalanceFindings: q.ledgerBalanceFindings,
  holdFindings: q.holdFindings,
  adDayChargeFindings: q.adDayChargeFindings,
  spendLedgerInvoiceFindings: q.spendLedgerInvoiceFindings,
  ledgerByAccountMonth: q.ledgerByAccountMonth,
  hubGroups: q.hubGroups,
  hubMarginFigures: q.hubMarginFigures,
  statementFindings: q.statementFindings,
  transferFindings: q.transferFindings,
  marginCreditFindings: m.marginCreditFindings,
  daySplitFindings: m.daySplitFindings,
  marginPayoutFindings: m.marginPayoutFindings,
};

export function createReconciliationRepository(db: Db): ReconciliationRepository {
  return { ...createRepository(db, queries), ...onSnapshot };
}

declare module 'fastify' {
  interface FastifyInstance {
    reconciliationRepo: ReconciliationRepository;
  }
}
