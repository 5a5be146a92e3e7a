/**
 * `pnpm bench:settlement`, on PostgreSQL (BENCH_DATABASE_URL, a server where that role may create
 * databases, or a throwaway server started here on BENCH_PG_PORT or a free port):
 * BENCH_COMPLETIONS (1,000,000) COMPLETED offerwall completions over BENCH_ADS (10,000) running ads of
 * BENCH_OWNERS (1,000) accounts on BENCH_DAYS (2) past days, bulk-inserted by SQL into a database of
 * their own and vacuumed (as autovacuum leaves a past day). That database is the template of every
 * measured one: each of BENCH_RUNS (3) rounds copies it twice (`CREATE DATABASE … TEMPLATE`,
 * untimed, then a checkpoint), so the floor and the settlement each start from the same unsettled
 * database every time, and measures on those copies, the two in turn (odd rounds the floor first,
 * even rounds the settlement first, so a drift of the machine's load falls on both):
 *   1. one plain `GROUP BY ad_id, day` aggregate over the completions (twice a round on the floor's copy),
 *   1b. the floor of the rows docs/decisions/money-loop.md#settlement requires: the aggregate plus one AD_DEDUCT ledger row and one
 *      settlement row per ad-day written by INSERT … SELECT on BENCH_PARALLEL_BATCHES connections (the
 *      groups computed beforehand, untimed), rolled back,
 *   2. the settlement of every unsettled day up to yesterday (`settleUpTo`, exactly-once rules and all),
 *      on its own copy after one untimed aggregate (the same warm cache as the floor's).
 * Compared: the settlement's best of the rounds against the floor = the aggregate's best + the
 * writes' best (each the minimum over the same rounds); target ≤ 1.5×. On the last round's copy:
 *   3. a re-run, which must write nothing, target ≤ 0.25× that round's run,
 * and the books: one settlement per ad-day, Σ charged = Σ chargeWon(count, price) per ad-day, every
 * account's balance = its ledger sum and ≥ its holds, every hold = its future days. The unsettled read is
 * also timed alone before each settlement (best of the rounds). BENCH_PARALLEL_BATCHES (4) and
 * BENCH_ACCOUNTS_PER_BATCH (200) tune the run; BENCH_CPU_PROFILE=file.cpuprofile writes a V8 CPU profile of
 * the last round's settlement (Node's side of the run). The bench's databases are dropped at the end
 * (BENCH_REUSE_FILLED=1 keeps the filled one and reuses it while its parameters and first day match).
 *
 * Measured 2026-11-27 (PostgreSQL 15 fsync off, 2-core machine): on a quiet machine (load average
 * 1.7–1.9) settlement 1.42× the floor of its required rows (rounds 1.35–1.42×; target ≤ 1.5×), re-run
 * 0.015×, books exact. Four runs at load average 9.3–14.8, other work on the machine: settlement 1.53×, 1.69×, 1.40× and 1.95× the floor of its required rows (median 1.61×,
 * single rounds 1.28–2.67×; target ≤ 1.5×; the floor 3.0–4.5× the plain aggregate); re-run
 * 0.006–0.047× the run, writing nothing; books exact. Node's CPU during a run 0.25–0.72 s.
 * Details: src/modules/settlement/README.md.
 */
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import { sql as sqlTag } from 'drizzle-orm';
import { holdWon, seoulDayOf, shiftDay } from '@nurly/contracts/schemas';
import { openDatabase, type Database } from '../src/db/client';
import { chargeWonSql, holdWonSql } from '../src/db/money-sql';
import { systemClock } from '../src/lib/clock';
import { createSettlementRepository } from '../src/modules/settlement/repository';
import { settleUpTo } from '../src/modules/settlement/service';
import { startThrowawayPostgres } from './support';

