/** Advertisers module (거래처): one business per account, its files and the certificate reader (docs/decisions/product.md#api-calls). */
import fp from 'fastify-plugin';
import { createAdvertisersRepository } from './repository';
import advertiserRoutes from './routes';
import { removeOrphanFiles, type AdvertisersDeps } from './service';
import { uploadQuotaOf } from '../uploads';
import { ntsAdapterFrom } from './nts';

/** pg-boss queue of the clean-up of unreferenced uploads (UPLOAD_CLEANUP_CRON, hourly by default). */
export const ORPHAN_FILES_QUEUE = 'advertisers.orphan-files';

export default fp(
  async function advertisersModule(app) {
    app.decorate('advertisersRepo', createAdvertisersRepository(app.db));
    const nts = ntsAdapterFrom(app.config.advertisers);
    await app.register(advertiserRoutes, { nts });

    const deps: AdvertisersDeps = {
      repo: app.advertisersRepo,
      clock: app.clock,
      storage: app.storage,
      config: app.config.advertisers,
      quota: uploadQuotaOf(app.config.storage),
      log: app.log,
      nts,
    };
    // Idempotent: it deletes whatever is still unreferenced and old, so a repeated or late run is harmless.
    await app.jobs.schedule(
      ORPHAN_FILES_QUEUE,
      app.config.advertisers.orphanCleanupCron,
      { tz: 'Asia/Seoul' },
      async () => {
        const { removed } = await removeOrphanFiles(deps);
        if (removed) app.log.info({ removed }, 'unreferenced uploads removed');
      },
      { retryLimit: 2, retryDelay: 300, expireInSeconds: 600 },
    );
  },
  { name: 'nurly-advertisers', dependencies: ['nurly-access', 'nurly-jobs'], fastify: '5.x' },
);
