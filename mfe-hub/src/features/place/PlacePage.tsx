import { UpcomingPage } from '@nurly/shared';

/** Naver Place reward ads of the hub or agency. */
export default function PlacePage() {
  return <UpcomingPage namespace="hub" page="place" columns={['advertiser', 'place', 'keyword', 'rewardProduct', 'dailyVolume', 'rank', 'status']} />;
}
