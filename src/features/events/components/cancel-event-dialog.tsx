import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { CANCEL_REASON_MAX, checkCancelReason } from '../../../domain/events/event-fields';
import type { TeamEvent } from '../../../domain/events/event-records';
import { seriesTexts } from '../../../domain/events/series-texts';
import type { CancelActions } from '../hooks/cancel-actions';
import type { SeriesScope } from '../hooks/use-series-scope';
import { ApplyToChoice } from './apply-to-choice';

/**
 * Staff cancel an event with an optional `Reason` (docs/team-life.md); on an event of a
 * series, `Apply to` this event or this and the following ones (those still scheduled), with the
 * same reason (docs/team-life.md "Editing a series"). The field has no `maxLength`: it counts
 * toward its limit near it, and a reason over it stays as typed with `Reason must be at most 200
 * characters` beside it, the dialog stays open and nothing is saved (docs/product.md "Text limits").
 */
export function CancelEventDialog({
  event,
  actions,
  scope,
  open,
  onOpenChange,
}: {
  event: TeamEvent;
  actions: CancelActions;
  scope: SeriesScope;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  function cancel(): boolean {
    const checked = checkCancelReason(reason);
    if (!checked.ok) {
      setError(checked.error);
      toast.error(checked.error);
      return false;
    }
    setError(undefined);
    const events = [event, ...scope.later];
    actions.cancel(events, checked.value);
    onOpenChange(false);
    toast.success(seriesTexts.cancelled(events.filter((each) => each.status === 'scheduled').length));
    return true;
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel this event?"
      description="It stays on the schedule, shown as cancelled, and answers close."
      confirmLabel="Cancel event"
      cancelLabel="Keep event"
      onConfirm={cancel}
    >
      <TextField
        label="Reason"
        value={reason}
        error={error}
        textLimit={CANCEL_REASON_MAX}
        onChange={(e) => setReason(e.target.value)}
      />
      {scope.asked ? <ApplyToChoice value={scope.applyTo} onChange={scope.setApplyTo} /> : null}
    </ConfirmDialog>
  );
}
