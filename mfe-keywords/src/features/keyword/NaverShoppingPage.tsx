import { UpcomingPage } from '../../ui/UpcomingPage';

/** Naver Shopping rank lookup for one or many keywords. */
export default function NaverShoppingPage() {
  return <UpcomingPage page="naverShopping" columns={['keyword', 'mid', 'rank', 'page', 'pageRank', 'searchDateTime', 'isMyProduct']} />;
}
