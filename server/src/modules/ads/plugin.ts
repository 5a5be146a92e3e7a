/**
 * Ads module (docs/decisions/money-loop.md#prices, docs/decisions/money-loop.md#campaigns, docs/decisions/money-loop.md#holds): campaigns and their ad lines, point holds, logs, daily
 * histories, problem reports, the console options and the nightly close of ended ads.
 */
import fp from 'fastify-plugin';
import { createAdsRepository } from './repository';
import adRoutes from './routes';
import { registerAdSearch } from './providers';
import { closeEndedAds, type AdsDeps } from './service';

/** pg-boss queue of the nightly close (00:01 Asia/Seoul): ACTIVE/PAUSED ads past their end date → ENDED. */
export const CLOSE_ENDED_QUEUE = 'ads.close-ended';

export default fp(
  async function adsModule(app) {
    app.decorate('adsRepo', createAdsRepository(app.db));
    await app.register(adRoutes);
    registerAdSearch(app);

    const deps: AdsDeps = { repo: app.adsRepo, clock: app.clock };
    // Idempotent: it closes whatever is still open past its end, so a late or repeated run is harmless.
    await app.jobs.schedule(
      CLOSE_ENDED_QUEUE,
      '1 0 * * *',
      { tz: 'Asia/Seoul' },
      async () => {
        const closed = await closeEndedAds(deps, app.clock.seoulDay());
        if (closed) app.log.info({ closed }, 'ended ads closed');
        return { closed };
      },
      { retryLimit: 3, retryDelay: 300, expireInSeconds: 900 },
    );
  },
  { name: 'nurly-ads', dependencies: ['nurly-access', 'nurly-jobs', 'nurly-points', 'nurly-options'], fastify: '5.x' },
);
