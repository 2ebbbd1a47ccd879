import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/placeholder/components/coming-soon-page';

export const Route = createFileRoute('/_authed/edit-child/$childId')({
  component: () => <ComingSoonPage title="Edit child" />,
});
