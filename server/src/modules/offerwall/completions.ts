/**
 * Mission completions, in batches (docs/decisions/money-loop.md#offerwall-api; bench:offerwall asks ≥ 3,000/s).
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
 *
 * This file decides a batch; `completion-queue.ts` gathers the calls into batches (and lanes),
 * `completion-queries.ts` holds the batch's statements.
 */
import { chargeWon, tenthsToWon, type CompletionRejectReason } from '@nurly/contracts';
import { isUniqueViolation } from '../../db/rows';
import { AppError } from '../../lib/errors';
import type { AdState, AttemptRow } from './completion-queries';
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
export type Decided = { outcome: CompleteOutcome } | { error: AppError };

const MAX_ATTEMPTS = 3;

/** What the batches did since the process started (bench:offerwall prints them; cheap to keep). */
export const completionStats = {
  batches: 0,
  calls: 0,
  largestBatch: 0,
  batchMs: 0,
  lockMs: 0,
  readMs: 0,
  writeMs: 0,
  routeLookups: 0,
  routeMs: 0,
};

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

  const { written, postbackIds } = await deps.repo.transaction(async (tx) => {
    // 1. The clicks' ads, locked (a click's ad never changes; ads first, as every ad writer locks).
    let mark = performance.now();
    const adIds = await tx.lockAds(clickIds);
    completionStats.lockMs += performance.now() - mark;
    mark = performance.now();
    // 2. Under those locks, in one statement with a fresh snapshot: the ads' state (today's counter,
    //    the hold), the signatures recorded (a replay is refused), the clicks locked, the same users'
    //    completions of today and the apps' payout tables.
    const state = await tx.readBatchState(calls, clickIds, adIds, today);
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
        sub_id: click.sub_id,
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
    const writes = attempts.length ? await tx.writeAttempts(attempts, today, now) : { written: attempts, postbackIds: [] as number[] };
    completionStats.writeMs += performance.now() - mark;
    return writes;
  });

  for (const attempt of written) {
    const outcome: CompleteOutcome =
      attempt.status === 'COMPLETED'
        ? {
            status: 'COMPLETED',
            transaction_id: attempt.transaction_id!,
            payout: tenthsToWon(attempt.payout_tenths),
            payout_tenths: attempt.payout_tenths,
          }
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
        await deps
          .queuePostback(id)
          .catch((error) => deps.log?.warn({ err: error, postbackId: id }, 'offerwall: postback not queued; the sweep will send it'));
    if (written.length)
      await deps.repo.flagAttempts(written, today).catch((error) => deps.log?.warn({ err: error }, 'offerwall: attempt flags failed'));
  });
}

/** Resolves once what committed batches queued after them has run (tests wait on it). */
export function afterCommitSettled(): Promise<void> {
  return afterCommitChain;
}

/** Whether the hold carries the unsettled past days plus `completions` actions today, each day as the settlement will charge it. */
function holdCovers(ad: AdState, completions: number): boolean {
  return ad.hold_today && ad.hold_amount >= ad.past_unsettled + chargeWon(completions, ad.unit_price_tenths);
}
