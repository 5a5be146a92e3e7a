import { UpcomingPage } from '../../ui/UpcomingPage';

/** The user's own questions and their answers. */
export default function QuestionsPage() {
  return <UpcomingPage page="questions" columns={['title', 'status', 'createdAt']} />;
}
