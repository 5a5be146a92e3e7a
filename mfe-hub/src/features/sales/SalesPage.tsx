import { UpcomingPage } from '@nurly/shared';

/** Sales per sub-account for a period. */
export default function SalesPage() {
  return <UpcomingPage namespace="hub" page="sales" columns={['period', 'member', 'volume', 'sales']} />;
}
