import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
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

export function createAuthRepository(db: Db): AuthRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    authRepo: AuthRepository;
  }
}
