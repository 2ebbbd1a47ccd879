import { createFileRoute } from '@tanstack/react-router';
import { requireParent } from '../../features/auth/route-guards';
import { ChildrenPage } from '../../features/children/components/children-page';

export const Route = createFileRoute('/_authed/children')({
  beforeLoad: requireParent,
  component: ChildrenPage,
});
