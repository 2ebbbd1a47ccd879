import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { type Schedule, type ScheduleItem, useSchedule } from '../hooks/use-schedule';
import { eventTexts } from '../../../domain/events/event-texts';
import { deviceTimeZone, formatDayHeading, localDayKey } from '../../../domain/events/event-times';
import { SCHEDULE_PAGE } from '../../../domain/events/event-window';
import { type AnswerActions, useAnswerActions } from '../hooks/answer-actions';
import { useNow } from '../hooks/use-now';
import { downloadSchedule } from '../hooks/calendar-download';
import { useFirstRowsFirst } from '../../../lib/first-rows-first';
import { EventCard } from './event-card';

/** more cards than the tallest screen shows: what the schedule paints before the rest (docs/PERFORMANCE.md "Long lists") */
const FIRST_CARDS = 8;

/**
 * `/schedule` (docs/team-life.md): every event of my teams and my children's that has not
 * ended, soonest first, under day headings in the device's zone, 50 at a time, each an event card
 * (docs/team-life.md "Schedule and Next up") with the answers of the people I answer for on its
 * team, answered in place; `Export calendar` downloads them all as one file.
 */
export function SchedulePage() {
  const now = useNow();
  const [limit, setLimit] = useState(SCHEDULE_PAGE);
  const schedule = useSchedule(now, limit);
  const actions = useAnswerActions();
  const items = useFirstRowsFirst(schedule.status === 'ready' ? schedule.value.items : null, FIRST_CARDS);

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
          <ScheduleDays items={items ?? []} schedule={schedule.value} actions={actions} now={now} />
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
  items: shown,
  schedule,
  actions,
  now,
}: {
  /** the schedule's items to draw (the first screen of them, on arrival) */
  items: readonly ScheduleItem[];
  schedule: Schedule;
  actions: AnswerActions | undefined;
  now: Date;
}) {
  const zone = deviceTimeZone();
  const today = localDayKey(now, zone);
  const days = new Map<string, ScheduleItem[]>();
  for (const item of shown) {
    const key = localDayKey(item.event.startsAt, zone);
    days.set(key, [...(days.get(key) ?? []), item]);
  }
  return (
    <>
      {[...days].map(([day, items]) => (
        <section key={day} className="schedule-day" aria-label={formatDayHeading(day, today)}>
          <h2>{formatDayHeading(day, today)}</h2>
          <ul className="event-cards">
            {items.map((item) => (
              <EventCard
                key={item.event.id}
                item={item}
                answers={schedule.answers}
                actions={actions}
                now={now}
                deviceZone={zone}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
