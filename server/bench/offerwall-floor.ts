/**
 * The pgbench floor of `bench:offerwall`: what PostgreSQL itself does per second with only the
 * statements one completion cannot do without, run by pgbench (C, one connection per client) on the
 * same throwaway server, at the bench's concurrency (capped to the connections PostgreSQL allows),
 * against a copy of the bench's tables filled the same way (offerwall-fill.ts) in a database of its
 * own. One transaction per completion:
 *   1. the ad's day counter bumped under its row lock, only while below the daily volume;
 *   2. the completion inserted, unique per app, user, ad and Seoul day (a duplicate inserts nothing);
 *   3. its postback row queued;
 * committed when the completion is new, rolled back otherwise (full counter or duplicate), so the
 * floor's books stay exact too. Random ad, user and click ids (`\set … random`). Reported: the
 * completions committed per second. The floor's rows are deleted after each run (the copy stays the
 * same size for the next one).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { openDatabase } from '../src/db/client';
import { BENCH_KEYWORD, fillOfferwall, POSTBACK_URL, type FillOptions } from './offerwall-fill';
import { postgresCpuSeconds, processCpuSeconds } from './offerwall-cpu';
import { PGBIN } from './support';

const run = promisify(execFile);
const FLOOR_DB = 'nurly_bench_floor';

export interface Floor {
  url: string;
  script: string;
  dir: string;
}

export interface FloorRun {
  clients: number;
  seconds: number;
  transactions: number;
  tps: number;
  completionsPerSecond: number;
  protocol: string;
  /** CPU ms per completion in the steady seconds (PostgreSQL's backends, the pgbench client), where /proc shows them. */
  cpu?: { postgresMs: number; pgbenchMs: number };
}

/** Creates (anew) the floor's database next to the bench's, migrates and fills it, and writes the pgbench script. */
export async function prepareFloor(benchUrl: string, fill: FillOptions): Promise<Floor> {
  const admin = openDatabase({ databaseUrl: benchUrl, poolSize: 1 });
  try {
    await admin.rawQuery(`drop database if exists ${FLOOR_DB}`, []);
    await admin.rawQuery(`create database ${FLOOR_DB}`, []);
  } finally {
    await admin.close();
  }
  const url = new URL(benchUrl);
  url.pathname = `/${FLOOR_DB}`;
  const database = openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  try {
    await database.migrate();
    const sql = <Row = Record<string, unknown>>(text: string, params: unknown[] = []) => database.rawQuery<Row>(text, params);
    await fillOfferwall(sql, fill);
    // The day's counter rows, as the first completion of each ad creates them in the app.
    await sql(
      `insert into ad_histories (ad_id, day, target_volume) select id, $1::date, daily_volume from ads where keyword like '${BENCH_KEYWORD} %'`,
      [fill.today],
    );
    const [ids] = await sql<{ ad_lo: number; ad_hi: number; click_lo: number; click_hi: number; app: number; publisher: number }>(
      `select (select min(id) from ads) ad_lo, (select max(id) from ads) ad_hi,
              (select min(id) from offerwall_clicks) click_lo, (select max(id) from offerwall_clicks) click_hi,
              p.id app, p.owner_id publisher
       from publisher_apps p where p.api_key = $1`,
      [fill.key],
    );
    await sql('analyze');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nurly-bench-floor-'));
    const script = path.join(dir, 'completion.sql');
    // Constants are written into the script (pgbench substitutes variables raw in the simple protocol);
    // only the random ids are variables. Each SQL command is one line.
    fs.writeFileSync(
      script,
      [
        `\\set ad random(${ids.ad_lo}, ${ids.ad_hi})`,
        `\\set user random(0, ${fill.users - 1})`,
        `\\set click random(${ids.click_lo}, ${ids.click_hi})`,
        'BEGIN;',
        `WITH c AS (UPDATE ad_histories SET completions = completions + 1 WHERE ad_id = :ad AND day = '${fill.today}'::date AND completions < target_volume RETURNING 1) SELECT count(*) AS room FROM c \\gset`,
        '\\if :room',
        `WITH ins AS (INSERT INTO offerwall_completions (click_id, app_id, publisher_id, ad_id, user_key, day, status, unit_price_tenths, payout_tenths, seconds_after_click, created_at) ` +
          `VALUES (:click, ${ids.app}, ${ids.publisher}, :ad, 'bench-user-' || (:user)::text, '${fill.today}'::date, 'COMPLETED', ${Math.trunc(fill.priceTenths)}, 231, 60, now()) ` +
          `ON CONFLICT DO NOTHING RETURNING id, transaction_id, click_id, ad_id, user_key, payout_tenths, created_at) ` +
          `SELECT count(*) AS fresh, max(id) AS completion, max(transaction_id::text) AS tx FROM ins \\gset`,
        '\\if :fresh',
        `INSERT INTO offerwall_postbacks (completion_id, app_id, url, payload, next_attempt_at, created_at) ` +
          `SELECT c.id, c.app_id, '${POSTBACK_URL}', jsonb_build_object('transaction_id', c.transaction_id, 'click_id', c.click_id, 'mission_id', c.ad_id, 'user', c.user_key, ` +
          `'sub_id', c.sub_id, 'product_code', 'naverapp', 'payout', c.payout_tenths / 10.0, 'payout_tenths', c.payout_tenths, 'completed_at', c.created_at::text, 'day', c.day::text), now(), now() ` +
          `FROM offerwall_completions c WHERE c.id = :completion;`,
        'COMMIT;',
        '\\else',
        'ROLLBACK;',
        '\\endif',
        '\\else',
        'ROLLBACK;',
        '\\endif',
        '',
      ].join('\n'),
    );
    return { url: url.toString(), script, dir };
  } finally {
    await database.close();
  }
}

