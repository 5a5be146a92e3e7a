import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { AppConfig } from './config';
import { securitySchemes, servers, transformDocument, transformRoute } from './lib/openapi';
import { openDatabase, type Database } from './db/client';
import { apiModules, metricsModule, releasesModule, runDemoSeeds, siteModule } from './modules';
import { assertNoDemoCredentials } from './db/seed';
import { isMovableClock, movableClock, systemClock, type Clock } from './lib/clock';
import { shareClockOffset } from './lib/shared-clock';
import { createStorage, type FileStorage } from './lib/storage';
import { postgresRateLimitStore } from './lib/rate-limit-store';
import { systemLookup, type HostLookup } from './lib/net/lookup';
import { clientKey } from './lib/net/client-key';
import { AppError, messages } from './lib/errors';
import { buildSerializer, buildValidator } from './lib/validator';
import accessPlugin from './plugins/access';
import errorsPlugin from './plugins/errors';
import inputGuard from './plugins/input-guard';
import jobsPlugin from './jobs';
import securityHeaders from './plugins/security-headers';
import { MenuStatusRegistry } from './modules/options/registry';
import { SearchRegistry } from './modules/search/registry';
import { authCodeSender } from './modules/auth/sms';
import { createMessageSender, type MessageSender } from './lib/messaging';
import { createMailer, type Mailer } from './modules/keywords/mail';
import { resolveJwtSecret } from './modules/auth/secret';
import './types';
import { REQUEST_ID_HEADER, genReqId } from './lib/request-id';

export interface AppOptions {
  config: AppConfig;
  /** An opened database (tests and the benchmark pass one); otherwise opened from config. */
  database?: Database;
  /** Skip migrations (the caller already migrated, e.g. a restored snapshot). */
  skipMigrations?: boolean;
  /** Outgoing 알림톡/SMS (tests pass a recording one); default the one the `messaging` config section chooses. */
  messages?: MessageSender;
  /** The app's clock (tests pass a movable one, never shared between instances); default the system clock. */
  clock?: Clock;
  /** File storage; default the one the `storage` config section chooses (lib/storage). */
  storage?: FileStorage;
  /** Host name resolution for outbound requests (offerwall postbacks); default the system resolver. */
  resolveHost?: HostLookup;
  /** Account mail (low-balance alerts); default SMTP when SMTP_URL is set, else the server log. */
  mailer?: Mailer;
}

/**
 * Fastify's own options (server.ts and the test harness both use them): X-Forwarded-For counts only
 * from the configured proxies (TRUST_PROXY, default none); query strings and path parameters are
 * coerced to their schema's types, JSON bodies never (lib/validator.ts); request ids are UUIDs.
 */
export function serverOptions(config: Pick<AppConfig, 'trustProxy'>) {
  return {
    trustProxy: config.trustProxy,
    schemaController: { compilersFactory: { buildValidator, buildSerializer } },
    // A UUID per request (lib/request-id.ts): the audit rows' request_id is unique across instances.
    genReqId,
    requestIdHeader: false as const,
  };
}

/** Script and connect sources beyond 'self': overridden remote entries may live on a CDN. */
function remoteOrigins(config: AppConfig): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(config.remoteEntries)) {
    try {
      if (entry) origins.add(new URL(entry).origin);
    } catch {
      // A relative override stays same-origin.
    }
  }
  return [...origins];
}

