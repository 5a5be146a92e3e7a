import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as q from './queries';

const queries = {
  ...q,
};

export type SiteRepository = Repository<typeof queries>;

export function createSiteRepository(db: Db): SiteRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    siteRepo: SiteRepository;
  }
}
