import { UpcomingPage } from '../../ui/UpcomingPage';

/** Staff desk: pending top-ups to confirm or reject. */
export default function AdminDepositPage() {
  return <UpcomingPage page="adminDeposit" columns={['requestedAt', 'username', 'advertiser', 'depositName', 'amount', 'status']} />;
}
