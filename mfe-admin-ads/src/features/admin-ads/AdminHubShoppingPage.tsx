import { UpcomingPage } from '../../ui/UpcomingPage';

/** Staff desk: Naver Shopping ads registered through hubs. */
export default function AdminHubShoppingPage() {
  return (
    <UpcomingPage
      page="adminHubShopping"
      columns={['advertiser', 'product', 'keyword', 'rewardProduct', 'dailyVolume', 'unitPrice', 'rank', 'status']}
    />
  );
}