const COMPLETIONS = Number(process.env.BENCH_COMPLETIONS ?? 1_000_000);
const ADS = Number(process.env.BENCH_ADS ?? 10_000);
const OWNERS = Number(process.env.BENCH_OWNERS ?? 1_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 2);
const APPS = 5;
const PRICE_TENTHS = 385;
const PAYOUT_TENTHS = 231;
const DAILY_VOLUME = 100;
const AD_DAYS_LONG = 10;

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const rolledBack = new Error('rolled back on purpose');

async function fill(database: Database, firstDay: string) {
  const started = Date.now();
  const sql = (text: string, params: unknown[] = []) => database.rawQuery(text, params);
  const holdPerAd = holdWon(DAILY_VOLUME, PRICE_TENTHS, AD_DAYS_LONG);
  const adsPerOwner = Math.ceil(ADS / OWNERS);
  // Owners funded by a CHARGE row each (ledger sum = balance): their holds plus a spare million.
  const balance = holdPerAd * adsPerOwner + 1_000_000;
  await sql(
    `insert into users (username, password_hash, name, point)
             select 'bench-settle-' || g, 'x', '벤치 광고주 ' || g, $2::bigint from generate_series(1, $1::int) g`,
    [OWNERS, balance],
  );
  await sql(`insert into point_transactions (account_id, action, action_name, amount, balance_after, idempotency_key)
             select id, 'CHARGE', '포인트 충전', point, point, 'bench:charge:' || id from users where username like 'bench-settle-%'`);
  await sql(`insert into users (username, password_hash, name) values ('bench-publisher', 'x', '벤치 매체')`);
  await sql(`insert into publisher_apps (owner_id, name, api_key, secret)
             select (select id from users where username = 'bench-publisher'), '벤치 앱 ' || g, 'bench-key-' || g, 'bench-secret-' || g
             from generate_series(1, ${APPS}) g`);
  await sql(
    `with owners as (select array_agg(id order by id) ids from users where username like 'bench-settle-%')
     insert into campaigns (owner_id, service, channel, keyword, mid, start_date, end_date)
     select ids[1 + (g - 1) % $2::int], 'NURLY', 'NAVER_SHOPPING', '정산벤치 ' || g, (80000000000 + g)::text, $3::date, $3::date + ${AD_DAYS_LONG - 1}
     from generate_series(1, $1::int) g, owners`,
    [ADS, OWNERS, firstDay],
  );
  await sql(
    `insert into ads (campaign_id, owner_id, service, channel, keyword, mid, start_date, end_date, product_code, daily_volume,
                      unit_price_tenths, payout_tenths, status)
     select id, owner_id, service, channel, keyword, mid, start_date, end_date, 'naverapp', ${DAILY_VOLUME}, ${PRICE_TENTHS}, ${PAYOUT_TENTHS}, 'ACTIVE'
     from campaigns where keyword like '정산벤치 %'`,
  );
  await sql(`insert into point_holds (account_id, ad_id, amount, held_through)
             select owner_id, id, ${holdPerAd}, end_date from ads where keyword like '정산벤치 %'`);
  // Completion g: ad g % ADS, the days in equal consecutive blocks, app g % APPS; one click each (the FK).
  const params = [COMPLETIONS, ADS, DAYS, firstDay];
  const common = `with a as (select array_agg(id order by id) ids from ads where keyword like '정산벤치 %'),
                       p as (select array_agg(id order by id) ids from publisher_apps where api_key like 'bench-key-%')`;
  await sql(
    `${common}
     insert into offerwall_clicks (id, app_id, ad_id, user_key, day, status)
     select g, p.ids[1 + g % ${APPS}], a.ids[1 + g % $2::int], 'bench-user-' || g, $4::date + ((g - 1)::bigint * $3::int / $1::int)::int, 'COMPLETED'
     from generate_series(1, $1::int) g, a, p`,
    params,
  );
  await sql(`select setval(pg_get_serial_sequence('offerwall_clicks', 'id'), (select max(id) from offerwall_clicks))`);
  await sql(
    `${common}
     insert into offerwall_completions (click_id, app_id, publisher_id, ad_id, user_key, day, status, unit_price_tenths, payout_tenths, seconds_after_click)
     select g, p.ids[1 + g % ${APPS}], (select id from users where username = 'bench-publisher'), a.ids[1 + g % $2::int], 'bench-user-' || g,
            $4::date + ((g - 1)::bigint * $3::int / $1::int)::int, 'COMPLETED', ${PRICE_TENTHS}, ${PAYOUT_TENTHS}, 30
     from generate_series(1, $1::int) g, a, p`,
    params,
  );
  // Vacuumed as autovacuum leaves yesterday's rows by the time the 00:05 run reads them (PostgreSQL 13+
  // vacuums after inserts): the visibility map set, so index-only scans read no heap. Both sides gain.
  await sql('vacuum (analyze)');
  console.log(
    `filled ${COMPLETIONS.toLocaleString()} completions over ${ADS.toLocaleString()} ads of ${OWNERS.toLocaleString()} accounts, ${DAYS} days, in ${seconds(Date.now() - started)} s`,
  );
}

