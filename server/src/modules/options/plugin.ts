/**
 * Options module: the menu status registry (decorated as `app.menuStatus`; every module registers
 * its badge counts there) and its routes. Counts are computed from the database the registry is
 * handed, so providers are plain query functions.
 */
import fp from 'fastify-plugin';
import { createOptionsRepository } from './repository';
import optionRoutes from './routes';

export default fp(
  async function optionsModule(app) {
    app.decorate('optionsRepo', createOptionsRepository(app.db));
    await app.register(optionRoutes);
  },
  { name: 'nurly-options', dependencies: ['nurly-access'], fastify: '5.x' },
);
