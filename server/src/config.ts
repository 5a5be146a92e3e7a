/**
 * The one configuration of the server: a TypeBox schema with the core settings and one section per
 * module that has settings (`config.auth`, `config.keywords`, …), read from the environment and
 * validated at start (a wrong value stops the server with the setting and its variable named).
 * A module reads only its own section. Adding a module with settings: define `<Module>ConfigSchema`
 * and `<module>ConfigFrom(env)` in `modules/<module>/config.ts` and add the section below.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { defaultVariantRules, remoteKeys, type RemoteKey, type VariantRules } from '@nurly/contracts';
import { boolFrom, intFrom, listFrom, type Env } from './lib/env';
import { trustProxyFrom } from './lib/trust-proxy';
import { AuthConfigSchema, authConfigFrom, DEFAULT_JWT_SECRET } from './modules/auth/config';
import { KeywordsConfigSchema, keywordsConfigFrom } from './modules/keywords/config';
import { AdvertisersConfigSchema, advertisersConfigFrom } from './modules/advertisers/config';
import { JobsConfigSchema, jobsConfigFrom } from './jobs/config';
import { PointsConfigSchema, pointsConfigFrom } from './modules/points/config';
import { assertStorageConfig, StorageConfigSchema, storageConfigFrom } from './lib/storage/config';
import { assertMessagingConfig, MessagingConfigSchema, messagingConfigFrom } from './lib/messaging/config';
import { ReleasesConfigSchema, releasesConfigFrom } from './modules/releases/config';
import { UploadsConfigSchema, uploadsConfigFrom } from './modules/uploads/config';
import { OfferwallConfigSchema, offerwallConfigFrom } from './modules/offerwall/config';
import { HubConfigSchema, hubConfigFrom } from './modules/hub/config';
import { SearchConfigSchema, searchConfigFrom } from './modules/search/config';

export { DEFAULT_JWT_SECRET };

/** Repository root (server/src/config.ts → ../..). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const AppConfigSchema = Type.Object({
  port: Type.Integer({ minimum: 0, maximum: 65535, env: 'PORT' }),
  host: Type.String({ minLength: 1, env: 'HOST' }),
  production: Type.Boolean({ env: 'NODE_ENV' }),
  /** ':memory:' = in-memory PGlite; otherwise a folder holding the PGlite data (and local files). Ignored with databaseUrl. */
  dataDir: Type.String({ minLength: 1, env: 'DATA_DIR' }),
  databaseUrl: Type.Union([Type.String({ pattern: '^postgres(ql)?://' }), Type.Null()], { env: 'DATABASE_URL' }),
  corsOrigins: Type.Array(Type.String({ pattern: '^https?://' }), { env: 'CORS_ORIGINS' }),
  /** Proxies whose X-Forwarded-For is believed (lib/trust-proxy.ts): false, or addresses/CIDRs. */
  trustProxy: Type.Union([Type.Literal(false), Type.Array(Type.String({ minLength: 1 }), { minItems: 1 })], { env: 'TRUST_PROXY' }),
  seedDemo: Type.Boolean({ env: 'NURLY_SEED_DEMO' }),
  /** A movable app clock and the dev/clock routes (tests, e2e); refused in production. */
  testClock: Type.Boolean({ env: 'NURLY_TEST_CLOCK' }),
  /** Bearer token a scraper sends to GET /metrics; null: /metrics is closed (404). */
  metricsToken: Type.Union([Type.String({ minLength: 16, maxLength: 200 }), Type.Null()], { env: 'METRICS_TOKEN' }),
  variantRules: Type.Unsafe<VariantRules>(
    Type.Object({
      rewardHosts: Type.Array(Type.String({ minLength: 1 }), { minItems: 1, env: 'NURLY_REWARD_HOSTS' }),
      hubPrefix: Type.String({ minLength: 1, env: 'NURLY_HUB_PREFIX' }),
      adminPrefix: Type.String({ minLength: 1, env: 'NURLY_ADMIN_PREFIX' }),
    }),
  ),
  /** Per-remote manifest URL overrides (NURLY_REMOTE_ENTRY_<KEY>). */
  remoteEntries: Type.Unsafe<Partial<Record<RemoteKey, string>>>(Type.Record(Type.String(), Type.String({ minLength: 1 }))),
  staticRoot: Type.String({ minLength: 1, env: 'NURLY_STATIC_ROOT' }),
  logLevel: Type.Union(
    [
      Type.Literal('fatal'),
      Type.Literal('error'),
      Type.Literal('warn'),
      Type.Literal('info'),
      Type.Literal('debug'),
      Type.Literal('trace'),
      Type.Literal('silent'),
    ],
    { env: 'LOG_LEVEL' },
  ),
  auth: AuthConfigSchema,
  keywords: KeywordsConfigSchema,
  advertisers: AdvertisersConfigSchema,
  points: PointsConfigSchema,
  jobs: JobsConfigSchema,
  storage: StorageConfigSchema,
  messaging: MessagingConfigSchema,
  uploads: UploadsConfigSchema,
  releases: ReleasesConfigSchema,
  offerwall: OfferwallConfigSchema,
  hub: HubConfigSchema,
  search: SearchConfigSchema,
});
export type AppConfig = Static<typeof AppConfigSchema>;

