import { Link } from '@tanstack/react-router';
import { buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { hasStarted } from '../../../domain/events/event-records';
import { eventTexts } from '../../../domain/events/event-texts';
import { deviceTimeZone } from '../../../domain/events/event-times';
import { useSchedule } from '../../../domain/events/schedule-query';
import { useEventActions } from '../hooks/use-event-actions';
import { useNow } from '../hooks/use-now';
import { EventCard } from './event-card';

/** the events read for `Next up`: the next few, since one that has started but not ended may lead */
const NEXT_UP_READ = 5;

/**
 * The dashboard's `Next up` (docs/team-life.md "Schedule and Next up"): the next event not yet
 * started as the schedule's card, with the radio groups of my people, so a parent answers from the
 * dashboard; `No upcoming events`; `Schedule`.
 */
export function NextUpCard() {
  const now = useNow();
  const schedule = useSchedule(now, NEXT_UP_READ);
  const actions = useEventActions();
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
        <EventCard
          as="div"
          item={next}
          answers={schedule.value.answers}
          actions={actions}
          now={now}
          deviceZone={deviceTimeZone()}
        />
      )}
      <div className="actions">
        <Link to="/schedule" className={buttonClassName('secondary')}>
          Schedule
        </Link>
      </div>
    </Card>
  );
}
