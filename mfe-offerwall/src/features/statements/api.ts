/** Monthly statements (정산서, docs/decisions/resellers.md#publisher-statements): per app and month, the settled payout to be paid and whether it is. */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type { PublisherStatementDetail } from '@nurly/contracts/schemas';

/** GET paged `{ count, results: PublisherStatement[] }` (PublisherStatementQuery: app_id, status, months); `format` exports it. */
export const STATEMENTS_PATH = 'offerwall/statements';

/** GET offerwall/statements/{id}: the statement and its settled days. */
export const statementPath = (id: number) => `${STATEMENTS_PATH}/${id}`;

export async function getStatementDetail(path: string): Promise<PublisherStatementDetail> {
  const { data } = await apiClient.get<PublisherStatementDetail>(path);
  return data;
}

/** One statement's days while its dialog is open (null: nothing fetched). */
export function useStatementDetail(id: number | null) {
  return useSWR<PublisherStatementDetail>(id === null ? null : statementPath(id), getStatementDetail);
}
