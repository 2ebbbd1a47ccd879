import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '../../components/ui/back-link';
import { warmScreen } from '../../session/warm-screen';
import { EventPage } from '../../features/events/components/event-page';

export const Route = createFileRoute('/_authed/events/$id')({
  loader: ({ context, params }) =>
    warmScreen(context.session, () => import('../../domain/warm-screens').then((m) => m.warmEvent(params.id))),
  component: function Event() {
    const { id } = Route.useParams();
    return (
      <>
        <BackLink to="/schedule" label="Schedule" />
        <EventPage key={id} id={id} />
      </>
    );
  },
});
