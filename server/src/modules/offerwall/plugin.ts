/**
 * Offerwall module (docs/decisions/money-loop.md#offerwall-api, docs/decisions/money-loop.md#readers): publisher apps and keys, the HMAC-signed
 * publisher API (/api/offerwall/v1/…), signed postbacks on the durable queue, monitoring flags and
 * the console lists. README.md documents the API, the rules and the demo publisher.
 */
import fp from 'fastify-plugin';
import { deliverDuePostbacks, deliverPostback, type PostbackDeps } from './postbacks';
import { postbackTargetRules } from './postback-target';
import publisherRoutes from './publisher-routes';
import { APP_CHANGES_CHANNEL, createOfferwallRepository } from './repository';
import offerwallRoutes from './routes';
import statementRoutes from './statement-routes';
import { DEMO_PUBLISHER_KEY } from './seed';

export const POSTBACK_QUEUE = 'offerwall.postback';
export const POSTBACK_SWEEP_QUEUE = 'offerwall.postback-sweep';
export const SIGNATURE_PRUNE_QUEUE = 'offerwall.signature-prune';
export const IDEMPOTENCY_PRUNE_QUEUE = 'offerwall.idempotency-prune';
export const ATTEMPT_PRUNE_QUEUE = 'offerwall.attempt-prune';

export default fp(
  async function offerwallModule(app) {
    app.decorate('offerwallRepo', createOfferwallRepository(app.db));
    // Several instances: an app rotated or disabled through another one leaves this one's cache at once.
    if (app.database.listen) {
      const stop = await app.database.listen(
        APP_CHANGES_CHANNEL,
        () => app.offerwallRepo.forgetCachedApps(),
        (error) =>
          app.log.warn(
            { err: error },
            `lost LISTEN ${APP_CHANGES_CHANNEL}: other instances' app changes now reach this one within the cache's 5 s`,
          ),
      );
      app.addHook('onClose', async () => stop());
    }
    // The demo app's key and secret are published (README): a production database must not carry them.
    if (app.config.production && (await app.offerwallRepo.findAppByKey(DEMO_PUBLISHER_KEY))?.status === 'ACTIVE')
      throw new Error(`Refusing to start in production: the demo publisher app (${DEMO_PUBLISHER_KEY}) exists; delete or disable it.`);
    // Where postbacks may go: checked when an app is saved and before every attempt.
    const { postbackAllowPrivate } = app.config.offerwall;
    app.decorate('postbackTarget', postbackTargetRules(app.config.offerwall, app.resolveHost));
    if (postbackAllowPrivate.length)
      app.log[app.config.production ? 'warn' : 'info'](
        `offerwall postbacks may reach these non-public addresses (OFFERWALL_POSTBACK_ALLOW_PRIVATE): ${postbackAllowPrivate.join(', ')}`,
      );
    await app.register(offerwallRoutes);
    await app.register(statementRoutes);
    await app.register(publisherRoutes, { prefix: '/offerwall/v1' });

    const postbackDeps: PostbackDeps = {
      repo: app.offerwallRepo,
      clock: app.clock,
      timeoutMs: app.config.offerwall.postbackTimeoutMs,
      target: app.postbackTarget,
      // A retry wakes its own job; the row's next_attempt_at stays the truth (the sweep backs it up).
      scheduleRetry: async (postbackId, afterSeconds) =>
        void (await app.jobs.send(POSTBACK_QUEUE, { postbackId }, { startAfter: afterSeconds })),
    };
    await app.jobs.work<{ postbackId: number }>(
      POSTBACK_QUEUE,
      async (job) => deliverPostback(postbackDeps, job.data.postbackId, job.signal),
      { retryLimit: 2, retryDelay: 30, expireInSeconds: 120 },
    );
    await app.jobs.schedule(
      POSTBACK_SWEEP_QUEUE,
      '* * * * *',
      { tz: 'Asia/Seoul' },
      async (job) => deliverDuePostbacks(postbackDeps, { signal: job.signal }),
      { retryLimit: 1, retryDelay: 30, expireInSeconds: 600 },
    );
    // Seen signatures are kept a minute past their timestamp window, by the database's clock (queries.ts).
    await app.jobs.schedule(
      SIGNATURE_PRUNE_QUEUE,
      '*/10 * * * *',
      { tz: 'Asia/Seoul' },
      async () => void (await app.offerwallRepo.pruneSeenSignatures(app.clock.now())),
      { retryLimit: 1, retryDelay: 60, expireInSeconds: 300 },
    );
    // Idempotency keys are kept 24 h by the app clock (idempotency.ts).
    await app.jobs.schedule(
      IDEMPOTENCY_PRUNE_QUEUE,
      '17 * * * *',
      { tz: 'Asia/Seoul' },
      async () => void (await app.offerwallRepo.pruneIdempotencyKeys(app.clock.now())),
      { retryLimit: 1, retryDelay: 60, expireInSeconds: 300 },
    );
    // The delivery log keeps delivered attempts 30 days and failed ones 90 (POSTBACK_ATTEMPT_KEEP_DAYS), by the app clock.
    await app.jobs.schedule(
      ATTEMPT_PRUNE_QUEUE,
      '23 4 * * *',
      { tz: 'Asia/Seoul' },
      async (job) => {
        const pruned = await app.offerwallRepo.pruneAttempts(app.clock.now());
        if (pruned) job.log.info({ pruned }, 'postback attempts pruned');
      },
      { retryLimit: 2, retryDelay: 300, expireInSeconds: 1800 },
    );
  },
  { name: 'nurly-offerwall', dependencies: ['nurly-access', 'nurly-jobs', 'nurly-ads'], fastify: '5.x' },
);
