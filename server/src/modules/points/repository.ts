import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createRepository, type Repository } from '../../lib/repository';
import { appendEntry } from './ledger';
import * as q from './queries';

const queries = {
  balanceOf: q.balanceOf,
  advertiserIdOf: q.advertiserIdOf,
  ledgerRows: q.ledgerRows,
  countLedgerRows: q.countLedgerRows,
  ledgerTotals: q.ledgerTotals,
  findTopUpRequest: q.findTopUpRequest,
  topUpRequestRows: q.topUpRequestRows,
  countTopUpRequests: q.countTopUpRequests,
  countPendingRequests: q.countPendingRequests,
  rewardRows: q.rewardRows,
  countRewards: q.countRewards,
  setLedgerMemo: q.setLedgerMemo,
  withdrawalRows: q.withdrawalRows,
  countWithdrawals: q.countWithdrawals,
  findWithdrawal: q.findWithdrawal,
  countPendingWithdrawals: q.countPendingWithdrawals,
  accountNamesOf: q.accountNamesOf,
  // The ledger core (ledger.ts): every balance change goes through these.
  appendEntry,
};

/** An account's balance, composed into the ads repository. */
export { balanceOf } from './queries';

export type PointsRepository = Repository<typeof queries>;

/** What the points services need (never the whole app). */
export interface PointsDeps {
  repo: PointsRepository;
  clock: Clock;
}

export function createPointsRepository(db: Db): PointsRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    pointsRepo: PointsRepository;
  }
}
