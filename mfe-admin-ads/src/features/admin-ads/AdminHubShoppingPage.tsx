import { AdminAdsPage } from './AdminAdsPage';

/** Staff desk: Naver Shopping ads registered in hub consoles (service HUB). */
export default function AdminHubShoppingPage() {
  return <AdminAdsPage service="HUB" channel="NAVER_SHOPPING" page="adminHubShopping" />;
}