type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;
export type ConfigOverrides = DeepPartial<AppConfig>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

function deepMerge<T>(base: T, overrides: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(overrides)) return (overrides === undefined ? base : overrides) as T;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value !== undefined) merged[key] = deepMerge((base as Record<string, unknown>)[key], value);
  }
  return merged as T;
}

interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  anyOf?: SchemaNode[];
  const?: unknown;
  env?: string;
}

/**
 * What a failing setting must be: the allowed values of a choice, else the validator's first
 * complaint. Free-text values are not echoed: they may be secrets (JWT_SECRET, URLs with passwords).
 */
function problemOf(schema: SchemaNode, value: unknown): string {
  const choices = schema.anyOf?.filter((option) => option.const !== undefined).map((option) => String(option.const));
  if (choices?.length && choices.length === schema.anyOf?.length)
    return `must be one of ${choices.join(', ')}, got ${JSON.stringify(value)}`;
  const [first] = Value.Errors(schema as TSchema, value);
  const shown = typeof value === 'number' || typeof value === 'boolean' ? `, got ${value}` : '';
  return `${first?.message ?? 'is invalid'}${shown}`;
}

/** Every invalid setting (the validator stops at the first one in an object, so walk the sections). */
function problemsIn(schema: SchemaNode, value: unknown, path: string[]): string[] {
  if (schema.type === 'object' && schema.properties && value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(schema.properties).flatMap(([key, child]) =>
      problemsIn(child, (value as Record<string, unknown>)[key], [...path, key]),
    );
  }
  if (Value.Check(schema as TSchema, value)) return [];
  return [`  - ${path.join('.') || '(root)'}${schema.env ? ` (${schema.env})` : ''}: ${problemOf(schema, value)}`];
}

/** Throws one error listing every invalid setting: `auth.accessTokenTtlSeconds (ACCESS_TOKEN_TTL_SECONDS): must be …`. */
export function validateConfig(config: unknown): asserts config is AppConfig {
  if (Value.Check(AppConfigSchema, config)) return;
  const problems = problemsIn(AppConfigSchema as SchemaNode, config, []);
  throw new Error(`Invalid configuration:\n${(problems.length ? problems : ['  - (unknown)']).join('\n')}`);
}

