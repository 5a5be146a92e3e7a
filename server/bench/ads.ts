/**
 * `pnpm bench:ads`, on PostgreSQL (BENCH_DATABASE_URL, or a throwaway server started here):
 *
 *   1. The staff ad desk with BENCH_ADS (100,000) ads and their daily histories (BENCH_HISTORY_DAYS per
 *      ad, 30 by default: a year of days across all ads): GET /api/admin/ads filtered by service +
 *      status + keyword and sorted newest first, and the same without the keyword on page 3, each
 *      against two floors in the same run (target ≥ 0.5×), req/s and p99: a raw indexed SELECT of
 *      the page's ads rows alone, and one hand-written SQL statement of the same page as the console
 *      shows it (the ads rows with owner, business, group, hold, today's counters, spent, rank and
 *      open reports), both on a bare Fastify instance.
 *   2. 1,000 campaigns created at once (BENCH_CREATE_CONCURRENCY in flight) on ONE account whose
 *      balance covers exactly BENCH_AFFORDABLE of them: the time taken, and whether every hold is
 *      exact (created = affordable, sum of holds = created × cost, available = 0, never negative).
 */
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import app from '../src/app';
import { loadConfig } from '../src/config';
import { sql as sqlTag } from 'drizzle-orm';
import { holdWon, seoulDayOf, shiftDay } from '@nurly/contracts/schemas';
import { openDatabase, type Database } from '../src/db/client';
import { chargeWonSql, holdWonSql } from '../src/db/money-sql';
import { runInterleaved, startThrowawayPostgres, type Figures } from './support';

const ADS = Number(process.env.BENCH_ADS ?? 100_000);
const HISTORY_DAYS = Number(process.env.BENCH_HISTORY_DAYS ?? 30);
const CREATES = Number(process.env.BENCH_CREATES ?? 1000);
const AFFORDABLE = Number(process.env.BENCH_AFFORDABLE ?? 800);
const CREATE_CONCURRENCY = Number(process.env.BENCH_CREATE_CONCURRENCY ?? 50);
const KEYWORDS = 2000;
/** BENCH_EXPLAIN=1: print EXPLAIN ANALYZE of every statement one staff-list request runs, then stop. */
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const captured: { text: string; values: unknown[] }[] = [];
if (EXPLAIN) {
  const query = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    captured.push(
      typeof first === 'string' ? { text: first, values: second ?? [] } : { text: first.text, values: first.values ?? second ?? [] },
    );
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Pool.prototype.query;
}

