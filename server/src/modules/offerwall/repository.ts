import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as c from './console-queries';
import * as l from './postback-log';
import * as q from './queries';
import * as s from './statement-queries';

const queries = {
  ...q,
  ...c,
  ...l,
  ...s,
};

/** For the settlement run, which closes the months it settled (takes the database, not a bound repository). */
export const closePublisherStatements = s.closeStatements;

export type OfferwallRepository = Repository<typeof queries>;

export function createOfferwallRepository(db: Db): OfferwallRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    offerwallRepo: OfferwallRepository;
  }
}
