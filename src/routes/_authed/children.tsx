import { createFileRoute } from '@tanstack/react-router';
import { requireParent } from '../../features/auth/route-guards';
import { ComingSoonPage } from '../../features/placeholder/components/coming-soon-page';

export const Route = createFileRoute('/_authed/children')({
  beforeLoad: requireParent,
  component: () => <ComingSoonPage title="Your children" />,
});
