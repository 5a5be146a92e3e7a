import { UpcomingPage } from '../../ui/UpcomingPage';

/** One product: rank per keyword and its movement. */
export default function ProductDetailsPage() {
  return <UpcomingPage page="productDetails" columns={['keyword', 'rank', 'page', 'pageRank', 'change', 'searchDateTime']} />;
}
