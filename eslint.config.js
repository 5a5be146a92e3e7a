// ESLint flat config for the whole workspace (`npx eslint .`).
// Style is Prettier's job; here correctness errors fail and taste only warns.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { featureUnitZones } from './tools/lint/feature-units.js';

const root = path.dirname(fileURLToPath(import.meta.url));
const remoteDirs = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
  .map((entry) => entry.name)
  .sort();

const frontEndFiles = ['host-shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'domain-ui/**/*.{ts,tsx}'];

// @nurly/shared is a federation singleton: front-end runtime code imports its root, or its forms
// entry '@nurly/shared/forms' (a singleton of its own, tools/mf/singletons.ts), only: any other
// subpath would be bundled a second time. @nurly/contracts' root holds plain values the browser may use;
// its TypeBox schemas are for the server: the browser imports only their types.
const sharedSubpathRule = {
  paths: [
    {
      name: '@nurly/contracts/schemas',
      allowTypeImports: true,
      message:
        "Front-end code may only `import type` from '@nurly/contracts/schemas' (values would drag typebox into the browser); plain values come from '@nurly/contracts'.",
    },
  ],
  patterns: [
    {
      group: ['@nurly/shared/*', '!@nurly/shared/forms'],
      message: "Import from '@nurly/shared' (the federated singleton) or '@nurly/shared/forms' (its forms singleton), not another subpath.",
    },
  ],
};

const testFiles = ['**/*.test.{ts,tsx}'];

// '@nurly/shared/testing' (remote contract tests) is test support: *.test.ts(x) may import it,
// runtime code never (it pulls in jest and Testing Library).
const testingSubpath = '@nurly/shared/testing';

/**
 * A remote may not reach into another remote or the host: they meet only through @nurly/shared.
 * Two blocks per remote: runtime files, then its test files, which may also use the testing subpath.
 */
function remoteIsolation(dir) {
  return [
    { files: [`${dir}/**/*.{ts,tsx,js,mjs}`], rules: remoteImportRule(dir, []) },
    // Test files and the fixtures beside them (test support, imported by tests only).
    { files: [...testFiles, '**/fixtures.ts'].map((glob) => `${dir}/${glob}`), rules: remoteImportRule(dir, [`!${testingSubpath}`]) },
  ];
}

function hostImportRule(allowedSharedSubpaths) {
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: sharedSubpathRule.paths,
        patterns: [
          { ...sharedSubpathRule.patterns[0], group: [...sharedSubpathRule.patterns[0].group, ...allowedSharedSubpaths] },
          {
            group: ['@nurly/mfe-*', '**/mfe-*', '**/mfe-*/**'],
            message: 'The host loads remotes at run time through module federation, never by import.',
          },
        ],
      },
    ],
  };
}

function remoteImportRule(dir, allowedSharedSubpaths) {
  const others = remoteDirs.filter((other) => other !== dir);
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: sharedSubpathRule.paths,
        patterns: [
          { ...sharedSubpathRule.patterns[0], group: [...sharedSubpathRule.patterns[0].group, ...allowedSharedSubpaths] },
          {
            group: [
              ...others.map((other) => `@nurly/${other}`),
              ...others.map((other) => `@nurly/${other}/**`),
              ...others.map((other) => `**/${other}`),
              ...others.map((other) => `**/${other}/**`),
              '@nurly/host-shell',
              '@nurly/host-shell/**',
              '**/host-shell',
              '**/host-shell/**',
            ],
            message: `${dir} must not import another remote or the host; share code through @nurly/shared.`,
          },
          // The package's test fixtures: for *.test.ts(x) only (the test block passes a negation, i.e. allows them).
          ...(allowedSharedSubpaths.length === 0
            ? [{ group: ['@nurly/domain-ui/testing'], message: "'@nurly/domain-ui/testing' holds test fixtures: *.test.ts(x) only." }]
            : []),
        ],
      },
    ],
  };
}

/**
 * The host shell's layers, top down as they import: app/ (the route tree and what composes several
 * layers) → layouts/ → navigation/ (the top bar hosts features' menus and drawers) → features/ →
 * guards/ → federation/ → the ground: ui/ (components two features or layers share) over lib/
 * (shell context, state, config) and i18n/. A folder imports only folders below it; the entries
 * (bootstrap.tsx, index.ts) sit above app/.
 */
