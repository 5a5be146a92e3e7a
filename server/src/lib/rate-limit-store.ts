/**
 * A @fastify/rate-limit store in PostgreSQL, so that several app instances behind a balancer count
 * one address's attempts together (the default store counts in each process's memory: two instances
 * would allow twice the limit). Fixed windows, like the default store: one upsert per hit counts it,
 * or starts a new window when the row's has ended, and returns the count and the window's start,
 * all on the database's clock (instances' clocks may differ). Rows of ended windows are deleted at
 * most once a minute per instance. The embedded database (PGlite, one process) keeps the default store.
 *
 * The plugin makes one child store per route (`child(routeOptions)`), each with its own buckets:
 * the route's method and URL prefix the key (the keyed limits of lib/rate-limit.ts name their keys).
 */
import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Database } from '../db/client';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes at run time: its merged options, with the route (`routeInfo`) for a route's store. */
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

const PRUNE_EVERY_MS = 60_000;

const UPSERT = `
  insert into rate_limit_hits (key, window_start, expires_at, count)
  values ($1, clock_timestamp(), clock_timestamp() + $2 * interval '1 millisecond', 1)
  on conflict (key) do update set
    count = case when rate_limit_hits.expires_at <= clock_timestamp() then 1 else rate_limit_hits.count + 1 end,
    window_start = case when rate_limit_hits.expires_at <= clock_timestamp() then clock_timestamp() else rate_limit_hits.window_start end,
    expires_at = case when rate_limit_hits.expires_at <= clock_timestamp() then clock_timestamp() + $2 * interval '1 millisecond' else rate_limit_hits.expires_at end
  returning count, greatest(0, ceil(extract(epoch from (expires_at - clock_timestamp())) * 1000))::int as ttl`;

const READ = `
  select count, greatest(0, ceil(extract(epoch from (expires_at - clock_timestamp())) * 1000))::int as ttl
  from rate_limit_hits where key = $1 and expires_at > clock_timestamp()`;

/** Keys longer than the column (a long URL and an IPv6 address) are stored as their hash. */
function storedKey(key: string): string {
  return key.length <= 300 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/** The store class the plugin's `store` option takes (`new Store(globalParams)`). */
export function postgresRateLimitStore(database: Pick<Database, 'rawQuery'>, onError: (error: Error) => void = () => {}) {
  let lastPrune = 0;
  const prune = () => {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    database.rawQuery('delete from rate_limit_hits where expires_at < clock_timestamp()', []).catch(onError);
  };

  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    // Typed `object`: the plugin's declared types name route options, its code passes RouteParams.
    constructor(params: object = {}) {
      const { method, url } = (params as RouteParams).routeInfo ?? {};
      this.prefix = url ? `${[method].flat().join(',')} ${url}|` : '';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      prune();
      database
        .rawQuery<{ count: number; ttl: number }>(UPSERT, [storedKey(this.prefix + key), timeWindow])
        .then(([row]) => callback(null, { current: row.count, ttl: row.ttl }), callback);
    }

    read(key: string, callback: Callback): void {
      database
        .rawQuery<{ count: number; ttl: number }>(READ, [storedKey(this.prefix + key)])
        .then(([row]) => callback(null, row ? { current: row.count, ttl: row.ttl } : { current: 0, ttl: 0 }), callback);
    }

    child(routeParams: object): PostgresRateLimitStore {
      return new PostgresRateLimitStore(routeParams);
    }
  };
}
