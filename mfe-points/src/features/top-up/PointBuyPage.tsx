import { UpcomingPage } from '../../ui/UpcomingPage';

/** Top-up by bank transfer (the form arrives with the points issue). */
export default function PointBuyPage() {
  return <UpcomingPage page="pointBuy" />;
}
