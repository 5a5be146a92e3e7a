/**
 * Offerwall queries, each `(db, …args)`: publisher apps and their keys, seen signatures, payouts,
 * and the missions an end user may do. The console lists are console-queries.ts.
 */
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countOf, rowsOf } from '../../db/rows';
import type { Runner } from '../../db/tx';
import { chargeWonSql } from '../../db/money-sql';
import { users } from '../../db/schema';
import { appPayouts, publisherApps } from '../../db/schema/offerwall';
import type { Clock } from '../../lib/clock';
import { defineOrdering, inWindow, type PageWindow } from '../../lib/paginate';

export type AppRecord = typeof publisherApps.$inferSelect;

// ---- publisher apps -------------------------------------------------------------------------------

export const appOrdering = defineOrdering(
  { id: publisherApps.id, name: publisherApps.name, created_at: publisherApps.createdAt },
  { default: [desc(publisherApps.id)], tieBreaker: publisherApps.id },
);

const ownerOf = (ownerId: number | undefined) => (ownerId === undefined ? undefined : eq(publisherApps.ownerId, ownerId));

export const listApps = (db: Db, ownerId: number | undefined, w: PageWindow) =>
  inWindow(
    db
      .select({ app: publisherApps, ownerUsername: users.username })
      .from(publisherApps)
      .innerJoin(users, eq(users.id, publisherApps.ownerId))
      .where(ownerOf(ownerId))
      .$dynamic(),
    w,
  );

export const countApps = (db: Db, ownerId: number | undefined): Promise<number> =>
  countOf(db.select({ n: count() }).from(publisherApps).where(ownerOf(ownerId)));

export async function findApp(db: Runner, id: number) {
  const [row] = await db
    .select({ app: publisherApps, ownerUsername: users.username })
    .from(publisherApps)
    .innerJoin(users, eq(users.id, publisherApps.ownerId))
    .where(eq(publisherApps.id, id));
  return row;
}

export async function findAppByKey(db: Db, apiKey: string): Promise<AppRecord | undefined> {
  const [row] = await db.select().from(publisherApps).where(eq(publisherApps.apiKey, apiKey));
  return row;
}

/**
 * Apps by key for the signature check, kept APP_CACHE_MS per database handle: every signed call
 * needs its app, and a query per call was the publisher API's bottleneck (bench:offerwall). A change
 * (rotate, disable, edit) clears the cache of the instance that made it at once and notifies
 * APP_CHANGES_CHANNEL; on PostgreSQL every instance listens there and clears its own (plugin.ts).
 * Should that connection drop, a change made elsewhere is still seen within APP_CACHE_MS of the app
 * clock. Unknown keys are not cached (no growth from junk keys).
 */
export const APP_CHANGES_CHANNEL = 'nurly_publisher_apps';
const APP_CACHE_MS = 5_000;
const MAX_CACHED_APPS = 10_000;
const appsByKey = new WeakMap<Db, Map<string, { app: AppRecord; until: number }>>();

export async function findAppByKeyCached(db: Db, clock: Pick<Clock, 'now'>, apiKey: string): Promise<AppRecord | undefined> {
  let cache = appsByKey.get(db);
  if (!cache) appsByKey.set(db, (cache = new Map()));
  const now = clock.now().getTime();
  const hit = cache.get(apiKey);
  if (hit && hit.until > now) return hit.app;
  const app = await findAppByKey(db, apiKey);
  if (cache.size >= MAX_CACHED_APPS) cache.clear();
  if (app) cache.set(apiKey, { app, until: now + APP_CACHE_MS });
  else cache.delete(apiKey);
  return app;
}

/**
 * Records signatures the publisher API accepted (offerwall_seen_signatures, shared by every
 * instance) and answers which were new: a signature already there is a replay.
 */
export async function rememberSignatures(db: Runner, seen: { appId: number; signature: string; expiresAt: Date }[]): Promise<Set<string>> {
  if (!seen.length) return new Set();
  const rows = await rowsOf<{ signature: string }>(
    db,
    sql`
      insert into offerwall_seen_signatures (app_id, signature, expires_at)
      select x.app_id, x.signature, x.expires_at
      from jsonb_to_recordset(${JSON.stringify(seen.map((s) => ({ app_id: s.appId, signature: s.signature, expires_at: s.expiresAt.toISOString() })))}::jsonb)
        as x(app_id int, signature text, expires_at timestamptz)
      on conflict do nothing
      returning signature`,
  );
  return new Set(rows.map((row) => row.signature));
}

/** How long a seen signature is kept past its window: the clock skew between instances it absorbs. */
export const SEEN_SIGNATURE_GRACE_SECONDS = 60;

/**
 * Forgets signatures whose timestamp left the window over a minute ago (every instance refuses
 * them as stale by then, unless its clock lags the others' by more than that minute).
 *
 * Whose clock: the database's `now()`, one clock for every instance, so an instance whose clock
 * runs ahead cannot delete signatures the others still accept. But never later than the calling
 * instance's own clock (`appNow`, the app clock): the window check (publisher-routes.ts) reads
 * the app clock, and under the movable test clock (NURLY_TEST_CLOCK, tests) a clock set back
 * would otherwise accept timestamps whose signatures the database's time had already forgotten.
 * A clock moved forward only keeps rows longer.
 */
