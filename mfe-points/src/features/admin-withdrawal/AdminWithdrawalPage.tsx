import { UpcomingPage } from '../../ui/UpcomingPage';

/** Staff desk: withdrawals of unused points within 7 days of top-up. */
export default function AdminWithdrawalPage() {
  return <UpcomingPage page="adminWithdrawal" columns={['requestedAt', 'username', 'amount', 'chargedAt', 'status']} />;
}
