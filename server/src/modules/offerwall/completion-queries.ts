/**
 * The statements of one completion batch (completions.ts): the ads locked, the batch's state read
 * under those locks, its writes in one statement, and the monitoring flags read after the commit;
 * plus the click → ad lookup that routes a call to its lane (completion-queue.ts).
 */
import { sql } from 'drizzle-orm';
import type { CompletionRejectReason } from '@nurly/contracts';
import type { Db } from '../../db/client';
import { tenthsToWonSql } from '../../db/money-sql';
import { rowsOf } from '../../db/rows';
import type { Tx } from '../../db/tx';
import type { CompletionCall } from './completions';
import { FLAG_THRESHOLDS } from './monitoring';
import { upsertFlag } from './monitoring-queries';
import { unsettledPastCharges } from './queries';

/** A PostgreSQL array literal of ids, sent as one parameter (drizzle spreads a JS array into a list). */
const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** The ad of each existing click (the lane key); a missing id is simply absent. */
export async function adsOfClicks(db: Db, clickIds: number[]): Promise<Map<number, number>> {
  const rows = await rowsOf<{ id: number; ad_id: number }>(
    db,
    sql`select id, ad_id from offerwall_clicks where id = any(${intArray(clickIds)}::bigint[])`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.ad_id)]));
}

interface ClickRow {
  id: number;
  app_id: number;
  ad_id: number;
  user_key: string;
  sub_id: string | null;
  status: string;
  created_at: Date;
}

export interface AdState {
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

export interface AttemptRow {
  index: number;
  click_id: number;
  app_id: number;
  publisher_id: number;
  ad_id: number;
  user_key: string;
  sub_id: string | null;
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

/**
 * Locks the ads of the batch's clicks in id order and answers their ids. Only the lock: the ads'
 * state is read by the NEXT statement. Under READ COMMITTED a statement that waited for a lock
 * re-checks the locked row but reads joined rows (today's counter) from its own older snapshot, so
 * reading the counter here would let a batch that waited on another overshoot the daily volume
 * (bench:offerwall with two batches in flight caught exactly that).
 */
export async function lockAds(tx: Tx, clickIds: number[]): Promise<number[]> {
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
export async function readBatchState(
  tx: Tx,
  calls: CompletionCall[],
  clickIds: number[],
  adIds: number[],
  today: string,
): Promise<BatchState> {
  const signatures = calls.map(({ signature }) => ({
    app_id: signature.appId,
    signature: signature.signature,
    expires_at: signature.expiresAt.toISOString(),
  }));
  const appIds = [...new Set(calls.map((call) => call.app.id))];
  const [row] = await rowsOf<{
    ads: AdState[];
    fresh: string[];
    clicks: ClickRow[];
    done: { app_id: number; user_key: string; ad_id: number; transaction_id: string }[];
    payouts: { app_id: number; product_code: string; payout_tenths: number }[];
  }>(
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
        select id, app_id, ad_id, user_key, sub_id, status, created_at from offerwall_clicks
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
    clicks: new Map(
      row.clicks.map((click) => [
        Number(click.id),
        { ...click, id: Number(click.id), app_id: Number(click.app_id), ad_id: Number(click.ad_id) },
      ]),
    ),
    done: new Map(row.done.map((d) => [`${d.app_id}\u0000${d.user_key}\u0000${d.ad_id}`, d.transaction_id])),
    payouts: new Map(row.payouts.map((p) => [`${p.app_id}\u0000${p.product_code}`, p.payout_tenths])),
  };
}

/**
 * The batch's writes in one statement: the attempts, the clicks' status, the ads' live counters
 * (the staff desk's "today") and a signed postback row per completion of an app with a postback URL.
 */
export async function writeAttempts(
  tx: Tx,
  attempts: AttemptRow[],
  today: string,
  now: Date,
): Promise<{ written: AttemptRow[]; postbackIds: number[] }> {
  const rows = attempts.map(({ index: _index, once_key: _key, ...row }) => row);
  const [result] = await rowsOf<{ written: { click_id: number; transaction_id: string }[]; postbacks: number[] }>(
    tx,
    sql`
      with x as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as x(click_id bigint, app_id int, publisher_id int, ad_id int, user_key text, sub_id text, status text, reason text, answer text,
               unit_price_tenths int, payout_tenths int, seconds_after_click int, target int, product_code text, postback_url text)
      ),
      ins as (
        insert into offerwall_completions (click_id, app_id, publisher_id, ad_id, user_key, sub_id, day, status, reason, answer,
          unit_price_tenths, payout_tenths, seconds_after_click, created_at)
        select click_id, app_id, publisher_id, ad_id, user_key, sub_id, ${today}::date, status, reason, answer,
          unit_price_tenths, payout_tenths, seconds_after_click, ${now.toISOString()}::timestamptz
        from x
        returning id, click_id, transaction_id, status, app_id, ad_id, user_key, sub_id, payout_tenths
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
            'sub_id', ins.sub_id, 'product_code', x.product_code, 'payout', ${tenthsToWonSql(sql`ins.payout_tenths`)}, 'payout_tenths', ins.payout_tenths,
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
export async function flagAttempts(db: Db, attempts: AttemptRow[], today: string) {
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
      await upsertFlag(db, appId, today, 'ANSWER_FAILURES', row.user_key, row.wrong, {
        attempts: row.answered,
        rate: Math.round((row.wrong / row.answered) * 100) / 100,
      });
  }
}
