import { Link } from '@tanstack/react-router';
import { Card } from '../../../components/ui/card';
import { PendingBadge } from '../../../components/ui/pending-badge';
import { useTeamEvents } from '../../../domain/events/event-queries';
import { eventTexts } from '../../../domain/events/event-texts';
import { formatEventDay, formatEventTime } from '../../../domain/events/event-times';
import { useNow } from '../hooks/use-now';
import { useTeamPeople } from '../hooks/use-team-people';

/**
 * A team page's `Events` (docs/product.md "Team life"): its events that have not ended, soonest
 * first, each with its date and start time (`Cancelled` when it is); staff get `+ Event`.
 */
export function TeamEvents({ teamId }: { teamId: string }) {
  const now = useNow();
  const events = useTeamEvents(teamId, now);
  const people = useTeamPeople(teamId);
  const isStaff = people.status === 'ready' && people.value.isStaff;
  return (
    <Card title="Events" className="team-events">
      {isStaff ? (
        <div className="actions">
          <Link to="/teams/$id/events/new" params={{ id: teamId }} className="btn btn-secondary">
            + Event
          </Link>
        </div>
      ) : null}
      {events.status === 'failed' ? (
        <p role="alert">{eventTexts.loadFailed}</p>
      ) : events.status !== 'ready' ? (
        <p role="status">Loading events…</p>
      ) : events.value.length === 0 ? (
        <p className="muted">{eventTexts.noUpcoming}</p>
      ) : (
        <ul className="quiet-list event-list">
          {events.value.map((event) => (
            <li key={event.id} className="event-row">
              <Link to="/events/$id" params={{ id: event.id }}>
                {event.title}
              </Link>
              <span className="muted">
                {formatEventDay(event.startsAt, event.timeZone)} · {formatEventTime(event.startsAt, event.timeZone)}
              </span>
              {event.status === 'cancelled' ? <span className="badge badge-cancelled">Cancelled</span> : null}
              {event.pending ? <PendingBadge /> : null}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/teams/$id/events/earlier" params={{ id: teamId }}>
          Earlier events
        </Link>
      </p>
    </Card>
  );
}
