import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as q from './queries';

const queries = {
  listAdvertisers: q.listAdvertisers,
  countAdvertisers: q.countAdvertisers,
  findAdvertiserWithUser: q.findAdvertiserWithUser,
  findAdvertiserRow: q.findAdvertiserRow,
  userExists: q.userExists,
  insertAdvertiser: q.insertAdvertiser,
  updateAdvertiser: q.updateAdvertiser,
  deleteAdvertiserRow: q.deleteAdvertiserRow,
  filesOfAdvertisers: q.filesOfAdvertisers,
  registrationNumberCounts: q.registrationNumberCounts,
  filesByIds: q.filesByIds,
  setAdvertiserFiles: q.setAdvertiserFiles,
  insertFile: q.insertFile,
  deleteOrphanFiles: q.deleteOrphanFiles,
  findFileWithAdvertiser: q.findFileWithAdvertiser,
  advertisersByIds: q.advertisersByIds,
  setNtsStatuses: q.setNtsStatuses,
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
