/**
 * Operations module: the money jobs in sight of staff — GET admin/operations (the shell's
 * "운영 상태" page) and that page's menu status (late unsettled days). Read-only. README.md.
 */
import fp from 'fastify-plugin';
import { OPERATIONS_MENU_KEY } from '@nurly/contracts/schemas';
import { SETTLEMENT_QUEUE } from '../settlement';
import { createOperationsRepository } from './repository';
import { operationsRoutes } from './routes';
import { operationsMenuStatus, type OperationsDeps } from './service';

export default fp(
  async function operationsModule(app) {
    app.decorate('operationsRepo', createOperationsRepository(app.db));
    const deps = (): OperationsDeps => ({
      repo: app.operationsRepo,
      clock: app.clock,
      boss: app.jobs.boss,
      jobsSchema: app.config.jobs.schema,
      nextSettlementRun: () => app.jobs.nextRun(SETTLEMENT_QUEUE),
      rankCallBudget: app.config.keywords.dailyCallBudget,
    });
    app.menuStatus.register(OPERATIONS_MENU_KEY, async () => operationsMenuStatus(deps()));
    await app.register(operationsRoutes(deps));
  },
  {
    name: 'nurly-operations',
    dependencies: ['nurly-access', 'nurly-jobs', 'nurly-options', 'nurly-settlement', 'nurly-offerwall', 'nurly-keywords'],
    fastify: '5.x',
  },
);
