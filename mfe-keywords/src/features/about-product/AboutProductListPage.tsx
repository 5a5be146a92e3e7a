import { UpcomingPage } from '../../ui/UpcomingPage';

/** Basic information about Naver Shopping products. */
export default function AboutProductListPage() {
  return <UpcomingPage page="aboutProductList" columns={['productName', 'mid', 'malls', 'price']} />;
}
