/**
 * The deployment recipe started on loopback for `pnpm test:deploy`: a throwaway PostgreSQL (the
 * benchmarks' initdb helper), s3rver (the S3 adapter's test server), N instances of the compiled
 * server (server/dist/server.js, built first when a source is newer) and HAProxy running
 * deploy/haproxy.cfg in the foreground with the test's hostnames and ports in its environment, plus a
 * postback receiver. Everything is a child of this process and stopped by `stop()`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from '../../server/bench/support';
import { startTestS3, type TestS3 } from '../../server/test/support/s3';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const serverRoot = path.join(repoRoot, 'server');
const compiled = path.join(serverRoot, 'dist', 'server.js');

/** The four hostnames, as an operator would set them (the server's default variant rules match them). */
export const hosts = { default: 'nurly.test', reward: 'reward.nurly.test', hub: 'hub.nurly.test', admin: 'admin.nurly.test' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Ports from DEPLOY_TEST_PORT_BASE (consecutive) or free ones. */
async function ports(count: number): Promise<number[]> {
  const base = Number(process.env.DEPLOY_TEST_PORT_BASE ?? 0);
  if (base) return Array.from({ length: count }, (_, i) => base + i);
  return Promise.all(Array.from({ length: count }, () => freePort()));
}

function newestSource(): number {
  let newest = 0;
  for (const dir of [path.join(serverRoot, 'src'), path.join(repoRoot, 'contracts', 'src')]) {
    for (const file of fs.globSync('**/*', { cwd: dir })) newest = Math.max(newest, fs.statSync(path.join(dir, file)).mtimeMs);
  }
  return newest;
}

/** `pnpm --filter @nurly/server build` when dist/server.js is missing or older than a source (as scripts/start.mjs). */
export function buildServerIfStale(log: (line: string) => void): void {
  const builtAt = fs.existsSync(compiled) ? fs.statSync(compiled).mtimeMs : 0;
  if (builtAt >= newestSource()) return;
  log('building the server (server/dist/server.js is older than its sources)');
  const result = spawnSync(process.execPath, [path.join(serverRoot, 'scripts', 'build.mjs')], { cwd: serverRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the server build failed');
}

/** Polls `check` every 100 ms until it holds, or throws after `ms`. */
export async function until(check: () => Promise<boolean> | boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(100);
  }
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  log: string;
}

/** What the postback receiver heard: every body, and its answers (200 to all). */
export interface Receiver {
  url: string;
  bodies: Record<string, unknown>[];
  close(): Promise<void>;
}

async function startReceiver(port: number): Promise<Receiver> {
  const bodies: Record<string, unknown>[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
      } catch {
        bodies.push({ unparsed: Buffer.concat(chunks).toString('utf8') });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/postback`,
    bodies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface Stack {
  balancer: string;
  databaseUrl: string;
  s3: TestS3;
  receiver: Receiver;
  instances: Instance[];
  /** Starts (again) the instance of that name on its port. */
  start(name: string): Promise<Instance>;
  /** Waits until HAProxy's health check sees `count` instances up. */
  upInBalancer(count: number, ms?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startStack(options: { instances: number; workDir: string; log: (line: string) => void }): Promise<Stack> {
  const { log, workDir } = options;
  const [balancerPort, receiverPort, s3Port, pgPort, statsPort, ...instancePorts] = await ports(5 + options.instances);
  const cleanups: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse())
      await Promise.resolve(cleanup()).catch((error: unknown) => log(`cleanup: ${(error as Error).message}`));
  };
  try {
    process.env.BENCH_PG_PORT = String(pgPort);
    const postgres = await startThrowawayPostgres();
    if (!postgres) throw new Error('PostgreSQL is not installed (Debian: apt-get install postgresql)');
    cleanups.push(() => postgres.stop());
    const s3 = await startTestS3('nurly-deploy', s3Port);
    cleanups.push(() => s3.close());
    const receiver = await startReceiver(receiverPort);
    cleanups.push(() => receiver.close());
    log(`PostgreSQL on ${pgPort}, s3rver on ${s3Port}, postback receiver on ${receiverPort}`);

    // What every instance shares (/etc/nurly/nurly.env in the recipe), test-only settings marked.
    const shared: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...s3.env,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(workDir, 'data'),
      NURLY_STATIC_ROOT: path.join(workDir, 'static'),
      // Test-only: the shared test clock, loopback plain-http postbacks, cheap password hashes.
      NURLY_TEST_CLOCK: 'on',
      OFFERWALL_POSTBACK_ALLOW_HTTP: 'true',
      OFFERWALL_POSTBACK_ALLOW_PRIVATE: '127.0.0.0/8',
      PASSWORD_SCRYPT_LOG2N: '14',
      NURLY_SEED_DEMO: 'false',
    };
    fs.mkdirSync(shared.NURLY_STATIC_ROOT, { recursive: true });

    const instances: Instance[] = [];
    const byName = new Map<string, number>();
    const start = async (name: string): Promise<Instance> => {
      const port = byName.get(name) ?? instancePorts[byName.size];
      byName.set(name, port);
      const logFile = path.join(workDir, `${name}.log`);
      const out = fs.openSync(logFile, 'a');
      const child = spawn(process.execPath, ['--enable-source-maps', compiled], {
        cwd: repoRoot,
        env: { ...shared, PORT: String(port) },
        stdio: ['ignore', out, out],
      });
      fs.closeSync(out);
      const instance: Instance = { name, port, url: `http://127.0.0.1:${port}`, child, log: logFile };
      const exited = new Promise<never>((_, reject) =>
        child.once('exit', (code, signal) => reject(new Error(`${name} exited (${code ?? signal}) while starting; log: ${logFile}`))),
      );
      const ready = until(
        async () => (await fetch(`${instance.url}/api/health/ready`, { headers: { host: hosts.default } })).status === 200,
        120_000,
        `${name} ready`,
      );
      const since = Date.now();
      await Promise.race([ready, exited]);
      log(`${name} ready on ${port} in ${((Date.now() - since) / 1000).toFixed(1)} s`);
      const index = instances.findIndex((existing) => existing.name === name);
      if (index >= 0) instances[index] = instance;
      else instances.push(instance);
      return instance;
    };
    cleanups.push(async () => {
      for (const instance of instances) {
        if (instance.child.exitCode !== null || instance.child.signalCode !== null) continue;
        const exited = new Promise((resolve) => instance.child.once('exit', resolve));
        instance.child.kill('SIGTERM');
        await Promise.race([exited, sleep(15_000)]);
        if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill('SIGKILL');
      }
    });
    // The first instance migrates the empty database; the others start beside it.
    const names = Array.from({ length: options.instances }, (_, i) => `instance${i + 1}`);
    await start(names[0]);
    await Promise.all(names.slice(1).map((name) => start(name)));
    log(`${names.length} instances of server/dist/server.js on ${instances.map((i) => i.port).join(', ')}`);

    const haproxyLog = path.join(workDir, 'haproxy.log');
    const out = fs.openSync(haproxyLog, 'a');
    const haproxyEnv: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      NURLY_BIND: `127.0.0.1:${balancerPort}`,
      NURLY_HOST_DEFAULT: hosts.default,
      NURLY_HOST_REWARD: hosts.reward,
      NURLY_HOST_HUB: hosts.hub,
      NURLY_HOST_ADMIN: hosts.admin,
      ...Object.fromEntries(instancePorts.map((port, i) => [`NURLY_INSTANCE_${i + 1}`, `127.0.0.1:${port}`])),
    };
    // The recipe's file as it is, plus a stats page (test-only) to read the health checks from.
    const config = path.join(workDir, 'haproxy-stats.cfg');
    fs.writeFileSync(config, `frontend stats\n    bind 127.0.0.1:${statsPort}\n    stats enable\n    stats uri /stats\n`);
    const haproxyBin = fs.existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
    const haproxy = spawn(haproxyBin, ['-db', '-f', path.join(repoRoot, 'deploy', 'haproxy.cfg'), '-f', config], {
      env: haproxyEnv,
      stdio: ['ignore', out, out],
    });
    fs.closeSync(out);
    cleanups.push(async () => {
      if (haproxy.exitCode !== null) return;
      const exited = new Promise((resolve) => haproxy.once('exit', resolve));
      haproxy.kill('SIGTERM');
      await exited;
    });
    const haproxyFailed = new Promise<never>((_, reject) =>
      haproxy.once('error', (error) => reject(new Error(`haproxy could not start: ${error.message} (Debian: apt-get install haproxy)`))),
    );
    const balancer = `http://127.0.0.1:${balancerPort}`;

    const upInBalancer = async (count: number, ms = 30_000) => {
      await until(
        async () => {
          const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
          const up = csv.split('\n').filter((line) => line.startsWith('nurly_api,nurly') && line.split(',')[17]?.startsWith('UP')).length;
          return up === count;
        },
        ms,
        `${count} instances up in HAProxy`,
      );
    };
    await Promise.race([upInBalancer(options.instances), haproxyFailed]);
    log(`HAProxy on ${balancerPort} (deploy/haproxy.cfg), ${options.instances} instances up`);
    return { balancer, databaseUrl: postgres.url, s3, receiver, instances, start, upInBalancer, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
