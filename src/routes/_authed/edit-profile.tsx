import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/placeholder/components/coming-soon-page';

export const Route = createFileRoute('/_authed/edit-profile')({
  component: () => <ComingSoonPage title="Edit profile" />,
});
