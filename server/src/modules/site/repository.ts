import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import { ping } from '../../db/ping';

const queries = { ping };

export type SiteRepository = Repository<typeof queries>;

export function createSiteRepository(db: Db): SiteRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    siteRepo: SiteRepository;
  }
}
