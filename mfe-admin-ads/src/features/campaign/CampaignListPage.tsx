import { UpcomingPage } from '@nurly/shared';

/** The customer's campaigns. */
export default function CampaignListPage() {
  return <UpcomingPage namespace="admin-ads" page="campaignList" columns={['product', 'rewardProduct', 'dailyVolume', 'period', 'status', 'createdAt']} />;
}
