import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTeam } from '../../../shared/hooks/use-team';
import { groupLabel } from '../../../domain/groups/group-texts';
import { useEarlierEvents } from '../hooks/use-event-reads';
import { eventTexts } from '../../../domain/events/event-texts';
import { formatEventDay, formatEventTime } from '../../../domain/events/event-times';
import { useNow } from '../hooks/use-now';

const PAGE = 50;

/** `/teams/{id}/events/earlier`: the team's ended events, latest first (attendance is taken on each). */
export function EarlierEventsPage({ teamId }: { teamId: string }) {
  const now = useNow();
  const [limit, setLimit] = useState(PAGE);
  const team = useTeam(teamId);
  const events = useEarlierEvents(teamId, now, limit);
  return (
    <div className="page">
      <h1>Earlier events</h1>
      {team.status === 'ready' ? <p className="muted">{groupLabel('team', team.value.name)}</p> : null}
      {events.status === 'failed' ? (
        <p role="alert">{eventTexts.loadFailed}</p>
      ) : events.status !== 'ready' ? (
        <p role="status">Loading events…</p>
      ) : events.value.length === 0 ? (
        <p className="empty-state">No earlier events</p>
      ) : (
        <>
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
              </li>
            ))}
          </ul>
          {events.value.length >= limit ? (
            <Button variant="secondary" onClick={() => setLimit(limit + PAGE)}>
              Show more
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
