/**
 * `pnpm bench:offerwall`: signed `POST /api/offerwall/v1/clicks/{id}/complete` calls from
 * many end users on ads with daily caps, through the real app (signature check, replay guard, the
 * daily-volume lock, the attempt log, postback rows), on PostgreSQL (BENCH_DATABASE_URL, or a
 * throwaway server started here) or on PGlite with BENCH_ENGINE=pglite (for the record).
 *
 * BENCH_OW_ADS (300) running ads with a daily volume of BENCH_OW_VOLUME (100) each, and BENCH_OW_CLICKS
 * (30,000) open clicks made a minute ago by BENCH_OW_USERS (6,000) user keys, 1 in 20 a second click
 * of the same user on the same ad: about as many clicks as the ads' volume, unevenly spread, so some
 * ads reach their cap. Then every click is completed once, BENCH_OW_CONNECTIONS (256) in flight. Reported: completions/s (and
 * attempts/s), then the books: 0 lost (every COMPLETED answer is one COMPLETED row and the other way
 * round), 0 counted twice (one per user, ad and day; one attempt per click), no ad above its daily
 * volume, and each ad's live counter = its COMPLETED rows. Target ≥ 3,000 completions/s on PostgreSQL.
 * Also printed: CPU per attempt of the server, the load generator and PostgreSQL, the server's event-loop
 * busy share and the completion batches' counters (completions.ts `completionStats`), with the load average.
 * OFFERWALL_COMPLETION_LANES sets the lanes; BENCH_PG_PORT the throwaway server's port.
 *
 * Measured (2026-11-23, PostgreSQL 15 fsync off, shared 2-core machine, one lane): 2,356–2,634
 * completions/s at load average 1.2–1.3 (0.79–0.88× the target), 1,180–2,150/s with other work on the
 * machine (load 4–7); ≈ 0.41 ms CPU per attempt in all (server 0.14–0.16, load generator 0.08–0.09,
 * PostgreSQL 0.17–0.19). PGlite: 1,977/s. Books exact in every run. Details: offerwall/README.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fork } from 'node:child_process';
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { holdWon, seoulDayOf, shiftDay } from '@nurly/contracts/schemas';
import app from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { completionStats } from '../src/modules/offerwall/completions';
import { startThrowawayPostgres } from './support';

const ADS = Number(process.env.BENCH_OW_ADS ?? 300);
const VOLUME = Number(process.env.BENCH_OW_VOLUME ?? 100);
const CLICKS = Number(process.env.BENCH_OW_CLICKS ?? 30_000);
const USERS = Number(process.env.BENCH_OW_USERS ?? 6_000);
const CONNECTIONS = Number(process.env.BENCH_OW_CONNECTIONS ?? 256);
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
const database = openDatabase(pgUrl ? { databaseUrl: pgUrl, poolSize: 10 } : {});
const sql = <Row = Record<string, unknown>>(text: string, params: unknown[] = []) => database.rawQuery<Row>(text, params);

/** CPU seconds the whole machine spent busy since boot (/proc/stat; 0 where there is none). */
function machineCpuSeconds(): number {
  try {
    const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const idle = ticks[3] + ticks[4];
    return (ticks.slice(0, 8).reduce((sum, n) => sum + n, 0) - idle) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds of the PostgreSQL server listening on `port`: its postmaster (found by its command
 * line) with its live children, plus the children it has reaped. Undefined when it cannot be seen
 * (not local, not Linux): then the machine's figure stands in.
 */
function postgresCpuSeconds(port: string | undefined): number | undefined {
  if (!port) return undefined;
  try {
    const stats = new Map<number, string[]>();
    let postmaster: number | undefined;
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        stats.set(Number(entry), stat.slice(stat.lastIndexOf(')') + 2).split(' '));
        const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
        if (cmdline[0].endsWith('/bin/postgres') && cmdline.join(' ').includes(`-p ${port}`)) postmaster = Number(entry);
      } catch {
        // the process ended meanwhile
      }
    }
    if (postmaster === undefined) return undefined;
    // Fields after the command: state ppid … utime(12) stime(13) cutime(14) cstime(15), in clock ticks.
    let ticks = 0;
    for (const [pid, fields] of stats) {
      if (pid === postmaster) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      else if (Number(fields[1]) === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks / 100;
  } catch {
    return undefined;
  }
}

try {
  await database.migrate();
  const today = seoulDayOf(new Date());
  const started = Date.now();
  // One advertiser whose balance covers every ad's hold; one publisher app with the bench key.
  const holdPerAd = holdWon(VOLUME, PRICE_TENTHS, 3);
  await sql(`insert into users (username, password_hash, name, point) values ('bench-ow-owner', 'x', '벤치 광고주', $1::bigint)`, [holdPerAd * ADS]);
  await sql(`insert into users (username, password_hash, name) values ('bench-ow-publisher', 'x', '벤치 매체')`);
  await sql(`insert into publisher_apps (owner_id, name, api_key, secret) select id, '벤치 앱', $1, $2 from users where username = 'bench-ow-publisher'`, [
    KEY,
    SECRET,
  ]);
  await sql(
    `insert into campaigns (owner_id, service, channel, keyword, mid, start_date, end_date)
     select (select id from users where username = 'bench-ow-owner'), 'NURLY', 'NAVER_SHOPPING', '오퍼월벤치 ' || g, (80000000000 + g)::text, $2::date, $3::date
     from generate_series(1, $1::int) g`,
    [ADS, shiftDay(today, -1), shiftDay(today, 1)],
  );
  await sql(
    `insert into ads (campaign_id, owner_id, service, channel, keyword, mid, start_date, end_date, product_code, daily_volume,
                      unit_price_tenths, payout_tenths, status)
     select id, owner_id, service, channel, keyword, mid, start_date, end_date, 'naverapp', $1::int, ${PRICE_TENTHS}, 231, 'ACTIVE'
     from campaigns where keyword like '오퍼월벤치 %'`,
    [VOLUME],
  );
  // Today and tomorrow held (yesterday is past): the hold covers today's whole volume.
  await sql(`insert into point_holds (account_id, ad_id, amount, held_through)
             select owner_id, id, $1::bigint, end_date from ads where keyword like '오퍼월벤치 %'`, [holdPerAd]);
  // Click g: user b % USERS on an ad drawn with a skew towards the first ads (some ads get far more
  // clicks than their volume, others fewer), b = g except every 20th click, which repeats the
  // previous one (b = g − 1: the same user and ad again, a duplicate to refuse).
  await sql(
    `with a as (select array_agg(id order by id) ids from ads where keyword like '오퍼월벤치 %'),
          p as (select id from publisher_apps where api_key = $4),
          c as (select g, case when g % 20 = 0 then g - 1 else g end b from generate_series(1, $1::int) g)
     insert into offerwall_clicks (app_id, ad_id, user_key, ip, day, status, created_at)
     select p.id, a.ids[1 + floor($2::int * power(((c.b * 7919) % 10007) / 10007.0, 1.6))::int], 'bench-user-' || (c.b % $3::int),
            '10.0.' || (c.g % 250) || '.' || (c.g % 200), $5::date, 'OPEN', now() - interval '60 seconds'
     from c, a, p`,
    [CLICKS, ADS, USERS, KEY, today],
  );
  const clickIds = (await sql<{ id: string }>(`select id from offerwall_clicks where app_id = (select id from publisher_apps where api_key = $1) order by random()`, [KEY])).map(
    (row) => Number(row.id),
  );
  if (database.engine === 'postgres') await sql('analyze');
  console.log(`filled ${ADS} ads × ${VOLUME}/day and ${clickIds.length.toLocaleString()} open clicks of ${USERS.toLocaleString()} users on ${database.engine} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const config = loadConfig(
    { NODE_ENV: 'test', JOBS_ENABLED: 'false', OFFERWALL_MIN_SECONDS: '5', OFFERWALL_COMPLETION_LANES: process.env.OFFERWALL_COMPLETION_LANES ?? '' },
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
  const { answers, seconds: runSeconds, total, p99, cpuSeconds: loadCpu } = await new Promise<{ answers: Record<string, number>; seconds: number; total: number; p99: number; cpuSeconds: number }>((resolve, reject) => {
    load.once('message', resolve as (message: unknown) => void);
    load.once('error', reject);
    load.once('exit', (code) => code !== 0 && reject(new Error(`the load generator exited with ${code}`)));
    load.send({ address, key: KEY, secret: SECRET, clickIds, connections: CONNECTIONS });
  });
  const elu = performance.eventLoopUtilization(eluBefore);
  const cpu = process.cpuUsage(cpuBefore);
  const machine = machineCpuSeconds() - machineBefore;
  const postgresAfter = postgresCpuSeconds(pgPort);
  const postgresCpu = postgresBefore !== undefined && postgresAfter !== undefined ? postgresAfter - postgresBefore : undefined;
  const [loadAverage] = os.loadavg();
  const completed = answers.COMPLETED ?? 0;
  console.log(`\n${total.toLocaleString()} signed complete calls, ${CONNECTIONS} in flight, in ${runSeconds.toFixed(2)} s:`);
  for (const [answer, n] of Object.entries(answers).sort((a, b) => b[1] - a[1])) console.log(`  ${answer.padEnd(34)} ${n.toLocaleString()}`);
  console.log(`completions/s: ${Math.round(completed / runSeconds).toLocaleString()} (attempts/s ${Math.round(total / runSeconds).toLocaleString()}), p99 ${p99} ms`);
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

  const [books] = await sql<{ completed: number; doubled: number; clicks_twice: number; over_volume: number; counter_off: number; open_clicks: number }>(
    `with mine as (select * from offerwall_completions where app_id = (select id from publisher_apps where api_key = $1))
     select (select count(*) from mine where status = 'COMPLETED')::int completed,
            (select count(*) from (select 1 from mine where status = 'COMPLETED' group by app_id, user_key, ad_id, day having count(*) > 1) d)::int doubled,
            (select count(*) from (select 1 from mine group by click_id having count(*) > 1) d)::int clicks_twice,
            (select count(*) from (select m.ad_id from mine m join ads a on a.id = m.ad_id where m.status = 'COMPLETED'
                                   group by m.ad_id, a.daily_volume having count(*) > a.daily_volume) d)::int over_volume,
            (select count(*) from ads a left join ad_histories h on h.ad_id = a.id and h.day = $2::date
               where a.keyword like '오퍼월벤치 %'
                 and coalesce(h.completions, 0) <> (select count(*) from mine m where m.ad_id = a.id and m.status = 'COMPLETED'))::int counter_off,
            (select count(*) from offerwall_clicks where app_id = (select id from publisher_apps where api_key = $1) and status = 'OPEN')::int open_clicks`,
    [KEY, today],
  );
  const lost = Math.abs(books.completed - completed);
  const ok = lost === 0 && books.doubled === 0 && books.clicks_twice === 0 && books.over_volume === 0 && books.counter_off === 0;
  console.log(
    `books: COMPLETED rows ${books.completed.toLocaleString()} vs COMPLETED answers ${completed.toLocaleString()} → lost ${lost}; ` +
      `counted twice ${books.doubled}; clicks with two attempts ${books.clicks_twice}; ads above their daily volume ${books.over_volume}; ` +
      `live counters off ${books.counter_off}; clicks left open ${books.open_clicks} → ${ok ? 'exact' : 'NOT exact'}`,
  );
  console.log(`target ≥ 3,000 completions/s on PostgreSQL: ${database.engine === 'postgres' ? (completed / runSeconds >= 3000 ? 'met' : 'NOT met') : 'n/a (PGlite, for the record)'}`);
  if (!ok) process.exitCode = 1;
  await server.close();
} finally {
  await database.close();
  throwaway?.stop();
}
