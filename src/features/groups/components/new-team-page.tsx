import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { useCreateTeam } from '../hooks/use-create-team';
import { useOwnedClubs } from '../hooks/use-owned-clubs';
import type { TeamFields, Outcome } from '../../../domain/groups/group-types';
import { groupTexts } from '../../../domain/groups/group-texts';
import { TeamForm } from './team-form';

const empty: TeamFields = { name: '', ageGroup: '', notes: '', clubId: null };

/**
 * `/teams/new`: the create is written on the device at once, so the edit page opens offline too.
 * `Club` starts at `No club`, or at `clubId` when opened from that club's `+ Team` and the user
 * owns it (the owned clubs come from the device; a club not owned is not chosen).
 */
export function NewTeamPage({ clubId }: { clubId?: string }) {
  const navigate = useNavigate();
  const createTeam = useCreateTeam();
  const owned = useOwnedClubs();
  const waiting = clubId !== undefined && owned.status === 'loading';
  const chosen = clubId && owned.status === 'ready' && owned.value.some((club) => club.id === clubId) ? clubId : null;

  // a double click submits twice before the page moves on: the second is the first's answer
  const created = useRef<Outcome<{ id: string }> | null>(null);

  function save(fields: TeamFields) {
    if (created.current) return created.current;
    const outcome = createTeam(fields);
    if (outcome.ok) {
      created.current = outcome;
      toast.success(groupTexts.created.team);
      void navigate({ to: '/teams/$id', params: { id: outcome.value.id }, replace: true });
    }
    return outcome;
  }

  return (
    <div className="page">
      <h1>New team</h1>
      <Card className="form-card">
        {waiting ? (
          <p role="status">Loading your clubs…</p>
        ) : (
          <TeamForm initial={{ ...empty, clubId: chosen }} save={save} />
        )}
      </Card>
    </div>
  );
}
