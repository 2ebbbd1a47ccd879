import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '../../components/ui/back-link';
import { skipDeletedGroup } from '../../features/groups/skip-deleted-group';
import { warmScreen } from '../../session/warm-screen';
import { TeamPage } from '../../features/groups/components/team-page';
import { TeamEvents } from '../../features/events/components/team-events';
import { GroupAnnouncements } from '../../features/announcements/components/group-announcements';

export const Route = createFileRoute('/_authed/teams/$id')({
  beforeLoad: ({ params }) => skipDeletedGroup('team', params.id),
  // the screen's first reads start while its chunk loads (never waiting for the network)
  loader: ({ context, params }) =>
    warmScreen(context.session, () => import('../../shared/warm-screens').then((m) => m.warmGroup('team', params.id))),
  component: function Team() {
    const { id } = Route.useParams();
    // keyed: another team is another page (form state, exit state), not this one updated
    return (
      <>
        <BackLink to="/manage" label="Manage" />
        <TeamPage
          key={id}
          id={id}
          events={<TeamEvents teamId={id} />}
          announcements={<GroupAnnouncements group={{ kind: 'team', id }} />}
        />
      </>
    );
  },
});
