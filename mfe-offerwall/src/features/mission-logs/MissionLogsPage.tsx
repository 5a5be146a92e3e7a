import { UpcomingPage } from '@nurly/shared';

/** Completed missions with verification and postback status. */
export default function MissionLogsPage() {
  return <UpcomingPage namespace="offerwall" page="missionLogs" columns={['date', 'ad', 'userKey', 'status', 'postback']} />;
}
