/**
 * Postback delivery (docs/decisions/money-loop.md#offerwall-api): a signed JSON POST to the app's postback URL (Standard Webhooks
 * or, for apps that keep it, the X-Nurly scheme: `signatureHeaders`), queued in the
 * completion's transaction. The row is the truth (status, attempts, next_attempt_at); pg-boss only
 * wakes a worker: `offerwall.postback` right after the commit and for each retry, and the sweep
 * (`offerwall.postback-sweep`, every minute) sends whatever is due, so a lost job loses nothing.
 *
 *   2xx or 409 → DELIVERED · 403 or 410 → STOPPED · anything else (a 3xx too: redirects are not
 *   followed; or a timeout) → retry at POSTBACK_RETRY_SECONDS after the 1st, 2nd, … attempt, then
 *   FAILED (resend from the console) · an address the rules refuse (postback-target.ts) → FAILED
 *   at once, nothing sent.
 *
 * `last_error` keeps only a class (POSTBACK_FAILURES), never the receiver's body or error text;
 * every attempt is written to the delivery log (postback_attempts, postback-log-queries.ts) with the first
 * 200 bytes of the answer as text, in the same transaction as the row's new state.
 *
 * An attempt first claims the row (moves next_attempt_at past the timeout under FOR UPDATE SKIP
 * LOCKED), so two workers never send the same due attempt side by side; the body and its
 * transaction_id are the same on every attempt (the publisher dedupes on transaction_id). The
 * statements are postback-queries.ts.
 */
import { randomUUID } from 'node:crypto';
import {
  isWebhookSecret,
  POSTBACK_RETRY_SECONDS,
  TEST_POSTBACK_ID_PREFIX,
  webhookSignatureHeader,
  type PostbackFailure,
} from '@nurly/contracts';
import type { Clock } from '../../lib/clock';
import { postToTarget } from './postback-http';
import { vetPostbackUrl, type PostbackTargetRules } from './postback-target';
import type { OfferwallRepository } from './repository';
import { liveSecrets, postbackHeaders } from './signature';

export interface PostbackDeps {
  repo: OfferwallRepository;
  clock: Clock;
  timeoutMs: number;
  /** Where a postback may go (checked again before every attempt). */
  target: PostbackTargetRules;
  /** Queues a retry wake-up (pg-boss startAfter); optional, the sweep finds due rows anyway. */
  scheduleRetry?: (postbackId: number, afterSeconds: number) => Promise<void>;
}

export type PostbackResult = 'DELIVERED' | 'STOPPED' | 'RETRY' | 'FAILED' | 'SKIPPED';

/** Where an HTTP status leaves a postback. */
export function outcomeOfStatus(status: number): 'DELIVERED' | 'STOPPED' | 'RETRY' {
  if ((status >= 200 && status < 300) || status === 409) return 'DELIVERED';
  if (status === 403 || status === 410) return 'STOPPED';
  return 'RETRY';
}

/** Claims a due row: returns it with how its app signs, or null if it is not due or another worker has it. */
async function claim(deps: PostbackDeps, id: number) {
  const now = deps.clock.now();
  return deps.repo.transaction(async (tx) => {
    const row = await tx.lockDuePostback(id, now);
    if (!row) return null;
    // The lease: while this attempt runs (at most the timeout and a margin) nobody else picks it up.
    const lease = new Date(now.getTime() + deps.timeoutMs + 30_000);
    await tx.leasePostback(id, lease);
    const app = await tx.postbackSigner(row.appId);
    return { row, app };
  });
}

export interface PostbackSigner {
  /** The publisher account (whose private ranges the address rules allow, postback-target.ts). */
  ownerId?: number;
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
  postbackScheme: string;
}

/**
 * The signature headers of one attempt: Standard Webhooks (webhook-id = the transaction id) or the
 * X-Nurly pair; during a rotation's grace period one signature per live secret, space-separated.
 */
export async function signatureHeaders(
  signer: PostbackSigner,
  now: Date,
  webhookId: string,
  body: string,
): Promise<Record<string, string>> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const secrets = liveSecrets(signer, now);
  if (signer.postbackScheme === 'nurly') return postbackHeaders(secrets, timestamp, body);
  // A previous secret from before whsec_ secrets cannot sign a Standard Webhooks message: only whsec_ ones do.
  const signature = await webhookSignatureHeader(secrets.filter(isWebhookSecret), { id: webhookId, timestamp, body });
  return { 'webhook-id': webhookId, 'webhook-timestamp': timestamp, 'webhook-signature': signature };
}

export interface AttemptOutcome {
  statusCode: number | null;
  failure: PostbackFailure | null;
  bodyHead: Buffer;
  startedAt: Date;
  durationMs: number;
}

