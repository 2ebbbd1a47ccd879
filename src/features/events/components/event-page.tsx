import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PendingBadge } from '../../../components/ui/pending-badge';
import { toast } from '../../../lib/toast';
import { shareOrCopy } from '../../../lib/share';
import { eventShareText } from '../../../domain/events/event-share';
import { useTeam } from '../../../domain/groups/use-team';
import { groupLabel, personLabel } from '../../../domain/groups/group-texts';
import { ANSWER_GROUPS, type AnswerGroup as Group, squadAnswers } from '../../../domain/events/answer-summary';
import { answerId } from '../../../domain/events/event-collections';
import { useAnswerNotes, useEvent, useEventAnswers } from '../../../domain/events/event-queries';
import {
  type Answer,
  type AnswerNote,
  answersClosedFor,
  hasStarted,
  type TeamEvent,
} from '../../../domain/events/event-records';
import { ANSWER_LABELS, EVENT_TYPE_LABELS, eventTexts } from '../../../domain/events/event-texts';
import {
  deviceTimeZone,
  formatEventDay,
  formatEventTime,
  formatEventWhen,
  zoneShortName,
} from '../../../domain/events/event-times';
import { ANSWER_STATUSES } from '../../../domain/schema/collections';
import { ANSWER_CHOICES, takesReason } from '../../../domain/choices/answer-statuses';
import type { Member } from '../../../domain/groups/group-types';
import { type EventActions, useEventActions } from '../hooks/use-event-actions';
import { useNow } from '../hooks/use-now';
import { type TeamPeople, useTeamPeople } from '../hooks/use-team-people';
import { downloadEvent } from '../hooks/calendar-download';
import { AnswerGroup } from './answer-group';
import { AttendanceCard } from './attendance-card';
import { CancelEventDialog } from './cancel-event-dialog';
import { ApplyToChoice } from './apply-to-choice';
import { useSeriesScope } from '../hooks/use-series-scope';
import { seriesTexts } from '../../../domain/events/series-texts';
import type { ConfirmableAnswer } from '../../../domain/events/answer-confirm';
import { AnswerConfirm } from './answer-confirm';

const GROUP_TITLES: Record<Group, string> = { ...ANSWER_LABELS, none: 'No answer' };

/** the class of an answer's colour (`--color-answer-…` in src/styles/base.css): never shown without its words */
const GROUP_TONES = {
  ...Object.fromEntries(ANSWER_STATUSES.map((status) => [status, ANSWER_CHOICES[status].tone])),
  none: 'none',
} as Record<Group, string>;

/** the id of a cancelled event's `Cancelled`, which each staff's `Answer for {name}` reads as its description */
const cancelledMarkId = (eventId: string) => `event-${eventId}-cancelled`;

/**
 * `/events/{id}` (docs/product.md "Team life"): the event, my people's answers, the squad's
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
      {cancelled ? (
        <p className="event-cancelled" role="status">
          <strong id={cancelledMarkId(event.id)}>Cancelled</strong>
          {event.cancelReason ? `: ${event.cancelReason}` : null}
        </p>
      ) : null}
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

/**
 * When answers close, in the team's zone: its day and time (the formats of event-times.ts), with
 * the zone's short name when the reader's device keeps another (as `When` does).
 */
function answerByText(answerBy: Date, timeZone: string, deviceZone: string): string {
  const text = `${formatEventDay(answerBy, timeZone)} ${formatEventTime(answerBy, timeZone)}`;
  if (deviceZone === timeZone) return text;
  const name = zoneShortName(answerBy, timeZone);
  return name === zoneShortName(answerBy, deviceZone) ? text : `${text} ${name}`;
}

/** `Sat 14 Nov · 18:00–19:30`: a line may break between the parts, never inside one (at the dash). */
function KeptTogether({ text }: { text: string }) {
  const parts = text.split(' · ');
  return parts.map((part, index) => (
    <span key={part}>
      <span className="nowrap">{part}</span>
      {index < parts.length - 1 ? ' · ' : null}
    </span>
  ));
}

