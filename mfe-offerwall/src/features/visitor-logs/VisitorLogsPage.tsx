import { UpcomingPage } from '../../ui/UpcomingPage';

/** Ad clicks in the offerwall. */
export default function VisitorLogsPage() {
  return <UpcomingPage page="visitorLogs" columns={['clickedAt', 'ad', 'userKey', 'ip']} />;
}
