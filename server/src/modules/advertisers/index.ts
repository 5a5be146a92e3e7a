/** Advertisers module (거래처): one business per account, its files and the certificate reader (spec §7). */
import fp from 'fastify-plugin';
import { createAdvertisersRepository } from './repository';
import advertiserRoutes from './routes';

export default fp(
  async function advertisersModule(app) {
    app.decorate('advertisersRepo', createAdvertisersRepository(app.db));
    await app.register(advertiserRoutes);
  },
  { name: 'nurly-advertisers', dependencies: ['nurly-access'], fastify: '5.x' },
);
