import { UpcomingPage } from '../../ui/UpcomingPage';

/** Naver Shopping reward ads of the hub or agency. */
export default function ShoppingPage() {
  return <UpcomingPage page="shopping" columns={['advertiser', 'product', 'keyword', 'rewardProduct', 'dailyVolume', 'rank', 'status']} />;
}
