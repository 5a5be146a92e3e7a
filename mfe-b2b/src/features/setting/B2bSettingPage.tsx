import { UpcomingPage } from '../../ui/UpcomingPage';

/** Unit prices per sub-account tier. */
export default function B2bSettingPage() {
  return <UpcomingPage page="b2bSetting" columns={['rewardProduct', 'price']} />;
}
