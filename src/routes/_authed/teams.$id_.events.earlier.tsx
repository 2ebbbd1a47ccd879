import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '../../components/ui/back-link';
import { skipDeletedGroup } from '../../features/groups/skip-deleted-group';
import { EarlierEventsPage } from '../../features/events/components/earlier-events-page';

export const Route = createFileRoute('/_authed/teams/$id_/events/earlier')({
  beforeLoad: ({ params }) => skipDeletedGroup('team', params.id),
  component: function EarlierEvents() {
    const { id } = Route.useParams();
    return (
      <>
        <BackLink to="/teams/$id" id={id} label="Team" />
        <EarlierEventsPage key={id} teamId={id} />
      </>
    );
  },
});
