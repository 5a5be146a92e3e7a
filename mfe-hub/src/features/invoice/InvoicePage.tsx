import { UpcomingPage } from '@nurly/shared';

/** Detail by period: volume and charged amount per ad. */
export default function InvoicePage() {
  return <UpcomingPage namespace="hub" page="invoice" columns={['date', 'advertiser', 'rewardProduct', 'volume', 'amount']} />;
}
