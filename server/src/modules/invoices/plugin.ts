/**
 * Invoices module (docs/decisions/money-loop.md#readers): one invoice per advertiser account and month,
 * generated from the settlements at month end on the durable queue and on demand. Decisions: README.md.
 */
import fp from 'fastify-plugin';
import { createInvoicesRepository } from './repository';
import { invoiceRoutes } from './routes';
import { generateMonth, monthsEndedBetween, monthToInvoice, type InvoicesDeps } from './service';

/** pg-boss cron queue: the previous month's invoices, 00:30 Asia/Seoul on the 1st (after the 00:05 settlement). */
export const INVOICES_QUEUE = 'invoices.monthly';

export default fp(
  async function invoicesModule(app) {
    app.decorate('invoicesRepo', createInvoicesRepository(app.db));
    const deps = (): InvoicesDeps => ({ repo: app.invoicesRepo, clock: app.clock, log: app.log });
    await app.register(invoiceRoutes(deps));

    // The test clock (settlement/dev-clock.ts) calls this after moving: invoices of the months that ended.
    app.decorate('invoicesForMonthsEnded', async (fromDay: string, toDay: string) => {
      const months = monthsEndedBetween(fromDay, toDay);
      for (const month of months) await generateMonth(deps(), month);
      return months;
    });

    // Idempotent in the database (unique account+month, only DRAFTs rebuilt), so a retried or doubled
    // run writes the same invoices. Its month comes from the app's clock when it runs, not the schedule.
    await app.jobs.schedule(
      INVOICES_QUEUE,
      '30 0 1 * *',
      { tz: 'Asia/Seoul' },
      async () => {
        const result = await generateMonth(deps(), monthToInvoice(app.clock));
        return { month: result.month, generated: result.generated, kept: result.kept, removed: result.removed };
      },
      { retryLimit: 5, retryDelay: 300, retryBackoff: true, expireInSeconds: 3600 },
    );
  },
  { name: 'nurly-invoices', dependencies: ['nurly-access', 'nurly-jobs', 'nurly-settlement'], fastify: '5.x' },
);
