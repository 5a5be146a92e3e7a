import { UpcomingPage } from '../../ui/UpcomingPage';

/** Naver Place reward ads of the hub or agency. */
export default function PlacePage() {
  return <UpcomingPage page="place" columns={['advertiser', 'place', 'keyword', 'rewardProduct', 'dailyVolume', 'rank', 'status']} />;
}
