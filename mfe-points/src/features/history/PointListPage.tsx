import { UpcomingPage } from '../../ui/UpcomingPage';

/** The account's points ledger: top-up requests, charges and deductions. */
export default function PointListPage() {
  return <UpcomingPage page="pointList" columns={['createdAt', 'action', 'amount', 'depositName', 'email']} />;
}
