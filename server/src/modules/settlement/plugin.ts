/**
 * Settlement module (docs/decisions/money-loop.md#settlement): the 00:05 Asia/Seoul catch-up that charges each
 * ad-day once and records each publisher app-day, its staff routes, and the test clock routes
 * (only with NURLY_TEST_CLOCK=on). Decisions: README.md.
 */
import fp from 'fastify-plugin';
import type { AdsDeps } from '../ads';
import { isMovableClock } from '../../lib/clock';
import { evaluateAllLowBalances } from '../points';
import { devClockRoutes } from './dev-clock';
import { createSettlementRepository } from './repository';
import { settlementRoutes } from './routes';
import { settleAndRecord } from './runs';
import type { SettlementDeps } from './service';

/** pg-boss cron queue: every unsettled day up to yesterday, at 00:05 Asia/Seoul. */
export const SETTLEMENT_QUEUE = 'settlement.daily';

export default fp(
  async function settlementModule(app) {
    app.decorate('settlementRepo', createSettlementRepository(app.db));
    // PostgreSQL settles 4 account batches side by side (disjoint locks); PGlite is one connection.
    const parallelBatches = app.database.engine === 'postgres' ? 4 : 1;
    // After each run, every advertiser's low-balance alert is re-evaluated (the need window moved a day).
    const deps = (): SettlementDeps => ({
      repo: app.settlementRepo,
      clock: app.clock,
      log: app.log,
      parallelBatches,
      afterRun: () => evaluateAllLowBalances(app.lowBalance),
    });
    await app.register(settlementRoutes(deps));

    if (app.config.testClock) {
      if (!isMovableClock(app.clock)) throw new Error('NURLY_TEST_CLOCK=on needs a movable app clock');
      const adsDeps = (): AdsDeps => ({ repo: app.adsRepo, clock: app.clock });
      await app.register(devClockRoutes(app.clock, app.sharedClock, adsDeps, deps));
    }

    // Exactly once comes from the database (unique ad+day rows under the owner's lock), so a retried,
    // late or doubled run only settles what is still missing.
    await app.jobs.schedule(
      SETTLEMENT_QUEUE,
      '5 0 * * *',
      { tz: 'Asia/Seoul' },
      async () => {
        const { upTo, totals } = await settleAndRecord(deps(), 'SCHEDULE');
        app.log.info({ upTo, ...totals }, 'settlement run');
        return { upTo, adDays: totals.adDays, charged: totals.charged, publisherDays: totals.publisherDays };
      },
      { retryLimit: 5, retryDelay: 300, retryBackoff: true, expireInSeconds: 3600 },
    );
  },
  { name: 'nurly-settlement', dependencies: ['nurly-access', 'nurly-jobs', 'nurly-points', 'nurly-ads'], fastify: '5.x' },
);
