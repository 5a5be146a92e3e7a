import { UpcomingPage } from '../../ui/UpcomingPage';

/** Frequently asked questions for agency and hub users. */
export default function FaqPage() {
  return <UpcomingPage page="faq" columns={['question']} />;
}
