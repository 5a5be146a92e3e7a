import { UpcomingPage } from '../../ui/UpcomingPage';

/** Sales per sub-account for a period. */
export default function SalesPage() {
  return <UpcomingPage page="sales" columns={['period', 'member', 'volume', 'sales']} />;
}
