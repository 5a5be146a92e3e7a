/** @jest-config-loader esbuild-register */
/**
 * One jest run over shared, host-shell and every remote: unit tests sit beside the code as
 * *.test.ts(x). jotai 3 is ESM-only, so it (and pnpm's .pnpm folder) is transformed.
 * The environment (shared/jest.environment.ts) is jsdom with Node's fetch/stream globals: MSW 2,
 * which answers every API call in the page tests, needs Request/Response/streams jsdom lacks.
 */
import type { Config } from 'jest';

const packages = [
  'contracts',
  'shared',
  'tools',
  'domain-ui',
  'host-shell',
  'mfe-keywords',
  'mfe-points',
  'mfe-admin-ads',
  'mfe-b2b',
  'mfe-cs',
  'mfe-hub',
  'mfe-offerwall',
];

const swcTransform: [string, Record<string, unknown>] = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** Packages without a page: their tests run in plain Node, without jsdom, MSW or the page setup. */
const logicOnly = new Set(['contracts', 'tools']);

function project(dir: string): Config {
  const pages = !logicOnly.has(dir);
  return {
    displayName: dir,
    rootDir: `<rootDir>/${dir}`,
    testEnvironment: pages ? '<rootDir>/../shared/jest.environment.ts' : 'node',
    // tools/: the build's pure helpers (e.g. its loaders) are tested too.
    testMatch: dir === 'tools' ? ['<rootDir>/**/*.test.ts'] : ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: { '^.+\\.(t|j|mj|cj)sx?$': swcTransform },
    // msw's helpers rettime, until-async and @open-draft/* are ESM-only too.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|jotai|rettime|until-async|@open-draft)([/@]|$))'],
    setupFiles: pages ? ['<rootDir>/../shared/jest.polyfills.ts'] : [],
    setupFilesAfterEnv: pages ? ['<rootDir>/../shared/jest.setup.ts'] : [],
    moduleNameMapper: {
      '\\.(svg|png|jpe?g|gif|webp)$': '<rootDir>/../shared/jest.file-stub.ts',
      '\\.(css)$': '<rootDir>/../shared/jest.file-stub.ts',
    },
  };
}

const config: Config = {
  projects: packages.map(project),
  // A page test clicks through a whole dialog; on a busy 2-core machine that can pass 5 s (jest's
  // default) without anything being wrong. What appears is still awaited for at most 5 s per step.
  testTimeout: 20_000,
};

export default config;
