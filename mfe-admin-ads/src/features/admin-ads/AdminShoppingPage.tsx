import { UpcomingPage } from '../../ui/UpcomingPage';

/** Staff desk: directly registered Naver Shopping ads. */
export default function AdminShoppingPage() {
  return (
    <UpcomingPage
      page="adminShopping"
      columns={['advertiser', 'product', 'keyword', 'rewardProduct', 'dailyVolume', 'unitPrice', 'rank', 'status']}
    />
  );
}
