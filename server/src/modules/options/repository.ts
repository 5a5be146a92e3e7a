import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as q from './queries';

const queries = {
  ...q,
};

export type OptionsRepository = Repository<typeof queries>;

export function createOptionsRepository(db: Db): OptionsRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    optionsRepo: OptionsRepository;
  }
}
