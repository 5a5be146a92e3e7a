import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as q from './queries';

const queries = {
  ...q,
};

/** Account lookups other modules compose into their own repositories (b2b, hub). */
export { findUserIdByMobile, findUserIdByUsername, findUserStanding } from './queries';
/** The users list's ordering (its route's `ordering=`). */
export { userOrdering } from './queries';

export type UsersRepository = Repository<typeof queries>;

export function createUsersRepository(db: Db): UsersRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    usersRepo: UsersRepository;
  }
}