export async function pruneSeenSignatures(db: Db, appNow: Date): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with gone as (
      delete from offerwall_seen_signatures
      where expires_at < least(now(), ${appNow.toISOString()}::timestamptz) - make_interval(secs => ${SEEN_SIGNATURE_GRACE_SECONDS})
      returning 1)
    select count(*)::int as n from gone`,
  );
  return rows[0]?.n ?? 0;
}

export async function insertApp(db: Db, values: typeof publisherApps.$inferInsert): Promise<AppRecord> {
  const [row] = await db.insert(publisherApps).values(values).returning();
  return row;
}

export async function updateApp(db: Db, id: number, set: Partial<typeof publisherApps.$inferInsert>): Promise<void> {
  await db.update(publisherApps).set(set).where(eq(publisherApps.id, id));
  forgetCachedApps(db);
  await db.execute(sql`select pg_notify(${APP_CHANGES_CHANNEL}, ${String(id)})`);
}

/** Empties the app cache of one database handle (a change here, or one another instance announced). */
export function forgetCachedApps(db: Db): void {
  appsByKey.get(db)?.clear();
}

export async function payoutsOf(db: Runner, appIds: number[]) {
  if (!appIds.length) return [];
  return db.select().from(appPayouts).where(inArray(appPayouts.appId, appIds)).orderBy(asc(appPayouts.productCode));
}

/** Replaces an app's payout table (one transaction). */
export async function replacePayouts(db: Db, appId: number, payouts: { productCode: string; payoutTenths: number }[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(appPayouts).where(eq(appPayouts.appId, appId));
    if (payouts.length) await tx.insert(appPayouts).values(payouts.map((p) => ({ appId, ...p })));
  });
}

export async function accountHasRole(db: Db, accountId: number, role: string): Promise<boolean> {
  const rows = await rowsOf<{ found: number }>(
    db,
    sql`select 1 as found from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${accountId} and r.name = ${role} limit 1`,
  );
  return rows.length > 0;
}

// ---- missions -------------------------------------------------------------------------------------

/**
 * Whole won the settlement will charge the ad for its unsettled days before today: each day's
 * `chargeWon` (money-sql.ts), what the ad's hold still carries for them. SQL fragment over an `ads`
 * row aliased `a`; the completion batches read it too (completions.ts).
 */
export const unsettledPastCharges = (today: string) => sql`coalesce((
    select sum(${chargeWonSql(sql`h2.completions`, sql`a.unit_price_tenths`)})
    from ad_histories h2
    where h2.ad_id = a.id and h2.day < ${today}::date
      and not exists (select 1 from daily_ad_settlements s where s.ad_id = h2.ad_id and s.day = h2.day)
  ), 0)`;

/**
 * Whole won the ad's hold has to carry before today's next action: the unsettled days before today
 * plus today's charge with one more completion, each as the settlement will charge it. SQL fragment
 * over an `ads` row aliased `a` and today's history `h`.
 */
const holdNeededForOneMore = (today: string) =>
  sql`(${unsettledPastCharges(today)} + ${chargeWonSql(sql`coalesce(h.completions, 0) + 1`, sql`a.unit_price_tenths`)})`;

export interface MissionRow {
  id: number;
  product_code: string;
  channel: string;
  keyword: string;
  mid: string | null;
  url: string | null;
  store_name: string | null;
  place_id: string | null;
  place_name: string | null;
  question: string | null;
  daily_volume: number;
  completions_today: number;
  payout_tenths: number;
  end_date: string;
}

/** Missions this end user may do now (docs/decisions/money-loop.md#offerwall-api): running, hold left, volume left, not done today. */
export async function listMissions(
  db: Db,
  appId: number,
  userKey: string,
  today: string,
  limit: number,
  onlyAdId?: number,
): Promise<MissionRow[]> {
  return rowsOf<MissionRow>(
    db,
    sql`
    select a.id, a.product_code, a.channel, a.keyword, a.mid, a.url, a.store_name, a.place_id, a.place_name, a.question,
      a.daily_volume, coalesce(h.completions, 0)::int as completions_today,
      coalesce(ap.payout_tenths, a.payout_tenths)::int as payout_tenths, a.end_date::text as end_date
    from ads a
    join point_holds ph on ph.ad_id = a.id
    left join ad_histories h on h.ad_id = a.id and h.day = ${today}::date
    left join app_payouts ap on ap.app_id = ${appId} and ap.product_code = a.product_code
    where ${onlyAdId === undefined ? sql`true` : sql`a.id = ${onlyAdId}`} and a.status = 'ACTIVE' and a.start_date <= ${today}::date and a.end_date >= ${today}::date
      and coalesce(h.completions, 0) < a.daily_volume
      and ph.held_through >= ${today}::date
      and ph.amount >= ${holdNeededForOneMore(today)}
      and not exists (
        select 1 from offerwall_completions c
        where c.app_id = ${appId} and c.user_key = ${userKey} and c.ad_id = a.id and c.day = ${today}::date and c.status = 'COMPLETED'
      )
    order by a.id
    limit ${limit}`,
  );
}

/** Counts an event on the ad's day (the staff desk's live "today"): clicks, completions or rejections. */
export async function bumpAdHistory(
  db: Runner,
  adId: number,
  day: string,
  targetVolume: number,
  column: 'clicks' | 'completions' | 'rejections',
) {
  const counter = sql.raw(column);
  await db.execute(sql`
    insert into ad_histories (ad_id, day, target_volume, ${counter}) values (${adId}, ${day}::date, ${targetVolume}, 1)
    on conflict (ad_id, day) do update set ${counter} = ad_histories.${counter} + 1, target_volume = excluded.target_volume`);
}
