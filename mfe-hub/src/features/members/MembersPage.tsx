import { UpcomingPage } from '@nurly/shared';

/** The hub's sub-accounts. */
export default function MembersPage() {
  return <UpcomingPage namespace="hub" page="members" columns={['member', 'role', 'status', 'createdAt']} />;
}
