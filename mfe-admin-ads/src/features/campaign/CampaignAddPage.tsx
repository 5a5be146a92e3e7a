import { UpcomingPage } from '../../ui/UpcomingPage';

/** New campaign form (arrives with the admin-ads issue). */
export default function CampaignAddPage() {
  return <UpcomingPage page="campaignAdd" />;
}
