import { UpcomingPage } from '@nurly/shared';

/** Staff desk: Naver Place ads from the reward site. */
export default function AdminNrPlacePage() {
  return (
    <UpcomingPage namespace="admin-ads"
      page="adminNrPlace"
      columns={['advertiser', 'product', 'keyword', 'rewardProduct', 'dailyVolume', 'unitPrice', 'rank', 'status']}
    />
  );
}
