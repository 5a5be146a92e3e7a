import { UpcomingPage } from '../../ui/UpcomingPage';

/** Staff desk: notices to write, edit, delete and pin. */
export default function AdminNoticeListPage() {
  return <UpcomingPage page="adminNotice" columns={['title', 'pinned', 'author', 'createdAt']} />;
}
