import { UpcomingPage } from '../../ui/UpcomingPage';

/** Client accounts with a registered business. */
export default function AdvertisersPage() {
  return <UpcomingPage page="advertisers" columns={['name', 'registrationNumber', 'representative', 'email', 'createdAt']} />;
}
