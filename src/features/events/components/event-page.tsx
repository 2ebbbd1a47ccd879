import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PendingBadge } from '../../../components/ui/pending-badge';
import { toast } from '../../../lib/toast';
import { useTeam } from '../../../shared/hooks/use-team';
import { groupLabel } from '../../../domain/groups/group-texts';
import { useEvent } from '../hooks/use-event-reads';
import { hasStarted, type TeamEvent } from '../../../domain/events/event-records';
import { EVENT_TYPE_LABELS, eventTexts } from '../../../domain/events/event-texts';
import type { ConfirmableAnswer } from '../../../domain/events/answer-confirm';
import { useEventActions } from '../hooks/use-event-actions';
import { useNow } from '../hooks/use-now';
import { useTeamPeople } from '../hooks/use-team-people';
import { downloadEvent } from '../hooks/calendar-download';
import { AnswerConfirm } from './answer-confirm';
import { AttendanceCard } from './attendance-card';
import { EventCancelled } from './event-cancelled';
import { EventDetails } from './event-details';
import { MyAnswers } from './my-answers';
import { SquadAnswers } from './squad-answers';
import { StaffActions } from './staff-actions';

/**
 * `/events/{id}` (docs/team-life.md): the event, my people's answers, the squad's
 * answers, and for staff Edit, Cancel event, Delete and attendance. From the device cache first.
 * Opened from a notice's answer action (`answer`), it offers that answer's one-tap confirm.
 */
export function EventPage({
  id,
  answer,
  onAnswerDone = () => {},
}: {
  id: string;
  answer?: ConfirmableAnswer;
  onAnswerDone?: () => void;
}) {
  const load = useEvent(id);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    if (deleting) return;
    if (load.status === 'missing') {
      toast.error(eventTexts.notFound);
      void navigate({ to: '/schedule', replace: true });
    }
    if (load.status === 'failed') toast.error(eventTexts.loadFailed);
  }, [load.status, navigate, deleting]);

  if (load.status !== 'ready') {
    return (
      <div className="page">
        <h1>Event</h1>
        {load.status === 'failed' ? (
          <p role="alert">{eventTexts.loadFailed}. Check your connection and try again.</p>
        ) : load.status === 'not-on-device' ? (
          <p role="status">This event is not on this device yet. It shows once you are back online.</p>
        ) : (
          <p role="status">Loading the event…</p>
        )}
      </div>
    );
  }
  return (
    <EventBody event={load.value} onDeleting={() => setDeleting(true)} answer={answer} onAnswerDone={onAnswerDone} />
  );
}

function EventBody({
  event,
  onDeleting,
  answer,
  onAnswerDone,
}: {
  event: TeamEvent;
  onDeleting: () => void;
  answer: ConfirmableAnswer | undefined;
  onAnswerDone: () => void;
}) {
  const team = useTeam(event.teamId);
  const people = useTeamPeople(event.teamId);
  const actions = useEventActions();
  const now = useNow();
  const teamName = team.status === 'ready' ? groupLabel('team', team.value.name) : '';
  const cancelled = event.status === 'cancelled';

  return (
    <div className="page event-page">
      <header className="page-header">
        <div className="page-header-text">
          <h1>{event.title}</h1>
          <p className="muted">
            {EVENT_TYPE_LABELS[event.type]}
            {event.pending ? <PendingBadge /> : null}
          </p>
        </div>
      </header>
      {cancelled ? <EventCancelled event={event} /> : null}
      <EventDetails event={event} teamName={teamName} />
      <div className="actions">
        <Button variant="secondary" onClick={() => void downloadEvent(event, teamName)}>
          Add to calendar
        </Button>
      </div>
      {people.status === 'ready' ? (
        <>
          {answer ? (
            <AnswerConfirm
              event={event}
              people={people.value}
              actions={actions}
              answer={answer}
              now={now}
              onDone={onAnswerDone}
            />
          ) : null}
          <MyAnswers event={event} people={people.value} actions={actions} now={now} />
          <SquadAnswers event={event} people={people.value} actions={actions} />
          {people.value.isStaff && actions ? (
            <>
              {hasStarted(event, now) ? (
                <AttendanceCard event={event} members={people.value.squad} actions={actions} />
              ) : null}
              <StaffActions
                event={event}
                squad={people.value.squad}
                teamName={teamName}
                actions={actions}
                onDeleting={onDeleting}
              />
            </>
          ) : null}
        </>
      ) : people.status === 'failed' ? (
        <p role="alert">{eventTexts.loadFailed}</p>
      ) : (
        <p role="status">Loading the squad…</p>
      )}
    </div>
  );
}
