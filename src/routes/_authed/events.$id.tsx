import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '../../components/ui/back-link';
import { warmScreen } from '../../session/warm-screen';
import { EventPage } from '../../features/events/components/event-page';
import { confirmableAnswer } from '../../domain/events/answer-confirm';

export const Route = createFileRoute('/_authed/events/$id')({
  loader: ({ context, params }) =>
    warmScreen(context.session, () => import('../../shared/warm-screens').then((m) => m.warmEvent(params.id))),
  component: function Event() {
    const { id } = Route.useParams();
    // a notice's `Going` / `Not going` (docs/notifications.md "On the device"): an answer to confirm, never
    // one given. Read here, in the screen's own chunk, not by a validateSearch in the route tree every page loads.
    const answer = confirmableAnswer((Route.useSearch() as { answer?: unknown }).answer);
    const navigate = Route.useNavigate();
    return (
      <>
        <BackLink to="/schedule" label="Schedule" />
        <EventPage key={id} id={id} answer={answer} onAnswerDone={() => void navigate({ search: {}, replace: true })} />
      </>
    );
  },
});
