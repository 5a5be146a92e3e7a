/**
 * One app instance of `bench:transfers`, in a process of its own (forked by transfers.ts twice):
 * receives the database URL, serves the real app on a free port with its own connection pool, answers
 * its address, answers its CPU seconds and event-loop busy share when asked, and closes when told to.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import app from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

process.once('message', async (job: { url: string; poolSize: number }) => {
  const database = openDatabase({ databaseUrl: job.url, poolSize: job.poolSize });
  const config = loadConfig(
    { NODE_ENV: 'test', JOBS_ENABLED: 'false', RATE_LIMIT_AUTH_MAX: '10000' },
    { seedDemo: false, logLevel: 'warn', staticRoot: path.join(os.tmpdir(), 'nurly-no-static') },
  );
  const server = Fastify({ logger: false }).withTypeProvider<TypeBoxTypeProvider>();
  await server.register(app, { config, database, skipMigrations: true });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  process.send!({ address });
  // 'cpu': this process's CPU seconds so far (the bench takes the difference over a round); 'stop': close.
  let elu = performance.eventLoopUtilization();
  process.on('message', async (message) => {
    const cpu = process.cpuUsage();
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    // The event loop's busy share since the last ask: near 1, the instance is the bottleneck.
    const busy = performance.eventLoopUtilization(elu).utilization;
    elu = performance.eventLoopUtilization();
    if (message === 'cpu') return process.send!({ cpuSeconds, busy });
    await server.close();
    await database.close();
    process.send!({ cpuSeconds }, () => process.exit(0));
  });
});
