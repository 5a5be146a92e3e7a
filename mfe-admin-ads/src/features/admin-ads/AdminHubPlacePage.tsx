import { UpcomingPage } from '@nurly/shared';

/** Staff desk: Naver Place ads registered through hubs. */
export default function AdminHubPlacePage() {
  return (
    <UpcomingPage namespace="admin-ads"
      page="adminHubPlace"
      columns={['advertiser', 'product', 'keyword', 'rewardProduct', 'dailyVolume', 'unitPrice', 'rank', 'status']}
    />
  );
}
