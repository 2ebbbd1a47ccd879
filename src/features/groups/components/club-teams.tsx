import { Link } from '@tanstack/react-router';
import { buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Crest } from '../../../components/ui/crest';
import { PendingBadge } from '../../../components/ui/pending-badge';
import { groupLabel, groupTexts } from '../../../domain/groups/group-texts';
import { useClubTeams } from '../hooks/use-club-teams';

/**
 * A club page's region `Teams`: the club's teams by name, each a link to its page; the owner
 * also gets `+ Team`, which opens the team form with this club chosen (a club adds all its
 * members to a new team, so the form starts there only when asked from here).
 */
export function ClubTeams({ clubId, isMember, isOwner }: { clubId: string; isMember: boolean; isOwner: boolean }) {
  const teams = useClubTeams(clubId, isMember);
  if (!isMember) return null;
  return (
    <Card title="Teams" className="club-teams">
      {teams.status === 'loading' ? <p role="status">Loading the club’s teams…</p> : null}
      {teams.status === 'failed' ? (
        <p role="alert">{groupTexts.loadFailed}. Check your connection and try again.</p>
      ) : null}
      {teams.status === 'ready' && teams.value.length === 0 ? (
        <p className="muted">No teams in this club yet.</p>
      ) : null}
      {teams.status === 'ready' && teams.value.length > 0 ? (
        <ul className="club-team-list">
          {teams.value.map((team) => (
            <li key={team.id}>
              <Crest name={team.name} colour={team.colour} size="sm" />
              <Link to="/teams/$id" params={{ id: team.id }}>
                {groupLabel('team', team.name)}
              </Link>
              {team.ageGroup ? <span className="muted"> · {team.ageGroup}</span> : null}
              {team.pending ? <PendingBadge /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {isOwner ? (
        <div className="actions">
          <Link to="/teams/new" search={{ club: clubId }} className={buttonClassName('secondary')}>
            + Team
          </Link>
        </div>
      ) : null}
    </Card>
  );
}
