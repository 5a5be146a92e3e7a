import { UpcomingPage } from '../../ui/UpcomingPage';

/** Staff desk: frequently asked questions. */
export default function AdminFaqPage() {
  return <UpcomingPage page="adminFaq" columns={['order', 'question', 'createdAt']} />;
}
