/**
 * `pnpm bench:tree`, on PostgreSQL (BENCH_DATABASE_URL, or a throwaway server started here): the
 * reseller's members list (GET admin/b2b/members, as the reseller itself, so through the B2B scope)
 * on a distributor with 10,000 descendants (100 agencies × 99 advertisers + the agencies) against the
 * same calls on a distributor with 100 (10 × 9 + 10), beside the demo tree:
 *   - list page: `parent_id=root` (the reseller's own children, first page of 25),
 *   - drill-down: `parent_id=<an agency>` (its advertisers),
 *   - whole subtree: no parent filter (page 1 of the whole subtree, with its count),
 *   - search: `search=<one advertiser's username part>` over the whole subtree (one hit in each).
 * Each call BENCH_ROUNDS (300) times, one at a time and interleaved across the eight targets, so
 * load from other processes drifts over all alike; p50 and p95 per target and the big ÷ small p95
 * ratio (target ≤ 1.5× for the list page, the drill-down and the search; the whole-subtree page counts
 * every descendant and has none). Results: src/modules/b2b/README.md "Measured".
 */
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import app from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { startThrowawayPostgres } from './support';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const WARMUP = 20;

interface Shape {
  name: string;
  agencies: number;
  perAgency: number;
}
const BIG: Shape = { name: 'bench_big', agencies: 100, perAgency: 99 };
const SMALL: Shape = { name: 'bench_small', agencies: 10, perAgency: 9 };