async function counts(database: Database) {
  const [row] = await database.rawQuery<Record<string, unknown>>(
    `select (select count(*) from daily_ad_settlements)::int ad_days,
                                    (select count(*) from daily_publisher_settlements)::int app_days,
                                    (select count(*) from point_transactions)::int ledger,
                                    (select count(*) from ad_logs)::int logs,
                                    (select count(*) from ad_histories)::int histories,
                                    (select coalesce(sum(amount), 0) from point_holds)::text holds`,
    [],
  );
  return JSON.stringify(row);
}

let throwaway: Awaited<ReturnType<typeof startThrowawayPostgres>> = null;
const pgUrl = process.env.BENCH_DATABASE_URL ?? (throwaway = await startThrowawayPostgres())?.url;
if (!pgUrl) {
  console.log('bench:settlement needs PostgreSQL: set BENCH_DATABASE_URL or install postgresql (Debian).');
  process.exit(1);
}
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const parallel = Number(process.env.BENCH_PARALLEL_BATCHES ?? 4);
const FILLED = 'bench_settle_filled';
const copies = Array.from({ length: RUNS }, (_, index) => ({
  floor: `bench_settle_floor_${index + 1}`,
  run: `bench_settle_run_${index + 1}`,
}));
const urlOf = (name: string) => {
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
const admin = openDatabase({ databaseUrl: pgUrl, poolSize: 1 });
// A copy is dropped once its pool is closed (DROP waits a few seconds for those backends to go); the
// leftovers of an interrupted bench, before and after, with (force).
const dropDatabase = (name: string, force = false) => admin.rawQuery(`drop database if exists ${name}${force ? ' with (force)' : ''}`, []);

/** Starts V8's CPU profiler in this process; the function returned stops it and writes the profile (a .cpuprofile) to a file. */
async function startCpuProfile(): Promise<(file: string) => Promise<void>> {
  const session = new inspector.Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async (file) => {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}

/** One plain aggregate over the completions, timed. */
async function aggregate(database: Database): Promise<{ ms: number; groups: number }> {
  const started = performance.now();
  const result = await database.rawQuery(
    `select ad_id, day, count(*) from offerwall_completions where status = 'COMPLETED' group by ad_id, day`,
    [],
  );
  return { ms: performance.now() - started, groups: result.length };
}

/**
 * The floor of what docs/decisions/money-loop.md#settlement requires be written, whatever the code: per ad-day one AD_DEDUCT
 * ledger row and one settlement row pointing at it, with the tables' real keys, checks and foreign
 * keys. Its most favourable form: the groups computed beforehand (untimed; the aggregate is their
 * cost), then one INSERT … SELECT pair per connection on as many connections as the settlement's
 * lanes, each rolled back. Returns the aggregate's best of two and the writes' time.
 */
async function floorRound(name: string): Promise<{ aggregateMs: number; writesMs: number; groups: number }> {
  const database = openDatabase({ databaseUrl: urlOf(name), poolSize: 10 });
  try {
    const first = await aggregate(database);
    const second = await aggregate(database);
    await database.db.execute(sqlTag`
      create table bench_floor_groups as
        select g.ad_id, g.day, g.n, a.owner_id, a.unit_price_tenths, ${chargeWonSql(sqlTag`g.n`, sqlTag`a.unit_price_tenths`)} as amount
        from (select ad_id, day, count(*)::int as n from offerwall_completions where status = 'COMPLETED' group by ad_id, day) g
        join ads a on a.id = g.ad_id`);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: parallel }, (_, part) =>
        database.db
          .transaction(async (tx) => {
            await tx.execute(sqlTag`
              with ledger as (
                insert into point_transactions (account_id, action, action_name, amount, balance_after, idempotency_key, memo)
                select g.owner_id, 'AD_DEDUCT', '광고비 차감', -g.amount, 0, 'floor:' || g.ad_id || ':' || g.day, '광고 #' || g.ad_id || ' ' || g.day || ' 정산 (' || g.n || '건)'
                from bench_floor_groups g where g.owner_id % ${parallel} = ${part}
                returning id, idempotency_key)
              insert into daily_ad_settlements (ad_id, day, completions, unit_price_tenths, amount, ledger_id, hold_released)
              select g.ad_id, g.day, g.n, g.unit_price_tenths, g.amount, l.id, 0
              from bench_floor_groups g join ledger l on l.idempotency_key = 'floor:' || g.ad_id || ':' || g.day
              where g.owner_id % ${parallel} = ${part}`);
            throw rolledBack;
          })
          .catch((error) => {
            if (error !== rolledBack) throw error;
          }),
      ),
    );
    const writesMs = performance.now() - started;
    return { aggregateMs: Math.min(first.ms, second.ms), writesMs, groups: first.groups };
  } finally {
    await database.close();
  }
}

