import { UpcomingPage } from '../../ui/UpcomingPage';

/** Sellers and basic information of one product. */
export default function AboutProductDetailsPage() {
  return <UpcomingPage page="aboutProductDetails" />;
}
