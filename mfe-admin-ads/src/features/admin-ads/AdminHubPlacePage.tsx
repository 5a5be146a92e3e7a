import { UpcomingPage } from '../../ui/UpcomingPage';

/** Staff desk: Naver Place ads registered through hubs. */
export default function AdminHubPlacePage() {
  return (
    <UpcomingPage
      page="adminHubPlace"
      columns={['advertiser', 'product', 'keyword', 'rewardProduct', 'dailyVolume', 'unitPrice', 'rank', 'status']}
    />
  );
}
