import { AdminAdsPage } from './AdminAdsPage';

/** Staff desk: Naver Shopping ads bought on the reward site (service NR). */
export default function AdminNrShoppingPage() {
  return <AdminAdsPage service="NR" channel="NAVER_SHOPPING" page="adminNrShopping" />;
}
