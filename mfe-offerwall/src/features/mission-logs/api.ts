/** Mission logs (docs/decisions/money-loop.md#offerwall-api): every completion attempt, and the resend of a failed or stopped postback. */
import { apiClient } from '@nurly/shared';
import type { MessageBody } from '@nurly/contracts/schemas';

/** GET paged `{ count, results: MissionLog[] }` (MissionLogQuery: status, app_id, dates, search); `format` exports it. */
export const MISSION_LOGS_PATH = 'offerwall/mission-logs';

/** POST offerwall/postbacks/{id}/resend: queues a FAILED or STOPPED postback again, same transaction id. */
export async function resendPostback(postbackId: number): Promise<MessageBody> {
  const { data } = await apiClient.post<MessageBody>(`offerwall/postbacks/${postbackId}/resend`);
  return data;
}
