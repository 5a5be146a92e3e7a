/** The postback delivery log: every attempt (console test sends included), per app and per transaction. */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type { PostbackAttemptHistory, TestPostbackResult } from '@nurly/contracts/schemas';

/** GET paged `{ count, results: PostbackAttempt[] }` (PostbackAttemptQuery: status, app_id, dates); `format` exports it. */
export const POSTBACK_ATTEMPTS_PATH = 'offerwall/postback-attempts';

/** GET offerwall/postbacks/{id}/attempts: one transaction's attempts, oldest first. */
export const postbackAttemptsPath = (postbackId: number) => `offerwall/postbacks/${postbackId}/attempts`;

export async function getPostbackAttempts(path: string): Promise<PostbackAttemptHistory> {
  const { data } = await apiClient.get<PostbackAttemptHistory>(path);
  return data;
}

/** One postback's attempts while its dialog is open (null: nothing fetched). */
export function usePostbackAttempts(postbackId: number | null) {
  return useSWR<PostbackAttemptHistory>(postbackId === null ? null : postbackAttemptsPath(postbackId), getPostbackAttempts);
}

/** POST offerwall/apps/{id}/test-postback: a signed sample marked as a test, sent once; the attempt at once. */
export async function sendTestPostback(appId: number): Promise<TestPostbackResult> {
  const { data } = await apiClient.post<TestPostbackResult>(`offerwall/apps/${appId}/test-postback`);
  return data;
}
