import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '../../components/ui/back-link';
import { requireParent } from '../../features/auth/route-guards';
import { AddChildPage } from '../../features/children/components/add-child-page';

export const Route = createFileRoute('/_authed/add-child')({
  beforeLoad: ({ context }) => requireParent(context.session),
  component: () => (
    <>
      <BackLink to="/children" label="Children" />
      <AddChildPage />
    </>
  ),
});
