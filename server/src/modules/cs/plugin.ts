/** Customer support module: 1:1 questions with comments, FAQ, notices (docs/decisions/product.md#api-calls "CS"). */
import fp from 'fastify-plugin';
import { createCsRepository } from './repository';
import csRoutes from './routes';

export default fp(
  async function csModule(app) {
    app.decorate('csRepo', createCsRepository(app.db));
    await app.register(csRoutes);
  },
  { name: 'nurly-cs', dependencies: ['nurly-access'], fastify: '5.x' },
);
