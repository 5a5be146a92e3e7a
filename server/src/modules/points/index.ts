/** Points module: the ledger, top-ups and the deposit desk, point/reward history, withdrawals (spec §7). */
import fp from 'fastify-plugin';
import { createPointsRepository } from './repository';
import pointRoutes from './routes';

export default fp(
  async function pointsModule(app) {
    app.decorate('pointsRepo', createPointsRepository(app.db));
    await app.register(pointRoutes);
  },
  { name: 'nurly-points', dependencies: ['nurly-access'], fastify: '5.x' },
);
