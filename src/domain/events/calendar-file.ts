import ical, { escape as escapeText, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/**
 * The calendar file of team events (RFC 5545), made on the device so that it works offline
 * (docs/product.md "Team life", calendar export). The app maps its event records to
 * `CalendarEvent`; this module knows nothing of the backend.
 *
 * Times are written in UTC (`DTSTART:20261020T170000Z`), not with a `TZID` and local digits:
 * the instants are what the app stores, and ical-generator, given a time zone and a plain
 * `Date`, writes the digits of the *device's* zone labelled as the team's. So neither the
 * calendar nor an event is given a time zone here; the team's zone appears only in the
 * description's meet time, which is a wall clock the app keeps as text.
 *
 * ical-generator has no imports (nothing Node-only reaches the bundle), but it calls
 * `crypto.randomUUID()` for each event before taking our UID: browsers give that only in a
 * secure context (https or localhost): not a phone trying a dev server at http://192.168….
 */

export interface CalendarEvent {
  /** Stable event id: the UID is `${id}@pitchside.app` and never changes for the event. */
  id: string;
  title: string;
  type: 'training' | 'match' | 'social' | 'other';
  /** A UTC instant. */
  startsAt: Date;
  /** A UTC instant. */
  endsAt: Date;
  /** The team's IANA zone, e.g. 'Europe/London': only said beside the meet time. */
  timeZone: string;
  /** 'HH:MM' wall clock in the team's zone, or '' when none. */
  meetTime: string;
  location: string;
  opponent: string;
  notes: string;
  status: 'scheduled' | 'cancelled';
  cancelReason: string;
  /** Raised by the app on each change, so calendars replace their copy. */
  sequence: number;
  teamName: string;
  /** Absolute link to the event page. */
  url: string;
}

const TYPE_WORD: Record<CalendarEvent['type'], string> = {
  training: 'Training',
  match: 'Match',
  social: 'Social',
  other: 'Other',
};

/** Control characters other than tab and line breaks: RFC 5545 allows none in text. */
const CONTROL = /(?![\t\n\r])\p{Cc}/gu;
const clean = (text: string) => text.replace(CONTROL, '');

/** The description: what the event is, for whom, the meet time, the notes, and a cancellation. */
function description(event: CalendarEvent): string {
  const lines = [TYPE_WORD[event.type]];
  if (event.opponent) lines.push(`Opponent: ${event.opponent}`);
  if (event.meetTime) lines.push(`Meet: ${event.meetTime}${event.timeZone ? ` (${event.timeZone})` : ''}`);
  if (event.teamName) lines.push(event.teamName);
  if (event.notes) lines.push('', event.notes);
  if (event.status === 'cancelled')
    lines.push('', event.cancelReason ? `Cancelled: ${event.cancelReason}` : 'Cancelled');
  return clean(lines.join('\n'));
}

/**
 * ical-generator writes `URL;VALUE=URI:` through its TEXT escaping, which would turn a `,` or
 * `;` into `\,` / `\;` (wrong for a URI value). Percent-encoding them keeps the link intact.
 */
const uri = (url: string) => clean(url).replace(/[,;\\]/g, (c) => encodeURIComponent(c));

/**
 * The text of a `.ics` file with one VEVENT per event, `METHOD:PUBLISH`. `now` is the DTSTAMP;
 * `name` (the calendar's name in the apps that show one) is optional.
 *
 * ical-generator folds lines at 75 octets (it measures each character's UTF-8 length and keeps
 * surrogate pairs whole), so no refolding is needed here; the tests hold it to that.
 */
export function calendarFile(events: readonly CalendarEvent[], options: { now: Date; name?: string }): string {
  const calendar = ical({
    prodId: { company: 'Pitchside', product: 'Pitchside', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  // NAME / X-WR-CALNAME are written unescaped by ical-generator: escape them here.
  if (options.name) calendar.name(escapeText(clean(options.name), false));
  for (const event of events) {
    calendar.createEvent({
      id: `${event.id}@pitchside.app`,
      sequence: event.sequence,
      stamp: new Date(options.now.getTime()),
      // Plain Dates (a TZDate is a Date too): with no time zone set they are written in UTC.
      start: new Date(event.startsAt.getTime()),
      end: new Date(event.endsAt.getTime()),
      summary: clean(event.title),
      location: event.location ? clean(event.location) : null,
      description: description(event),
      status: event.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      url: event.url ? uri(event.url) : null,
    });
  }
  // ical-generator ends the file without the CRLF RFC 5545 puts after every line.
  return `${calendar.toString()}\r\n`;
}

/** Characters unsafe in file names on some system, and control characters. */
const UNSAFE_IN_FILE_NAME = /[/\\:*?"<>|\p{Cc}]/gu;
const MAX_NAME = 100;

/**
 * `{title}.ics`, safe to save on any system: unsafe characters become '-', the ends are trimmed
 * of spaces and dots (a leading dot hides a file, a trailing one is dropped on Windows), and the
 * name is cut to 100 characters without splitting one. 'event.ics' when nothing is left.
 */
export function calendarFileName(title: string): string {
  const safe = title.replace(UNSAFE_IN_FILE_NAME, '-').replace(/^[\s.]+|[\s.]+$/g, '');
  const cut = [...safe]
    .slice(0, MAX_NAME)
    .join('')
    .replace(/[\s.]+$/, '');
  return cut ? `${cut}.ics` : 'event.ics';
}
