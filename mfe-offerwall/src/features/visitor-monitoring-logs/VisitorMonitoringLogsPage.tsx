import { UpcomingPage } from '@nurly/shared';

/** Visits flagged as suspicious, for review. */
export default function VisitorMonitoringLogsPage() {
  return <UpcomingPage namespace="offerwall" page="visitorMonitoringLogs" columns={['flaggedAt', 'ad', 'userKey', 'ip', 'reason']} />;
}
