import { UpcomingPage } from '../../ui/UpcomingPage';

/** Staff desk: every customer inquiry. */
export default function AdminQuestionsPage() {
  return <UpcomingPage page="adminQuestions" columns={['title', 'author', 'status', 'createdAt']} />;
}
