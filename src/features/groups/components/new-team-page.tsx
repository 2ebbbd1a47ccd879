import { useNavigate } from '@tanstack/react-router';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { useCreateTeam } from '../hooks/use-create-team';
import type { TeamFields } from '../model/group-types';
import { groupTexts } from '../model/group-texts';
import { TeamForm } from './team-form';

const empty: TeamFields = { name: '', ageGroup: '', notes: '', clubId: null };

/** `/teams/new`: the create is written on the device at once, so the edit page opens offline too. */
export function NewTeamPage() {
  const navigate = useNavigate();
  const createTeam = useCreateTeam();

  function save(fields: TeamFields) {
    const outcome = createTeam(fields);
    if (outcome.ok) {
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
