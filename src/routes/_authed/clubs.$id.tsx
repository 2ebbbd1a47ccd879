import { createFileRoute } from '@tanstack/react-router';
import { ClubPage } from '../../features/groups/components/club-page';

export const Route = createFileRoute('/_authed/clubs/$id')({
  component: function Club() {
    const { id } = Route.useParams();
    // keyed: another club is another page (form state, exit state), not this one updated
    return <ClubPage key={id} id={id} />;
  },
});
