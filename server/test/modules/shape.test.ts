/**
 * The one module shape (server/README.md "Adding a module"): every module is a named
 * fastify-plugin declaring its dependencies, decorates its repository, and its services never
 * receive the Fastify instance.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { apiModules } from '../../src/modules';
import { buildTestApp, type TestApp } from '../helpers/app';

const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'modules');

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(async () => t?.close());

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
    const index = fs.readFileSync(path.join(modulesDir, dir, 'index.ts'), 'utf8');
    const repository = fs.readFileSync(path.join(modulesDir, dir, 'repository.ts'), 'utf8');
    assert.match(index, new RegExp(`app\\.decorate\\('${dir}Repo', create\\w+Repository\\(app\\.db\\)\\)`), `${dir}/index.ts`);
    assert.match(repository, new RegExp(`declare module 'fastify'[\\s\\S]*${dir}Repo:`), `${dir}/repository.ts augments FastifyInstance`);
  }
  // Registered: the app answers through them (a route of each module is covered by its own tests).
  assert.ok(t.app.printPlugins().includes('nurly-points'));
});

test('services take their dependencies, never the Fastify instance', () => {
  for (const dir of fs.readdirSync(modulesDir)) {
    const file = path.join(modulesDir, dir, 'service.ts');
    if (!fs.existsSync(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    assert.doesNotMatch(source, /FastifyInstance/, `${dir}/service.ts mentions FastifyInstance`);
    assert.doesNotMatch(source, /\bapp\.(db|config|jwt|sms|log)\b/, `${dir}/service.ts reaches into the app`);
    assert.doesNotMatch(source, /principal\.(isStaff|roles)\b/, `${dir}/service.ts decides access itself (use access/policy.ts)`);
  }
});
