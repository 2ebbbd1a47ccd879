import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { PendingBadge } from '../../../components/ui/pending-badge';
import { answerByText } from '../../../domain/events/answer-deadline';
import { squadAnswers } from '../../../domain/events/answer-summary';
import { answerId } from '../../../domain/events/event-collections';
import { useEventAnswers } from '../hooks/use-event-reads';
import { type Answer, answersClosedFor, type TeamEvent } from '../../../domain/events/event-records';
import { EVENT_TYPE_LABELS } from '../../../domain/events/event-texts';
import { formatEventTime, zoneNote } from '../../../domain/events/event-times';
import type { ScheduleItem } from '../hooks/use-schedule';
import type { AnswerActions } from '../hooks/answer-actions';
import { useSeen } from '../hooks/use-seen';
import { useTeamPeople } from '../hooks/use-team-people';
import { AnswerGroup } from './answer-group';
import { DateTile } from './date-tile';
import { EventTypeIcon } from './event-type-icon';

interface EventCardProps {
  item: ScheduleItem;
  /** `{eventId}_{personId}` → answer, as the schedule reads them */
  answers: ReadonlyMap<string, Answer>;
  actions: AnswerActions | undefined;
  now: Date;
  /** the device's zone: the team's zone is named beside times when it differs */
  deviceZone: string;
  /** a list item on `/schedule`, a block in `Next up` */
  as?: 'li' | 'div';
}

/**
 * One event as `/schedule` and the dashboard's `Next up` show it (docs/team-life.md "Schedule and
 * Next up"): a date tile; the type (its mark and its word), the start time, the place; the title,
 * linking to the event; the team and `Answer by …` while it has not passed; for staff the squad's
 * summary; then the radio groups of the people I answer for, answered in place (`Reason` and
 * `Note` open on the card when `Maybe` or `Not going` is chosen), disabled and reading `Cancelled`
 * on a cancelled event.
 */
export const EventCard = memo(EventCardBody, sameCard);

function EventCardBody({ item, answers, actions, now, deviceZone, as: Tag = 'li' }: EventCardProps) {
  const { event } = item;
  const cancelled = event.status === 'cancelled';
  const closed = answersClosedFor(event, now, item.isStaff);
  const answerBy = answerByText(event, now, deviceZone);
  return (
    <Tag className="event-card">
      <div className="event-card-head">
        <DateTile instant={event.startsAt} timeZone={event.timeZone} now={now} />
        <div className="event-card-body">
          <p className="event-card-meta">
            <span className="event-card-type">
              <EventTypeIcon type={event.type} />
              {EVENT_TYPE_LABELS[event.type]}
            </span>
            <span className="event-card-time">
              {formatEventTime(event.startsAt, event.timeZone)}
              {zoneNote(event.startsAt, event.timeZone, deviceZone)}
            </span>
            {event.location ? <span className="event-card-place">{event.location}</span> : null}
          </p>
          <p className="event-card-title-line">
            <Link to="/events/$id" params={{ id: event.id }} className="schedule-title event-card-title">
              {event.title}
            </Link>
            {cancelled ? <span className="badge badge-cancelled">Cancelled</span> : null}
            {event.pending ? <PendingBadge /> : null}
          </p>
          <p className="event-card-sub">
            <span>{item.teamName}</span>
            {answerBy ? <span className="event-card-answer-by">{answerBy}</span> : null}
          </p>
          {item.isStaff && !cancelled ? <SummaryLine event={event} /> : null}
        </div>
      </div>
      {item.people.length === 0 ? null : (
        <div className="event-card-answers">
          {item.people.map((person) => (
            <AnswerGroup
              key={person.personId}
              event={event}
              person={person}
              answer={answers.get(answerId(event.id, person.personId))}
              note={undefined}
              closed={closed}
              actions={actions}
              withReason="on-choice"
              now={now}
            />
          ))}
        </div>
      )}
    </Tag>
  );
}

/** a field of an event, a Date compared by its instant */
function sameValue(a: unknown, b: unknown): boolean {
  return a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
}

function sameEvent(a: TeamEvent, b: TeamEvent): boolean {
  return (Object.keys(a) as (keyof TeamEvent)[]).every((key) => sameValue(a[key], b[key]));
}

function sameAnswer(a: Answer | undefined, b: Answer | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.status === b.status && a.pending === b.pending);
}

/** the same writes by the same person: the actions are made afresh on each render */
function sameActions(a: AnswerActions | undefined, b: AnswerActions | undefined): boolean {
  if (!a || !b) return a === b;
  return (Object.keys(a.actor) as (keyof typeof a.actor)[]).every((key) => a.actor[key] === b.actor[key]);
}

/**
 * Whether a card would draw the same: the schedule's reads make every item afresh, and an answer
 * given on one card must not draw the other 49 again (the tap's INP, docs/PERFORMANCE.md).
 */
function sameCard(a: EventCardProps, b: EventCardProps): boolean {
  const [x, y] = [a.item, b.item];
  return (
    a.now === b.now &&
    a.deviceZone === b.deviceZone &&
    a.as === b.as &&
    sameActions(a.actions, b.actions) &&
    x.teamName === y.teamName &&
    x.isStaff === y.isStaff &&
    x.people.length === y.people.length &&
    x.people.every(
      (person, i) =>
        person.personId === y.people[i]?.personId &&
        person.label === y.people[i]?.label &&
        sameAnswer(
          a.answers.get(answerId(x.event.id, person.personId)),
          b.answers.get(answerId(y.event.id, person.personId)),
        ),
    ) &&
    sameEvent(x.event, y.event)
  );
}

/** Staff's summary line, read once the card comes near the screen (the event's answers and squad). */
function SummaryLine({ event }: { event: TeamEvent }) {
  const [ref, seen] = useSeen<HTMLParagraphElement>();
  return (
    <p ref={ref} className="event-card-summary">
      {seen ? <Summary event={event} /> : null}
    </p>
  );
}

function Summary({ event }: { event: TeamEvent }) {
  const people = useTeamPeople(event.teamId);
  const answers = useEventAnswers(event);
  if (people.status !== 'ready' || answers.status !== 'ready') return null;
  return <>{squadAnswers(people.value.squad, answers.value, event.defaultGoing).summary}</>;
}
