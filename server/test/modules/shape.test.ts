/**
 * The one module shape (server/README.md "Adding a module"): every module is a named
 * fastify-plugin (plugin.ts) declaring its dependencies, decorates its repository (the one door to
 * its data), shows other modules one face (index.ts), and its services never receive the Fastify instance.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { apiModules } from '../../src/modules';
import { fileTestApp } from '../helpers/app';

const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'modules');

const t = await fileTestApp();

test('every API module is a named fastify-plugin with dependencies', () => {
  const names = apiModules.map((module) => {
    const meta = (module as unknown as Record<symbol, { name?: string; dependencies?: string[] } | undefined>)[Symbol.for('plugin-meta')];
    const name = meta?.name ?? '';
    assert.ok(name.startsWith('nurly-'), `a module without a nurly-* plugin name: ${name}`);
    assert.ok(meta?.dependencies?.includes('nurly-access'), `${name} depends on the access plugin`);
    return name;
  });
  assert.equal(new Set(names).size, names.length);
});

test('modules with data decorate a repository created from the database, typed beside it', () => {
  const withRepository = fs.readdirSync(modulesDir).filter((dir) => fs.existsSync(path.join(modulesDir, dir, 'repository.ts')));
  assert.ok(withRepository.length >= 8, withRepository.join(', '));
  for (const dir of withRepository) {
    const index = fs.readFileSync(path.join(modulesDir, dir, 'plugin.ts'), 'utf8');
    const repository = fs.readFileSync(path.join(modulesDir, dir, 'repository.ts'), 'utf8');
    assert.match(index, new RegExp(`app\\.decorate\\('${dir}Repo', create\\w+Repository\\(app\\.db\\)\\)`), `${dir}/plugin.ts`);
    assert.match(repository, new RegExp(`declare module 'fastify'[\\s\\S]*${dir}Repo:`), `${dir}/repository.ts augments FastifyInstance`);
  }
  // Registered: the app answers through them (a route of each module is covered by its own tests).
  assert.ok(t.app.printPlugins().includes('nurly-points'));
});

/** A module's query files: queries.ts and any *-queries.ts (hub/members-queries.ts, ads/detail-queries.ts, …). */
const queriesFile = /^(queries|[\w-]+-queries)\.ts$/;

/** Modules holding a query file but no repository.ts: every module that reads the database has one. */
function modulesWithoutRepository(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => fs.readdirSync(path.join(dir, name)).some((file) => queriesFile.test(file)))
    .filter((name) => !fs.existsSync(path.join(dir, name, 'repository.ts')))
    .sort();
}

test('every module with a queries file has a repository.ts', () => {
  assert.deepEqual(modulesWithoutRepository(modulesDir), []);
  // The check itself: a module with queries and no repository is reported, one with both is not.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'nurly-shape-'));
  try {
    for (const [name, files] of [
      ['bare', ['index.ts', 'queries.ts', 'service.ts']],
      ['split', ['index.ts', 'report-queries.ts']],
      ['whole', ['index.ts', 'queries.ts', 'repository.ts']],
      ['plain', ['index.ts', 'routes.ts']],
    ] as const) {
      fs.mkdirSync(path.join(scratch, name));
      for (const file of files) fs.writeFileSync(path.join(scratch, name, file), '');
    }
    assert.deepEqual(modulesWithoutRepository(scratch), ['bare', 'split']);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
});

/**
 * Files that plug a module into the app rather than serve it: the plugin, the repository (it augments
 * FastifyInstance), the routes, and the few that register providers or a job on the app.
 */
const wiring = /^(index|plugin|repository|routes|[\w-]+-routes)\.ts$/;
const wiringFiles = new Set(['ads/providers.ts', 'cs/providers.ts', 'keywords/providers.ts', 'keywords/refresh.ts']);

/** Every other source file of a module (service.ts, *-service.ts and the files a service is split into), by module-relative path. */
function serviceLikeFiles(): string[] {
  return fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      (fs.readdirSync(path.join(modulesDir, entry.name), { recursive: true }) as string[])
        .filter((file) => file.endsWith('.ts') && !wiring.test(file))
        .map((file) => `${entry.name}/${file.split(path.sep).join('/')}`),
    )
    .filter((file) => !wiringFiles.has(file))
    .sort();
}

