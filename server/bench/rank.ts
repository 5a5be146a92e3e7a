/**
 * `pnpm bench:rank`: the naver-openapi provider and the daily refresh against the local fake
 * Naver server (test/support/fake-naver.ts, a real HTTP server on 127.0.0.1), on in-memory PGlite.
 *
 *   1. API calls per keyword versus the minimum possible, ceil(rank/100) (1 when rank ≤ 100;
 *      10 for a product not within 1000): day 1 with no previous rank, day 2 with the previous
 *      rank as a hint after the products moved a little.
 *   2. Keywords refreshed per second for 1,000 tracked keywords, with an ample call budget and
 *      with a budget that runs out part-way (the rest is deferred, never recorded as failures).
 *
 * BENCH_KEYWORDS (1000), BENCH_CONCURRENCY (4), BENCH_LATENCY_MS (0: add a simulated round trip).
 */
import { PGlite } from '@electric-sql/pglite';
import { count, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { seoulDayOf } from '@nurly/contracts';
import { migrationsFolder, openDatabase, type Database } from '../src/db/client';
import { users } from '../src/db/schema';
import { keywordChecks, keywordHistories, myProducts, rankApiUsage } from '../src/db/schema/keywords';
import { keywordsConfigFrom } from '../src/modules/keywords/config';
import { createMailer } from '../src/modules/keywords/mail';
import { minimumCalls, naverOpenApiProvider, simulatedProvider } from '../src/modules/keywords/rank';
import { runRefresh, type RefreshSummary } from '../src/modules/keywords/refresh';
import { createKeywordsRepository } from '../src/modules/keywords/repository';
import { unitHash } from '../src/modules/keywords/rank/simulated';
import { startFakeNaver, type FakeNaver } from '../test/support/fake-naver';

const KEYWORDS = Number(process.env.BENCH_KEYWORDS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 0);
const PER_PRODUCT = 4;
/** About 8% of products are not within the first 1000 results. */
const OUT_OF_RANGE_SHARE = 0.08;

interface Tracked {
  keyword: string;
  mid: string;
  /** null: not within 1000. */
  rank: number | null;
}

function dayOneRank(index: number): number | null {
  const u = unitHash(`bench|${index}`);
  if (u < OUT_OF_RANGE_SHARE) return null;
  // Skewed towards the first pages, like tracked products usually are.
  return 1 + Math.floor(((u - OUT_OF_RANGE_SHARE) / (1 - OUT_OF_RANGE_SHARE)) ** 1.6 * 1000);
}

/** A day later: most products move a few places, some jump. */
function dayTwoRank(index: number, rank: number | null): number | null {
  if (rank === null) return null;
  const u = unitHash(`bench-move|${index}`);
  const swing = u < 0.85 ? Math.round((u / 0.85 - 0.5) * 0.2 * rank) : Math.round((u - 0.925) * 4 * 1000);
  return Math.min(1000, Math.max(1, rank + swing));
}

async function setup(database: Database, fake: FakeNaver): Promise<Tracked[]> {
  const [user] = await database.db.insert(users).values({ username: 'bench-owner', passwordHash: 'x' }).returning({ id: users.id });
  const tracked: Tracked[] = [];
  for (let p = 0; p < KEYWORDS / PER_PRODUCT; p += 1) {
    const mid = String(80_000_000_000 + p);
    const [product] = await database.db
      .insert(myProducts)
      .values({ userId: user.id, mid, title: `벤치 상품 ${p}` })
      .returning({ id: myProducts.id });
    const rows = [];
    for (let k = 0; k < PER_PRODUCT; k += 1) {
      const index = p * PER_PRODUCT + k;
      const item = { keyword: `벤치키워드 ${index}`, mid, rank: dayOneRank(index) };
      tracked.push(item);
      if (item.rank) fake.place(item.keyword, item.rank, { productId: mid });
      rows.push({ userId: user.id, keyword: item.keyword, mid, productId: product.id, provider: 'naver-openapi' });
    }
    await database.db.insert(keywordChecks).values(rows);
  }
  return tracked;
}

function minimumOf(tracked: Tracked[]): number {
  return tracked.reduce((sum, t) => sum + (t.rank ? minimumCalls(t.rank) : 10), 0);
}

async function callsPerKeyword(database: Database): Promise<Map<string, number>> {
  const rows = await database.db.select({ keyword: keywordChecks.keyword, calls: keywordChecks.apiCalls }).from(keywordChecks);
  return new Map(rows.map((r) => [r.keyword, r.calls]));
}

function line(label: string, value: string) {
  console.log(`  ${label.padEnd(52)} ${value}`);
}

async function refresh(database: Database, fake: FakeNaver, budget: number, now: Date): Promise<RefreshSummary> {
  const log = Fastify({ logger: false }).log;
  const summary = await runRefresh({
    repo: createKeywordsRepository(database.db),
    database,
    providers: {
      shopping: naverOpenApiProvider({ clientId: fake.clientId, clientSecret: fake.clientSecret, baseUrl: fake.url }),
      place: simulatedProvider(),
    },
    config: { ...keywordsConfigFrom({}), dailyCallBudget: budget, refreshConcurrency: CONCURRENCY },
    mailer: createMailer(null, 'bench', log),
    log,
    now: () => now,
  });
  if (!summary) throw new Error('refresh lock not taken');
  return summary;
}

async function freshDatabase(): Promise<Database> {
  const pglite = new PGlite();
  await migrate(drizzle(pglite), { migrationsFolder: process.env.BENCH_MIGRATIONS || migrationsFolder });
  return openDatabase({ pglite });
}

async function main() {
  console.log(
    `bench:rank — ${KEYWORDS} tracked keywords, concurrency ${CONCURRENCY}, fake Naver latency ${LATENCY_MS} ms, migrations ${process.env.BENCH_MIGRATIONS || migrationsFolder}`,
  );
  const fake = await startFakeNaver({ latencyMs: LATENCY_MS });
  try {
    // 1. Calls per keyword.
    let database = await freshDatabase();
    const tracked = await setup(database, fake);
    const day1 = new Date();
    const first = await refresh(database, fake, 1_000_000, day1);
    const calls1 = await callsPerKeyword(database);
    const exact = tracked.filter((t) => calls1.get(t.keyword) === (t.rank ? minimumCalls(t.rank) : 10)).length;
    const min1 = minimumOf(tracked);
    console.log('\n1. API calls per keyword (minimum = ceil(rank/100), 10 when not within 1000)');
    line('day 1 (no previous rank): calls used', `${first.callsUsed} (${(first.callsUsed / KEYWORDS).toFixed(2)}/keyword)`);
    line('day 1: minimum possible', `${min1} (${(min1 / KEYWORDS).toFixed(2)}/keyword)`);
    line('day 1: keywords at exactly the minimum', `${exact} / ${KEYWORDS}`);

    // Day 2: products move; the last known rank's page is read first.
    const moved = tracked.map((t, index) => ({ ...t, rank: dayTwoRank(index, t.rank) }));
    fake.reset();
    for (const t of moved) if (t.rank) fake.place(t.keyword, t.rank, { productId: t.mid });
    const day2 = new Date(day1.getTime() + 24 * 3600 * 1000);
    const second = await refresh(database, fake, 1_000_000, day2);
    const min2 = minimumOf(moved);
    const samePage = moved.filter(
      (t, i) => t.rank && tracked[i].rank && Math.ceil(t.rank / 100) === Math.ceil(tracked[i].rank! / 100),
    ).length;
    line('day 2 (previous rank as hint): calls used', `${second.callsUsed} (${(second.callsUsed / KEYWORDS).toFixed(2)}/keyword)`);
    line('day 2: sequential minimum ceil(rank/100)', `${min2} (${(min2 / KEYWORDS).toFixed(2)}/keyword)`);
    line('day 2: products still on their API page of 100', `${samePage} / ${KEYWORDS}`);
    const [{ histories }] = await database.db.select({ histories: count() }).from(keywordHistories);
    line('history rows (one per keyword per day)', String(histories));
    await database.close();

    // 2. Throughput, fresh database each (no hints: the day-1 worst case).
    console.log(`\n2. Refresh throughput (${KEYWORDS} keywords, day 1, no hints)`);
    fake.reset();
    for (const t of tracked) if (t.rank) fake.place(t.keyword, t.rank, { productId: t.mid });
    for (const budget of [25_000, Math.round(min1 / 2)]) {
      database = await freshDatabase();
      await setup(database, fake);
      const run = await refresh(database, fake, budget, day1);
      const [{ used }] = await database.db
        .select({ used: sql<number>`coalesce(sum(${rankApiUsage.calls}), 0)::int` })
        .from(rankApiUsage)
        .where(eq(rankApiUsage.day, seoulDayOf(day1)));
      const refreshed = run.done + run.failed;
      line(`budget ${budget.toLocaleString()} calls: refreshed / failed / deferred`, `${run.done} / ${run.failed} / ${run.deferred}`);
      line(`budget ${budget.toLocaleString()} calls: calls used (counter)`, `${run.callsUsed} (${used})`);
      line(
        `budget ${budget.toLocaleString()} calls: elapsed`,
        `${(run.elapsedMs / 1000).toFixed(2)} s → ${(refreshed / (run.elapsedMs / 1000)).toFixed(1)} keywords/s, ${(run.callsUsed / (run.elapsedMs / 1000)).toFixed(1)} calls/s`,
      );
      await database.close();
    }
  } finally {
    await fake.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
