/**
 * What the benchmarks share: interleaved autocannon runs (so load from other processes drifts over
 * every measured route alike) and a throwaway PostgreSQL started from Debian's binaries.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const duration = Number(process.env.BENCH_DURATION ?? 5);

export interface Figures {
  name: string;
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

export interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

/**
 * Each route gets `duration` seconds in total, measured in 1-second slices interleaved across the
 * routes, so load from other processes on this shared machine drifts over all of them alike.
 * req/s = all requests ÷ all seconds; p99 = the worst slice's p99. `workers`: autocannon's own
 * worker threads, so the load generator does not share the measured server's event loop.
 */
export async function runInterleaved(targets: Target[], options: { workers?: number } = {}): Promise<Figures[]> {
  const totals = targets.map((target) => ({ name: target.name, requests: 0, seconds: 0, p99: 0, errors: 0 }));
  for (let slice = 0; slice < duration; slice++) {
    for (const [index, target] of targets.entries()) {
      const result = await autocannon({
        url: target.url,
        connections,
        duration: 1,
        headers: target.headers ?? {},
        workers: options.workers,
      });
      const total = totals[index];
      total.requests += result.requests.total;
      total.seconds += result.duration;
      total.p99 = Math.max(total.p99, result.latency.p99);
      total.errors += result.non2xx + result.errors + result.timeouts;
    }
  }
  return totals.map((t) => ({ name: t.name, requestsPerSecond: Math.round(t.requests / t.seconds), p99: t.p99, errors: t.errors }));
}

export const PGBIN = '/usr/lib/postgresql/15/bin';

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
export async function startThrowawayPostgres(): Promise<{ url: string; stop: () => void } | null> {
  if (!fs.existsSync(`${PGBIN}/initdb`)) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nurly-bench-pg-'));
  const port = Number(process.env.BENCH_PG_PORT ?? (await freePort()));
  const root = process.getuid?.() === 0;
  const asPostgres = (command: string) =>
    root ? execFileSync('su', ['postgres', '-c', command], { stdio: 'pipe' }) : execFileSync('sh', ['-c', command], { stdio: 'pipe' });
  try {
    if (root) execFileSync('chown', ['postgres', dir]);
    asPostgres(`${PGBIN}/initdb -D ${dir}/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8`);
    asPostgres(
      `${PGBIN}/pg_ctl -D ${dir}/data -l ${dir}/log -w -o "-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=100" start`,
    );
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
