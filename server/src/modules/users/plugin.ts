/** Users module: member administration for the Nurly console desk. */
import fp from 'fastify-plugin';
import { createUsersRepository } from './repository';
import userRoutes from './routes';

export default fp(
  async function usersModule(app) {
    app.decorate('usersRepo', createUsersRepository(app.db));
    await app.register(userRoutes);
  },
  { name: 'nurly-users', dependencies: ['nurly-access', 'nurly-auth'], fastify: '5.x' },
);
