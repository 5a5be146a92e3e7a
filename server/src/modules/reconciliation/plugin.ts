/**
 * Reconciliation module (docs/decisions/money-loop.md#one-source-of-truth "The product checks itself"): the daily check of the money
 * invariants after the settlement, its staff routes and the staff view's menu status. What each
 * check reads and what a finding means: README.md.
 */
import fp from 'fastify-plugin';
import { RECONCILIATION_MENU_KEY } from '@nurly/contracts/schemas';
import { createReconciliationRepository } from './repository';
import { reconciliationRoutes } from './routes';
import { menuStatusOf, reconcile, type ReconciliationDeps } from './service';

/**
 * pg-boss cron queue: every check, daily at 00:45 Asia/Seoul — after the 00:05 settlement of
 * yesterday and, on the 1st, after the 00:30 invoices of the month that ended.
 */
export const RECONCILIATION_QUEUE = 'reconciliation.daily';
export const RECONCILIATION_CRON = '45 0 * * *';

export default fp(
  async function reconciliationModule(app) {
    app.decorate('reconciliationRepo', createReconciliationRepository(app.db));
    const deps = (): ReconciliationDeps => ({
      repo: app.reconciliationRepo,
      clock: app.clock,
      log: app.log,
      nextRun: () => app.jobs.nextRun(RECONCILIATION_QUEUE),
    });
    app.menuStatus.register(RECONCILIATION_MENU_KEY, async () => menuStatusOf(await app.reconciliationRepo.lastRun()));
    await app.register(reconciliationRoutes(deps));

    // Read-only checks: a retried or doubled run only stores one more run row.
    await app.jobs.schedule(
      RECONCILIATION_QUEUE,
      RECONCILIATION_CRON,
      { tz: 'Asia/Seoul' },
      async () => {
        const run = await reconcile(deps(), 'SCHEDULE');
        return { runId: run.id, broken: run.broken };
      },
      { retryLimit: 2, retryDelay: 300, expireInSeconds: 1800 },
    );
  },
  {
    name: 'nurly-reconciliation',
    dependencies: ['nurly-access', 'nurly-jobs', 'nurly-options', 'nurly-settlement', 'nurly-invoices'],
    fastify: '5.x',
  },
);
