import { UpcomingPage } from '../../ui/UpcomingPage';

/** Settlement history per publisher and day. */
export default function SettlementPage() {
  return <UpcomingPage page="settlement" columns={['date', 'publisher', 'completions', 'amount']} />;
}
