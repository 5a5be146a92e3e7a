import { UpcomingPage } from '../../ui/UpcomingPage';

/** Staff editor of one notice (/admin/notice/:id); the form arrives with the cs issue. */
export default function AdminNoticeDetailPage() {
  return <UpcomingPage page="adminNoticeDetail" />;
}
