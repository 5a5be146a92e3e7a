import { UpcomingPage } from '../../ui/UpcomingPage';

/** Visits flagged as suspicious, for review. */
export default function VisitorMonitoringLogsPage() {
  return <UpcomingPage page="visitorMonitoringLogs" columns={['flaggedAt', 'ad', 'userKey', 'ip', 'reason']} />;
}
