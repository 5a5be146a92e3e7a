/** Points module: the ledger, top-ups and the deposit desk, point/reward history, withdrawals, low-balance alerts (docs/decisions/product.md#api-calls). */
import fp from 'fastify-plugin';
import { lowBalanceRoutes } from './low-balance-routes';
import type { LowBalanceDeps } from './low-balance';
import { createPointsRepository } from './repository';
import pointRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Low-balance alert settings (README "Low balance"). */
    lowBalance: LowBalanceDeps;
  }
}

export default fp(
  async function pointsModule(app) {
    app.decorate('pointsRepo', createPointsRepository(app.db));
    app.decorate('lowBalance', {
      repo: app.pointsRepo,
      clock: app.clock,
      days: app.config.points.lowBalanceDays,
      mailer: app.mailer,
      log: app.log,
    });
    await app.register(pointRoutes);
    await app.register(lowBalanceRoutes);
  },
  { name: 'nurly-points', dependencies: ['nurly-access'], fastify: '5.x' },
);
