import { AdminAdsPage } from './AdminAdsPage';

/** Staff desk: Naver Place ads bought on the reward site (service NR). */
export default function AdminNrPlacePage() {
  return <AdminAdsPage service="NR" channel="NAVER_PLACE" page="adminNrPlace" />;
}
