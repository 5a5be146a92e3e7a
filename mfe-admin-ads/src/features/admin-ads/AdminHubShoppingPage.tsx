import { UpcomingPage } from '@nurly/shared';

/** Staff desk: Naver Shopping ads registered through hubs. */
export default function AdminHubShoppingPage() {
  return (
    <UpcomingPage namespace="admin-ads"
      page="adminHubShopping"
      columns={['advertiser', 'product', 'keyword', 'rewardProduct', 'dailyVolume', 'unitPrice', 'rank', 'status']}
    />
  );
}
