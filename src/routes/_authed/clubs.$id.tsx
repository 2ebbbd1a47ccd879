import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '../../components/ui/back-link';
import { skipDeletedGroup } from '../../features/groups/skip-deleted-group';
import { warmScreen } from '../../session/warm-screen';
import { ClubPage } from '../../features/groups/components/club-page';
import { GroupAnnouncements } from '../../features/announcements/components/group-announcements';

export const Route = createFileRoute('/_authed/clubs/$id')({
  beforeLoad: ({ params }) => skipDeletedGroup('club', params.id),
  // the screen's first reads start while its chunk loads (never waiting for the network)
  loader: ({ context, params }) =>
    warmScreen(context.session, () => import('../../shared/warm-screens').then((m) => m.warmGroup('club', params.id))),
  component: function Club() {
    const { id } = Route.useParams();
    // keyed: another club is another page (form state, exit state), not this one updated
    return (
      <>
        <BackLink to="/manage" label="Manage" />
        <ClubPage key={id} id={id} announcements={<GroupAnnouncements group={{ kind: 'club', id }} />} />
      </>
    );
  },
});
