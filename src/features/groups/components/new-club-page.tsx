import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { useCreateClub } from '../hooks/use-create-club';
import type { ClubFields, Outcome } from '../../../domain/groups/group-types';
import { ClubForm } from './club-form';
import { groupTexts } from '../../../domain/groups/group-texts';

const empty: ClubFields = { name: '', location: '', notes: '' };

/** `/clubs/new`: the create is written on the device at once, so the edit page opens offline too. */
export function NewClubPage() {
  const navigate = useNavigate();
  const createClub = useCreateClub();

  // a double click submits twice before the page moves on: the second is the first's answer
  const created = useRef<Outcome<{ id: string }> | null>(null);

  function save(fields: ClubFields) {
    if (created.current) return created.current;
    const outcome = createClub(fields);
    if (outcome.ok) {
      created.current = outcome;
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
