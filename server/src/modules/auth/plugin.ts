/** Auth module: signup with SMS codes, login, tokens, Kakao, guests (docs/decisions/product.md#api-calls "Auth"). */
import fp from 'fastify-plugin';
import { createAuthRepository } from './repository';
import authRoutes from './routes';

export const SESSION_PRUNE_QUEUE = 'auth.session-prune';

export default fp(
  async function authModule(app) {
    app.decorate('authRepo', createAuthRepository(app.db));
    await app.register(authRoutes);
    // Sessions ended, or last refreshed, longer ago than a refresh token lives, by the app clock.
    await app.jobs.schedule(
      SESSION_PRUNE_QUEUE,
      '37 4 * * *',
      { tz: 'Asia/Seoul' },
      async (job) => {
        const before = new Date(app.clock.now().getTime() - app.config.auth.refreshTokenTtlSeconds * 1000);
        const pruned = await app.authRepo.pruneDeadSessions(before);
        if (pruned) job.log.info({ pruned }, 'auth sessions pruned');
      },
      { retryLimit: 2, retryDelay: 300, expireInSeconds: 1800 },
    );
  },
  { name: 'nurly-auth', dependencies: ['nurly-access', 'nurly-jobs', '@fastify/jwt', '@fastify/rate-limit'], fastify: '5.x' },
);
