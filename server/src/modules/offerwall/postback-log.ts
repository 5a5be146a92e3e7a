/**
 * The postback delivery log as the console shows it (postback_attempts; the statements are
 * postback-log-queries.ts): an answer's kept head as text, and one attempt in the API's shape.
 */
import { POSTBACK_LOG_BODY_BYTES } from '@nurly/contracts';
import type { PostbackAttempt } from '@nurly/contracts/schemas';
import { shownFailure } from './postback-http';
import type { AttemptRecord } from './postback-log-queries';

/**
 * The kept head of an answer as text: UTF-8 (invalid bytes replaced: a character cut at the byte
 * limit too), control characters other than tab and line breaks dropped; null when nothing is left.
 */
export function bodyText(head: Buffer): string | null {
  const text = head
    .subarray(0, POSTBACK_LOG_BODY_BYTES)
    .toString('utf8')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
  return text.length ? text : null;
}

/** What postbacks.ts counts as delivered (`outcomeOfStatus`): a 2xx or 409. */
const succeeded = (statusCode: number | null) => statusCode !== null && ((statusCode >= 200 && statusCode < 300) || statusCode === 409);

export function toAttempt(row: AttemptRecord, appName: string): PostbackAttempt {
  return {
    id: row.id,
    postback_id: row.postbackId,
    app: { id: row.appId, name: appName },
    webhook_id: row.webhookId,
    test: row.isTest,
    attempt: row.attempt,
    started_at: row.startedAt.toISOString(),
    duration_ms: row.durationMs,
    url: row.url,
    status_code: row.statusCode,
    failure: shownFailure(row.failure),
    result: succeeded(row.statusCode) ? 'SUCCEEDED' : 'FAILED',
    response_body: row.responseBody,
    next_retry_at: row.nextRetryAt ? row.nextRetryAt.toISOString() : null,
  };
}
