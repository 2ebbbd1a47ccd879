import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { PendingBadge } from '../../../components/ui/pending-badge';
import { childName } from '../../../domain/children/child-list';
import { childTexts } from '../../../domain/children/child-texts';
import { useChild } from '../hooks/use-child';
import { useChildOperations } from '../hooks/use-child-operations';
import { ChildForm } from './child-form';
import { GuardiansRegion } from './guardians-region';
import { isFirstGuardian } from '../../../domain/children/guardians';
import { usePersonId } from '../../../shared/hooks/use-person-id';

/** `/edit-child/{childId}`: a child the signed-in person guards, and its guardians; anything else is `Child not found`. */
export function EditChildPage({ childId }: { childId: string }) {
  const navigate = useNavigate();
  const load = useChild(childId);
  const operations = useChildOperations();
  const personId = usePersonId();

  useEffect(() => {
    if (load.status === 'failed') toast.error(childTexts.loadOneFailed);
    if (load.status === 'not-found') {
      toast.error(childTexts.notFound);
      void navigate({ to: '/children', replace: true });
    }
  }, [load.status, navigate]);

  return (
    <div className="page">
      <h1>{load.status === 'ready' ? `Edit ${childName(load.child.profile)}` : 'Edit child'}</h1>
      {load.status === 'loading' ? <p role="status">Loading the child’s profile…</p> : null}
      {load.status === 'failed' ? (
        <p role="alert">{childTexts.loadOneFailed}. Check your connection and try again.</p>
      ) : null}
      {load.status === 'not-on-device' ? (
        <p role="status">This child is not on this device yet. Connect to the internet to load them.</p>
      ) : null}
      {load.status === 'ready' ? (
        <Card className="form-card">
          {load.child.pending ? <PendingBadge /> : null}
          <ChildForm
            key={load.child.id}
            existing={load.child.profile}
            addressLocked={!isFirstGuardian(load.child.profile, personId ?? '')}
            onSave={(fields) => operations.edit(load.child, fields)}
            onSaved={() => {
              toast.success(childTexts.updated);
              void navigate({ to: '/children' });
            }}
          />
        </Card>
      ) : null}
      {load.status === 'ready' ? <GuardiansRegion child={load.child} /> : null}
    </div>
  );
}
