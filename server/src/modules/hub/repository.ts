/**
 * The hub's reads and writes (its own queries plus the account lookups of the users module), bound
 * to the app database, with the audit row and the b2b chain lock its writes take inside
 * `repo.transaction`.
 */
import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import { recordAudit } from '../audit';
import { lockTreeChain } from '../b2b';
import { findUserIdByMobile, findUserIdByUsername } from '../users';
import { hubClients } from './ads-queries';
import * as m from './members-queries';
import * as r from './reports-queries';

const queries = {
  ...m,
  ...r,
  hubClients,
  findUserIdByUsername,
  findUserIdByMobile,
  lockTreeChain,
  recordAudit,
};

export type HubRepository = Repository<typeof queries>;

export function createHubRepository(db: Db): HubRepository {
  return createRepository(db, queries);
}

/** What other modules read of the hub inside their own transaction (reconciliation). */
export { accountsByIds, salesRows } from './reports-queries';
/** The members list's sort keys (the route's ordering). */
export { hubMemberOrdering } from './members-queries';

declare module 'fastify' {
  interface FastifyInstance {
    hubRepo: HubRepository;
  }
}
