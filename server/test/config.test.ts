import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from '../src/config';

test('defaults: port 8080, demo seeding on, default variant rules', () => {
  const config = loadConfig({});
  assert.equal(config.port, 8080);
  assert.equal(config.host, '0.0.0.0');
  assert.equal(config.seedDemo, true);
  assert.equal(config.databaseUrl, null);
  assert.deepEqual(config.variantRules.rewardHosts, ['reward']);
});

test('env: database, CORS, variants, remote entries', () => {
  const config = loadConfig({
    PORT: '18080',
    DATABASE_URL: 'postgres://x@127.0.0.1/db',
    CORS_ORIGINS: 'https://a.example, https://b.example',
    NURLY_REWARD_HOSTS: 'reward.nurly.kr,rw',
    NURLY_HUB_PREFIX: 'hubz',
    NURLY_REMOTE_ENTRY_ADMIN_ADS: 'https://cdn/x/mf-manifest.json',
  });
  assert.equal(config.port, 18080);
  assert.equal(config.databaseUrl, 'postgres://x@127.0.0.1/db');
  assert.deepEqual(config.corsOrigins, ['https://a.example', 'https://b.example']);
  assert.deepEqual(config.variantRules.rewardHosts, ['reward.nurly.kr', 'rw']);
  assert.equal(config.variantRules.hubPrefix, 'hubz');
  assert.equal(config.remoteEntries['admin-ads'], 'https://cdn/x/mf-manifest.json');
});

test('production refuses the default JWT secret and demo seeding', () => {
  assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /JWT_SECRET/);
  const secret = 'a-real-secret-that-is-long-enough-0123456789';
  assert.throws(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, NURLY_SEED_DEMO: '1' }), /demo/);
  const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret });
  assert.equal(config.seedDemo, false);
  assert.throws(() => loadConfig({ PORT: 'abc' }), /PORT/);
});

test('production on PostgreSQL (several instances) needs one JWT_SECRET and storage every instance reads', () => {
  const secret = 'a-real-secret-that-is-long-enough-0123456789';
  const base = { NODE_ENV: 'production', DATABASE_URL: 'postgres://nurly@db.internal/nurly' };
  assert.throws(() => loadConfig(base), /JWT_SECRET .*the same on every instance of this DATABASE_URL/);
  assert.throws(() => loadConfig({ ...base, JWT_SECRET: 'too-short' }), /JWT_SECRET/);
  // Local files stay on the instance that received them: refused unless the folder is shared, or S3.
  assert.throws(
    () => loadConfig({ ...base, JWT_SECRET: secret }),
    /DATABASE_URL and local file storage.*FILE_STORAGE=s3.*FILE_STORAGE_SHARED=true/s,
  );
  assert.equal(loadConfig({ ...base, JWT_SECRET: secret, FILE_STORAGE_SHARED: 'true' }).storage.localShared, true);
  const s3 = loadConfig({
    ...base,
    JWT_SECRET: secret,
    FILE_STORAGE: 's3',
    S3_BUCKET: 'nurly-files',
    S3_ENDPOINT: 'https://s3.example.com',
  });
  assert.equal(s3.storage.driver, 's3');
  assert.throws(() => loadConfig({ ...base, JWT_SECRET: secret, FILE_STORAGE: 's3' }), /S3_BUCKET/);
  // One process on PGlite in production keeps its local folder; outside production nothing changes.
  assert.equal(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret }).storage.driver, 'local');
  assert.equal(loadConfig({ DATABASE_URL: base.DATABASE_URL }).storage.driver, 'local');
  assert.equal(loadConfig({ NODE_ENV: 'test', DATABASE_URL: base.DATABASE_URL }).auth.jwtSecret, null);
});

test('production refuses a database whose demo accounts keep their demo passwords', async () => {
  const { buildTestApp } = await import('./helpers/app');
  const secret = 'a-real-secret-that-is-long-enough-0123456789';
  await assert.rejects(buildTestApp({}, { NODE_ENV: 'production', JWT_SECRET: secret }), /demo account "\w+" still has its demo password/);
});

test('one schema, a section per module, validated with the setting and its variable named', () => {
  const config = loadConfig({ SMS_MAX_PER_HOUR: '7', KEYWORD_GUEST_DAILY_LIMIT: '4', NURLY_RANK_PROVIDER: 'simulated' });
  assert.equal(config.auth.smsMaxPerHour, 7);
  assert.equal(config.keywords.guestDailyLookups, 4);
  assert.equal(config.keywords.rank.provider, 'simulated');
  assert.throws(() => loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '0' }), /auth\.accessTokenTtlSeconds \(ACCESS_TOKEN_TTL_SECONDS\)/);
  assert.throws(() => loadConfig({ LOG_LEVEL: 'loud' }), /logLevel \(LOG_LEVEL\)/);
  assert.throws(() => loadConfig({ NURLY_RANK_PROVIDER: 'scraper' }), /keywords\.rank\.provider \(NURLY_RANK_PROVIDER\)/);
  assert.throws(() => loadConfig({ DATABASE_URL: 'mysql://x' }), /databaseUrl \(DATABASE_URL\)/);
  assert.throws(() => loadConfig({ PORT: '70000' }), /port \(PORT\)/);
  // Overrides merge into a section without replacing the rest of it.
  const overridden = loadConfig({}, { auth: { accessTokenTtlSeconds: 5 } });
  assert.equal(overridden.auth.accessTokenTtlSeconds, 5);
  assert.equal(overridden.auth.smsMaxAttempts, 5);
  assert.throws(() => loadConfig({}, { auth: { jwtSecret: 'short' } }), /auth\.jwtSecret \(JWT_SECRET\)/);
});

test('every invalid setting is listed at once, and free-text values (secrets) are not echoed', () => {
  let message = '';
  try {
    loadConfig({ LOG_LEVEL: 'loud', ACCESS_TOKEN_TTL_SECONDS: '0', DATABASE_URL: 'mysql://root:hunter2@db/x' });
  } catch (error) {
    message = (error as Error).message;
  }
  assert.match(message, /^Invalid configuration:/);
  assert.match(message, /logLevel \(LOG_LEVEL\): must be one of fatal, error, warn, info, debug, trace, silent, got "loud"/);
  assert.match(message, /auth\.accessTokenTtlSeconds \(ACCESS_TOKEN_TTL_SECONDS\): .*, got 0/);
  assert.match(message, /databaseUrl \(DATABASE_URL\)/);
  assert.doesNotMatch(message, /hunter2/);
});
