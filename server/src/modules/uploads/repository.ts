import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { createRepository, repositoryIn, type Repository, type TxRepository } from '../../lib/repository';
import * as q from './queries';
import * as quota from './quota-queries';

const queries = {
  ...q,
  ...quota,
};

export type UploadsRepository = Repository<typeof queries>;
/** The repository inside a transaction (`repo.transaction`). */
export type UploadsTx = TxRepository<typeof queries>;

export function createUploadsRepository(db: Db): UploadsRepository {
  return createRepository(db, queries);
}

/** The repository bound to another module's transaction `tx` (the face's functions called inside it). */
export function uploadsRepositoryIn(tx: Tx): UploadsTx {
  return repositoryIn(tx, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    uploadsRepo: UploadsRepository;
  }
}
