import { toCalendarEvent } from '../../../domain/events/calendar-event';
import { downloadTextFile } from '../../../domain/events/download-file';

/** the calendar file writer loads on the first download, not with the screens */
const calendarModule = () => import('../../../domain/events/calendar-file');
import type { TeamEvent } from '../../../domain/events/event-records';

/** `Add to calendar`: `{title}.ics`, a file made on the device. */
export async function downloadEvent(event: TeamEvent, teamName: string): Promise<void> {
  const { calendarFile, calendarFileName } = await calendarModule();
  downloadTextFile(
    calendarFileName(event.title),
    calendarFile([toCalendarEvent(event, teamName, window.location.origin)], { now: new Date() }),
  );
}

/** `Export calendar`: the whole schedule, cancelled events included, as one file. */
export async function downloadSchedule(events: readonly { event: TeamEvent; teamName: string }[]): Promise<void> {
  const { calendarFile } = await calendarModule();
  const file = calendarFile(
    events.map(({ event, teamName }) => toCalendarEvent(event, teamName, window.location.origin)),
    { now: new Date(), name: 'Pitchside schedule' },
  );
  downloadTextFile('pitchside-schedule.ics', file);
}
