import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '../../components/ui/back-link';
import { requireParent } from '../../features/auth/route-guards';
import { EditChildPage } from '../../features/children/components/edit-child-page';

export const Route = createFileRoute('/_authed/edit-child/$childId')({
  beforeLoad: ({ context }) => requireParent(context.session),
  component: function EditChildRoute() {
    const { childId } = Route.useParams();
    return (
      <>
        <BackLink to="/children" label="Children" />
        <EditChildPage childId={childId} />
      </>
    );
  },
});
