import { UpcomingPage } from '../../ui/UpcomingPage';

/** Detail by period: volume and charged amount per ad. */
export default function InvoicePage() {
  return <UpcomingPage page="invoice" columns={['date', 'advertiser', 'rewardProduct', 'volume', 'amount']} />;
}
