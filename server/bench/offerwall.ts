/**
 * `pnpm bench:offerwall`: signed `POST /api/offerwall/v1/clicks/{id}/complete` calls from
 * many end users on ads with daily caps, through the real app (signature check, replay guard, the
 * daily-volume lock, the attempt log, postback rows), on PostgreSQL (BENCH_DATABASE_URL, or a
 * throwaway server started here) or on PGlite with BENCH_ENGINE=pglite (for the record).
 *
 * BENCH_OW_ADS (300) running ads with a daily volume of BENCH_OW_VOLUME (100) each, and BENCH_OW_CLICKS
 * (30,000) open clicks made a minute ago by BENCH_OW_USERS (6,000) user keys, 1 in 20 a second click
 * of the same user on the same ad: about as many clicks as the ads' volume, unevenly spread, so some
 * ads reach their cap (offerwall-fill.ts). The app has a postback URL: every completion queues a
 * postback row. BENCH_OW_HOT=0.5 sends half of the clicks to one ad (its own users, a volume of
 * BENCH_OW_HOT_VOLUME, 80 % of its clicks, so it reaches its cap). Then every click is completed once,
 * BENCH_OW_CONNECTIONS (256) in flight. Reported: completions/s (and attempts/s), then the books: 0 lost
 * (every COMPLETED answer is one COMPLETED row and the other way round), 0 counted twice (one per user,
 * ad and day; one attempt per click), no ad above its daily volume, and each ad's live counter = its
 * COMPLETED rows. Also printed: CPU per attempt of the server, the load generator and PostgreSQL, the
 * server's event-loop busy share and the completion batches' counters (completions.ts
 * `completionStats`), with the load average. OFFERWALL_COMPLETION_LANES sets the lanes; BENCH_PG_PORT
 * the throwaway server's port.
 *
 * The floor (offerwall-floor.ts; BENCH_OW_FLOOR=0 skips it): pgbench on the same server and a copy of
 * the same tables, one transaction per completion with only what one needs (the ad's day counter
 * bumped under its lock below the cap, the completion inserted, its postback queued), for
 * BENCH_OW_FLOOR_SECONDS (15) just before and just after the load, steady seconds only. At the bench's
 * in flight capped to what max_connections allows (83 on the throwaway server; BENCH_OW_FLOOR_CLIENTS
 * overrides): the target, completions ≥ 0.7× this floor (≥ 0.5× with the hot ad); and, for comparison,
 * at the server's pool size (10). Printed with the ratios and the CPU per completion of both sides.
 *
 * Measured 2026-11-27, PostgreSQL 15 fsync off, one lane, the shared 2-core machine at load average
 * 10–15 (other work): 556–736 completions/s = 0.91–1.16× the 83-client floor (median 1.11×); hot ad
 * 621–706/s = 1.00–1.20× (median 1.06×), the hot ad exactly at its cap. Against the 10-client floor
 * 0.40–0.78×. CPU per completion (all processes of each side): ours 0.73–0.93 ms, the floor's
 * 2.2–2.9 ms at 83 clients and 0.73–1.49 ms at 10. At load average 4–8 the same day: 1,697/s = 0.96×,
 * hot ad 1,150/s = 0.71×. Books exact in every run. Details: offerwall/README.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fork } from 'node:child_process';
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { seoulDayOf } from '@nurly/contracts/schemas';
import app from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { completionStats } from '../src/modules/offerwall/completions';
import { machineCpuSeconds, postgresCpuSeconds } from './offerwall-cpu';
import { BENCH_KEYWORD, fillOfferwall } from './offerwall-fill';
import { dropFloor, floorClients, prepareFloor, runFloor, type Floor, type FloorRun } from './offerwall-floor';
import { PGBIN, startThrowawayPostgres } from './support';

const ADS = Number(process.env.BENCH_OW_ADS ?? 300);
const VOLUME = Number(process.env.BENCH_OW_VOLUME ?? 100);
const CLICKS = Number(process.env.BENCH_OW_CLICKS ?? 30_000);
const USERS = Number(process.env.BENCH_OW_USERS ?? 6_000);
const CONNECTIONS = Number(process.env.BENCH_OW_CONNECTIONS ?? 256);
const HOT = Math.min(0.95, Math.max(0, Number(process.env.BENCH_OW_HOT ?? 0)));
const HOT_VOLUME = Number(process.env.BENCH_OW_HOT_VOLUME ?? Math.round(0.8 * HOT * CLICKS));
const FLOOR_SECONDS = Number(process.env.BENCH_OW_FLOOR_SECONDS ?? 15);
const POOL_SIZE = 10;
const ENGINE = process.env.BENCH_ENGINE === 'pglite' ? 'pglite' : 'postgres';
const KEY = 'bench-ow-key';
const SECRET = 'bench-ow-secret-0123456789abcdef';
const PRICE_TENTHS = 385;

let throwaway: Awaited<ReturnType<typeof startThrowawayPostgres>> = null;
const pgUrl = ENGINE === 'postgres' ? (process.env.BENCH_DATABASE_URL ?? (throwaway = await startThrowawayPostgres())?.url) : undefined;
if (ENGINE === 'postgres' && !pgUrl) {
  console.log('bench:offerwall needs PostgreSQL: set BENCH_DATABASE_URL or install postgresql (Debian), or BENCH_ENGINE=pglite.');
  process.exit(1);
}
const database = openDatabase(pgUrl ? { databaseUrl: pgUrl, poolSize: POOL_SIZE } : {});
const sql = <Row = Record<string, unknown>>(text: string, params: unknown[] = []) => database.rawQuery<Row>(text, params);

let floor: Floor | undefined;
try {
  await database.migrate();
  const today = seoulDayOf(new Date());
  const started = Date.now();
  const fill = {
    ads: ADS,
    volume: VOLUME,
    clicks: CLICKS,
    users: USERS,
    key: KEY,
    secret: SECRET,
    today,
    priceTenths: PRICE_TENTHS,
    hot: HOT,
    hotVolume: HOT_VOLUME,
  };
  await fillOfferwall(sql, fill);
  const clickIds = (
    await sql<{ id: string }>(
      `select id from offerwall_clicks where app_id = (select id from publisher_apps where api_key = $1) order by random()`,
      [KEY],
    )
  ).map((row) => Number(row.id));
  if (database.engine === 'postgres') await sql('analyze');
  console.log(
    `filled ${ADS} ads × ${VOLUME}/day and ${clickIds.length.toLocaleString()} open clicks of ${USERS.toLocaleString()} users on ${database.engine} in ${((Date.now() - started) / 1000).toFixed(1)} s` +
      (HOT > 0 ? `; hot ad: ${Math.round(HOT * 100)} % of the clicks on one ad with a volume of ${HOT_VOLUME.toLocaleString()}/day` : ''),
  );
  // The pgbench floor (offerwall-floor.ts): a copy of these tables in a database of its own, run
  // just before and just after the load so that other work on the machine weighs on both alike.
  // Two client counts: the bench's in flight as far as PostgreSQL allows (the target's floor), and
  // the server's pool size (as many transactions at once as the server can have).
  const floorRuns = new Map<number, FloorRun[]>();
  const runFloors = async () => {
    for (const [count, runs] of floorRuns) runs.push(await runFloor(floor!, count, FLOOR_SECONDS));
  };
  let clients = 0;
  if (pgUrl && process.env.BENCH_OW_FLOOR !== '0' && fs.existsSync(`${PGBIN}/pgbench`)) {
    floor = await prepareFloor(pgUrl, fill);
    clients = await floorClients(pgUrl, Number(process.env.BENCH_OW_FLOOR_CLIENTS ?? CONNECTIONS), POOL_SIZE);
    floorRuns.set(clients, []);
    if (clients !== POOL_SIZE) floorRuns.set(POOL_SIZE, []);
    await runFloors();
  }

  const config = loadConfig(
    {
      NODE_ENV: 'test',
      JOBS_ENABLED: 'false',
      OFFERWALL_MIN_SECONDS: '5',
      OFFERWALL_COMPLETION_LANES: process.env.OFFERWALL_COMPLETION_LANES ?? '',
    },
    { seedDemo: false, logLevel: 'warn', staticRoot: path.join(os.tmpdir(), 'nurly-no-static') },
  );
  const server = Fastify({ logger: false }).withTypeProvider<TypeBoxTypeProvider>();
  await server.register(app, { config, database, skipMigrations: true });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });

  // The load comes from another process (offerwall-load.ts): the server keeps its own CPU.
  const eluBefore = performance.eventLoopUtilization();
  const cpuBefore = process.cpuUsage();
  const machineBefore = machineCpuSeconds();
  const pgPort = pgUrl ? new URL(pgUrl).port : undefined;
  const postgresBefore = postgresCpuSeconds(pgPort);
  const load = fork(path.join(import.meta.dirname, 'offerwall-load.ts'), { execArgv: ['--import', 'tsx'] });
  const {
    answers,
    seconds: runSeconds,
    total,
    p99,
    cpuSeconds: loadCpu,
  } = await new Promise<{ answers: Record<string, number>; seconds: number; total: number; p99: number; cpuSeconds: number }>(
    (resolve, reject) => {
      load.once('message', resolve as (message: unknown) => void);
      load.once('error', reject);
      load.once('exit', (code) => code !== 0 && reject(new Error(`the load generator exited with ${code}`)));
      load.send({ address, key: KEY, secret: SECRET, clickIds, connections: CONNECTIONS });
    },
  );
  const elu = performance.eventLoopUtilization(eluBefore);
  const cpu = process.cpuUsage(cpuBefore);
  const machine = machineCpuSeconds() - machineBefore;
  const postgresAfter = postgresCpuSeconds(pgPort);
  const postgresCpu = postgresBefore !== undefined && postgresAfter !== undefined ? postgresAfter - postgresBefore : undefined;
  const [loadAverage] = os.loadavg();
  if (floor) await runFloors();
  const completed = answers.COMPLETED ?? 0;
  console.log(`\n${total.toLocaleString()} signed complete calls, ${CONNECTIONS} in flight, in ${runSeconds.toFixed(2)} s:`);
  for (const [answer, n] of Object.entries(answers).sort((a, b) => b[1] - a[1]))
    console.log(`  ${answer.padEnd(34)} ${n.toLocaleString()}`);
  console.log(
    `completions/s: ${Math.round(completed / runSeconds).toLocaleString()} (attempts/s ${Math.round(total / runSeconds).toLocaleString()}), p99 ${p99} ms`,
  );
  // Where a call's time goes, seen from the server: its event loop's busy share and CPU, the batches
  // (calls per batch, ms per batch summed over the lanes) and the click → lane lookups.
  const { batches, calls, largestBatch, batchMs, lockMs, readMs, writeMs, routeLookups, routeMs } = completionStats;
  const perBatch = (ms: number) => (ms / Math.max(1, batches)).toFixed(1);
  const serverCpu = (cpu.user + cpu.system) / 1e6;
  console.log(
    `CPU per attempt: server ${((serverCpu / total) * 1e3).toFixed(3)} ms, load generator ${((loadCpu / total) * 1e3).toFixed(3)} ms, ` +
      (postgresCpu !== undefined ? `PostgreSQL ${((postgresCpu / total) * 1e3).toFixed(3)} ms, ` : '') +
      `the rest of the machine (${postgresCpu !== undefined ? 'other work' : 'PostgreSQL and other work'}) ${(((machine - serverCpu - loadCpu - (postgresCpu ?? 0)) / total) * 1e3).toFixed(3)} ms; ` +
      `machine busy ${(machine / runSeconds).toFixed(2)} of ${os.cpus().length} cores`,
  );
  console.log(
    `server: event loop busy ${(elu.utilization * 100).toFixed(0)} %, CPU ${((cpu.user + cpu.system) / 1e6 / runSeconds).toFixed(2)} cores; ` +
      `${batches.toLocaleString()} batches of ${(calls / Math.max(1, batches)).toFixed(0)} calls (largest ${largestBatch}), ${perBatch(batchMs)} ms each (lock ${perBatch(lockMs)}, read ${perBatch(readMs)}, write ${perBatch(writeMs)}, the rest BEGIN/COMMIT and waiting for the event loop), ` +
      `lanes busy ${(batchMs / 1000 / runSeconds).toFixed(2)} on average; ${routeLookups.toLocaleString()} route lookups of ${(routeMs / Math.max(1, routeLookups)).toFixed(1)} ms; ` +
      `load average ${loadAverage.toFixed(2)} (${os.cpus().length} cores)`,
  );

  const [books] = await sql<{
    completed: number;
    doubled: number;
    clicks_twice: number;
    over_volume: number;
    counter_off: number;
    open_clicks: number;
    hot_completed: number;
    hot_volume: number;
  }>(
    `with mine as (select * from offerwall_completions where app_id = (select id from publisher_apps where api_key = $1))
     select (select count(*) from mine where status = 'COMPLETED')::int completed,
            (select count(*) from (select 1 from mine where status = 'COMPLETED' group by app_id, user_key, ad_id, day having count(*) > 1) d)::int doubled,
            (select count(*) from (select 1 from mine group by click_id having count(*) > 1) d)::int clicks_twice,
            (select count(*) from (select m.ad_id from mine m join ads a on a.id = m.ad_id where m.status = 'COMPLETED'
                                   group by m.ad_id, a.daily_volume having count(*) > a.daily_volume) d)::int over_volume,
            (select count(*) from ads a left join ad_histories h on h.ad_id = a.id and h.day = $2::date
               where a.keyword like '오퍼월벤치 %'
                 and coalesce(h.completions, 0) <> (select count(*) from mine m where m.ad_id = a.id and m.status = 'COMPLETED'))::int counter_off,
            (select count(*) from offerwall_clicks where app_id = (select id from publisher_apps where api_key = $1) and status = 'OPEN')::int open_clicks,
            (select count(*) from mine m join ads a on a.id = m.ad_id where a.keyword = '${BENCH_KEYWORD} 1' and m.status = 'COMPLETED')::int hot_completed,
            (select daily_volume from ads where keyword = '${BENCH_KEYWORD} 1') hot_volume`,
    [KEY, today],
  );
  const lost = Math.abs(books.completed - completed);
  const ok = lost === 0 && books.doubled === 0 && books.clicks_twice === 0 && books.over_volume === 0 && books.counter_off === 0;
  console.log(
    `books: COMPLETED rows ${books.completed.toLocaleString()} vs COMPLETED answers ${completed.toLocaleString()} → lost ${lost}; ` +
      `counted twice ${books.doubled}; clicks with two attempts ${books.clicks_twice}; ads above their daily volume ${books.over_volume}; ` +
      `live counters off ${books.counter_off}; clicks left open ${books.open_clicks}` +
      (HOT > 0 ? `; the hot ad ${books.hot_completed.toLocaleString()} of its ${books.hot_volume.toLocaleString()}` : '') +
      ` → ${ok ? 'exact' : 'NOT exact'}`,
  );
  if (floor) {
    // Each floor: the mean of its runs before and after the load. CPU per completion beside ours
    // (server + PostgreSQL + load generator; the floor's client is pgbench).
    const ours = completed ? ((serverCpu + loadCpu + (postgresCpu ?? 0)) / completed) * 1e3 : NaN;
    const wanted = HOT > 0 ? 0.5 : 0.7;
    for (const [count, runs] of floorRuns) {
      const rate = runs.reduce((sum, r) => sum + r.completionsPerSecond, 0) / runs.length;
      const cpuRuns = runs.filter((r) => r.cpu);
      const cpu = cpuRuns.length ? cpuRuns.reduce((sum, r) => sum + r.cpu!.postgresMs + r.cpu!.pgbenchMs, 0) / cpuRuns.length : undefined;
      const pgMs = cpuRuns.length ? cpuRuns.reduce((sum, r) => sum + r.cpu!.postgresMs, 0) / cpuRuns.length : undefined;
      const ratio = completed / runSeconds / rate;
      console.log(
        `pgbench floor, ${count} clients (${runs[0].protocol} protocol, ${FLOOR_SECONDS} s before and after the load, steady seconds only): ` +
          runs.map((r) => `${Math.round(r.completionsPerSecond).toLocaleString()}/s over ${r.seconds} s`).join(', ') +
          `; mean ${Math.round(rate).toLocaleString()} completions/s` +
          (cpu !== undefined ? `, CPU ≈ ${cpu.toFixed(3)} ms per completion (PostgreSQL ${pgMs!.toFixed(3)})` : ''),
      );
      console.log(
        `  ratio: ${Math.round(completed / runSeconds).toLocaleString()} / ${Math.round(rate).toLocaleString()} = ${ratio.toFixed(2)}× this floor` +
          (count === clients
            ? `${HOT > 0 ? ' (hot ad)' : ''}; target ≥ ${wanted}×: ${ratio >= wanted ? 'met' : 'NOT met'}`
            : ' (for comparison)') +
          (cpu !== undefined
            ? `; CPU per completion: ours ${ours.toFixed(3)} ms, this floor ${cpu.toFixed(3)} ms (${(cpu / ours).toFixed(2)}× ours)`
            : ''),
      );
    }
  } else
    console.log(`pgbench floor: n/a (${database.engine === 'postgres' ? 'no pgbench, or BENCH_OW_FLOOR=0' : 'PGlite, for the record'})`);
  if (!ok) process.exitCode = 1;
  await server.close();
} finally {
  if (floor && pgUrl) await dropFloor(pgUrl, floor).catch(() => {});
  await database.close();
  throwaway?.stop();
}
