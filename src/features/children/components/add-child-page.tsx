import { useNavigate } from '@tanstack/react-router';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { childTexts } from '../../../domain/children/child-texts';
import { useChildOperations } from '../hooks/use-child-operations';
import { ChildForm } from './child-form';

/** `/add-child`: a new child profile, saved on the device at once (it syncs when online). */
export function AddChildPage() {
  const navigate = useNavigate();
  const operations = useChildOperations();
  return (
    <div className="page">
      <h1>Add a child</h1>
      <Card className="form-card">
        <ChildForm
          onSave={operations.add}
          onSaved={() => {
            toast.success(childTexts.added);
            void navigate({ to: '/children' });
          }}
        />
      </Card>
    </div>
  );
}
