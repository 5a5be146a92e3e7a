import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as q from './queries';

const queries = {
  ...q,
};

export type UploadsRepository = Repository<typeof queries>;

export function createUploadsRepository(db: Db): UploadsRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    uploadsRepo: UploadsRepository;
  }
}
