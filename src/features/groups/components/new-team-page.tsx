import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { useCreateTeam } from '../hooks/use-create-team';
import type { TeamFields, Outcome } from '../../../domain/groups/group-types';
import { groupTexts } from '../../../domain/groups/group-texts';
import { TeamForm } from './team-form';

const empty: TeamFields = { name: '', ageGroup: '', notes: '', clubId: null };

/** `/teams/new`: the create is written on the device at once, so the edit page opens offline too. */
export function NewTeamPage() {
  const navigate = useNavigate();
  const createTeam = useCreateTeam();

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
        <TeamForm initial={empty} save={save} />
      </Card>
    </div>
  );
}
