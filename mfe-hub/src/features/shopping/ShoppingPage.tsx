import { UpcomingPage } from '@nurly/shared';

/** Naver Shopping reward ads of the hub or agency. */
export default function ShoppingPage() {
  return <UpcomingPage namespace="hub" page="shopping" columns={['advertiser', 'product', 'keyword', 'rewardProduct', 'dailyVolume', 'rank', 'status']} />;
}
