/**
 * The console test sends' limit per app (README "Test sends"), in the database so every instance
 * counts together: one send in flight per app, and at most TEST_POSTBACK_PER_WINDOW started per
 * TEST_POSTBACK_WINDOW_SECONDS (a fixed window from its first send), by the app clock.
 *
 * One statement claims a send: an upsert of the app's row in `offerwall_test_sends` whose update
 * applies only while no lease is live and the window has room. Concurrent claims of one app queue on
 * that row's lock (or its unique key, for the first), and each re-checks the row the one before it
 * left, so exactly one of a burst gets the lease. The lease lasts the attempt's time limit and a
 * margin: a send whose instance died frees the app once it has passed.
 */
import { TEST_POSTBACK_PER_WINDOW, TEST_POSTBACK_WINDOW_SECONDS, offerwallMessages } from '@nurly/contracts';
import { AppError } from '../../lib/errors';
import type { OfferwallRepository } from './repository';

/** Beyond the attempt's own time limit: the lookup, the signing and the log row. */
const LEASE_MARGIN_MS = 30_000;
const WINDOW_MS = TEST_POSTBACK_WINDOW_SECONDS * 1000;

export type TestSendRefusal = { reason: 'in-flight' } | { reason: 'too-many'; retryAfterSeconds: number };

/** A lease on the app's one test send, or why there is none (`repo.releaseTestSend` ends it). */
export async function claimTestSend(
  repo: OfferwallRepository,
  appId: number,
  now: Date,
  timeoutMs: number,
): Promise<{ lease: Date } | TestSendRefusal> {
  const lease = new Date(now.getTime() + timeoutMs + LEASE_MARGIN_MS);
  if (await repo.leaseTestSend(appId, now, lease, new Date(now.getTime() - WINDOW_MS))) return { lease };
  const row = await repo.findTestSend(appId);
  if (!row || (row.inFlightUntil && row.inFlightUntil > now)) return { reason: 'in-flight' };
  const left = row.windowStart.getTime() + WINDOW_MS - now.getTime();
  return { reason: 'too-many', retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)) };
}

/** The 429 of a refused test send, in Korean. */
export function testSendRefused(refusal: TestSendRefusal): AppError {
  return refusal.reason === 'in-flight'
    ? new AppError(429, offerwallMessages.testPostbackInFlight, 'TEST_POSTBACK_IN_FLIGHT')
    : new AppError(429, offerwallMessages.testPostbackTooMany(TEST_POSTBACK_PER_WINDOW, refusal.retryAfterSeconds), 'TEST_POSTBACK_LIMIT');
}
