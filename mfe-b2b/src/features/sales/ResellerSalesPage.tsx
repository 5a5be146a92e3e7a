/**
 * `/reseller/sales`: a reseller's subtree sales with its own margin (SalesReportPage in reseller mode);
 * staff who open it get the company report.
 */
import { isResellerUser, useAuth } from '@nurly/shared';
import { SalesReportPage } from './B2bSalesPage';

export default function ResellerSalesPage() {
  const { user } = useAuth();
  return <SalesReportPage reseller={isResellerUser(user)} />;
}
