import { UpcomingPage } from '../../ui/UpcomingPage';

/** Products whose rank the user tracks. */
export default function ProductListPage() {
  return <UpcomingPage page="productList" columns={['productName', 'mid', 'mainKeyword', 'rank', 'change']} />;
}