test('services take their dependencies, never the Fastify instance', () => {
  const files = serviceLikeFiles();
  for (const covered of [
    'ads/service.ts',
    'ads/lifecycle.ts',
    'hub/ads-service.ts',
    'hub/members-service.ts',
    'hub/reports-service.ts',
    'offerwall/completion-queries.ts',
    'keywords/products.ts',
  ]) {
    assert.ok(files.includes(covered), `${covered} is checked`);
  }
  for (const file of files) {
    // A `declare module 'fastify'` block types a decoration; it is not the service receiving the app.
    const source = fs.readFileSync(path.join(modulesDir, file), 'utf8').replace(/declare module 'fastify' \{[\s\S]*?\n\}/g, '');
    assert.doesNotMatch(source, /FastifyInstance/, `${file} mentions FastifyInstance`);
    assert.doesNotMatch(source, /\bapp\.(db|config|jwt|sms|log)\b/, `${file} reaches into the app`);
    assert.doesNotMatch(source, /principal\.(isStaff|roles)\b/, `${file} decides access itself (use access/policy.ts)`);
    // A service (service.ts, *-service.ts) receives its module's repository, not the bare database.
    if (/(^|\/)([\w-]+-)?service\.ts$/.test(file))
      assert.doesNotMatch(source, /^\s+db: (Db|Runner);/m, `${file} takes the database in its deps (give it the repository)`);
  }
});

/** A module's imports of another module's files (`../<module>/<file>`), not through its face. */
function importsPastFaces(dir: string): string[] {
  const found: string[] = [];
  for (const module of fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    for (const file of fs.readdirSync(path.join(dir, module.name), { recursive: true }) as string[]) {
      if (!file.endsWith('.ts')) continue;
      const source = fs.readFileSync(path.join(dir, module.name, file), 'utf8');
      for (const [, target] of source.matchAll(/^(?:import|export)\b[^;]*?\bfrom '(\.\.\/(?!\.\.?\/)[^']+\/[^']*)'/gm))
        found.push(`${module.name}/${file.split(path.sep).join('/')} -> ${target}`);
    }
  }
  return found.sort();
}

test('one face: modules reach each other through index.ts only, which holds no plugin', () => {
  assert.deepEqual(importsPastFaces(modulesDir), []);
  for (const dir of fs.readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    assert.ok(fs.existsSync(path.join(modulesDir, dir.name, 'plugin.ts')), `${dir.name}/plugin.ts`);
    const face = fs.readFileSync(path.join(modulesDir, dir.name, 'index.ts'), 'utf8');
    assert.doesNotMatch(face, /fastify-plugin|\bfp\(/, `${dir.name}/index.ts is a face (re-exports), the plugin is plugin.ts`);
  }
  // The check itself: a reach past the face is reported, the face and the floors are not.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'nurly-face-'));
  try {
    fs.mkdirSync(path.join(scratch, 'a'));
    fs.writeFileSync(
      path.join(scratch, 'a', 'service.ts'),
      "import { x } from '../b/service';\nimport type { Y } from '../b';\nimport { z } from '../../lib/errors';\nimport { w } from './queries';\n",
    );
    assert.deepEqual(importsPastFaces(scratch), ['a/service.ts -> ../b/service']);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
});

/**
 * A module's files that reach SQL past its repository: a value import of one of its query files, or of
 * drizzle-orm's operators and `sql` (type imports are fine). The repository and the query files are the door.
 */
function reachesPastTheDoor(dir: string): string[] {
  const found: string[] = [];
  for (const module of fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    for (const file of fs.readdirSync(path.join(dir, module.name), { recursive: true }) as string[]) {
      const name = path.basename(file);
      if (!name.endsWith('.ts') || name === 'repository.ts' || queriesFile.test(name)) continue;
      const source = fs.readFileSync(path.join(dir, module.name, file), 'utf8');
      for (const [statement, names, target] of source.matchAll(/^import\s+(?!type\b)([^;]*?)\s+from '([^']+)'/gm)) {
        const values = names
          .replace(/[{}]/g, '')
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part && !part.startsWith('type '));
        const queryFile = /^\.\/([\w-]+-)?queries$/.test(target);
        if ((queryFile || target === 'drizzle-orm') && values.length)
          found.push(`${module.name}/${file.split(path.sep).join('/')}: ${statement}`);
      }
    }
  }
  return found.sort();
}

test('one door: a module reaches its data only through its repository', () => {
  assert.deepEqual(reachesPastTheDoor(modulesDir), []);
  // The check itself: value imports of a query file or of drizzle are reported, type imports and the door itself are not.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'nurly-door-'));
  try {
    fs.mkdirSync(path.join(scratch, 'a'));
    fs.writeFileSync(
      path.join(scratch, 'a', 'service.ts'),
      "import { listA } from './queries';\nimport { eq, type SQL } from 'drizzle-orm';\nimport type { Row } from './report-queries';\nimport { type Tx } from './queries';\n",
    );
    fs.writeFileSync(path.join(scratch, 'a', 'repository.ts'), "import * as q from './queries';\n");
    fs.writeFileSync(path.join(scratch, 'a', 'report-queries.ts'), "import { sql } from 'drizzle-orm';\n");
    assert.deepEqual(reachesPastTheDoor(scratch), [
      "a/service.ts: import { eq, type SQL } from 'drizzle-orm'",
      "a/service.ts: import { listA } from './queries'",
    ]);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
});
