import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '../../components/ui/back-link';
import { EditEventPage } from '../../features/events/components/event-form-pages';

export const Route = createFileRoute('/_authed/events/$id_/edit')({
  component: function EditEvent() {
    const { id } = Route.useParams();
    return (
      <>
        <BackLink to="/events/$id" id={id} label="Event" />
        <EditEventPage key={id} id={id} />
      </>
    );
  },
});
