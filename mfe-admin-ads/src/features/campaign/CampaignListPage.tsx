import { UpcomingPage } from '../../ui/UpcomingPage';

/** The customer's campaigns. */
export default function CampaignListPage() {
  return <UpcomingPage page="campaignList" columns={['product', 'rewardProduct', 'dailyVolume', 'period', 'status', 'createdAt']} />;
}