/** The settlement on its own copy, with the app's code and a clock fixed at now; the last round also re-runs it and checks the books. */
async function settlementRound(name: string, upTo: string, today: string, last: boolean) {
  const database = openDatabase({ databaseUrl: urlOf(name), poolSize: 10 });
  try {
    await aggregate(database); // the warm-up the floor's first aggregate gives the floor
    const deps = {
      repo: createSettlementRepository(database.db),
      clock: systemClock(),
      parallelBatches: parallel,
      accountsPerBatch: process.env.BENCH_ACCOUNTS_PER_BATCH ? Number(process.env.BENCH_ACCOUNTS_PER_BATCH) : undefined,
    };
    // Where the time goes: the read of what is unsettled (settleUpTo's first statement), timed alone.
    let started = performance.now();
    await deps.repo.unsettledCompletionGroups(await deps.repo.readSeal(), upTo);
    const unsettledMs = performance.now() - started;
    const profile = last && process.env.BENCH_CPU_PROFILE ? await startCpuProfile() : null;
    started = performance.now();
    const cpuBefore = process.cpuUsage();
    const totals = await settleUpTo(deps, upTo);
    const settleMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const nodeCpuMs = (cpu.user + cpu.system) / 1000;
    await profile?.(process.env.BENCH_CPU_PROFILE!);
    if (!last) return { settleMs, nodeCpuMs, unsettledMs, totals, rerun: null };

    // 3. A re-run: nothing to write.
    const before = await counts(database);
    started = performance.now();
    const again = await settleUpTo(deps, upTo);
    const rerunMs = performance.now() - started;
    const after = await counts(database);

    // The books.
    const checks = (await database.db.execute(sqlTag`
        select (select count(*) from (select ad_id, day from daily_ad_settlements group by 1, 2 having count(*) > 1) d)::int as doubled,
               (select coalesce(sum(amount), 0) from daily_ad_settlements)::text as charged,
               (select coalesce(sum(${chargeWonSql(sqlTag`g.n`, PRICE_TENTHS)}), 0) from
                  (select ad_id, day, count(*) n from offerwall_completions where status = 'COMPLETED' group by 1, 2) g)::text as expected,
               (select count(*) from users u where u.username like 'bench-settle-%' and (
                  u.point <> (select coalesce(sum(amount), 0) from point_transactions t where t.account_id = u.id)
                  or u.point < (select coalesce(sum(amount), 0) from point_holds h where h.account_id = u.id)))::int as unbalanced,
               (select count(*) from point_holds h join ads a on a.id = h.ad_id
                 where a.keyword like '정산벤치 %'
                   and h.amount <> ${holdWonSql(DAILY_VOLUME, PRICE_TENTHS, sqlTag`a.end_date - ${today}::date + 1`)})::int as holds_off`)) as unknown as {
      rows: { doubled: number; charged: string; expected: string; unbalanced: number; holds_off: number }[];
    };
    return {
      settleMs,
      nodeCpuMs,
      unsettledMs,
      totals,
      rerun: { rerunMs, again, wroteNothing: before === after, before, after, check: checks.rows[0] },
    };
  } finally {
    await database.close();
  }
}

