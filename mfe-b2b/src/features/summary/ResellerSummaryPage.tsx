/**
 * `/reseller/summary`: a reseller's live status of its own subtree (SummaryReport in reseller mode; the
 * server's admin/b2b/summary counts only the caller's subtree); staff who open it get the company's.
 */
import { isResellerUser, useAuth } from '@nurly/shared';
import { SummaryReport } from './B2bSummaryPage';

export default function ResellerSummaryPage() {
  const { user } = useAuth();
  return <SummaryReport reseller={isResellerUser(user)} />;
}
