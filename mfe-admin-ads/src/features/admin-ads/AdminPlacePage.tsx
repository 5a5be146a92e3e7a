import { UpcomingPage } from '@nurly/shared';

/** Staff desk: directly registered Naver Place ads. */
export default function AdminPlacePage() {
  return (
    <UpcomingPage namespace="admin-ads"
      page="adminPlace"
      columns={['advertiser', 'product', 'keyword', 'rewardProduct', 'dailyVolume', 'unitPrice', 'rank', 'status']}
    />
  );
}
