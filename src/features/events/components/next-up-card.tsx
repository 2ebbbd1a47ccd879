import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { hasStarted } from '../../../domain/events/event-records';
import { eventTexts } from '../../../domain/events/event-texts';
import { deviceTimeZone } from '../../../domain/events/event-times';
import { useSchedule } from '../hooks/use-schedule';
import { useNow } from '../hooks/use-now';

const NextUpEvent = lazy(() => import('./next-up-event').then((module) => ({ default: module.NextUpEvent })));

/** the events read for `Next up`: the next few, since one that has started but not ended may lead */
const NEXT_UP_READ = 5;

/**
 * The dashboard's `Next up` (docs/team-life.md "Schedule and Next up"): the next event not yet
 * started as the schedule's card, with the radio groups of my people, so a parent answers from the
 * dashboard (the card's code loads after the dashboard's first paint); `No upcoming events`;
 * `Schedule`.
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
        <Suspense fallback={<p className="muted">Loading…</p>}>
          <NextUpEvent item={next} answers={schedule.value.answers} now={now} deviceZone={deviceTimeZone()} />
        </Suspense>
      )}
      <div className="actions">
        <Link to="/schedule" className={buttonClassName('secondary')}>
          Schedule
        </Link>
      </div>
    </Card>
  );
}
