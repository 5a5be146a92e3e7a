/**
 * Mission completions, in batches (money-loop §5; issue 14's bench:offerwall asks ≥ 3,000/s).
 *
 * Every `complete` call that arrives while a batch is committing joins the next batch, and a batch is
 * ONE transaction with a fixed number of statements whatever its size (group commit): the batch's ads
 * are locked (`FOR UPDATE`, in id order, the lock every ad change takes), then its clicks, and under
 * those locks today's completions, the holds and the earlier completions of the same user are read,
 * the rules are applied in arrival order in memory, and the attempts, the clicks' status, the ads'
 * live counters and the postbacks are written set-based. So completions never exceed the daily volume
 * whatever the concurrency, a duplicate is answered without counting, and one call costs a share of a
 * transaction instead of a dozen round trips of its own. The partial unique index on
 * (app, user, ad, day) stays the last word: a unique violation (another writer got there first) rolls
 * the batch back and it is decided again.
 */
import { sql } from 'drizzle-orm';
import { chargeWon, tenthsToWon, type CompletionRejectReason } from '@nurly/contracts';
import type { Db } from '../../db/client';
import { tenthsToWonSql } from '../../db/money-sql';
import { AppError } from '../../lib/errors';
import { isUniqueViolation, type Tx } from '../points/ledger';
import { FLAG_THRESHOLDS, upsertFlag } from './monitoring';
import { rowsOf, unsettledPastCharges } from './queries';
import { signatureMessages } from './signature';
import { normaliseAnswer, publisherMessages, type PublisherAppRecord, type PublisherDeps } from './publisher';

export type CompleteOutcome =
  | { status: 'COMPLETED'; transaction_id: string; payout: number; payout_tenths: number }
  | { status: 'REJECTED'; code: CompletionRejectReason; transaction_id: string }
  | { status: 'DUPLICATE'; code: 'DUPLICATE'; transaction_id: string | null };

export interface SeenSignature {
  appId: number;
  signature: string;
  expiresAt: Date;
}

export interface CompletionCall {
  app: PublisherAppRecord;
  clickId: number;
  answer: string | undefined;
  /** The request's signature: a second call with it is a replay (REPLAYED), on any instance. */
  signature: SeenSignature;
}

/** A call's result: its outcome, or the 4xx it answers (unknown or already closed click). */
type Decided = { outcome: CompleteOutcome } | { error: AppError };

const MAX_BATCH = 500;
const MAX_ATTEMPTS = 3;
/** A PostgreSQL array literal of ids, sent as one parameter (drizzle spreads a JS array into a list). */
const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** What the batches did since the process started (bench:offerwall prints them; cheap to keep). */
export const completionStats = { batches: 0, calls: 0, largestBatch: 0, batchMs: 0, lockMs: 0, readMs: 0, writeMs: 0, routeLookups: 0, routeMs: 0 };

