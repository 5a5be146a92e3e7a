import { UpcomingPage } from '@nurly/shared';

/** Settlement history per publisher and day. */
export default function SettlementPage() {
  return <UpcomingPage namespace="offerwall" page="settlement" columns={['date', 'publisher', 'completions', 'amount']} />;
}
