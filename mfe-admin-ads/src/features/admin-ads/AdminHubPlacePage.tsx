import { AdminAdsPage } from './AdminAdsPage';

/** Staff desk: Naver Place ads registered in hub consoles (service HUB). */
export default function AdminHubPlacePage() {
  return <AdminAdsPage service="HUB" channel="NAVER_PLACE" page="adminHubPlace" />;
}
