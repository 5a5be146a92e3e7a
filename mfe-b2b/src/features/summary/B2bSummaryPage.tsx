import { UpcomingPage } from '../../ui/UpcomingPage';

/** Real-time status per reseller account. */
export default function B2bSummaryPage() {
  return <UpcomingPage page="b2bSummary" columns={['member', 'todayVolume', 'todaySales', 'balance']} />;
}
