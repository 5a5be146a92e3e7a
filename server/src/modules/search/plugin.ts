/**
 * Search module: global search over the sources every module registers on `app.globalSearch`
 * (each returns only what the caller may open on the caller's deployment).
 */
import fp from 'fastify-plugin';
import { createSearchRepository } from './repository';
import searchRoutes from './routes';

export default fp(
  async function searchModule(app) {
    app.decorate('searchRepo', createSearchRepository(app.db));
    await app.register(searchRoutes);
  },
  { name: 'nurly-search', dependencies: ['nurly-access'], fastify: '5.x' },
);
