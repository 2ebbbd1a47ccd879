import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '../../components/ui/back-link';
import { NewTeamPage } from '../../features/groups/components/new-team-page';

/** `?club={id}`: opened from a club page's `+ Team`; anything else is dropped (the form starts at `No club`). */
const CLUB_ID = /^[A-Za-z0-9_-]{1,128}$/;

export const Route = createFileRoute('/_authed/teams/new')({
  validateSearch: (search: Record<string, unknown>): { club?: string } =>
    typeof search.club === 'string' && CLUB_ID.test(search.club) ? { club: search.club } : {},
  component: function NewTeam() {
    const { club } = Route.useSearch();
    // keyed: another club chosen is another form
    return (
      <>
        {club ? <BackLink to="/clubs/$id" id={club} label="Club" /> : <BackLink to="/manage" label="Manage" />}
        <NewTeamPage key={club ?? ''} clubId={club} />
      </>
    );
  },
});
