/**
 * Hub module (docs/decisions/money-loop.md#who-is-who hubs, docs/decisions/money-loop.md#campaigns ads with service HUB/NR, docs/decisions/money-loop.md#readers sales and invoices): the
 * group-scoped reads and writes of the hub console (hub.localhost) and the reward/agency site
 * (reward.localhost), under `hub/*`, every route guarded by the one access policy (hub scope).
 * Three route files, one per screen family: ads (register single/bulk, pause/resume/extend,
 * progress), reports (period detail, sales, the member's invoices), members (sub-accounts, prices).
 */
import fp from 'fastify-plugin';
import { hubAdsRoutes } from './ads-routes';
import { hubMemberRoutes } from './members-routes';
import { hubReportRoutes } from './reports-routes';
import { createHubRepository } from './repository';

export default fp(
  async function hubModule(app) {
    app.decorate('hubRepo', createHubRepository(app.db));
    await app.register(hubAdsRoutes);
    await app.register(hubReportRoutes);
    await app.register(hubMemberRoutes);
  },
  {
    name: 'nurly-hub',
    dependencies: ['nurly-access', 'nurly-auth', 'nurly-ads', 'nurly-settlement', 'nurly-invoices', 'nurly-b2b'],
    fastify: '5.x',
  },
);
