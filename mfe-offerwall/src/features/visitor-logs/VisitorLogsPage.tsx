import { UpcomingPage } from '@nurly/shared';

/** Ad clicks in the offerwall. */
export default function VisitorLogsPage() {
  return <UpcomingPage namespace="offerwall" page="visitorLogs" columns={['clickedAt', 'ad', 'userKey', 'ip']} />;
}
