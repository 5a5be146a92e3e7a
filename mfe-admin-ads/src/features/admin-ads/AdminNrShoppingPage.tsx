import { UpcomingPage } from '@nurly/shared';

/** Staff desk: Naver Shopping ads from the reward site. */
export default function AdminNrShoppingPage() {
  return (
    <UpcomingPage namespace="admin-ads"
      page="adminNrShopping"
      columns={['advertiser', 'product', 'keyword', 'rewardProduct', 'dailyVolume', 'unitPrice', 'rank', 'status']}
    />
  );
}
