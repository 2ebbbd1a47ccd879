/**
 * The calendar file of team events (RFC 5545), made on the device so that it works offline
 * (docs/team-life.md, calendar export), and by the functions for the calendar feed.
 * The app maps its event records to `CalendarEvent`; this module knows nothing of the backend.
 *
 * Times are written in UTC (`DTSTART:20261020T170000Z`), not with a `TZID` and local digits:
 * the instants are what the app stores, and every calendar shows them in its own zone. The
 * team's zone appears only in the description's meet time, a wall clock the app keeps as text.
 *
 * Written here rather than with a calendar library: the file needs a dozen properties, TEXT
 * escaping and line folding, which a library did at about 9 KiB gzip in every phone's precache.
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

/** A TEXT value (RFC 5545 3.3.11): `\`, `;` and `,` escaped, every line break as `\n`. */
const text = (value: string) =>
  clean(value)
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, '\\n');

/** A URI value is not TEXT: a `,`, `;` or `\` is percent-encoded, which keeps the link working. */
const uri = (url: string) => clean(url).replace(/[,;\\\r\n]/g, (c) => encodeURIComponent(c));

/**
 * An instant in UTC, `20261020T170000Z`. Through a plain Date: a TZDate (a Date too) writes its
 * ISO string in its own zone, with an offset.
 */
const utc = (instant: Date) => new Date(instant.getTime()).toISOString().replace(/[-:]|\.\d{3}/g, '');

const encoder = new TextEncoder();

/**
 * One content line folded at 75 octets (RFC 5545 3.1): each further line starts with a space,
 * and a character (a surrogate pair included) is never split.
 */
function fold(line: string): string {
  let out = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > 75) {
      out += '\r\n ';
      octets = 1;
    }
    out += char;
    octets += size;
  }
  return out;
}

/** The description: what the event is, for whom, the meet time, the notes, and a cancellation. */
function description(event: CalendarEvent): string {
  const lines = [TYPE_WORD[event.type]];
  if (event.opponent) lines.push(`Opponent: ${event.opponent}`);
  if (event.meetTime) lines.push(`Meet: ${event.meetTime}${event.timeZone ? ` (${event.timeZone})` : ''}`);
  if (event.teamName) lines.push(event.teamName);
  if (event.notes) lines.push('', event.notes);
  if (event.status === 'cancelled')
    lines.push('', event.cancelReason ? `Cancelled: ${event.cancelReason}` : 'Cancelled');
  return lines.join('\n');
}

/** An event read from an odd document may lack a start or an end: no calendar can place it. */
const hasTimes = (event: CalendarEvent) =>
  Number.isFinite(event.startsAt.getTime()) && Number.isFinite(event.endsAt.getTime());

function eventLines(event: CalendarEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.id}@pitchside.app`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${utc(event.startsAt)}`,
    `DTEND:${utc(event.endsAt)}`,
    `SUMMARY:${text(event.title)}`,
    ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
    `DESCRIPTION:${text(description(event))}`,
    ...(event.url ? [`URL;VALUE=URI:${uri(event.url)}`] : []),
    `STATUS:${event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/**
 * The text of a `.ics` file with one VEVENT per event, `METHOD:PUBLISH`, every line ended by
 * CRLF. `now` is the DTSTAMP; `name` (the calendar's name in the apps that show one, RFC 7986
 * `NAME` and the older `X-WR-CALNAME`) is optional.
 */
export function calendarFile(events: readonly CalendarEvent[], options: { now: Date; name?: string }): string {
  const stamp = utc(options.now);
  const name = options.name ? text(options.name) : '';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Pitchside//Pitchside//EN',
    'METHOD:PUBLISH',
    ...(name ? [`NAME:${name}`, `X-WR-CALNAME:${name}`] : []),
    ...events.filter(hasTimes).flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${fold(line)}\r\n`).join('');
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
