// The production build: `scripts/build.mjs` compiles the server into dist/server.js, which plain node
// runs with NODE_ENV=production (no tsx, no TypeScript at run time), and whose stack traces name the
// TypeScript sources.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  return port;
}

test('the compiled server starts in production with plain node and answers its health check', async () => {
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: serverRoot, encoding: 'utf8' });
  assert.equal(built.status, 0, built.stderr);
  const compiled = path.join(serverRoot, 'dist/server.js');
  const map = JSON.parse(fs.readFileSync(`${compiled}.map`, 'utf8')) as { sources: string[] };
  assert.ok(
    map.sources.some((source) => source.endsWith('src/server.ts')),
    'the source map names the TypeScript sources',
  );
  assert.ok(!fs.readFileSync(compiled, 'utf8').includes("from 'tsx"), 'no tsx at run time');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nurly-build-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', compiled], {
    cwd: os.tmpdir(),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-that-is-long-enough-0123456789',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  try {
    let health: unknown = null;
    // A first start creates and migrates its database: allow two minutes on a busy machine.
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && child.exitCode === null && !health) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) health = await response.json();
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    assert.deepEqual(health, { status: 'ok' }, stderr);
    // Still the production app: the API refuses anonymous callers where a route is not public.
    const refused = await fetch(`http://127.0.0.1:${port}/api/user`);
    assert.equal(refused.status, 401);
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  assert.equal(child.exitCode, 0, `SIGTERM ends it cleanly: ${stderr}`);
});