/** The whole API as one Fastify plugin (fastify/demo style); server.ts only starts it. */
async function nurlyApp(app: FastifyInstance, options: AppOptions) {
  const { config } = options;
  const database = options.database ?? openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (!options.skipMigrations) await database.migrate();
  if (config.seedDemo) await runDemoSeeds(database.db);
  if (config.production) await assertNoDemoCredentials(database.db);

  app.decorate('config', config);
  // Every answer names its request (the id in the log and in the audit rows it wrote).
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.decorate('database', database);
  app.decorate('db', database.db);
  // NURLY_TEST_CLOCK=on: a clock POST /api/dev/clock can move (never in production: config.ts refuses it).
  const clock = options.clock ?? (config.testClock ? movableClock() : systemClock());
  app.decorate('clock', clock);
  // On PostgreSQL the instances share its offset (lib/shared-clock.ts); a clock a test passes stays its own.
  const sharedClock =
    config.testClock && database.engine === 'postgres' && !options.clock && isMovableClock(clock)
      ? shareClockOffset(clock, database, (error) => app.log.warn({ err: error }, 'reading the shared test clock failed'))
      : null;
  app.decorate('sharedClock', sharedClock);
  if (sharedClock) {
    await sharedClock.refresh();
    const stop = sharedClock.follow();
    app.addHook('onRequest', async () => sharedClock.refresh());
    app.addHook('onClose', async () => stop());
  }
  const messageSender = options.messages ?? createMessageSender(config.messaging, app.log);
  app.decorate('messages', messageSender);
  app.decorate('sms', authCodeSender(messageSender, config.messaging.authTemplates));
  app.decorate('resolveHost', options.resolveHost ?? systemLookup);
  app.decorate('mailer', options.mailer ?? createMailer(config.keywords.smtpUrl, config.keywords.mailFrom, app.log));
  app.decorate('menuStatus', new MenuStatusRegistry());
  app.decorate('globalSearch', new SearchRegistry());
  // One storage for every module that keeps files (advertisers' documents, mission images).
  const storage = options.storage ?? (await createStorage(config));
  app.decorate('storage', storage);
  app.addHook('onClose', async () => {
    if (!options.storage) await storage.close?.();
    if (!options.database) await database.close();
  });
  if (messageSender.offline && !options.messages) {
    const warning = `MESSAGE_PROVIDER=${messageSender.provider} is offline: signup and password-reset codes are NOT sent to phones (${messageSender.provider === 'console' ? 'only logged' : `posted to SMS_PROVIDER_URL`}); set MESSAGE_PROVIDER=solapi or nhn`;
    // In production nobody could sign up or reset a password: said at error level, at every start.
    if (config.production) app.log.error(warning);
    else app.log.warn(warning);
  }

  await app.register(errorsPlugin);
  await app.register(inputGuard);
  // Before the modules: they declare their queues and schedules on app.jobs while registering.
  await app.register(jobsPlugin);
  await app.register(fastifyJwt, {
    secret: resolveJwtSecret(config, app.log),
    sign: { algorithm: 'HS256' },
    // Verified tokens are cached (never past their exp): a repeat bearer costs a lookup, not an HMAC.
    verify: { algorithms: ['HS256'], cache: 10_000 },
  });
  await app.register(accessPlugin);

  const extraOrigins = remoteOrigins(config);
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The host's own bundles and same-origin remotes; Kakao's SDK for social login (docs/decisions/product.md#api-calls).
        scriptSrc: ["'self'", 'https://t1.kakaocdn.net', ...extraOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
        fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", ...extraOrigins],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        // Local variants run on plain http (hub.localhost:8080); TLS is the proxy's business.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // The deployments serve their API on their own origin: CORS only for origins configured, and
  // without any, no CORS hook runs on a request at all.
  if (config.corsOrigins.length) await app.register(fastifyCors, { origin: config.corsOrigins, credentials: true });
  await app.register(fastifyRateLimit, {
    global: false,
    // Per client: an IPv6 address by its /64 (lib/net/client-key.ts). A route's own keyGenerator replaces it.
    keyGenerator: (request) => clientKey(request.ip),
    // Several instances share one PostgreSQL: they count each address's attempts there, together.
    ...(database.engine === 'postgres' && {
      store: postgresRateLimitStore(database, (error) => app.log.warn({ err: error }, 'rate-limit prune failed')),
    }),
    errorResponseBuilder: (_request, context) => new AppError(context.statusCode, messages.tooManyRequests, 'RATE_LIMITED'),
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Nurly API', version: '0.1.0', description: '더널리 API (모든 오류 본문: { message, code?, field? })' },
      servers,
      components: { securitySchemes },
      security: [{ bearer: [] }],
    },
    transform: transformRoute,
    transformObject: transformDocument,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // Before the modules: its request-duration hook then times every route.
  await app.register(metricsModule);

  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
    },
    { prefix: '/api' },
  );
  await app.register(releasesModule);
  await app.register(siteModule);
}

export default fp(nurlyApp, { name: 'nurly-app', fastify: '5.x' });
