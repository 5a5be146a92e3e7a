/** Account module: the caller's own user object, agreements, password, leaving a service. */
import fp from 'fastify-plugin';
import { createAccountRepository } from './repository';
import accountRoutes from './routes';

export default fp(
  async function accountModule(app) {
    app.decorate('accountRepo', createAccountRepository(app.db));
    await app.register(accountRoutes);
  },
  { name: 'nurly-account', dependencies: ['nurly-access', 'nurly-auth', '@fastify/rate-limit'], fastify: '5.x' },
);
