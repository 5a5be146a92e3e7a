import { UpcomingPage } from '@nurly/shared';

/** New campaign form (arrives with the admin-ads issue). */
export default function CampaignAddPage() {
  return <UpcomingPage namespace="admin-ads" page="campaignAdd" />;
}
