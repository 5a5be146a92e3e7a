/**
 * The hub's reads and writes (its own queries plus the account lookups of the users module), bound
 * to the app database. Queries that must run inside a transaction take it from `q.*` directly.
 */
import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
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
};

export type HubRepository = Repository<typeof queries>;

export function createHubRepository(db: Db): HubRepository {
  return createRepository(db, queries);
}

/** What other modules read of the hub inside their own transaction (reconciliation). */
export { accountsByIds, salesRows } from './reports-queries';

declare module 'fastify' {
  interface FastifyInstance {
    hubRepo: HubRepository;
  }
}