/** One signed POST through the address rules: a status, or a failure class (BLOCKED: refused before connecting). */
async function send(
  deps: PostbackDeps,
  url: string,
  signer: PostbackSigner,
  webhookId: string,
  payload: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<AttemptOutcome> {
  const body = JSON.stringify(payload);
  const startedAt = deps.clock.now();
  const started = performance.now();
  const done = (outcome: { statusCode: number | null; failure: PostbackFailure | null; bodyHead?: Buffer }): AttemptOutcome => ({
    statusCode: outcome.statusCode,
    failure: outcome.failure,
    bodyHead: outcome.bodyHead ?? Buffer.alloc(0),
    startedAt,
    durationMs: Math.round(performance.now() - started),
  });
  // One time limit for the lookup, the connection and the answer.
  const limit = AbortSignal.any([AbortSignal.timeout(deps.timeoutMs), ...(signal ? [signal] : [])]);
  try {
    const vetted = await vetPostbackUrl(deps.target, url, limit, signer.ownerId);
    if ('refusal' in vetted) return done({ statusCode: null, failure: vetted.refusal.reason === 'unresolved' ? 'UNRESOLVED' : 'BLOCKED' });
    const headers = { 'content-type': 'application/json', ...(await signatureHeaders(signer, startedAt, webhookId, body)) };
    return done(await postToTarget(vetted.target, { headers, body, signal: limit }));
  } catch (error) {
    // The time limit (a lookup abandoned) is what escapes vetPostbackUrl; postToTarget resolves.
    if (limit.aborted) return done({ statusCode: null, failure: 'TIMEOUT' });
    throw error;
  }
}

/** One attempt of one postback if it is due; returns what became of it. Every attempt is logged (postback_attempts). */
export async function deliverPostback(deps: PostbackDeps, id: number, signal?: AbortSignal): Promise<PostbackResult> {
  const claimed = await claim(deps, id);
  if (!claimed) return 'SKIPPED';
  const { row, app } = claimed;
  const webhookId = String(row.payload.transaction_id ?? row.id);
  const result = await send(deps, row.url, app, webhookId, row.payload, signal);
  const attempts = row.attempts + 1;
  const verdict = result.statusCode === null ? 'RETRY' : outcomeOfStatus(result.statusCode);
  const now = deps.clock.now();
  const logged = { appId: row.appId, postbackId: row.id, webhookId, url: row.url, isTest: false };
  if (verdict === 'RETRY') {
    // An address the rules refuse stays refused: no retries (the row's URL never changes).
    const delay = result.failure === 'BLOCKED' ? undefined : POSTBACK_RETRY_SECONDS[attempts - 1];
    const failed = delay === undefined;
    const nextAttemptAt = failed ? null : new Date(now.getTime() + delay * 1000);
    await deps.repo.transaction(async (tx) => {
      await tx.setPostbackState(id, {
        status: failed ? 'FAILED' : 'PENDING',
        attempts,
        nextAttemptAt,
        lastStatusCode: result.statusCode,
        lastError: result.failure ?? 'HTTP_OTHER',
      });
      await tx.recordAttempt({ ...logged, outcome: result, nextRetryAt: nextAttemptAt });
    });
    if (!failed) await deps.scheduleRetry?.(id, delay).catch(() => {});
    return failed ? 'FAILED' : 'RETRY';
  }
  await deps.repo.transaction(async (tx) => {
    await tx.setPostbackState(id, {
      status: verdict,
      attempts,
      nextAttemptAt: null,
      lastStatusCode: result.statusCode,
      lastError: null,
      deliveredAt: verdict === 'DELIVERED' ? now : null,
    });
    await tx.recordAttempt({ ...logged, outcome: result, nextRetryAt: null });
  });
  return verdict;
}

/**
 * The console's test send: a sample postback marked `"test": true` with its own id (`test_…`), signed
 * as the app's postbacks are and posted through the same address rules, once (no retries). It is
 * logged like any attempt and touches no completion, balance or settlement.
 */
export async function sendTestPostback(deps: PostbackDeps, appId: number, url: string) {
  const app = await deps.repo.postbackSigner(appId);
  const now = deps.clock.now();
  const webhookId = `${TEST_POSTBACK_ID_PREFIX}${randomUUID()}`;
  const payload = {
    test: true,
    transaction_id: webhookId,
    click_id: 0,
    mission_id: 0,
    user: 'test-user',
    product_code: 'TEST',
    payout: 0,
    payout_tenths: 0,
    completed_at: now.toISOString(),
    day: deps.clock.seoulDay(now),
  };
  const result = await send(deps, url, app, webhookId, payload);
  return deps.repo.recordAttempt({ appId, postbackId: null, webhookId, url, isTest: true, outcome: result, nextRetryAt: null });
}

/** Every PENDING postback due by the clock, oldest first (the sweep; tests call it directly). */
export async function deliverDuePostbacks(deps: PostbackDeps, options: { limit?: number; signal?: AbortSignal } = {}) {
  const counts: Record<PostbackResult, number> = { DELIVERED: 0, STOPPED: 0, RETRY: 0, FAILED: 0, SKIPPED: 0 };
  // A few at a time: one slow receiver must not hold up everyone's postbacks for the whole sweep.
  const queue = await deps.repo.duePostbackIds(deps.clock.now(), options.limit ?? 200);
  const workers = Array.from({ length: Math.min(8, queue.length) }, async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      if (options.signal?.aborted) return;
      counts[await deliverPostback(deps, id, options.signal)] += 1;
    }
  });
  await Promise.all(workers);
  return counts;
}
