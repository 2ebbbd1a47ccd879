import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PendingBadge } from '../../../components/ui/pending-badge';
import { type Schedule, type ScheduleItem, useSchedule } from '../../../domain/events/schedule-query';
import { answersClosed } from '../../../domain/events/event-records';
import { eventTexts } from '../../../domain/events/event-texts';
import {
  deviceTimeZone,
  formatDayHeading,
  formatEventTime,
  localDayKey,
  zoneShortName,
} from '../../../domain/events/event-times';
import { SCHEDULE_PAGE } from '../../../domain/events/event-window';
import { answerId } from '../../../domain/events/event-collections';
import { type EventActions, useEventActions } from '../hooks/use-event-actions';
import { useNow } from '../hooks/use-now';
import { downloadSchedule } from '../hooks/calendar-download';
import { AnswerGroup } from './answer-group';

/**
 * `/schedule` (docs/product.md "Team life"): every event of my teams and my children's that has not
 * ended, soonest first, under day headings in the device's zone, 50 at a time, with the answers of
 * the people I answer for on each team; `Export calendar` downloads them all as one file.
 */
export function SchedulePage() {
  const now = useNow();
  const [limit, setLimit] = useState(SCHEDULE_PAGE);
  const schedule = useSchedule(now, limit);
  const actions = useEventActions();

  return (
    <div className="page schedule-page">
      <header className="page-header">
        <div className="page-header-text">
          <h1>Schedule</h1>
        </div>
        {schedule.status === 'ready' && schedule.value.items.length > 0 ? (
          <ExportButton schedule={schedule.value} />
        ) : null}
      </header>
      {schedule.status === 'failed' ? (
        <p role="alert">{eventTexts.loadFailed}. Check your connection and try again.</p>
      ) : schedule.status !== 'ready' ? (
        <p role="status">Loading the schedule…</p>
      ) : schedule.value.items.length === 0 ? (
        <p className="empty-state">{eventTexts.noUpcoming}</p>
      ) : (
        <>
          <ScheduleDays schedule={schedule.value} actions={actions} now={now} />
          {schedule.value.hasMore ? (
            <div className="actions">
              <Button variant="secondary" onClick={() => setLimit((current) => current + SCHEDULE_PAGE)}>
                Show more
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

/** `Export calendar`: every upcoming event of the schedule, cancelled ones included, as one file. */
function ExportButton({ schedule }: { schedule: Schedule }) {
  const [busy, setBusy] = useState(false);
  async function exportAll() {
    setBusy(true);
    try {
      await downloadSchedule(await schedule.readAll());
    } catch {
      // what is on screen, when the rest cannot be read
      await downloadSchedule(schedule.items.map(({ event, teamName }) => ({ event, teamName })));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" busy={busy} onClick={() => void exportAll()}>
      Export calendar
    </Button>
  );
}

function ScheduleDays({
  schedule,
  actions,
  now,
}: {
  schedule: Schedule;
  actions: EventActions | undefined;
  now: Date;
}) {
  const zone = deviceTimeZone();
  const days = new Map<string, ScheduleItem[]>();
  for (const item of schedule.items) {
    const key = localDayKey(item.event.startsAt, zone);
    days.set(key, [...(days.get(key) ?? []), item]);
  }
  return (
    <>
      {[...days].map(([day, items]) => (
        <section key={day} className="schedule-day" aria-label={formatDayHeading(day)}>
          <h2>{formatDayHeading(day)}</h2>
          <ul className="quiet-list schedule-list">
            {items.map((item) => (
              <ScheduleRow
                key={item.event.id}
                item={item}
                schedule={schedule}
                actions={actions}
                now={now}
                zone={zone}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function ScheduleRow({
  item,
  schedule,
  actions,
  now,
  zone,
}: {
  item: ScheduleItem;
  schedule: Schedule;
  actions: EventActions | undefined;
  now: Date;
  zone: string;
}) {
  const { event } = item;
  const zoneName =
    event.timeZone !== zone && zoneShortName(event.startsAt, event.timeZone) !== zoneShortName(event.startsAt, zone)
      ? ` ${zoneShortName(event.startsAt, event.timeZone)}`
      : '';
  const closed = answersClosed(event, now) && !item.isStaff;
  return (
    <li className="schedule-item">
      <div className="schedule-head">
        <span className="schedule-time">
          {formatEventTime(event.startsAt, event.timeZone)}
          {zoneName}
        </span>
        <Link to="/events/$id" params={{ id: event.id }} className="schedule-title">
          {event.title}
        </Link>
        {event.status === 'cancelled' ? <span className="badge badge-cancelled">Cancelled</span> : null}
        {event.pending ? <PendingBadge /> : null}
      </div>
      <p className="muted schedule-team">{item.teamName}</p>
      {event.status === 'cancelled'
        ? null
        : item.people.map((person) => (
            <AnswerGroup
              key={person.personId}
              event={event}
              person={person}
              answer={schedule.answers.get(answerId(event.id, person.personId))}
              note={undefined}
              closed={closed}
              actions={actions}
              withReason={false}
            />
          ))}
    </li>
  );
}
