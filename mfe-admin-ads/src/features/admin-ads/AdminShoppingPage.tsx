import { UpcomingPage } from '@nurly/shared';

/** Staff desk: directly registered Naver Shopping ads. */
export default function AdminShoppingPage() {
  return (
    <UpcomingPage namespace="admin-ads"
      page="adminShopping"
      columns={['advertiser', 'product', 'keyword', 'rewardProduct', 'dailyVolume', 'unitPrice', 'rank', 'status']}
    />
  );
}
