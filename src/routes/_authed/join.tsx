import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/placeholder/components/coming-soon-page';

export const Route = createFileRoute('/_authed/join')({
  component: () => <ComingSoonPage title="Join a club or team" />,
});
