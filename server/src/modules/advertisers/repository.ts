import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as q from './queries';

const queries = {
  ...q,
};

export type AdvertisersRepository = Repository<typeof queries>;

export function createAdvertisersRepository(db: Db): AdvertisersRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    advertisersRepo: AdvertisersRepository;
  }
}
