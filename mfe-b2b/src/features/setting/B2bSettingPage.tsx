import { UpcomingPage } from '@nurly/shared';

/** Unit prices per sub-account tier. */
export default function B2bSettingPage() {
  return <UpcomingPage namespace="b2b" page="b2bSetting" columns={['rewardProduct', 'price']} />;
}
