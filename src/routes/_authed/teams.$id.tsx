import { createFileRoute } from '@tanstack/react-router';
import { TeamPage } from '../../features/groups/components/team-page';

export const Route = createFileRoute('/_authed/teams/$id')({
  component: function Team() {
    const { id } = Route.useParams();
    // keyed: another team is another page (form state, exit state), not this one updated
    return <TeamPage key={id} id={id} />;
  },
});
