/**
 * The offerwall's reads and writes (its query files, plus b2b's lowest selling price a staff payout
 * is checked against), bound to the app database; a batch of completions, a postback attempt and a
 * click each run in `repo.transaction`.
 */
import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import { lowestSellingPriceTenths } from '../b2b';
import * as completion from './completion-queries';
import * as c from './console-queries';
import * as idempotency from './idempotency-queries';
import * as monitoring from './monitoring-queries';
import * as l from './postback-log-queries';
import * as postback from './postback-queries';
import * as publisher from './publisher-queries';
import * as q from './queries';
import * as seed from './seed-queries';
import * as s from './statement-queries';
import * as testSend from './test-send-queries';

const queries = {
  ...q,
  ...c,
  ...l,
  ...s,
  ...completion,
  ...idempotency,
  ...monitoring,
  ...postback,
  ...publisher,
  ...seed,
  ...testSend,
  lowestSellingPriceTenths,
};

/** For the settlement run, which closes the months it settled (takes the database, not a bound repository). */
export const closePublisherStatements = s.closeStatements;

/** The console lists' sort keys (the routes' orderings). */
export { appOrdering } from './queries';
export { flagOrdering, missionLogOrdering, visitorLogOrdering } from './console-queries';
export { attemptOrdering } from './postback-log-queries';
export { statementOrdering } from './statement-queries';
/** Where an app change is announced to the other instances (plugin.ts listens). */
export { APP_CHANGES_CHANNEL } from './queries';

export type OfferwallRepository = Repository<typeof queries>;

export function createOfferwallRepository(db: Db): OfferwallRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    offerwallRepo: OfferwallRepository;
  }
}
