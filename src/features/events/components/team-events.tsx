import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PendingBadge } from '../../../components/ui/pending-badge';
import { useTeamEvents } from '../hooks/use-event-reads';
import type { TeamEvent } from '../../../domain/events/event-records';
import { EVENT_TYPE_LABELS, eventTexts } from '../../../domain/events/event-texts';
import { formatEventDay, formatEventTime } from '../../../domain/events/event-times';
import { TEAM_PAGE_EVENTS, teamEventsPage, teamEventsToRead } from '../../../domain/events/team-events-page';
import { useNow } from '../hooks/use-now';
import { useTeamPeople } from '../hooks/use-team-people';

/**
 * A team page's `Events` (docs/team-life.md "Screens"): its events that have not ended, soonest
 * first, the next 20, then `Show more` (20 more each time, read from the backend as it goes, so
 * every upcoming event is reachable), each with its date, start time, type and place
 * (`Cancelled` when it is); staff get `+ Event`; `Earlier events` leads to the ended ones.
 */
export function TeamEvents({ teamId }: { teamId: string }) {
  const now = useNow();
  const [shown, setShown] = useState(TEAM_PAGE_EVENTS);
  const events = useTeamEvents(teamId, now, teamEventsToRead(shown));
  // `Show more` reads a longer list: the shorter one stays on screen meanwhile
  const last = useRef<TeamEvent[] | null>(null);
  if (events.status === 'ready') last.current = events.value;
  const upcoming = events.status === 'ready' ? events.value : events.status === 'loading' ? last.current : null;
  const page = upcoming ? teamEventsPage(upcoming, shown) : null;
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
      ) : !page ? (
        <p role="status">Loading events…</p>
      ) : page.visible.length === 0 ? (
        <p className="muted">{eventTexts.noUpcoming}</p>
      ) : (
        <ul className="tile-list team-event-list">
          {page.visible.map((event) => (
            <EventRow key={event.id} event={event} />
          ))}
        </ul>
      )}
      <div className="team-events-more">
        {page?.hasMore ? (
          <Button variant="secondary" onClick={() => setShown(shown + TEAM_PAGE_EVENTS)}>
            Show more
          </Button>
        ) : null}
        <Link to="/teams/$id/events/earlier" params={{ id: teamId }} className="tile-view">
          Earlier events
        </Link>
      </div>
    </Card>
  );
}

/** One event: the whole row leads to its page; its title is the link's name. */
function EventRow({ event }: { event: TeamEvent }) {
  const cancelled = event.status === 'cancelled';
  return (
    <li className={cancelled ? 'tile-row event-row is-cancelled' : 'tile-row event-row'}>
      <span className="tile-main">
        <Link to="/events/$id" params={{ id: event.id }} className="tile-link">
          {event.title}
        </Link>
        <span className="tile-sub">
          {formatEventDay(event.startsAt, event.timeZone)} · {formatEventTime(event.startsAt, event.timeZone)}
          {' · '}
          {EVENT_TYPE_LABELS[event.type]}
          {event.location ? ` · ${event.location}` : ''}
        </span>
      </span>
      {cancelled ? <span className="badge badge-cancelled">Cancelled</span> : null}
      {event.pending ? <PendingBadge /> : null}
    </li>
  );
}
