/**
 * The API document as a contract: builds the real app (every module, every route schema) on an
 * empty in-memory database without listening, writes the OpenAPI document it serves at /api/docs,
 * and lints it with Redocly (openapi/redocly.yaml) and Spectral's OWASP ruleset
 * (openapi/spectral.yaml). Part of the root `pnpm lint`.
 *
 *   tsx server/scripts/openapi.ts            write to a temporary file, lint, delete it
 *   tsx server/scripts/openapi.ts --out F    write to F (kept), lint
 *   tsx server/scripts/openapi.ts --no-lint  write only (with --out)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import app, { serverOptions } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, pgliteOptions } from '../src/db/client';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? path.resolve(args[outIndex + 1]) : path.join(os.tmpdir(), `nurly-openapi-${process.pid}.json`);

/** The document of the real app; no migration: building the routes reads nothing from the database. */
async function openApiDocument(): Promise<unknown> {
  const config = loadConfig(
    { NODE_ENV: 'test' },
    { dataDir: ':memory:', seedDemo: false, staticRoot: path.join(os.tmpdir(), 'nurly-no-static') },
  );
  const database = openDatabase({ pglite: new PGlite(pgliteOptions) });
  const server = Fastify({ logger: false, ...serverOptions(config) });
  try {
    await server.register(app, { config, database, skipMigrations: true });
    await server.ready();
    return server.swagger();
  } finally {
    await server.close();
    await database.close();
  }
}

function run(bin: string, binArgs: string[]): number {
  const started = performance.now();
  // The linters' shims run `node` from PATH: this process's Node first.
  const env = { ...process.env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}` };
  const result = spawnSync(path.join(root, 'node_modules/.bin', bin), binArgs, { cwd: root, stdio: 'inherit', env });
  console.log(`openapi: ${bin} ${result.status === 0 ? 'passed' : 'failed'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result.status ?? 1;
}

const started = performance.now();
fs.writeFileSync(out, JSON.stringify(await openApiDocument(), null, 2));
console.log(`openapi: document written to ${path.relative(root, out)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
let code = 0;
if (!args.includes('--no-lint')) {
  const config = (name: string) => path.join(root, 'server/openapi', name);
  code ||= run('redocly', ['lint', out, '--config', config('redocly.yaml'), '--format', 'stylish']);
  code ||= run('spectral', ['lint', out, '--ruleset', config('spectral.yaml'), '--fail-severity', 'error', '--display-only-failures']);
}
if (outIndex < 0) fs.rmSync(out, { force: true });
process.exit(code);