const hostLayers = ['app', 'layouts', 'navigation', 'features', 'guards', 'federation'];
const hostGround = ['ui', 'lib', 'i18n'];

function hostLayerZones() {
  const folder = (name) => `./host-shell/src/${name}`;
  return [
    ...hostLayers.map((layer, index) => {
      const below = [...hostLayers.slice(index + 1), ...hostGround];
      return {
        target: below.map(folder),
        from: folder(layer),
        message: `host-shell's layers point down: ${below.join('/, ')}/ never import ${layer}/ (eslint.config.js, hostLayers); move what both need below them.`,
      };
    }),
    {
      target: [folder('lib'), folder('i18n')],
      from: folder('ui'),
      message: "host-shell's lib/ and i18n/ are read by everybody and import no component of ui/.",
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.test-build/**',
      '**/node_modules/**',
      'server/drizzle/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      'server/data/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'warn' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-empty-object-type': 'warn',
      'prefer-const': 'warn',
      'no-empty': ['warn', { allowEmptyCatch: true }],
      // Taste, or deliberate in sanitisers and parsers: reported, not failing.
      'no-useless-escape': 'warn',
      'no-control-regex': 'warn',
      'no-case-declarations': 'warn',
      'no-irregular-whitespace': 'warn',
      '@typescript-eslint/no-unused-expressions': 'warn',
      '@typescript-eslint/ban-ts-comment': 'warn',
    },
  },
  {
    files: [...frontEndFiles, 'shared/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // The host's runtime files, then its test files, which may also use the testing subpath.
  { files: ['host-shell/**/*.{ts,tsx}'], rules: hostImportRule([]) },
  { files: testFiles.map((glob) => `host-shell/${glob}`), rules: hostImportRule([`!${testingSubpath}`]) },
  ...remoteDirs.flatMap(remoteIsolation),
  {
    // @nurly/domain-ui is bundled by each remote that uses it: it reaches no remote and no host, and
    // reads @nurly/shared (the singleton) by its root or forms entry only, like a remote.
    files: ['domain-ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: sharedSubpathRule.paths,
          patterns: [
            sharedSubpathRule.patterns[0],
            {
              group: [
                '@nurly/mfe-*',
                '**/mfe-*',
                '**/mfe-*/**',
                '@nurly/host-shell',
                '@nurly/host-shell/**',
                '**/host-shell',
                '**/host-shell/**',
              ],
              message: '@nurly/domain-ui is imported by remotes, never the other way round; it reaches neither a remote nor the host.',
            },
          ],
        },
      ],
    },
  },
  {
    files: testFiles.map((glob) => `domain-ui/${glob}`),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: sharedSubpathRule.paths,
          patterns: [{ ...sharedSubpathRule.patterns[0], group: [...sharedSubpathRule.patterns[0].group, `!${testingSubpath}`] }],
        },
      ],
    },
  },
  {
    // shared's own runtime code must not depend on its test support either.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: [...testFiles, 'shared/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [testingSubpath, '**/testing', '**/testing/**'],
              message: 'Test support is for *.test.ts(x) only, never runtime code.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server and the contracts never depend on the browser library (React, Chakra, the federated singleton).
    files: ['server/**/*.ts', 'contracts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nurly/shared', '@nurly/shared/*', 'react', 'react-dom', '@chakra-ui/*'],
              message: 'Server and contracts code imports plain values and schemas from @nurly/contracts, never the browser library.',
            },
          ],
        },
      ],
    },
  },
  {
    // The layers: no static import cycle anywhere (a cycle is two files that can only change together;
    // a lazy view fetched by import() may read its parent's constants), and in
    // a remote the direction runs features -> the remote's own ui/lib -> @nurly/*: a remote's ui/ and
    // lib/ never reach into its features. The host shell's layers are hostLayers above.
    files: ['**/*.{ts,tsx}'],
    ignores: [...testFiles, '**/test/**', 'e2e/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json'], alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...remoteDirs.flatMap((dir) => {
              const target = ['ui', 'lib'].filter((folder) => fs.existsSync(path.join(root, dir, 'src', folder)));
              return target.length
                ? [
                    {
                      target: target.map((folder) => `./${dir}/src/${folder}`),
                      from: `./${dir}/src/features`,
                      message: `${dir}'s ui/ and lib/ serve its features and never import them; move what both need into ui/ or lib/.`,
                    },
                  ]
                : [];
            }),
            ...featureUnitZones(root, [...remoteDirs, 'host-shell']),
            ...hostLayerZones(),
            {
              // The server's floors serve the modules and never import them (server/README.md "Adding a module"):
              // domain code lives in its module, the demo player above them (server/src/demo).
              target: [
                './server/src/lib',
                './server/src/db',
                './server/src/access',
                './server/src/jobs',
                './server/src/plugins',
                './server/src/types.ts',
              ],
              from: './server/src/modules',
              message: 'The floors (lib, db, access, jobs, plugins, types.ts) never import a module: move the domain code into its module.',
            },
          ],
        },
      ],
    },
  },
  {
    // A server module reaches another module through its face only (server/README.md "Adding a module"):
    // `../ads` (ads/index.ts), never `../ads/service` nor its queries (`../ads/queries`, `../hub/reports-queries`).
    // The built-in rule, so it adds to the typescript-eslint one above instead of replacing it. The files
    // inside the module folders (modules/index.ts, the list of plugins, sits above them).
    files: ['server/src/modules/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/queries', '../*/queries.*', '../*/*-queries', '../*/*-queries.*'],
              message: "Another module's queries are its own: read it through its repository.ts (or its services).",
            },
            {
              // One face: another module is `../<module>` (its index.ts), never `../<module>/<file>`.
              regex: '^\\.\\./(?!\\.\\.?/)[^/]+/',
              message: "Another module is reached through its face: import from '../<module>' (its index.ts), never a file inside it.",
            },
          ],
        },
      ],
    },
  },
  {
    // One door into a module's data: its repository.ts binds the module's query files (queries.ts,
    // *-queries.ts), and every other file of the module reaches SQL through that repository only
    // (`repo.x()`, or `repo.transaction(async (tx) => tx.x())`): no value import of a query file, no
    // drizzle operator or `sql` (type imports are fine), no `repo.db`, no SQL on `tx.handle`
    // (server/README.md "Adding a module").
    files: ['server/src/modules/**/*.ts'],
    ignores: ['server/src/modules/*/repository.ts', 'server/src/modules/**/queries.ts', 'server/src/modules/**/*-queries.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[importKind='value'][source.value=/^\\.\\/([\\w-]+-)?queries$/] > :not(ImportSpecifier[importKind='type'])",
          message: "A module's query files are bound by its repository.ts: call `repo.x()` (or `tx.x()` inside `repo.transaction`).",
        },
        {
          selector: "ExportNamedDeclaration[exportKind='value'][source.value=/^\\.\\/([\\w-]+-)?queries$/]",
          message: "A module's query files are bound by its repository.ts: re-export from there.",
        },
        {
          selector: "ImportDeclaration[importKind='value'][source.value='drizzle-orm'] > ImportSpecifier[importKind='value']",
          message:
            "SQL lives in the module's query files (queries.ts, *-queries.ts), reached through its repository; import drizzle types with `import type`.",
        },
        {
          selector: "MemberExpression[property.name='db']:matches([object.name='repo'], [object.property.name='repo'])",
          message:
            'Reach the database through the repository: `repo.x()`, or `repo.transaction(async (tx) => ...)` for several statements in one transaction.',
        },
        {
          selector:
            "MemberExpression[object.property.name='handle'][property.name=/^(select|selectDistinct|insert|update|delete|execute|query|\\$count|transaction)$/]",
          message: "`tx.handle` is for another module's face to join the transaction; SQL here goes through the bound queries (`tx.x()`).",
        },
      ],
    },
  },
  {
    // Tests and test setup run under jest/node: jest globals.
    files: [...testFiles, '**/test/**/*.{ts,tsx}', '**/__tests__/**/*.{ts,tsx}', 'shared/src/testing/**/*.{ts,tsx}', 'jest.*.{ts,js}'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
);
