import { Type, type Static } from 'typebox';
import { POSTBACK_ATTEMPT_RESULTS } from '../values/offerwall';
import { dayRangeParams, ExportFormatParam, Id, Nullable, Paged, sortedPageParams } from './common';
import { literals } from './literals';
import { PostbackFailureSchema } from './offerwall';
import { withTitles } from './titles';

/**
 * The postback delivery log (offerwall console): one row per attempt the sender made, test sends
 * included, and the console's test send. `status_code` is the receiver's HTTP status; without one,
 * `failure` says why (TIMEOUT, REFUSED, BLOCKED: nothing sent, …).
 */

export const PostbackAttemptResultSchema = literals(POSTBACK_ATTEMPT_RESULTS);

export const PostbackAttempt = Type.Object({
  id: Type.Integer(),
  /** The postback this attempt belongs to; null for a test send. */
  postback_id: Nullable(Type.Integer()),
  app: Type.Object({ id: Type.Integer(), name: Type.String() }),
  /** The webhook-id sent: the transaction id, or `test_…` for a test send. */
  webhook_id: Type.String(),
  test: Type.Boolean(),
  /** 1 for the first attempt of the postback, 2 for the first retry, … (a resend counts on). */
  attempt: Type.Integer(),
  started_at: Type.String(),
  duration_ms: Type.Integer(),
  url: Type.String(),
  status_code: Nullable(Type.Integer()),
  failure: Nullable(PostbackFailureSchema),
  /** SUCCEEDED: a 2xx or 409 answer. */
  result: PostbackAttemptResultSchema,
  /** The first POSTBACK_LOG_BODY_BYTES (200) bytes of the answer's body as text (UTF-8, invalid bytes replaced, control characters dropped). */
  response_body: Nullable(Type.String()),
  /** When the sender tries again after this attempt; null when it will not. */
  next_retry_at: Nullable(Type.String()),
});
export type PostbackAttempt = Static<typeof PostbackAttempt>;

export const PostbackAttemptQuery = withTitles(
  Type.Object({
    ...sortedPageParams(25, 100),
    app_id: Type.Optional(Id),
    ...dayRangeParams,
    status: Type.Optional(PostbackAttemptResultSchema),
    format: Type.Optional(ExportFormatParam),
  }),
);
export type PostbackAttemptQuery = Static<typeof PostbackAttemptQuery>;

export const PostbackAttemptList = Paged(PostbackAttempt);
export type PostbackAttemptList = Static<typeof PostbackAttemptList>;

/** GET offerwall/postbacks/{id}/attempts: every attempt of one transaction's postback, oldest first. */
export const PostbackAttemptHistory = Type.Object({ results: Type.Array(PostbackAttempt) });
export type PostbackAttemptHistory = Static<typeof PostbackAttemptHistory>;

/** POST offerwall/apps/{id}/test-postback: the attempt, at once. */
export const TestPostbackResult = Type.Object({ message: Type.String(), attempt: PostbackAttempt });
export type TestPostbackResult = Static<typeof TestPostbackResult>;
