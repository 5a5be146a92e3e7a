import { UpcomingPage } from '@nurly/shared';

/** Real-time status per reseller account. */
export default function B2bSummaryPage() {
  return <UpcomingPage namespace="b2b" page="b2bSummary" columns={['member', 'todayVolume', 'todaySales', 'balance']} />;
}
