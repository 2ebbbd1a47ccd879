import type { CalendarEvent } from './calendar-file';
import type { TeamEvent } from './event-records';

/**
 * An event as a calendar file carries it, with its team's name and its page's address on
 * `origin`: one mapping for the app's downloads and the server's subscription feed
 * (docs/notifications.md "Calendar feed"), so both write the same UID, SEQUENCE and STATUS.
 * Type-only imports: the calendar library itself loads with the first download.
 */
export function toCalendarEvent(event: TeamEvent, teamName: string, origin: string): CalendarEvent {
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
    url: new URL(`/events/${event.id}`, origin).href,
  };
}
