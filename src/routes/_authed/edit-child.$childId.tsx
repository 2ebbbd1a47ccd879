import { createFileRoute } from '@tanstack/react-router';
import { requireParent } from '../../features/auth/route-guards';
import { ComingSoonPage } from '../../features/placeholder/components/coming-soon-page';

export const Route = createFileRoute('/_authed/edit-child/$childId')({
  beforeLoad: requireParent,
  component: () => <ComingSoonPage title="Edit child" />,
});
