import { useNavigate } from '@tanstack/react-router';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { useCreateClub } from '../hooks/use-create-club';
import type { ClubFields } from '../model/group-types';
import { ClubForm } from './club-form';
import { groupTexts } from '../model/group-texts';

const empty: ClubFields = { name: '', location: '', notes: '' };

/** `/clubs/new`: the create is written on the device at once, so the edit page opens offline too. */
export function NewClubPage() {
  const navigate = useNavigate();
  const createClub = useCreateClub();

  function save(fields: ClubFields) {
    const outcome = createClub(fields);
    if (outcome.ok) {
      toast.success(groupTexts.created.club);
      void navigate({ to: '/clubs/$id', params: { id: outcome.value.id }, replace: true });
    }
    return outcome;
  }

  return (
    <div className="page">
      <h1>New club</h1>
      <Card className="form-card">
        <ClubForm initial={empty} save={save} />
      </Card>
    </div>
  );
}
