import { UpcomingPage } from '../../ui/UpcomingPage';

/** Tracked products with their keywords, sellers and main keyword. */
export default function MyProductsPage() {
  return <UpcomingPage page="myProducts" columns={['mid', 'mainKeyword', 'keywordCount', 'malls', 'extended', 'createdAt']} />;
}