function EventDetails({ event, teamName }: { event: TeamEvent; teamName: string }) {
  const deviceZone = deviceTimeZone();
  const rows = [
    {
      label: 'When',
      value: <KeptTogether text={formatEventWhen(event.startsAt, event.endsAt, event.timeZone, deviceZone)} />,
    },
    { label: 'Answer by', value: event.answerBy ? answerByText(event.answerBy, event.timeZone, deviceZone) : '' },
    { label: 'Meet', value: event.meetTime },
    { label: 'Location', value: event.location },
    { label: 'Opponent', value: event.opponent },
    { label: 'Notes', value: event.notes },
  ].filter((row) => row.value);
  return (
    <Card title="Details" className="event-details">
      <dl className="details-list">
        {rows.map((row) => (
          <div key={row.label} className="details-row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div className="details-row">
          <dt>Team</dt>
          <dd>
            <Link to="/teams/$id" params={{ id: event.teamId }}>
              {teamName || 'Team'}
            </Link>
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function MyAnswers({
  event,
  people,
  actions,
  now,
}: {
  event: TeamEvent;
  people: TeamPeople;
  actions: EventActions | undefined;
  now: Date;
}) {
  const answers = useEventAnswers(event);
  const notes = useAnswerNotes(
    event,
    people.isStaff,
    people.mine.map((person) => person.personId),
  );
  if (people.mine.length === 0) return null;
  const closed = answersClosedFor(event, now, people.isStaff);
  const answerOf = (personId: string) => (answers.status === 'ready' ? answers.value.get(personId) : undefined);
  const noteOf = (personId: string) => (notes.status === 'ready' ? notes.value.get(personId) : undefined);
  return (
    <Card title="Your answers" className="my-answers">
      {people.mine.map((person) => (
        <AnswerGroup
          key={person.personId}
          event={event}
          person={person}
          answer={answerOf(person.personId)}
          note={noteOf(person.personId)}
          closed={closed}
          actions={actions}
        />
      ))}
    </Card>
  );
}

function SquadAnswers({
  event,
  people,
  actions,
}: {
  event: TeamEvent;
  people: TeamPeople;
  actions: EventActions | undefined;
}) {
  const answers = useEventAnswers(event);
  const notes = useAnswerNotes(event, people.isStaff, []);
  if (answers.status === 'failed') return <p role="alert">{eventTexts.loadFailed}</p>;
  if (answers.status !== 'ready') return <p role="status">Loading the answers…</p>;
  // the squad is counted; the staff are listed apart with their own answers (docs/team-life.md "Who")
  const { groups, staff, summary } = squadAnswers(people.squad, answers.value, event.defaultGoing);
  const staffNotes = people.isStaff && notes.status === 'ready' ? notes.value : null;
  return (
    <Card title="The squad's answers" className="squad-answers">
      <p className="answer-summary">{summary}</p>
      {ANSWER_GROUPS.map((group) => (
        <AnswerRegion
          key={group}
          title={GROUP_TITLES[group]}
          tone={GROUP_TONES[group]}
          members={groups[group]}
          event={event}
          answers={answers.value}
          notes={staffNotes}
          actions={people.isStaff ? actions : undefined}
        />
      ))}
      {staff.length > 0 ? (
        <AnswerRegion
          title="Staff"
          tone="staff"
          members={staff}
          event={event}
          answers={answers.value}
          notes={staffNotes}
          actions={people.isStaff ? actions : undefined}
          showsEachAnswer
        />
      ) : null}
    </Card>
  );
}

/**
 * One region of the answers: a heading in words with the answer's colour beside it, then each
 * person with their avatar. The `Staff` region is no answer of its own, so each row there says its
 * person's answer in words and colour (`No answer` when none, whatever the mode).
 */
function AnswerRegion({
  title,
  tone,
  members,
  event,
  answers,
  notes,
  actions,
  showsEachAnswer = false,
}: {
  title: string;
  tone: string;
  members: Member[];
  event: TeamEvent;
  answers: ReadonlyMap<string, Answer>;
  notes: ReadonlyMap<string, AnswerNote> | null;
  actions: EventActions | undefined;
  showsEachAnswer?: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`answer-region answer-region-${tone}`}>
      <h3 id={headingId}>{title}</h3>
      {members.length === 0 ? (
        <p className="muted">Nobody</p>
      ) : (
        <ul className="quiet-list">
          {members.map((member) => (
            <AnswerRow
              key={member.personId}
              member={member}
              event={event}
              answer={answers.get(member.personId)}
              note={notes?.get(member.personId)}
              actions={actions}
              showsAnswer={showsEachAnswer}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function AnswerRow({
  member,
  event,
  answer,
  note,
  actions,
  showsAnswer,
}: {
  member: Member;
  event: TeamEvent;
  answer: Answer | undefined;
  note: AnswerNote | undefined;
  actions: EventActions | undefined;
  showsAnswer: boolean;
}) {
  const selectId = useId();
  const name = personLabel(member.displayName);
  const why = [note?.reason, note?.note].filter(Boolean).join(': ');
  const own: Group = answer?.status ?? 'none';
  // a cancelled event takes no answer, staff's included
  const cancelled = event.status === 'cancelled';
  return (
    <li className="answer-row">
      <Avatar name={member.displayName} size="sm" />
      <span className="answer-name">{name}</span>
      {showsAnswer ? (
        <span className={`answer-state answer-state-${GROUP_TONES[own]}`}>{GROUP_TITLES[own]}</span>
      ) : null}
      {why && takesReason(answer?.status) ? <span className="muted answer-why">{why}</span> : null}
      {answer?.pending ? <PendingBadge /> : null}
      {actions ? (
        <span className="answer-for">
          <label htmlFor={selectId} className="visually-hidden">
            Answer for {name}
          </label>
          <select
            id={selectId}
            value={answer?.status ?? ''}
            disabled={cancelled}
            aria-describedby={cancelled ? cancelledMarkId(event.id) : undefined}
            onChange={(e) => {
              const status = e.target.value as (typeof ANSWER_STATUSES)[number];
              if (!status) return;
              actions.answer(event, member.personId, status);
              toast.success(eventTexts.answerSaved);
            }}
          >
            <option value="">No answer</option>
            {ANSWER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ANSWER_LABELS[status]}
              </option>
            ))}
          </select>
        </span>
      ) : null}
    </li>
  );
}

function StaffActions({
  event,
  squad,
  teamName,
  actions,
  onDeleting,
}: {
  event: TeamEvent;
  squad: readonly Member[];
  teamName: string;
  actions: EventActions;
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
