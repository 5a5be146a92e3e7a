import type { Db } from '../../db/client';
import { createRepository, type Repository } from '../../lib/repository';
import * as q from './queries';

const queries = {
  ...q,
};

/**
 * The one door to `audit_events`. Writes take the caller's transaction (`recordAudit`), so a change
 * and its audit row commit or roll back together; reads go through the repository.
 */
export const recordAudit = q.insertAuditEvent;
/** The same row as a clause of a statement that books its change in one go (transfers). */
export const auditInsertFrom = q.auditInsertFrom;
/** The trail's ordering (its route's `ordering=`). */
export { auditOrdering } from './queries';

export type AuditRepository = Repository<typeof queries>;
export const createAuditRepository = (db: Db): AuditRepository => createRepository(db, queries);

declare module 'fastify' {
  interface FastifyInstance {
    auditRepo: AuditRepository;
  }
}
