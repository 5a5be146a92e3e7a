import type { Db } from '../../db/client';
import { createRepository, type Repository, type TxRepository } from '../../lib/repository';
import * as q from './queries';
import * as seed from './seed-queries';

const queries = {
  ...q,
  ...seed,
};

/** The invoice list's ordering (the hub's "my invoices" reads the list in its default order). */
export { invoiceOrdering } from './queries';

export type InvoicesRepository = Repository<typeof queries>;
/** The repository inside a transaction (`repo.transaction`). */
export type InvoicesTx = TxRepository<typeof queries>;

export function createInvoicesRepository(db: Db): InvoicesRepository {
  return createRepository(db, queries);
}

declare module 'fastify' {
  interface FastifyInstance {
    invoicesRepo: InvoicesRepository;
    /**
     * Generates the invoices of every month that ended between two Asia/Seoul days (the test clock's
     * hook: what the 00:30 cron on the 1st would have done while the clock moved).
     */
    invoicesForMonthsEnded?: (fromDay: string, toDay: string) => Promise<string[]>;
  }
}
