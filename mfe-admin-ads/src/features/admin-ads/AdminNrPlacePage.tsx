import { UpcomingPage } from '../../ui/UpcomingPage';

/** Staff desk: Naver Place ads from the reward site. */
export default function AdminNrPlacePage() {
  return (
    <UpcomingPage
      page="adminNrPlace"
      columns={['advertiser', 'product', 'keyword', 'rewardProduct', 'dailyVolume', 'unitPrice', 'rank', 'status']}
    />
  );
}
