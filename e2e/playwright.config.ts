/**
 * End-to-end tests against the real server serving the real production builds, in Debian's
 * Chromium (never a downloaded browser). Build first: `pnpm build` (npm test does).
 */
import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from './support/browser';
import { E2E_PORT } from './support/helpers';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Specs that change what every other spec would see: run last, one at a time. */
const serialSpecs = /((money|hub)-loop|releases)\.spec\.ts/;
const isCI = !!process.env.CI && process.env.CI !== 'false';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  // Two browsers keep both cores busy; a third made the run slower (README, "Tests").
  workers: 2,
  retries: isCI ? 1 : 0,
  // A test is a user's journey over several page loads; on a busy 2-core machine one can pass a minute.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  forbidOnly: isCI,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? path.join(here, 'playwright-report/results.json') }],
  ],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 1440, height: 900 },
    // The product honours "reduce motion" (tools/mf/index.html): no animation frames to render or
    // wait out before a dialog, drawer or toast is stable enough to click.
    reducedMotion: 'reduce',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: serialSpecs },
    // The money loops (the advertiser's and the hub's) move the shared server's clock forward a day,
    // and the release spec changes which build of a remote the default site serves: they run after
    // every other spec, one at a time (one worker), never beside each other.
    {
      name: 'money-loop',
      use: { browserName: 'chromium' },
      testMatch: serialSpecs,
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
  webServer: {
    command: 'pnpm --filter @nurly/server start',
    cwd: path.resolve(here, '..'),
    // Node cannot resolve *.localhost: the readiness probe uses 127.0.0.1.
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: !isCI && process.env.E2E_REUSE_SERVER === '1',
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      // A fresh in-memory database per run, migrated and seeded with the demo accounts.
      DATA_DIR: ':memory:',
      NURLY_SEED_DEMO: 'true',
      // Every test logs in; the production limits would throttle a suite.
      RATE_LIMIT_AUTH_MAX: '10000',
      RATE_LIMIT_GUEST_MAX: '10000',
      RATE_LIMIT_REFRESH_MAX: '10000',
      RATE_LIMIT_BULK_MAX: '10000',
      // Production hashes cost 2^17 (128 MiB, ~0.35 s each); every test logs in, so e2e hashes cheaper.
      PASSWORD_SCRYPT_LOG2N: '14',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // POST /api/dev/clock moves the server's day forward (settlement, ad periods) for the money-loop test.
      NURLY_TEST_CLOCK: 'on',
      // The money-loop test receives the demo app's postbacks on 127.0.0.1 (the development allowance).
      OFFERWALL_POSTBACK_ALLOW_PRIVATE: '127.0.0.0/8,::1/128',
    },
  },
});
