import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as q from './queries';

const queries = { ...q };

export type GroupsRepository = Repository<typeof queries>;

export function createGroupsRepository(db: Db): GroupsRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    groupsRepo: GroupsRepository;
  }
}
