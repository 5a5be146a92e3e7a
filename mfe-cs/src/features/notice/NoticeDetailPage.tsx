import { UpcomingPage } from '../../ui/UpcomingPage';

/** One notice in full (/notice/:id); the body arrives with the cs issue. */
export default function NoticeDetailPage() {
  return <UpcomingPage page="noticeDetail" />;
}
