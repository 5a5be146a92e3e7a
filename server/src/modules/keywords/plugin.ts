/**
 * Keywords module: rank lookups, tracked keywords, my products, reports and the daily refresh
 * (docs/decisions/product.md#api-calls "Keywords and products"). Its settings are `config.keywords`.
 */
import fp from 'fastify-plugin';
import { createKeywordsRepository } from './repository';
import keywordRoutes from './routes';

export default fp(
  async function keywordsModule(app) {
    app.decorate('keywordsRepo', createKeywordsRepository(app.db));
    await app.register(keywordRoutes);
  },
  { name: 'nurly-keywords', dependencies: ['nurly-access', 'nurly-jobs'], fastify: '5.x' },
);
