import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '../../components/ui/back-link';
import { skipDeletedGroup } from '../../features/groups/skip-deleted-group';
import { NewEventPage } from '../../features/events/components/event-form-pages';

export const Route = createFileRoute('/_authed/teams/$id_/events/new')({
  beforeLoad: ({ params }) => skipDeletedGroup('team', params.id),
  component: function NewEvent() {
    const { id } = Route.useParams();
    return (
      <>
        <BackLink to="/teams/$id" id={id} label="Team" />
        <NewEventPage key={id} teamId={id} />
      </>
    );
  },
});
