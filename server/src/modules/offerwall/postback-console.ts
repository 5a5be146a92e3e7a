/**
 * The offerwall console's delivery log and test send (mfe-offerwall "전송 기록"): every attempt of
 * one transaction's postback, the paged list of an app's (or every visible app's) attempts, and a
 * signed test postback sent at once through the same sender and address rules.
 */
import { offerwallMessages } from '@nurly/contracts';
import type { PostbackAttemptQuery } from '@nurly/contracts/schemas';
import type { Principal } from '../../access/principal';
import { badRequest, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/paginate';
import { toAttempt } from './postback-log';
import { sendTestPostback } from './postbacks';
import { consoleScope } from './console-lists';
import { visibleApp, type OfferwallDeps } from './service';
import { claimTestSend, testSendRefused } from './test-send-limit';

export async function attemptList(deps: OfferwallDeps, principal: Principal, query: PostbackAttemptQuery, window: PageWindow) {
  const filter = { ...(await consoleScope(deps, principal, query)), status: query.status };
  const [count, rows] = await Promise.all([deps.repo.countAttempts(filter), deps.repo.listAttempts(filter, window)]);
  return { count, results: rows.map((row) => toAttempt(row.attempt, row.appName)) };
}

/** The attempts of one postback (one transaction), oldest first; another publisher's postback is a 404. */
export async function attemptsOfPostback(deps: OfferwallDeps, principal: Principal, postbackId: number) {
  const appId = await deps.repo.appOfPostback(postbackId);
  if (appId === undefined) throw notFound();
  await visibleApp(deps, principal, appId).catch(() => {
    throw notFound();
  });
  const rows = await deps.repo.attemptsOfPostback(postbackId);
  return { results: rows.map((row) => toAttempt(row.attempt, row.appName)) };
}

/**
 * "테스트 전송": a sample marked as a test, signed like the app's postbacks, posted once; the attempt
 * comes back at once. One in flight per app and a few a minute (test-send-limit.ts), else a 429.
 */
export async function testPostback(deps: OfferwallDeps, principal: Principal, appId: number) {
  const { app } = await visibleApp(deps, principal, appId);
  if (!app.postbackUrl) throw badRequest(offerwallMessages.testPostbackNoUrl, 'postback_url', 'NO_POSTBACK_URL');
  const timeoutMs = deps.config.postbackTimeoutMs;
  const claim = await claimTestSend(deps.repo, app.id, deps.clock.now(), timeoutMs);
  if (!('lease' in claim)) throw testSendRefused(claim);
  try {
    const attempt = await sendTestPostback(
      { repo: deps.repo, clock: deps.clock, timeoutMs, target: deps.postbackTarget },
      app.id,
      app.postbackUrl,
    );
    return { message: offerwallMessages.testPostbackSent, attempt: toAttempt(attempt, app.name) };
  } finally {
    await deps.repo.releaseTestSend(app.id, claim.lease);
  }
}
