import { AdminAdsPage } from './AdminAdsPage';

/** Staff desk: directly registered Naver Place ads (service NURLY). */
export default function AdminPlacePage() {
  return <AdminAdsPage service="NURLY" channel="NAVER_PLACE" page="adminPlace" />;
}
