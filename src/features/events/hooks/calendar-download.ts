import type { CalendarEvent } from '../../../domain/events/calendar-file';
import { downloadTextFile } from '../../../domain/events/download-file';

/** the calendar library (ical-generator, about 10 KiB gzip) loads on the first download, not with the screens */
const calendarModule = () => import('../../../domain/events/calendar-file');
import type { TeamEvent } from '../../../domain/events/event-records';

/** An event as the calendar file carries it, with its team's name and its page's address. */
export function toCalendarEvent(event: TeamEvent, teamName: string): CalendarEvent {
  return {
    id: event.id,
    title: event.title,
    type: event.type,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    timeZone: event.timeZone,
    meetTime: event.meetTime,
    location: event.location,
    opponent: event.opponent,
    notes: event.notes,
    status: event.status,
    cancelReason: event.cancelReason,
    sequence: event.sequence,
    teamName,
    url: new URL(`/events/${event.id}`, window.location.origin).href,
  };
}

/** `Add to calendar`: `{title}.ics`, a file made on the device. */
export async function downloadEvent(event: TeamEvent, teamName: string): Promise<void> {
  const { calendarFile, calendarFileName } = await calendarModule();
  downloadTextFile(
    calendarFileName(event.title),
    calendarFile([toCalendarEvent(event, teamName)], { now: new Date() }),
  );
}

/** `Export calendar`: the whole schedule, cancelled events included, as one file. */
export async function downloadSchedule(events: readonly { event: TeamEvent; teamName: string }[]): Promise<void> {
  const { calendarFile } = await calendarModule();
  const file = calendarFile(
    events.map(({ event, teamName }) => toCalendarEvent(event, teamName)),
    { now: new Date(), name: 'Pitchside schedule' },
  );
  downloadTextFile('pitchside-schedule.ics', file);
}
