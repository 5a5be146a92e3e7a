import { UpcomingPage } from '../../ui/UpcomingPage';

/** Printable product rank report (blank layout); its data arrives with the keywords issue. */
export default function ReportPage() {
  return <UpcomingPage page="report" columns={['productName', 'keyword', 'rank', 'change', 'searchDateTime']} />;
}
