/**
 * `pnpm bench:api`: autocannon on 127.0.0.1 (-c 50 -d 5 each), in one run, on PGlite and on
 * PostgreSQL (BENCH_DATABASE_URL, or a throwaway server started here from Debian's binaries):
 *   1. GET /api/user, authenticated (framework + access hook + JWT + ORM + one joined query)
 *   2. a bare Fastify route running one raw primary-key SELECT on the same database (the floor)
 *   3. a bare hello-world route (the machine's ceiling)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import app from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 5);

interface Figures {
  name: string;
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

/**
 * Each route gets `duration` seconds in total, measured in 1-second slices interleaved across the
 * routes, so load from other processes on this shared machine drifts over all of them alike.
 * req/s = all requests ÷ all seconds; p99 = the worst slice's p99.
 */
async function runInterleaved(targets: Target[]): Promise<Figures[]> {
  const totals = targets.map((target) => ({ name: target.name, requests: 0, seconds: 0, p99: 0, errors: 0 }));
  for (let slice = 0; slice < duration; slice++) {
    for (const [index, target] of targets.entries()) {
      const result = await autocannon({ url: target.url, connections, duration: 1, headers: target.headers ?? {} });
      const total = totals[index];
      total.requests += result.requests.total;
      total.seconds += result.duration;
      total.p99 = Math.max(total.p99, result.latency.p99);
      total.errors += result.non2xx + result.errors + result.timeouts;
    }
  }
  return totals.map((t) => ({ name: t.name, requestsPerSecond: Math.round(t.requests / t.seconds), p99: t.p99, errors: t.errors }));
}

async function benchEngine(label: string, database: Database): Promise<Figures[]> {
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'test' }, { seedDemo: true, logLevel: 'warn', staticRoot: path.join(os.tmpdir(), 'nurly-no-static') });
  const server = Fastify({ logger: false }).withTypeProvider<TypeBoxTypeProvider>();
  await server.register(app, { config, database, skipMigrations: true });
  // The floor and the ceiling live on their own bare instance: no hooks, no plugins.
  const bare = Fastify({ logger: false });
  bare.get('/hello', async () => ({ hello: 'world' }));
  bare.get('/raw-user/:id', async (request) => {
    const [row] = await database.rawQuery<{ id: number; username: string; point: number }>(
      'select id, username, point from users where id = $1',
      [Number((request.params as { id: string }).id)],
    );
    return row;
  });
  const apiAddress = await server.listen({ port: 0, host: '127.0.0.1' });
  const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });
  const login = await server.inject({ method: 'POST', url: '/api/token', payload: { username: 'customer', password: 'customer1234' } });
  const { access } = login.json<{ access: string }>();
  const me = (await server.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${access}` } })).json<{ id: number }>();

  // Warm-up so JIT and prepared statements do not count against the first measured route.
  await autocannon({ url: `${apiAddress}/api/user`, connections: 10, duration: 1, headers: { authorization: `Bearer ${access}` } });
  const figures = await runInterleaved([
    { name: `${label}: hello world (ceiling)`, url: `${bareAddress}/hello` },
    { name: `${label}: raw PK SELECT (floor)`, url: `${bareAddress}/raw-user/${me.id}` },
    { name: `${label}: GET /api/user`, url: `${apiAddress}/api/user`, headers: { authorization: `Bearer ${access}` } },
  ]);
  await bare.close();
  await server.close();
  await database.close();
  return figures;
}

const PGBIN = '/usr/lib/postgresql/15/bin';

/** A free TCP port on 127.0.0.1 (fixed ports collide with other throwaway servers on shared machines). */
async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts a throwaway PostgreSQL on 127.0.0.1 as the postgres user (initdb refuses root). */
async function startThrowawayPostgres(): Promise<{ url: string; stop: () => void } | null> {
  if (!fs.existsSync(`${PGBIN}/initdb`)) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nurly-bench-pg-'));
  const port = Number(process.env.BENCH_PG_PORT ?? (await freePort()));
  const root = process.getuid?.() === 0;
  const asPostgres = (command: string) =>
    root ? execFileSync('su', ['postgres', '-c', command], { stdio: 'pipe' }) : execFileSync('sh', ['-c', command], { stdio: 'pipe' });
  try {
    if (root) execFileSync('chown', ['postgres', dir]);
    asPostgres(`${PGBIN}/initdb -D ${dir}/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8`);
    asPostgres(`${PGBIN}/pg_ctl -D ${dir}/data -l ${dir}/log -w -o "-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=100" start`);
  } catch (error) {
    const log = fs.existsSync(`${dir}/log`) ? fs.readFileSync(`${dir}/log`, 'utf8') : '';
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`could not start a throwaway PostgreSQL on port ${port}: ${(error as Error).message}\n${log}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      asPostgres(`${PGBIN}/pg_ctl -D ${dir}/data -m fast -w stop`);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function print(all: Figures[]) {
  console.log('\nroute'.padEnd(46) + 'req/s'.padStart(9) + 'p99 ms'.padStart(9) + 'non-2xx'.padStart(9));
  for (const f of all) console.log(f.name.padEnd(45) + String(f.requestsPerSecond).padStart(9) + String(f.p99).padStart(9) + String(f.errors).padStart(9));
  for (const engine of ['PGlite', 'PostgreSQL']) {
    const get = (suffix: string) => all.find((f) => f.name.startsWith(engine) && f.name.endsWith(suffix));
    const user = get('GET /api/user');
    const raw = get('(floor)');
    const hello = get('(ceiling)');
    if (!user || !raw || !hello) continue;
    const ratio = user.requestsPerSecond / raw.requestsPerSecond;
    console.log(
      `${engine}: /api/user ÷ raw SELECT = ${ratio.toFixed(2)}×, raw SELECT ÷ hello = ${(raw.requestsPerSecond / hello.requestsPerSecond).toFixed(2)}×` +
        (engine === 'PostgreSQL' ? `  (target ≥ 0.70×: ${ratio >= 0.7 ? 'met' : 'NOT met'})` : ''),
    );
  }
}

const results: Figures[] = [];
console.log(`autocannon -c ${connections}, ${duration} s per route in 1-s slices interleaved across routes, on 127.0.0.1`);
results.push(...(await benchEngine('PGlite', openDatabase({ dataDir: ':memory:' }))));

let throwaway: Awaited<ReturnType<typeof startThrowawayPostgres>> = null;
const pgUrl = process.env.BENCH_DATABASE_URL ?? (throwaway = await startThrowawayPostgres())?.url;
try {
  if (pgUrl) results.push(...(await benchEngine('PostgreSQL', openDatabase({ databaseUrl: pgUrl, poolSize: 10 }))));
  else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or install postgresql (Debian).');
} finally {
  throwaway?.stop();
}
print(results);
