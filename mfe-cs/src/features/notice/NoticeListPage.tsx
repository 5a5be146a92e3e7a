import { UpcomingPage } from '../../ui/UpcomingPage';

/** Notices for agency and hub users. */
export default function NoticeListPage() {
  return <UpcomingPage page="notice" columns={['title', 'pinned', 'createdAt']} />;
}
