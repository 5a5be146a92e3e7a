/** Auth module: signup with SMS codes, login, tokens, Kakao, guests (spec §7 "Auth"). */
import fp from 'fastify-plugin';
import { createAuthRepository } from './repository';
import authRoutes from './routes';

export default fp(
  async function authModule(app) {
    app.decorate('authRepo', createAuthRepository(app.db));
    await app.register(authRoutes);
  },
  { name: 'nurly-auth', dependencies: ['nurly-access', '@fastify/jwt', '@fastify/rate-limit'], fastify: '5.x' },
);