interface Waiting {
  call: CompletionCall;
  resolve: (outcome: CompleteOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * The queue of one app instance: `complete` resolves when the call's batch has committed. With one
 * lane (the default, `OFFERWALL_COMPLETION_LANES`) every call joins its next batch; with more, a call is
 * first routed to the lane of its click's ad (one primary-key lookup for every call that arrived
 * meanwhile: a click's ad never changes, so the route cannot go stale), then waits for that lane's
 * next batch. An unknown click id goes to lane 0, whose batch answers UNKNOWN_CLICK.
 */
export function createCompletionQueue(deps: PublisherDeps, options: { lanes?: number } = {}) {
  const laneCount = Math.max(1, Math.trunc(options.lanes ?? deps.config.completionLanes ?? 1));
  const lanes = Array.from({ length: laneCount }, () => ({ waiting: [] as Waiting[], draining: false }));
  const unrouted: Waiting[] = [];
  let routing = false;

  async function drain(lane: (typeof lanes)[number]) {
    lane.draining = true;
    try {
      // One turn of the event loop before the first batch, so that requests already read from the
      // sockets join it. Without it an idle lane starts a batch of one call, and on PGlite (which runs
      // on this thread, so nothing arrives while a batch runs) every batch stayed a batch of one.
      await new Promise<void>((resolve) => setImmediate(resolve));
      while (lane.waiting.length) {
        const batch = lane.waiting.splice(0, MAX_BATCH);
        const started = performance.now();
        try {
          const decided = await completeBatch(
            deps,
            batch.map((entry) => entry.call),
          );
          decided.forEach((result, index) => ('error' in result ? batch[index].reject(result.error) : batch[index].resolve(result.outcome)));
        } catch (error) {
          for (const entry of batch) entry.reject(error);
        }
        completionStats.batches += 1;
        completionStats.calls += batch.length;
        completionStats.largestBatch = Math.max(completionStats.largestBatch, batch.length);
        completionStats.batchMs += performance.now() - started;
      }
    } finally {
      lane.draining = false;
    }
  }

  async function route() {
    routing = true;
    try {
      while (unrouted.length) {
        const entries = unrouted.splice(0);
        const started = performance.now();
        let adOf: Map<number, number>;
        try {
          adOf = await adsOfClicks(deps.db, [...new Set(entries.map((entry) => entry.call.clickId))]);
        } catch (error) {
          for (const entry of entries) entry.reject(error);
          continue;
        }
        completionStats.routeLookups += 1;
        completionStats.routeMs += performance.now() - started;
        for (const entry of entries) {
          const lane = lanes[(adOf.get(entry.call.clickId) ?? 0) % laneCount];
          lane.waiting.push(entry);
          if (!lane.draining) void drain(lane);
        }
      }
    } finally {
      routing = false;
    }
  }

  return {
    complete(app: PublisherAppRecord, clickId: number, answer: string | undefined, signature: SeenSignature): Promise<CompleteOutcome> {
      return new Promise((resolve, reject) => {
        const entry = { call: { app, clickId, answer, signature }, resolve, reject };
        if (laneCount === 1) {
          // One lane: nothing to route, no lookup.
          lanes[0].waiting.push(entry);
          if (!lanes[0].draining) void drain(lanes[0]);
          return;
        }
        unrouted.push(entry);
        if (!routing) void route();
      });
    },
  };
}

/** The ad of each existing click (the lane key); a missing id is simply absent. */
async function adsOfClicks(db: Db, clickIds: number[]): Promise<Map<number, number>> {
  const rows = await rowsOf<{ id: number; ad_id: number }>(db, sql`select id, ad_id from offerwall_clicks where id = any(${intArray(clickIds)}::bigint[])`);
  return new Map(rows.map((row) => [Number(row.id), Number(row.ad_id)]));
}

interface ClickRow {
  id: number;
  app_id: number;
  ad_id: number;
  user_key: string;
  status: string;
  created_at: Date;
}

interface AdState {
  id: number;
  status: string;
  start_date: string;
  end_date: string;
  daily_volume: number;
  unit_price_tenths: number;
  payout_tenths: number;
  product_code: string;
  question: string | null;
  answers: string[];
  completions_today: number;
  hold_amount: number;
  hold_today: boolean;
  /** Whole won the hold still carries for unsettled days before today (see `holdNeededForOneMore`). */
  past_unsettled: number;
}

/** Decides and writes one batch; retried when a unique violation shows another writer was first. */
export async function completeBatch(deps: PublisherDeps, calls: CompletionCall[]): Promise<Decided[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await completeBatchOnce(deps, calls);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

async function completeBatchOnce(deps: PublisherDeps, calls: CompletionCall[]): Promise<Decided[]> {
  const now = deps.clock.now();
  const today = deps.clock.seoulDay(now);
  const decided: (Decided | undefined)[] = calls.map(() => undefined);
  /** Calls that repeat a completion accepted earlier in this batch: they answer its transaction id once written. */
  const duplicatesOfThisBatch: { index: number; onceKey: string }[] = [];
  const clickIds = [...new Set(calls.map((call) => call.clickId))];

  const { written, postbackIds } = await deps.db.transaction(async (tx) => {
    // 1. The clicks' ads, locked (a click's ad never changes; ads first, as every ad writer locks).
    let mark = performance.now();
    const adIds = await lockAds(tx, clickIds);
    completionStats.lockMs += performance.now() - mark;
    mark = performance.now();
    // 2. Under those locks, in one statement with a fresh snapshot: the ads' state (today's counter,
    //    the hold), the signatures recorded (a replay is refused), the clicks locked, the same users'
    //    completions of today and the apps' payout tables.
    const state = await readBatchState(tx, calls, clickIds, adIds, today);
    completionStats.readMs += performance.now() - mark;
    const replayed = new Set(calls.map((call) => call.signature.signature).filter((signature) => !state.fresh.has(signature)));
    const { ads: adsById, clicks, done, payouts } = state;

    const attempts: AttemptRow[] = [];
    const acceptedToday = new Map<number, number>(); // ad → completions accepted in this batch
    calls.forEach((call, index) => {
      if (replayed.has(call.signature.signature)) {
        decided[index] = { error: new AppError(409, signatureMessages.replayed, 'REPLAYED') };
        return;
      }
      const click = clicks.get(call.clickId);
      if (!click || click.app_id !== call.app.id) {
        decided[index] = { error: new AppError(404, publisherMessages.unknownClick, 'UNKNOWN_CLICK', 'click_id') };
        return;
      }
      const ad = adsById.get(click.ad_id)!;
      const onceKey = `${call.app.id}\u0000${click.user_key}\u0000${ad.id}`;
      if (done.has(onceKey)) {
        decided[index] = { outcome: { status: 'DUPLICATE', code: 'DUPLICATE', transaction_id: done.get(onceKey) ?? null } };
        if (!done.get(onceKey)) duplicatesOfThisBatch.push({ index, onceKey });
        return;
      }
      if (click.status !== 'OPEN') {
        decided[index] = { error: new AppError(409, publisherMessages.clickClosed, 'CLICK_CLOSED', 'click_id') };
        return;
      }
      const seconds = Math.floor((now.getTime() - new Date(click.created_at).getTime()) / 1000);
      const completionsToday = ad.completions_today + (acceptedToday.get(ad.id) ?? 0);
      const runs = ad.status === 'ACTIVE' && ad.start_date <= today && today <= ad.end_date;
      const accepted = ad.answers.map(normaliseAnswer);
      let reason: CompletionRejectReason | null = null;
      if (!runs) reason = 'AD_NOT_RUNNING';
      else if (seconds < deps.config.minSeconds) reason = 'TOO_FAST';
      else if (seconds > deps.config.clickWindowMinutes * 60) reason = 'CLICK_EXPIRED';
      else if (ad.question && accepted.length && !accepted.includes(normaliseAnswer(call.answer ?? ''))) reason = 'WRONG_ANSWER';
      else if (completionsToday >= ad.daily_volume) reason = 'DAILY_VOLUME_REACHED';
      else if (!holdCovers(ad, completionsToday + 1)) reason = 'HOLD_EXHAUSTED';

      click.status = reason ? 'REJECTED' : 'COMPLETED';
      if (!reason) {
        acceptedToday.set(ad.id, (acceptedToday.get(ad.id) ?? 0) + 1);
        done.set(onceKey, null); // later calls of this batch for the same user and ad are its duplicates
      }
      attempts.push({
        index,
        click_id: click.id,
        app_id: call.app.id,
        publisher_id: call.app.ownerId,
        ad_id: ad.id,
        user_key: click.user_key,
        status: reason ? 'REJECTED' : 'COMPLETED',
        reason,
        answer: call.answer === undefined ? null : call.answer.slice(0, 200),
        unit_price_tenths: ad.unit_price_tenths,
        payout_tenths: payouts.get(`${call.app.id}\u0000${ad.product_code}`) ?? ad.payout_tenths,
        seconds_after_click: Math.max(0, Math.min(seconds, 2_000_000_000)),
        once_key: onceKey,
        target: ad.daily_volume,
        product_code: ad.product_code,
        postback_url: call.app.postbackUrl,
      });
    });
    // 3. Every write of the batch in one statement.
    mark = performance.now();
    const writes = attempts.length ? await writeAttempts(tx, attempts, today, now) : { written: attempts, postbackIds: [] as number[] };
    completionStats.writeMs += performance.now() - mark;
    return writes;
  });

  for (const attempt of written) {
    const outcome: CompleteOutcome =
      attempt.status === 'COMPLETED'
        ? { status: 'COMPLETED', transaction_id: attempt.transaction_id!, payout: tenthsToWon(attempt.payout_tenths), payout_tenths: attempt.payout_tenths }
        : { status: 'REJECTED', code: attempt.reason!, transaction_id: attempt.transaction_id! };
    decided[attempt.index] = { outcome };
  }
  const transactionOf = new Map(written.filter((a) => a.status === 'COMPLETED').map((a) => [a.once_key, a.transaction_id!]));
  for (const { index, onceKey } of duplicatesOfThisBatch) {
    const result = decided[index];
    if (result && 'outcome' in result) result.outcome.transaction_id = transactionOf.get(onceKey) ?? null;
  }
  afterCommit(deps, postbackIds, written, today);
  return decided.map((result) => result ?? { error: new AppError(404, publisherMessages.unknownClick, 'UNKNOWN_CLICK', 'click_id') });
}

/**
 * What follows a committed batch, off the callers' path: queueing its postbacks (the sweep sends
 * any that fail to queue) and the monitoring flags (a report, not a gate). One run at a time per
 * instance, chained, so a burst cannot pile them up.
 */
let afterCommitChain: Promise<void> = Promise.resolve();
function afterCommit(deps: PublisherDeps, postbackIds: number[], written: AttemptRow[], today: string) {
  if (!postbackIds.length && !written.length) return;
  afterCommitChain = afterCommitChain.then(async () => {
    if (deps.queuePostback)
      for (const id of postbackIds)
        await deps.queuePostback(id).catch((error) => deps.log?.warn({ err: error, postbackId: id }, 'offerwall: postback not queued; the sweep will send it'));
    if (written.length) await flagAttempts(deps.db, written, today).catch((error) => deps.log?.warn({ err: error }, 'offerwall: attempt flags failed'));
  });
}

/** Resolves once what committed batches queued after them has run (tests wait on it). */
export function afterCommitSettled(): Promise<void> {
  return afterCommitChain;
}

interface AttemptRow {
  index: number;
  click_id: number;
  app_id: number;
  publisher_id: number;
  ad_id: number;
  user_key: string;
  status: 'COMPLETED' | 'REJECTED';
  reason: CompletionRejectReason | null;
  answer: string | null;
  unit_price_tenths: number;
  payout_tenths: number;
  seconds_after_click: number;
  once_key: string;
  /** The ad's daily volume (today's history row target), product and the app's postback URL. */
  target: number;
  product_code: string;
  postback_url: string | null;
  transaction_id?: string;
}

function normaliseAd(row: AdState): AdState {
  return {
    ...row,
    id: Number(row.id),
    daily_volume: Number(row.daily_volume),
    unit_price_tenths: Number(row.unit_price_tenths),
    payout_tenths: Number(row.payout_tenths),
    completions_today: Number(row.completions_today),
    hold_amount: Number(row.hold_amount),
    past_unsettled: Number(row.past_unsettled),
    answers: row.answers ?? [],
  };
}

/** Whether the hold carries the unsettled past days plus `completions` actions today, each day as the settlement will charge it. */
function holdCovers(ad: AdState, completions: number): boolean {
  return ad.hold_today && ad.hold_amount >= ad.past_unsettled + chargeWon(completions, ad.unit_price_tenths);
}

/**
 * Locks the ads of the batch's clicks in id order and answers their ids. Only the lock: the ads'
 * state is read by the NEXT statement. Under READ COMMITTED a statement that waited for a lock
 * re-checks the locked row but reads joined rows (today's counter) from its own older snapshot, so
 * reading the counter here would let a batch that waited on another overshoot the daily volume
 * (bench:offerwall with two batches in flight caught exactly that).
 */
async function lockAds(tx: Tx, clickIds: number[]): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`select a.id from ads a where a.id in (select c.ad_id from offerwall_clicks c where c.id = any(${intArray(clickIds)}::bigint[])) order by a.id for update`,
  );
  return rows.map((row) => Number(row.id));
}

interface BatchState {
  ads: Map<number, AdState>;
  fresh: Set<string>;
  clicks: Map<number, ClickRow>;
  /** (app, user, ad) → transaction id of today's COMPLETED row (null: accepted earlier in this batch). */
  done: Map<string, string | null>;
  /** (app, product) → the app's payout per action when staff set one (else the ad's snapshot). */
  payouts: Map<string, number>;
}

/**
 * The signatures recorded, the clicks locked, today's completions of the same users and the payout
 * tables: one statement. Today's completions are looked up per click (a LATERAL with LIMIT 1, so an
 * index probe of `offerwall_completions_once_per_day`): joined as a set, the planner trusted the
 * statistics of the morning (a new day has no rows yet) and hashed all of today's rows in every batch,
 * which made a batch's read grow with the day (15 → 30 ms in bench:offerwall).
 */
async function readBatchState(tx: Tx, calls: CompletionCall[], clickIds: number[], adIds: number[], today: string): Promise<BatchState> {
  const signatures = calls.map(({ signature }) => ({ app_id: signature.appId, signature: signature.signature, expires_at: signature.expiresAt.toISOString() }));
  const appIds = [...new Set(calls.map((call) => call.app.id))];
  const [row] = await rowsOf<{ ads: AdState[]; fresh: string[]; clicks: ClickRow[]; done: { app_id: number; user_key: string; ad_id: number; transaction_id: string }[]; payouts: { app_id: number; product_code: string; payout_tenths: number }[] }>(
    tx,
    sql`
      with sig as (
        insert into offerwall_seen_signatures (app_id, signature, expires_at)
        select x.app_id, x.signature, x.expires_at
        from jsonb_to_recordset(${JSON.stringify(signatures)}::jsonb) as x(app_id int, signature text, expires_at timestamptz)
        on conflict do nothing
        returning signature
      ),
      cl as (
        select id, app_id, ad_id, user_key, status, created_at from offerwall_clicks
        where id = any(${intArray(clickIds)}::bigint[]) order by id for update
      )
      select
        (select coalesce(json_agg(ad), '[]') from (
          select a.id, a.status, a.start_date::text as start_date, a.end_date::text as end_date, a.daily_volume, a.unit_price_tenths,
            a.payout_tenths, a.product_code, a.question, a.answers,
            coalesce(h.completions, 0)::int as completions_today,
            coalesce(ph.amount, 0)::bigint as hold_amount,
            coalesce(ph.held_through >= ${today}::date, false) as hold_today,
            ${unsettledPastCharges(today)}::bigint as past_unsettled
          from ads a
          left join ad_histories h on h.ad_id = a.id and h.day = ${today}::date
          left join point_holds ph on ph.ad_id = a.id
          where a.id = any(${intArray(adIds)}::int[])) ad) as ads,
        (select coalesce(json_agg(signature), '[]') from sig) as fresh,
        (select coalesce(json_agg(cl), '[]') from cl) as clicks,
        (select coalesce(json_agg(json_build_object('app_id', cl.app_id, 'user_key', cl.user_key, 'ad_id', cl.ad_id, 'transaction_id', d.transaction_id)), '[]')
           from cl cross join lateral (
             select c.transaction_id from offerwall_completions c
             where c.app_id = cl.app_id and c.user_key = cl.user_key and c.ad_id = cl.ad_id and c.day = ${today}::date and c.status = 'COMPLETED'
             limit 1) d) as done,
        (select coalesce(json_agg(json_build_object('app_id', p.app_id, 'product_code', p.product_code, 'payout_tenths', p.payout_tenths)), '[]')
           from app_payouts p where p.app_id = any(${intArray(appIds)}::int[])) as payouts`,
  );
  return {
    ads: new Map(row.ads.map((ad) => [Number(ad.id), normaliseAd(ad)])),
    fresh: new Set(row.fresh),
    clicks: new Map(row.clicks.map((click) => [Number(click.id), { ...click, id: Number(click.id), app_id: Number(click.app_id), ad_id: Number(click.ad_id) }])),
    done: new Map(row.done.map((d) => [`${d.app_id}\u0000${d.user_key}\u0000${d.ad_id}`, d.transaction_id])),
    payouts: new Map(row.payouts.map((p) => [`${p.app_id}\u0000${p.product_code}`, p.payout_tenths])),
  };
}

/**
 * The batch's writes in one statement: the attempts, the clicks' status, the ads' live counters
 * (the staff desk's "today") and a signed postback row per completion of an app with a postback URL.
 */
async function writeAttempts(tx: Tx, attempts: AttemptRow[], today: string, now: Date): Promise<{ written: AttemptRow[]; postbackIds: number[] }> {
  const rows = attempts.map(({ index: _index, once_key: _key, ...row }) => row);
  const [result] = await rowsOf<{ written: { click_id: number; transaction_id: string }[]; postbacks: number[] }>(
    tx,
    sql`
      with x as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as x(click_id bigint, app_id int, publisher_id int, ad_id int, user_key text, status text, reason text, answer text,
               unit_price_tenths int, payout_tenths int, seconds_after_click int, target int, product_code text, postback_url text)
      ),
      ins as (
        insert into offerwall_completions (click_id, app_id, publisher_id, ad_id, user_key, day, status, reason, answer,
          unit_price_tenths, payout_tenths, seconds_after_click, created_at)
        select click_id, app_id, publisher_id, ad_id, user_key, ${today}::date, status, reason, answer,
          unit_price_tenths, payout_tenths, seconds_after_click, ${now.toISOString()}::timestamptz
        from x
        returning id, click_id, transaction_id, status, app_id, ad_id, user_key, payout_tenths
      ),
      clicked as (
        update offerwall_clicks c set status = x.status from x where c.id = x.click_id returning c.id
      ),
      counted as (
        insert into ad_histories (ad_id, day, target_volume, completions, rejections)
        select ad_id, ${today}::date, max(target), count(*) filter (where status = 'COMPLETED'), count(*) filter (where status = 'REJECTED')
        from x group by ad_id order by ad_id
        on conflict (ad_id, day) do update set
          completions = ad_histories.completions + excluded.completions,
          rejections = ad_histories.rejections + excluded.rejections,
          target_volume = excluded.target_volume
        returning ad_id
      ),
      queued as (
        insert into offerwall_postbacks (completion_id, app_id, url, payload, next_attempt_at, created_at)
        select ins.id, ins.app_id, x.postback_url,
          jsonb_build_object('transaction_id', ins.transaction_id, 'click_id', ins.click_id, 'mission_id', ins.ad_id, 'user', ins.user_key,
            'product_code', x.product_code, 'payout', ${tenthsToWonSql(sql`ins.payout_tenths`)}, 'payout_tenths', ins.payout_tenths,
            'completed_at', ${now.toISOString()}::text, 'day', ${today}::text),
          ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        from ins join x on x.click_id = ins.click_id
        where ins.status = 'COMPLETED' and x.postback_url is not null
        returning id
      )
      select
        (select coalesce(json_agg(json_build_object('click_id', click_id, 'transaction_id', transaction_id)), '[]') from ins) as written,
        (select coalesce(json_agg(id order by id), '[]') from queued) as postbacks,
        (select count(*) from clicked) + (select count(*) from counted) as touched`,
  );
  const transactionOf = new Map(result.written.map((w) => [Number(w.click_id), w.transaction_id]));
  for (const attempt of attempts) attempt.transaction_id = transactionOf.get(attempt.click_id)!;
  return { written: attempts, postbackIds: result.postbacks.map(Number) };
}

/**
 * Too-fast completions and answer failures of the batch's user keys (monitoring.ts thresholds), in one
 * read after the commit: a flag is a report, not a gate. Only users whose counts this batch can have
 * moved are read: a too-fast completion of theirs is in the batch, or they have a wrong answer today
 * (in the batch or before, whose failure rate a completion changes). Each user is a few index probes
 * (`offerwall_completions_once_per_day` for their completions, the small partial
 * `offerwall_completions_wrong_answer_idx` for wrong answers), never a scan of the day's rows, which
 * grew with the day and cost a quarter of PostgreSQL's time in bench:offerwall.
 */
async function flagAttempts(db: Db, attempts: AttemptRow[], today: string) {
  const byUser = new Map<string, { app_id: number; user_key: string; fast: boolean }>();
  for (const a of attempts) {
    const key = `${a.app_id}\u0000${a.user_key}`;
    const user = byUser.get(key) ?? { app_id: a.app_id, user_key: a.user_key, fast: false };
    user.fast ||= a.status === 'COMPLETED' && a.seconds_after_click < FLAG_THRESHOLDS.tooFastSeconds;
    byUser.set(key, user);
  }
  const rows = await rowsOf<{ app_id: number; user_key: string; too_fast: number; answered: number; wrong: number }>(
    db,
    sql`
      select t.app_id, t.user_key, f.too_fast, f.completed + w.wrong as answered, w.wrong
      from jsonb_to_recordset(${JSON.stringify([...byUser.values()])}::jsonb) as t(app_id int, user_key text, fast boolean)
      cross join lateral (
        select count(*)::int as wrong from offerwall_completions c
        where c.app_id = t.app_id and c.user_key = t.user_key and c.day = ${today}::date and c.reason = 'WRONG_ANSWER') w
      cross join lateral (
        select count(*) filter (where c.seconds_after_click < ${FLAG_THRESHOLDS.tooFastSeconds})::int as too_fast, count(*)::int as completed
        from offerwall_completions c
        where c.app_id = t.app_id and c.user_key = t.user_key and c.day = ${today}::date and c.status = 'COMPLETED') f
      where t.fast or w.wrong > 0`,
  );
  for (const row of rows) {
    const appId = Number(row.app_id);
    if (row.too_fast >= FLAG_THRESHOLDS.tooFastCount)
      await upsertFlag(db, appId, today, 'TOO_FAST', row.user_key, row.too_fast, { under_seconds: FLAG_THRESHOLDS.tooFastSeconds });
    if (row.answered >= FLAG_THRESHOLDS.answerAttempts && row.wrong / row.answered >= FLAG_THRESHOLDS.answerFailureRate)
      await upsertFlag(db, appId, today, 'ANSWER_FAILURES', row.user_key, row.wrong, { attempts: row.answered, rate: Math.round((row.wrong / row.answered) * 100) / 100 });
  }
}
