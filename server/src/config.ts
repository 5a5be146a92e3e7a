import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultVariantRules, remoteKeys, type RemoteKey, type VariantRules } from '@nurly/contracts';

/** Repository root (server/src/config.ts → ../..). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const DEFAULT_JWT_SECRET = 'nurly-dev-secret-change-me-please-0123456789';

export interface RateLimitConfig {
  /** token, signup, signup/check and signup/sendcode, per IP per window. */
  authMax: number;
  guestSignupMax: number;
  timeWindowMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  production: boolean;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** ':memory:' = in-memory PGlite; otherwise a folder holding the PGlite data. Ignored with databaseUrl. */
  dataDir: string;
  databaseUrl: string | null;
  corsOrigins: string[];
  seedDemo: boolean;
  variantRules: VariantRules;
  /** Per-remote manifest URL overrides (NURLY_REMOTE_ENTRY_<KEY>). */
  remoteEntries: Partial<Record<RemoteKey, string>>;
  staticRoot: string;
  smsProviderUrl: string | null;
  smsCodeTtlSeconds: number;
  smsMaxAttempts: number;
  smsMaxPerHour: number;
  kakaoRestKey: string | null;
  kakaoAuthBase: string;
  kakaoApiBase: string;
  rateLimit: RateLimitConfig;
  logLevel: string;
}

type Env = Record<string, string | undefined>;

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function boolFrom(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw);
}

function listFrom(env: Env, name: string): string[] {
  return (env[name] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

/** Builds the configuration from the environment; throws on settings unsafe for production. */
export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const production = env.NODE_ENV === 'production';
  const remoteEntries: Partial<Record<RemoteKey, string>> = {};
  for (const key of remoteKeys) {
    const value = env[`NURLY_REMOTE_ENTRY_${key.toUpperCase().replace(/-/g, '_')}`];
    if (value) remoteEntries[key] = value;
  }
  const rewardHosts = listFrom(env, 'NURLY_REWARD_HOSTS');
  const config: AppConfig = {
    port: intFrom(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    production,
    jwtSecret: env.JWT_SECRET || DEFAULT_JWT_SECRET,
    accessTokenTtlSeconds: intFrom(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    refreshTokenTtlSeconds: intFrom(env, 'REFRESH_TOKEN_TTL_SECONDS', 14 * 24 * 3600),
    dataDir: env.DATA_DIR || path.join(repoRoot, 'data'),
    databaseUrl: env.DATABASE_URL || null,
    corsOrigins: listFrom(env, 'CORS_ORIGINS'),
    seedDemo: boolFrom(env, 'NURLY_SEED_DEMO', !production),
    variantRules: {
      rewardHosts: rewardHosts.length ? rewardHosts : defaultVariantRules.rewardHosts,
      hubPrefix: env.NURLY_HUB_PREFIX || defaultVariantRules.hubPrefix,
      adminPrefix: env.NURLY_ADMIN_PREFIX || defaultVariantRules.adminPrefix,
    },
    remoteEntries,
    staticRoot: env.NURLY_STATIC_ROOT || repoRoot,
    smsProviderUrl: env.SMS_PROVIDER_URL || null,
    smsCodeTtlSeconds: intFrom(env, 'SMS_CODE_TTL_SECONDS', 180),
    smsMaxAttempts: intFrom(env, 'SMS_MAX_ATTEMPTS', 5),
    smsMaxPerHour: intFrom(env, 'SMS_MAX_PER_HOUR', 5),
    kakaoRestKey: env.KAKAO_REST_KEY || null,
    kakaoAuthBase: env.KAKAO_AUTH_BASE || 'https://kauth.kakao.com',
    kakaoApiBase: env.KAKAO_API_BASE || 'https://kapi.kakao.com',
    rateLimit: {
      authMax: intFrom(env, 'RATE_LIMIT_AUTH_MAX', 20),
      guestSignupMax: intFrom(env, 'RATE_LIMIT_GUEST_MAX', 10),
      timeWindowMs: intFrom(env, 'RATE_LIMIT_WINDOW_MS', 60_000),
    },
    logLevel: env.LOG_LEVEL || (production ? 'info' : 'info'),
    ...overrides,
  };
  assertSafeForProduction(config);
  return config;
}

export function assertSafeForProduction(config: AppConfig): void {
  if (!config.production) return;
  if (config.jwtSecret === DEFAULT_JWT_SECRET || config.jwtSecret.length < 32) {
    throw new Error('Refusing to start in production: set JWT_SECRET to a random value of at least 32 characters.');
  }
  if (config.seedDemo) {
    throw new Error('Refusing to start in production with demo accounts: unset NURLY_SEED_DEMO.');
  }
}
