import { UpcomingPage } from '../../ui/UpcomingPage';

/** The hub's sub-accounts. */
export default function MembersPage() {
  return <UpcomingPage page="members" columns={['member', 'role', 'status', 'createdAt']} />;
}
