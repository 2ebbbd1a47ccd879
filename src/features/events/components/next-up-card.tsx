import { Link } from '@tanstack/react-router';
import { buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { answerId } from '../../../domain/events/event-collections';
import { hasStarted } from '../../../domain/events/event-records';
import { ANSWER_LABELS, eventTexts } from '../../../domain/events/event-texts';
import { formatEventDay, formatEventTime } from '../../../domain/events/event-times';
import { useSchedule } from '../../../domain/events/schedule-query';
import { useNow } from '../hooks/use-now';

/** the events read for `Next up`: the next few, since one that has started but not ended may lead */
const NEXT_UP_READ = 5;

/**
 * The dashboard's `Next up` (docs/product.md "Team life"): the next event not yet started, its day,
 * time and team, and each of my people's answers (`No answer` when none); `No upcoming events`.
 */
export function NextUpCard() {
  const now = useNow();
  const schedule = useSchedule(now, NEXT_UP_READ);
  const next =
    schedule.status === 'ready' ? schedule.value.items.find((item) => !hasStarted(item.event, now)) : undefined;
  return (
    <Card title="Next up" className="dashboard-card next-up">
      {schedule.status === 'failed' ? (
        <p role="alert">{eventTexts.loadFailed}</p>
      ) : schedule.status !== 'ready' ? (
        <p className="muted">Loading…</p>
      ) : !next ? (
        <p className="muted">{eventTexts.noUpcoming}</p>
      ) : (
        <div className="next-up-event">
          <Link to="/events/$id" params={{ id: next.event.id }} className="row-title">
            {next.event.title}
          </Link>
          <p className="muted">
            {formatEventDay(next.event.startsAt, next.event.timeZone)} ·{' '}
            {formatEventTime(next.event.startsAt, next.event.timeZone)} · {next.teamName}
          </p>
          {next.event.status === 'cancelled' ? <p className="badge badge-cancelled">Cancelled</p> : null}
          <ul className="quiet-list">
            {next.people.map((person) => {
              const answer = schedule.value.answers.get(answerId(next.event.id, person.personId));
              return (
                <li key={person.personId}>
                  {person.label}: {answer ? ANSWER_LABELS[answer.status] : 'No answer'}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <div className="actions">
        <Link to="/schedule" className={buttonClassName('secondary')}>
          Schedule
        </Link>
      </div>
    </Card>
  );
}
