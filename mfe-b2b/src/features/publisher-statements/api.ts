/** Publisher statements at the Nurly desk (server/src/modules/offerwall statement-routes.ts): the list and the payment record. */
import { apiClient } from '@nurly/shared';
import type { MarkStatementPaidRequest, StatementSaved } from '@nurly/contracts/schemas';

/** GET paged `{ count, results: PublisherStatement[] }` (AdminStatementQuery: status, months, app, publisher); `format` exports it. */
export const ADMIN_STATEMENTS_PATH = 'admin/offerwall/statements';

/** POST {paid_on, reference}: once; the same values again answer the same, others a 409. */
export async function markStatementPaid(id: number, body: MarkStatementPaidRequest): Promise<StatementSaved> {
  const { data } = await apiClient.post<StatementSaved>(`${ADMIN_STATEMENTS_PATH}/${id}/paid`, body);
  return data;
}