/** 100,000 campaigns of one line each, spread over a year, services, channels, statuses and 2,000 keywords. */
async function fill(database: Database) {
  const started = Date.now();
  const sql = (text: string, params: unknown[] = []) => database.rawQuery(text, params);
  await sql(`insert into users (username, password_hash, name)
             select 'bench-owner-' || g, 'x', '벤치 광고주 ' || g from generate_series(1, 200) g on conflict do nothing`);
  await sql(
    `with owners as (select array_agg(id order by id) ids from users where username like 'bench-owner-%')
     insert into campaigns (owner_id, service, channel, keyword, mid, place_id, start_date, end_date, created_at)
     select ids[1 + g % 200], (array['NURLY','NR','HUB'])[1 + g % 3],
            case when g % 2 = 0 then 'NAVER_SHOPPING' else 'NAVER_PLACE' end,
            '벤치키워드 ' || (g % ${KEYWORDS}),
            case when g % 2 = 0 then (80000000000 + g)::text end,
            case when g % 2 = 1 then (1000000 + g)::text end,
            current_date - (g % 365), current_date - (g % 365) + ${HISTORY_DAYS - 1},
            now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second'
     from generate_series(1, $1::int) g, owners`,
    [ADS],
  );
  await sql(`insert into ads (campaign_id, owner_id, service, channel, keyword, mid, place_id, start_date, end_date,
                              product_code, daily_volume, unit_price_tenths, payout_tenths, status, created_at, updated_at)
             select id, owner_id, service, channel, keyword, mid, place_id, start_date, end_date,
                    case when channel = 'NAVER_SHOPPING' then 'naverapp' else 'naverplace-traffic' end,
                    100 + id % 900, 385, 231,
                    -- By id / keywords, not id: every keyword then has lines in every status.
                    (array['ACTIVE','ACTIVE','ACTIVE','PENDING','PAUSED','ENDED','REJECTED','CANCELLED'])[1 + (id / ${KEYWORDS}) % 8],
                    created_at, created_at
             from campaigns where owner_id in (select id from users where username like 'bench-owner-%')`);
  await database.db.execute(sqlTag`
    insert into ad_histories (ad_id, day, target_volume, clicks, completions, rejections)
    select a.id, a.start_date + d, a.daily_volume, a.daily_volume + (a.id + d) % 50, a.daily_volume - (a.id + d) % 40, (a.id + d) % 7
    from ads a cross join generate_series(0, ${HISTORY_DAYS - 1}) d
    where a.owner_id in (select id from users where username like 'bench-owner-%') and a.start_date + d <= current_date`);
  // The past days settled (the list's "spent" sums them; no ledger rows: the desk reads only the settlements).
  await database.db.execute(sqlTag`
    insert into daily_ad_settlements (ad_id, day, completions, unit_price_tenths, amount)
    select h.ad_id, h.day, h.completions, a.unit_price_tenths, ${chargeWonSql(sqlTag`h.completions`, sqlTag`a.unit_price_tenths`)}
    from ad_histories h join ads a on a.id = h.ad_id
    where a.owner_id in (select id from users where username like 'bench-owner-%') and h.day < current_date`);
  await database.db.execute(sqlTag`
    insert into point_holds (account_id, ad_id, amount, held_through)
    select owner_id, id, ${holdWonSql(sqlTag`daily_volume`, sqlTag`unit_price_tenths`, sqlTag`end_date - greatest(start_date, current_date) + 1`)}, end_date
    from ads where status in ('ACTIVE','PENDING','PAUSED') and end_date >= current_date
      and owner_id in (select id from users where username like 'bench-owner-%')`);
  // The steady state of a live database: autovacuum has set the visibility map (index-only counts) and statistics.
  await sql('vacuum analyze');
  const [{ ads, histories }] = (await sql(
    `select (select count(*) from ads)::int ads, (select count(*) from ad_histories)::int histories`,
  )) as [{ ads: number; histories: number }];
  console.log(
    `filled ${ads.toLocaleString()} ads and ${histories.toLocaleString()} daily histories in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function benchDesk(database: Database, api: string, bare: string, access: string): Promise<Figures[]> {
  const staff = { authorization: `Bearer ${access}` };
  const keyword = '벤치키워드 42';
  const filtered = new URLSearchParams({ service: 'NURLY', status: 'ACTIVE', keyword, ordering: '-created_at', page_size: '25' });
  const deep = new URLSearchParams({ service: 'NR', status: 'ACTIVE', ordering: '-created_at', page: '3', page_size: '25' });
  // The API must answer the same page as the raw SELECT (same ids in the same order), or the ratio means nothing.
  for (const [query, raw] of [
    [filtered, `${bare}/raw?service=NURLY&status=ACTIVE&keyword=${encodeURIComponent(keyword)}&offset=0`],
    [deep, `${bare}/raw?service=NR&status=ACTIVE&offset=50`],
  ] as const) {
    const fromApi = (await (await fetch(`${api}/api/admin/ads?${query}`, { headers: staff })).json()) as {
      count: number;
      results: { id: number }[];
    };
    const fromRaw = (await (await fetch(raw)).json()) as { id: number }[];
    const fromRawPage = (await (await fetch(raw.replace('/raw?', '/raw-page?'))).json()) as { id: number }[];
    const ids = JSON.stringify(fromApi.results.map((r) => r.id));
    const same = ids === JSON.stringify(fromRaw.map((r) => r.id)) && ids === JSON.stringify(fromRawPage.map((r) => r.id));
    console.log(
      `page check ${query.get('keyword') ? 'service+status+keyword' : 'service+status p3'}: ${fromApi.results.length} rows of ${fromApi.count}, same ids as raw: ${same}`,
    );
    if (!same || fromApi.results.length === 0) throw new Error('the API page differs from the raw page');
  }
  // BENCH_ONLY=<text>: only the targets whose name contains it (e.g. to profile the API alone with --cpu-prof).
  const only = process.env.BENCH_ONLY;
  return runInterleaved(
    [
      {
        name: 'raw SELECT service+status+keyword',
        url: `${bare}/raw?service=NURLY&status=ACTIVE&keyword=${encodeURIComponent(keyword)}&offset=0`,
      },
      {
        name: 'raw page SQL service+status+keyword',
        url: `${bare}/raw-page?service=NURLY&status=ACTIVE&keyword=${encodeURIComponent(keyword)}&offset=0`,
      },
      { name: 'GET admin/ads service+status+keyword', url: `${api}/api/admin/ads?${filtered}`, headers: staff },
      { name: 'raw SELECT service+status page 3', url: `${bare}/raw?service=NR&status=ACTIVE&offset=50` },
      { name: 'raw page SQL service+status page 3', url: `${bare}/raw-page?service=NR&status=ACTIVE&offset=50` },
      { name: 'GET admin/ads service+status page 3', url: `${api}/api/admin/ads?${deep}`, headers: staff },
    ].filter((target) => !only || target.name.includes(only)),
  );
}

async function benchCreates(database: Database, api: string, access: string) {
  const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
  const me = (await (await fetch(`${api}/api/user`, { headers })).json()) as { id: number; point: number; held: number };
  const tomorrow = shiftDay(seoulDayOf(new Date()), 1);
  const inTenDays = shiftDay(seoulDayOf(new Date()), 10);
  const perCampaign = holdWon(10, 385, 10);
  // Exactly AFFORDABLE campaigns fit in what is available now.
  const available = me.point - me.held;
  const topUp = AFFORDABLE * perCampaign - available;
  if (topUp < 0) throw new Error(`the bench account already has ${available} available; expected at most ${AFFORDABLE * perCampaign}`);
  await database.rawQuery(
    `with moved as (update users set point = point + $2 where id = $1 returning point)
     insert into point_transactions (account_id, action, action_name, amount, balance_after, idempotency_key)
     select $1, 'FREE', '벤치 지급', $2, point, 'bench-ads-' || $1 || '-' || now() from moved`,
    [me.id, topUp],
  );
  let next = 0;
  const outcomes: number[] = [];
  const started = Date.now();
  const worker = async () => {
    while (next < CREATES) {
      const index = next++;
      const response = await fetch(`${api}/api/admin/ads`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          channel: 'NAVER_SHOPPING',
          keyword: `동시 등록 ${index}`,
          mid: String(90_000_000_000 + index),
          product_code: 'naverapp',
          daily_volume: 10,
          start_date: tomorrow,
          end_date: inTenDays,
        }),
      });
      outcomes.push(response.status);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CREATE_CONCURRENCY }, worker));
  const seconds = (Date.now() - started) / 1000;
  const created = outcomes.filter((s) => s === 201 || s === 200).length;
  const refused = outcomes.filter((s) => s === 409).length;
  const [{ held, point }] = (await database.rawQuery(
    `select (select coalesce(sum(amount), 0) from point_holds where account_id = $1)::bigint held, (select point from users where id = $1)::bigint point`,
    [me.id],
  )) as [{ held: string; point: string }];
  const exact = created === AFFORDABLE && Number(held) === me.held + created * perCampaign && Number(point) - Number(held) === 0;
  console.log(
    `\n${CREATES} concurrent campaign creates on one account (${CREATE_CONCURRENCY} in flight): ${seconds.toFixed(2)} s ` +
      `(${Math.round(CREATES / seconds)} creates/s); created ${created}, refused 409 ${refused}, other ${CREATES - created - refused}; ` +
      `holds ${Number(held).toLocaleString()} won, available ${Number(point) - Number(held)} → every hold exact: ${exact ? 'yes' : 'NO'}`,
  );
  if (!exact) process.exitCode = 1;
}

function print(figures: Figures[]) {
  console.log('\nroute'.padEnd(46) + 'req/s'.padStart(9) + 'p99 ms'.padStart(9) + 'non-2xx'.padStart(9));
  for (const f of figures)
    console.log(f.name.padEnd(45) + String(f.requestsPerSecond).padStart(9) + String(f.p99).padStart(9) + String(f.errors).padStart(9));
  for (const suffix of ['service+status+keyword', 'service+status page 3']) {
    const api = figures.find((f) => f.name === `GET admin/ads ${suffix}`);
    for (const baseline of ['raw SELECT', 'raw page SQL']) {
      const raw = figures.find((f) => f.name === `${baseline} ${suffix}`);
      if (!raw || !api) continue;
      const ratio = api.requestsPerSecond / raw.requestsPerSecond;
      console.log(
        `${suffix}: API ÷ ${baseline} = ${ratio.toFixed(2)}×, p99 ${api.p99} vs ${raw.p99} ms (target ≥ 0.5×: ${ratio >= 0.5 ? 'met' : 'NOT met'})`,
      );
    }
  }
}

let throwaway: Awaited<ReturnType<typeof startThrowawayPostgres>> = null;
const pgUrl = process.env.BENCH_DATABASE_URL ?? (throwaway = await startThrowawayPostgres())?.url;
if (!pgUrl) {
  console.log('bench:ads needs PostgreSQL: set BENCH_DATABASE_URL or install postgresql (Debian).');
  process.exit(0);
}
const database = openDatabase({ databaseUrl: pgUrl, poolSize: 10 });
try {
  await database.migrate();
  const config = loadConfig(
    { NODE_ENV: 'test', JOBS_ENABLED: 'false', RATE_LIMIT_AUTH_MAX: '100000' },
    { seedDemo: true, logLevel: 'warn', staticRoot: path.join(os.tmpdir(), 'nurly-no-static') },
  );
  const server = Fastify({ logger: false }).withTypeProvider<TypeBoxTypeProvider>();
  await server.register(app, { config, database, skipMigrations: true });
  // A database filled by an earlier run (BENCH_DATABASE_URL) is reused as it is.
  const [{ filled }] = (await database.rawQuery(`select count(*)::int filled from ads`, [])) as [{ filled: number }];
  if (filled >= ADS) console.log(`reusing ${filled.toLocaleString()} ads already in the database`);
  else await fill(database);
  // The floor: the same page as one raw indexed SELECT on a bare instance (no hooks, no plugins).
  const bare = Fastify({ logger: false });
  // The same page as the console shows it (owner, business, group, hold, today's counters, spent,
  // rank, open reports), as ONE hand-written statement: what the page costs without our stack.
  const enrichedPage = (pageWhere: string) => `
    select a.*, u.username owner_username, v.name owner_business, g.name group_name, p.amount hold,
           h.target_volume, h.clicks, h.completions, h.rejections,
           (select coalesce(sum(s.amount), 0) from daily_ad_settlements s where s.ad_id = a.id) spent,
           (select kh.rank from keyword_checks kc join keyword_histories kh on kh.keyword_id = kc.id
             where kc.user_id = a.owner_id and kc.type = case when a.channel = 'NAVER_PLACE' then 'place' else 'shopping' end
               and kc.keyword = a.keyword and kc.mid = coalesce(a.mid, a.place_id) order by kh.day desc limit 1) rank,
           (select count(*)::int from ad_reports r where r.ad_id = a.id and r.status = 'OPEN') open_reports
    from ads a join users u on u.id = a.owner_id left join advertisers v on v.user_id = a.owner_id
      left join groups g on g.id = a.group_id left join point_holds p on p.ad_id = a.id
      left join ad_histories h on h.ad_id = a.id and h.day = $1::date
    where a.id = any(array(select id from ads where ${pageWhere} order by created_at desc, id desc limit 25 offset $2))
    order by a.created_at desc, a.id desc`;
  const today = seoulDayOf(new Date());
  bare.get('/raw-page', async (request) => {
    const q = request.query as { service: string; status: string; keyword?: string; offset: string };
    return q.keyword
      ? database.rawQuery(enrichedPage('service = $3 and status = $4 and keyword = $5'), [
          today,
          Number(q.offset),
          q.service,
          q.status,
          q.keyword,
        ])
      : database.rawQuery(enrichedPage('service = $3 and status = $4'), [today, Number(q.offset), q.service, q.status]);
  });
  bare.get('/raw', async (request) => {
    const q = request.query as { service: string; status: string; keyword?: string; offset: string };
    return q.keyword
      ? database.rawQuery(
          'select * from ads where service = $1 and status = $2 and keyword = $3 order by created_at desc, id desc limit 25 offset $4',
          [q.service, q.status, q.keyword, Number(q.offset)],
        )
      : database.rawQuery('select * from ads where service = $1 and status = $2 order by created_at desc, id desc limit 25 offset $3', [
          q.service,
          q.status,
          Number(q.offset),
        ]);
  });
  const api = await server.listen({ port: 0, host: '127.0.0.1' });
  const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });
  const login = async (username: string, password: string) =>
    (await server.inject({ method: 'POST', url: '/api/token', payload: { username, password } })).json<{ access: string }>().access;
  if (EXPLAIN) {
    const access = await login('admin', 'admin1234');
    const raw = await database.rawQuery<{ 'QUERY PLAN': string }>(
      "explain (analyze, buffers) select * from ads where service = 'NR' and status = 'ACTIVE' order by created_at desc, id desc limit 25 offset 50",
      [],
    );
    console.log(`\n-- raw page 3\n${raw.map((r) => r['QUERY PLAN']).join('\n')}`);
    for (const query of ['service=NURLY&status=ACTIVE&keyword=' + encodeURIComponent('벤치키워드 42'), 'service=NR&status=ACTIVE&page=3']) {
      captured.length = 0;
      await fetch(`${api}/api/admin/ads?${query}&page_size=25&ordering=-created_at`, { headers: { authorization: `Bearer ${access}` } });
      for (const statement of [...captured]) {
        // The third run: warm caches, as in the steady state the benchmark measures.
        let plan: string[] = [];
        for (let run = 0; run < 3; run++)
          plan = (await database.rawQuery<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.text}`, statement.values)).map(
            (r) => r['QUERY PLAN'],
          );
        console.log(`\n-- ${query}\n${statement.text.slice(0, 300)}\n${plan.join('\n')}`);
      }
    }
    await server.close();
    await bare.close();
    process.exitCode = 0;
  } else {
    const figures = await benchDesk(database, api, bareAddress, await login('admin', 'admin1234'));
    if (CREATES > 0) await benchCreates(database, api, await login('customer', 'customer1234'));
    print(figures);
    await bare.close();
    await server.close();
  }
} finally {
  await database.close();
  throwaway?.stop();
}