/** Builds the configuration from the environment, validates it, and refuses settings unsafe for production. */
export function loadConfig(env: Env = process.env, overrides: ConfigOverrides = {}): AppConfig {
  const production = env.NODE_ENV === 'production';
  const remoteEntries: Partial<Record<RemoteKey, string>> = {};
  for (const key of remoteKeys) {
    const value = env[`NURLY_REMOTE_ENTRY_${key.toUpperCase().replace(/-/g, '_')}`];
    if (value) remoteEntries[key] = value;
  }
  const rewardHosts = listFrom(env, 'NURLY_REWARD_HOSTS');
  const fromEnv: AppConfig = {
    port: intFrom(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    production,
    dataDir: env.DATA_DIR || path.join(repoRoot, 'data'),
    databaseUrl: env.DATABASE_URL || null,
    corsOrigins: listFrom(env, 'CORS_ORIGINS'),
    trustProxy: trustProxyFrom(env),
    // Demo accounts have published passwords: only the embedded database gets them unless asked explicitly.
    seedDemo: boolFrom(env, 'NURLY_SEED_DEMO', !production && !env.DATABASE_URL),
    testClock: boolFrom(env, 'NURLY_TEST_CLOCK', false),
    metricsToken: env.METRICS_TOKEN || null,
    variantRules: {
      rewardHosts: rewardHosts.length ? rewardHosts : defaultVariantRules.rewardHosts,
      hubPrefix: env.NURLY_HUB_PREFIX || defaultVariantRules.hubPrefix,
      adminPrefix: env.NURLY_ADMIN_PREFIX || defaultVariantRules.adminPrefix,
    },
    remoteEntries,
    staticRoot: env.NURLY_STATIC_ROOT || repoRoot,
    logLevel: (env.LOG_LEVEL || 'info') as AppConfig['logLevel'],
    auth: authConfigFrom(env),
    keywords: keywordsConfigFrom(env),
    advertisers: advertisersConfigFrom(env),
    points: pointsConfigFrom(env, production),
    jobs: jobsConfigFrom(env),
    storage: storageConfigFrom(env),
    messaging: messagingConfigFrom(env),
    uploads: uploadsConfigFrom(env),
    releases: releasesConfigFrom(env),
    offerwall: offerwallConfigFrom(env, production),
    hub: hubConfigFrom(env),
    search: searchConfigFrom(env),
  };
  const config = deepMerge(fromEnv, overrides);
  validateConfig(config);
  assertStorageConfig(config.storage);
  assertMessagingConfig(config.messaging);
  assertSafeForProduction(config);
  return config;
}

export function assertSafeForProduction(config: AppConfig): void {
  if (!config.production) return;
  // Unset outside production, a random secret per installation is used (modules/auth/secret.ts).
  if (!config.auth.jwtSecret || config.auth.jwtSecret === DEFAULT_JWT_SECRET || config.auth.jwtSecret.length < 32) {
    throw new Error(
      config.databaseUrl
        ? 'Refusing to start in production: set JWT_SECRET to a random value of at least 32 characters, the same on every instance of this DATABASE_URL (without it each instance would sign tokens with a secret of its own, and a token from one would be refused by the others).'
        : 'Refusing to start in production: set JWT_SECRET to a random value of at least 32 characters.',
    );
  }
  if (config.seedDemo) {
    throw new Error('Refusing to start in production with demo accounts: unset NURLY_SEED_DEMO.');
  }
  if (config.testClock) {
    throw new Error('Refusing to start in production with a movable clock: unset NURLY_TEST_CLOCK.');
  }
  // Postbacks carry signed money events: in production only over TLS. (A private receiver is the
  // operator's explicit OFFERWALL_POSTBACK_ALLOW_PRIVATE; the offerwall module logs it at start.)
  if (config.offerwall.postbackAllowHttp) {
    throw new Error('Refusing to start in production with plain-http postbacks: unset OFFERWALL_POSTBACK_ALLOW_HTTP.');
  }
  // Several instances share one PostgreSQL: a file uploaded through one must be readable through the others.
  if (config.databaseUrl && config.storage.driver === 'local' && !config.storage.localShared) {
    throw new Error(
      'Refusing to start in production with DATABASE_URL and local file storage: uploads would stay on the instance that received them. ' +
        'Set FILE_STORAGE=s3 with S3_BUCKET (and S3_ENDPOINT for a non-Amazon server), or FILE_STORAGE_SHARED=true if DATA_DIR/files is one folder every instance mounts.',
    );
  }
}
