import { UpcomingPage } from '../../ui/UpcomingPage';

/** Staff desk: Naver Shopping ads from the reward site. */
export default function AdminNrShoppingPage() {
  return (
    <UpcomingPage
      page="adminNrShopping"
      columns={['advertiser', 'product', 'keyword', 'rewardProduct', 'dailyVolume', 'unitPrice', 'rank', 'status']}
    />
  );
}
