import { UpcomingPage } from '../../ui/UpcomingPage';

/** Completed missions with verification and postback status. */
export default function MissionLogsPage() {
  return <UpcomingPage page="missionLogs" columns={['date', 'ad', 'userKey', 'status', 'postback']} />;
}
