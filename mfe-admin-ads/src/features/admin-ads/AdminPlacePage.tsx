import { UpcomingPage } from '../../ui/UpcomingPage';

/** Staff desk: directly registered Naver Place ads. */
export default function AdminPlacePage() {
  return (
    <UpcomingPage
      page="adminPlace"
      columns={['advertiser', 'product', 'keyword', 'rewardProduct', 'dailyVolume', 'unitPrice', 'rank', 'status']}
    />
  );
}
