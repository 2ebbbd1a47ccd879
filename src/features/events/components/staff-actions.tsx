import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { shareOrCopy } from '../../../lib/share';
import { eventShareText } from '../../../domain/events/event-share';
import { squadAnswers } from '../../../domain/events/answer-summary';
import { answerId } from '../../../domain/events/event-collections';
import { useAnswerNotes, useEventAnswers } from '../hooks/use-event-reads';
import type { TeamEvent } from '../../../domain/events/event-records';
import type { Member } from '../../../domain/groups/group-types';
import { seriesTexts } from '../../../domain/events/series-texts';
import type { CancelActions } from '../hooks/cancel-actions';
import type { DeleteActions } from '../hooks/delete-actions';
import { useSeriesScope } from '../hooks/use-series-scope';
import { ApplyToChoice } from './apply-to-choice';
import { CancelEventDialog } from './cancel-event-dialog';

/** `Manage the event` (staff): `Edit`, `Cancel event` or `Reinstate`, `Share` and `Delete`. */
export function StaffActions({
  event,
  squad,
  teamName,
  actions,
  onDeleting,
}: {
  event: TeamEvent;
  squad: readonly Member[];
  teamName: string;
  actions: CancelActions & DeleteActions;
  onDeleting: () => void;
}) {
  const navigate = useNavigate();
  const answers = useEventAnswers(event);
  const notes = useAnswerNotes(event, true, []);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  // `Apply to` of each dialog on an event of a series (docs/team-life.md "Editing a series")
  const cancelScope = useSeriesScope(event, cancelOpen);
  const deleteScope = useSeriesScope(event, deleteOpen);
  const answerIds = answers.status === 'ready' ? [...answers.value.keys()].map((p) => answerId(event.id, p)) : [];

  /** the event's text names who has not answered (each member once, whatever the mode) */
  function share() {
    const answered = answers.status === 'ready' ? answers.value : new Map();
    const notAnswered = squadAnswers(squad, answered, false).groups.none;
    void shareOrCopy({
      title: event.title,
      text: eventShareText(event, teamName, notAnswered),
      path: `/events/${event.id}`,
    });
  }

  /** this event with what the page has read of it; the later ones with theirs, once read */
  function remove() {
    onDeleting();
    const noteIds = notes.status === 'ready' ? [...notes.value.keys()].map((p) => answerId(event.id, p)) : [];
    const later = deleteScope.later;
    // attendance goes blind, by the event's id (deleting a missing one is allowed)
    actions.remove(event, { eventAnswers: answerIds, eventAnswerNotes: noteIds, eventAttendance: [event.id] });
    actions.removeFollowing(later);
    toast.success(seriesTexts.deleted(1 + later.length));
    void navigate({ to: '/teams/$id', params: { id: event.teamId } });
  }

  function reinstate() {
    actions.reinstate(event);
    toast.success(seriesTexts.reinstated);
  }

  return (
    <Card title="Manage the event" className="event-staff">
      <div className="actions">
        <Link to="/events/$id/edit" params={{ id: event.id }} className={buttonClassName('secondary')}>
          Edit
        </Link>
        {event.status === 'scheduled' ? (
          <Button variant="secondary" onClick={() => setCancelOpen(true)}>
            Cancel event
          </Button>
        ) : (
          <Button variant="secondary" onClick={reinstate}>
            {seriesTexts.reinstate}
          </Button>
        )}
        <Button variant="secondary" onClick={share}>
          Share
        </Button>
        <Button variant="danger" onClick={() => setDeleteOpen(true)}>
          Delete
        </Button>
      </div>
      <CancelEventDialog
        event={event}
        actions={actions}
        scope={cancelScope}
        open={cancelOpen}
        onOpenChange={setCancelOpen}
      />
      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title="Delete this event?"
        description="Its answers and attendance go with it. This cannot be undone."
        confirmLabel="Delete"
        onConfirm={remove}
      >
        {deleteScope.asked ? <ApplyToChoice value={deleteScope.applyTo} onChange={deleteScope.setApplyTo} /> : null}
      </ConfirmDialog>
    </Card>
  );
}