// BENCH_REUSE_FILLED=1 (iterating on the settlement's code): the filled database is kept at the end and
// used again when its parameters and first day are the same (a new migration needs a fresh fill).
const reuse = process.env.BENCH_REUSE_FILLED === '1';
try {
  const today = seoulDayOf(new Date());
  const firstDay = shiftDay(today, -DAYS);
  const upTo = shiftDay(today, -1);
  const marker = JSON.stringify({ COMPLETIONS, ADS, OWNERS, DAYS, firstDay });
  const [kept] = reuse
    ? await admin.rawQuery<{ marker: string | null }>(
        `select shobj_description(oid, 'pg_database') as marker from pg_database where datname = $1`,
        [FILLED],
      )
    : [];
  for (const name of [...(kept?.marker === marker ? [] : [FILLED]), ...copies.flatMap((copy) => [copy.floor, copy.run])])
    await dropDatabase(name, true);
  if (kept?.marker === marker) console.log(`reusing ${FILLED} (${marker})`);
  else {
    await admin.rawQuery(`create database ${FILLED}`, []);
    const filled = openDatabase({ databaseUrl: urlOf(FILLED), poolSize: 10 });
    try {
      await filled.migrate();
      await fill(filled, firstDay);
    } finally {
      await filled.close();
    }
    await admin.rawQuery(`comment on database ${FILLED} is '${marker}'`, []);
  }
  // FILE_COPY (PostgreSQL 15+; before 15 the only way) copies the files instead of writing every page to the WAL.
  const [{ version }] = await admin.rawQuery<{ version: number }>(`select current_setting('server_version_num')::int as version`, []);
  const strategy = version >= 150000 ? ' strategy = file_copy' : '';
  const checkpoint = () => admin.rawQuery('checkpoint', []).catch(() => {}); // needs pg_checkpoint or superuser; without, no checkpoint

  let aggregateMs = Infinity;
  let requiredWritesMs = Infinity;
  let groups = 0;
  let unsettledMs = Infinity;
  let settleMs = Infinity;
  const rounds: string[] = [];
  let lastRound: Awaited<ReturnType<typeof settlementRound>> | null = null;
  for (const [index, copy] of copies.entries()) {
    await admin.rawQuery(`create database ${copy.floor} template ${FILLED}${strategy}`, []);
    await admin.rawQuery(`create database ${copy.run} template ${FILLED}${strategy}`, []);
    await checkpoint();
    const last = index === copies.length - 1;
    const runFloor = async () => {
      const floor = await floorRound(copy.floor);
      await dropDatabase(copy.floor);
      return floor;
    };
    const runSettlement = async () => {
      const round = await settlementRound(copy.run, upTo, today, last);
      if (!last) await dropDatabase(copy.run);
      return round;
    };
    let floor: Awaited<ReturnType<typeof floorRound>>;
    let settlement: Awaited<ReturnType<typeof settlementRound>>;
    if (index % 2 === 0) {
      floor = await runFloor();
      settlement = await runSettlement();
    } else {
      settlement = await runSettlement();
      floor = await runFloor();
    }
    aggregateMs = Math.min(aggregateMs, floor.aggregateMs);
    requiredWritesMs = Math.min(requiredWritesMs, floor.writesMs);
    groups = floor.groups;
    unsettledMs = Math.min(unsettledMs, settlement.unsettledMs);
    settleMs = Math.min(settleMs, settlement.settleMs);
    const roundFloorMs = floor.aggregateMs + floor.writesMs;
    rounds.push(
      `  round ${index + 1}: settlement ${seconds(settlement.settleMs)} s (Node's CPU ${seconds(settlement.nodeCpuMs)} s), floor ${seconds(roundFloorMs)} s (${(settlement.settleMs / roundFloorMs).toFixed(2)}×), load average ${os.loadavg()[0].toFixed(2)}`,
    );
    if (last) lastRound = settlement;
  }
  const floorMs = aggregateMs + requiredWritesMs;
  const { totals, rerun } = lastRound!;
  const check = rerun!.check;

  console.log(`\nplain GROUP BY ad_id, day:   ${seconds(aggregateMs)} s (${groups.toLocaleString()} ad-days, best of ${2 * RUNS})`);
  console.log(
    `settlement (settleUpTo):     ${seconds(settleMs)} s (best of ${RUNS}) — ${totals.adDays.toLocaleString()} ad-days, ${totals.charged.toLocaleString()} won charged, ${totals.holdReleased.toLocaleString()} won released, ${totals.publisherDays} app-days, ${totals.payout.toLocaleString()} won payout`,
  );
  console.log(
    `  of which the unsettled read ${seconds(unsettledMs)} s (timed alone before the run), the batches of accounts the rest; load average ${os.loadavg()[0].toFixed(2)} (${os.cpus().length} cores)`,
  );
  console.log(
    `floor (required rows):       ${seconds(floorMs)} s = ${(floorMs / aggregateMs).toFixed(2)}× the aggregate: the aggregate + ${seconds(requiredWritesMs)} s (best of ${RUNS}) to write one AD_DEDUCT ledger row and one settlement row per ad-day (INSERT … SELECT on ${parallel} connections, rolled back)`,
  );
  const ratio = settleMs / floorMs;
  console.log(
    `settlement ÷ floor:          ${ratio.toFixed(2)}× (target ≤ 1.5×: ${ratio <= 1.5 ? 'met' : 'NOT met'}; ${(settleMs / aggregateMs).toFixed(2)}× the aggregate)`,
  );
  console.log(rounds.join('\n'));
  const rerunRatio = rerun!.rerunMs / lastRound!.settleMs;
  console.log(
    `re-run:                      ${seconds(rerun!.rerunMs)} s = ${rerunRatio.toFixed(3)}× the last round's run (target ≤ 0.25×: ${rerunRatio <= 0.25 ? 'met' : 'NOT met'}), ${rerun!.again.adDays} ad-days, wrote ${rerun!.wroteNothing ? 'nothing' : `SOMETHING (${rerun!.before} → ${rerun!.after})`}`,
  );
  console.log(
    `books: ad-days settled twice ${check.doubled}; charged ${Number(check.charged).toLocaleString()} vs expected ${Number(check.expected).toLocaleString()}; accounts off (balance ≠ ledger or < holds) ${check.unbalanced}; holds ≠ future days ${check.holds_off}`,
  );
} finally {
  for (const name of [...(reuse ? [] : [FILLED]), ...copies.flatMap((copy) => [copy.floor, copy.run])])
    await dropDatabase(name, true).catch(() => {});
  await admin.close();
  throwaway?.stop();
}