/** A distributor under nurly_main with `agencies` agencies of `perAgency` advertisers each (the demo password). */
async function fillTree(database: Database, shape: Shape): Promise<void> {
  const sql = (text: string, params: unknown[] = []) => database.rawQuery(text, params);
  await sql(
    `insert into users (username, password_hash, name, member_type, tier, parent_id)
     select $1 || '_dist', password_hash, '벤치 총판 ' || $1, 'BUSINESS', 2, (select id from users where username = 'nurly_main')
     from users where username = 'seoul_dist'`,
    [shape.name],
  );
  await sql(
    `insert into users (username, password_hash, name, member_type, tier, parent_id)
     select $1 || '_a' || lpad(g::text, 3, '0'), 'x', '벤치 대행사 ' || g, 'BUSINESS', 3, (select id from users where username = $1 || '_dist')
     from generate_series(0, $2::int - 1) g`,
    [shape.name, shape.agencies],
  );
  await sql(
    `insert into users (username, password_hash, name, member_type, tier, parent_id, point)
     select a.username || '_m' || lpad(m::text, 3, '0'), 'x', '벤치 광고주 ' || m, 'BUSINESS', 4, a.id, 10000 + m
     from users a cross join generate_series(0, $2::int - 1) m where a.username like $1 || '\\_a%' and a.tier = 3`,
    [shape.name, shape.perAgency],
  );
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

let throwaway: Awaited<ReturnType<typeof startThrowawayPostgres>> = null;
const pgUrl = process.env.BENCH_DATABASE_URL ?? (throwaway = await startThrowawayPostgres())?.url;
if (!pgUrl) {
  console.log('bench:tree needs PostgreSQL: set BENCH_DATABASE_URL or install postgresql (Debian).');
  process.exit(0);
}
const database = openDatabase({ databaseUrl: pgUrl, poolSize: 10 });
try {
  await database.migrate();
  const config = loadConfig(
    { NODE_ENV: 'test', JOBS_ENABLED: 'false', RATE_LIMIT_AUTH_MAX: '100000' },
    { seedDemo: true, logLevel: 'warn', staticRoot: path.join(os.tmpdir(), 'nurly-no-static') },
  );
  // The demo seed (its fortnight) outlasts Fastify's 10 s plugin timeout on a busy machine.
  const server = Fastify({ logger: false, pluginTimeout: 0 }).withTypeProvider<TypeBoxTypeProvider>();
  await server.register(app, { config, database, skipMigrations: true });
  await server.ready();
  const [{ filled }] = (await database.rawQuery(`select count(*)::int as filled from users where username = 'bench_big_dist'`, [])) as [
    { filled: number },
  ];
  if (!filled) {
    const started = Date.now();
    for (const shape of [BIG, SMALL]) await fillTree(database, shape);
    await database.rawQuery('vacuum analyze', []);
    console.log(`filled the two subtrees in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const [{ users }] = (await database.rawQuery('select count(*)::int as users from users', [])) as [{ users: number }];
  const api = await server.listen({ port: 0, host: '127.0.0.1' });
  const login = async (username: string) =>
    (await server.inject({ method: 'POST', url: '/api/token', payload: { username, password: 'member1234' } })).json<{ access: string }>()
      .access;

  const targets: { name: string; tree: Shape; url: string; headers: Record<string, string>; expectCount?: number; untargeted?: true }[] =
    [];
  for (const shape of [BIG, SMALL]) {
    const headers = { authorization: `Bearer ${await login(`${shape.name}_dist`)}` };
    const [{ id: agency }] = (await database.rawQuery('select id from users where username = $1', [`${shape.name}_a007`])) as [
      { id: number },
    ];
    const descendants = shape.agencies * (shape.perAgency + 1);
    targets.push(
      {
        name: 'list page (parent_id=root)',
        tree: shape,
        url: `${api}/api/admin/b2b/members?parent_id=root&page_size=25`,
        headers,
        expectCount: shape.agencies,
      },
      {
        name: 'drill-down (an agency)',
        tree: shape,
        url: `${api}/api/admin/b2b/members?parent_id=${agency}&page_size=25`,
        headers,
        expectCount: shape.perAgency,
      },
      {
        name: 'whole subtree page',
        tree: shape,
        url: `${api}/api/admin/b2b/members?page_size=25`,
        headers,
        expectCount: descendants,
        untargeted: true,
      },
      {
        name: 'search (one advertiser)',
        tree: shape,
        url: `${api}/api/admin/b2b/members?search=_a007_m003&page_size=25`,
        headers,
        expectCount: 1,
      },
    );
  }
  // Every target answers the page it should (the right count), or the figures mean nothing.
  for (const target of targets) {
    const response = await fetch(target.url, { headers: target.headers });
    const body = (await response.json()) as { count: number; results: unknown[] };
    if (response.status !== 200 || body.count !== target.expectCount) {
      throw new Error(`${target.tree.name} ${target.name}: ${response.status}, count ${body.count} ≠ ${target.expectCount}`);
    }
  }
  const times = targets.map(() => [] as number[]);
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    for (const [index, target] of targets.entries()) {
      const started = performance.now();
      const response = await fetch(target.url, { headers: target.headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${target.name}: ${response.status}`);
      if (round >= WARMUP) times[index].push(performance.now() - started);
    }
  }
  console.log(`\n${users.toLocaleString()} accounts; ${ROUNDS} calls per target, one at a time, interleaved`);
  console.log('call'.padEnd(30) + 'subtree'.padStart(10) + 'p50 ms'.padStart(9) + 'p95 ms'.padStart(9));
  const p95 = new Map<string, number>();
  for (const [index, target] of targets.entries()) {
    const sorted = [...times[index]].sort((a, b) => a - b);
    const size = target.tree.agencies * (target.tree.perAgency + 1);
    p95.set(`${target.tree.name} ${target.name}`, percentile(sorted, 95));
    console.log(
      target.name.padEnd(30) +
        size.toLocaleString().padStart(10) +
        percentile(sorted, 50).toFixed(2).padStart(9) +
        percentile(sorted, 95).toFixed(2).padStart(9),
    );
  }
  console.log('');
  let met = true;
  for (const target of targets.filter((one) => one.tree === BIG)) {
    const ratio = p95.get(`${BIG.name} ${target.name}`)! / p95.get(`${SMALL.name} ${target.name}`)!;
    if (!target.untargeted) met &&= ratio <= 1.5;
    const verdict = target.untargeted ? 'no target: it counts every descendant' : `target ≤ 1.5×: ${ratio <= 1.5 ? 'met' : 'NOT met'}`;
    console.log(`${target.name}: p95 10,000 ÷ 100 descendants = ${ratio.toFixed(2)}× (${verdict})`);
  }
  if (!met) process.exitCode = 1;
  await server.close();
} finally {
  await database.close();
  throwaway?.stop();
}
