/** Groups module: hub groups and the superuser's group selector (docs/decisions/access.md#roles-and-permissions). */
import fp from 'fastify-plugin';
import { createGroupsRepository } from './repository';
import groupRoutes from './routes';

export default fp(
  async function groupsModule(app) {
    app.decorate('groupsRepo', createGroupsRepository(app.db));
    await app.register(groupRoutes);
  },
  { name: 'nurly-groups', dependencies: ['nurly-access'], fastify: '5.x' },
);
