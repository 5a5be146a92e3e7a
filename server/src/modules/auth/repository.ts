import type { Db } from '../../db/client';
import { createRepository, type Repository, type TxRepository } from '../../lib/repository';
import * as a from './act-for-queries';
import * as f from './failure-queries';
import * as q from './queries';
import * as s from './session-queries';

const queries = {
  ...q,
  ...s,
  ...f,
  ...a,
};

export type AuthRepository = Repository<typeof queries>;
/** The repository inside a transaction (`repo.transaction`). */
export type AuthTx = TxRepository<typeof queries>;

export function createAuthRepository(db: Db): AuthRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    authRepo: AuthRepository;
  }
}
