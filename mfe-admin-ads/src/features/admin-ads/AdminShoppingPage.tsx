import { AdminAdsPage } from './AdminAdsPage';

/** Staff desk: directly registered Naver Shopping ads (service NURLY). */
export default function AdminShoppingPage() {
  return <AdminAdsPage service="NURLY" channel="NAVER_SHOPPING" page="adminShopping" />;
}
