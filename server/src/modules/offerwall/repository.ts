import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as c from './console-queries';
import * as l from './postback-log';
import * as q from './queries';
import * as s from './statement-queries';

const queries = {
  listApps: q.listApps,
  countApps: q.countApps,
  findApp: q.findApp,
  findAppByKey: q.findAppByKey,
  findAppByKeyCached: q.findAppByKeyCached,
  rememberSignatures: q.rememberSignatures,
  pruneSeenSignatures: q.pruneSeenSignatures,
  insertApp: q.insertApp,
  updateApp: q.updateApp,
  payoutsOf: q.payoutsOf,
  replacePayouts: q.replacePayouts,
  accountHasRole: q.accountHasRole,
  listMissionLogs: c.listMissionLogs,
  countMissionLogs: c.countMissionLogs,
  listVisitorLogs: c.listVisitorLogs,
  countVisitorLogs: c.countVisitorLogs,
  listFlags: c.listFlags,
  countFlags: c.countFlags,
  settlementDays: c.settlementDays,
  listAttempts: l.listAttempts,
  countAttempts: l.countAttempts,
  attemptsOfPostback: l.attemptsOfPostback,
  settlementDaysBySubId: c.settlementDaysBySubId,
  closeStatements: s.closeStatements,
  listStatements: s.listStatements,
  countStatements: s.countStatements,
  findStatement: s.findStatement,
  statementDays: s.statementDays,
  markStatementPaid: s.markStatementPaid,
};

/** For the settlement run, which closes the months it settled (takes the database, not a bound repository). */
export const closePublisherStatements = s.closeStatements;

export type OfferwallRepository = Repository<typeof queries>;

export function createOfferwallRepository(db: Db): OfferwallRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    offerwallRepo: OfferwallRepository;
  }
}
