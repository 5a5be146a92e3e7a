import { UpcomingPage } from '@nurly/shared';

/** Client accounts with a registered business. */
export default function AdvertisersPage() {
  return <UpcomingPage namespace="b2b" page="advertisers" columns={['name', 'registrationNumber', 'representative', 'email', 'createdAt']} />;
}