/**
 * pgbench clients for `wanted` connections: what max_connections leaves after the reserved ones,
 * the bench's own pool (`poolSize`) and a few for the app's listener and this floor's bookkeeping.
 */
export async function floorClients(benchUrl: string, wanted: number, poolSize: number): Promise<number> {
  const admin = openDatabase({ databaseUrl: benchUrl, poolSize: 1 });
  try {
    const [row] = await admin.rawQuery<{ max: number; reserved: number }>(
      `select current_setting('max_connections')::int as max, current_setting('superuser_reserved_connections')::int as reserved`,
      [],
    );
    return Math.max(1, Math.min(wanted, row.max - row.reserved - poolSize - 4));
  } finally {
    await admin.close();
  }
}

/** One pgbench run of `seconds` with `clients` connections (the steady seconds counted; run again twice as long when there were none); its rows deleted afterwards. */
export async function runFloor(
  floor: Floor,
  clients: number,
  seconds: number,
  protocol = process.env.BENCH_OW_FLOOR_PROTOCOL ?? 'prepared',
): Promise<FloorRun> {
  const url = new URL(floor.url);
  // CPU of PostgreSQL and of pgbench itself, sampled every 250 ms while it runs (times from its start),
  // so the steady seconds' CPU can be told apart from the backends' start.
  const samples: { at: number; postgres: number; client: number }[] = [];
  const started = performance.now();
  const pending = run(
    `${PGBIN}/pgbench`,
    [
      '-n',
      '-P',
      '1',
      '-M',
      protocol,
      '-c',
      String(clients),
      '-j',
      String(Math.min(clients, os.cpus().length)),
      '-T',
      String(seconds),
      '-f',
      floor.script,
      '-h',
      url.hostname,
      '-p',
      url.port,
      '-U',
      url.username || 'postgres',
      url.pathname.slice(1),
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const sample = () => {
    const postgres = postgresCpuSeconds(url.port);
    const client = processCpuSeconds(pending.child.pid);
    if (postgres !== undefined && client !== undefined) samples.push({ at: (performance.now() - started) / 1000, postgres, client });
  };
  sample();
  const timer = setInterval(sample, 250);
  const { stdout, stderr } = await pending.finally(() => clearInterval(timer));
  const transactions = Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1] ?? NaN);
  // Steady state: the per-second progress lines (on stderr) after the first one with transactions (each new
  // backend first loads its catalog caches and prepares its statements, which took seconds with
  // 80 clients on the shared 2-core machine and is no part of a completion's cost).
  const progress = [...stderr.matchAll(/progress: ([\d.]+) s, ([\d.]+) tps/g)].map((m) => ({ at: Number(m[1]), tps: Number(m[2]) }));
  const first = progress.findIndex((line) => line.tps > 0);
  const steady = first < 0 ? [] : progress.slice(first + 1);
  if (!Number.isFinite(transactions)) throw new Error(`pgbench said:\n${stdout}${stderr}`);
  if (!transactions || steady.length < 2) {
    // The backends' start took the whole run (a busy machine): again, twice as long.
    if (seconds >= 120) throw new Error(`pgbench reached no steady state in ${seconds} s:\n${stdout}${stderr}`);
    await clearFloor(floor.url);
    return runFloor(floor, clients, seconds * 2, protocol);
  }
  const tps = steady.reduce((sum, line) => sum + line.tps, 0) / steady.length;
  // The CPU samples nearest to the steady window's ends (its first second starts at line `first`).
  const near = (at: number) => samples.reduce((best, s) => (Math.abs(s.at - at) < Math.abs(best.at - at) ? s : best), samples[0]);
  const [from, to] = [near(progress[first].at), near(steady[steady.length - 1].at)];
  const windowSeconds = steady[steady.length - 1].at - progress[first].at;
  const database = openDatabase({ databaseUrl: floor.url, poolSize: 1 });
  try {
    const [row] = await database.rawQuery<{ completed: number; postbacks: number; over_volume: number; counters_off: number }>(
      `select (select count(*) from offerwall_completions where status = 'COMPLETED')::int completed,
              (select count(*) from offerwall_postbacks)::int postbacks,
              (select count(*) from ad_histories where completions > target_volume)::int over_volume,
              (select count(*) from ad_histories h where h.completions <> (select count(*) from offerwall_completions c where c.ad_id = h.ad_id))::int counters_off`,
      [],
    );
    if (row.postbacks !== row.completed || row.over_volume || row.counters_off)
      throw new Error(`the floor's books are off: ${JSON.stringify(row)}`);
    // Completions per second: the steady transactions per second × the share of them that completed.
    const completionsPerSecond = (tps * row.completed) / transactions;
    const steadyCompletions = completionsPerSecond * windowSeconds;
    const cpu =
      samples.length > 1 && to.at > from.at && steadyCompletions > 0
        ? {
            postgresMs: ((to.postgres - from.postgres) / steadyCompletions) * 1e3,
            pgbenchMs: ((to.client - from.client) / steadyCompletions) * 1e3,
          }
        : undefined;
    return { clients, seconds: steady.length, transactions, tps, completionsPerSecond, protocol, cpu };
  } finally {
    await database.close();
    await clearFloor(floor.url);
  }
}

/** The floor's completions and postbacks deleted and its counters zeroed: the next run starts as this one did. */
async function clearFloor(url: string): Promise<void> {
  const database = openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    await database.rawQuery('delete from offerwall_postbacks', []);
    await database.rawQuery('delete from offerwall_completions', []);
    await database.rawQuery('update ad_histories set completions = 0', []);
    await database.rawQuery('vacuum analyze offerwall_postbacks, offerwall_completions, ad_histories', []);
  } finally {
    await database.close();
  }
}

/** Drops the floor's database and its script. */
export async function dropFloor(benchUrl: string, floor: Floor): Promise<void> {
  fs.rmSync(floor.dir, { recursive: true, force: true });
  const admin = openDatabase({ databaseUrl: benchUrl, poolSize: 1 });
  try {
    await admin.rawQuery(`drop database if exists ${FLOOR_DB}`, []);
  } finally {
    await admin.close();
  }
}
