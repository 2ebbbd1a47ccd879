import { tzOffset } from '@date-fns/tz';
import { deviceTimeZone } from '../groups/time-zones';
import { parseCalendarDate } from '../person/calendar-date';

/**
 * When a team's events happen (docs/product.md, "Team life"): an event is stored as UTC instants
 * with its team's IANA zone, and is typed, repeated and shown as the wall clock of that zone. A
 * training at 18:00 in London stays at 18:00 when the clocks change, wherever the reader's device
 * is.
 *
 * Every offset comes from the zone data the platform ships, read through `@date-fns/tz`'s
 * `tzOffset`; none is written by hand. The device's own zone (`process.env.TZ` in tests) never
 * enters the arithmetic: `Date`'s local getters and `TZDate`'s wall-clock constructor are not used,
 * because the latter resolves a changeover hour differently depending on the device's zone.
 */

export { deviceTimeZone };

const MINUTE = 60_000;
const DAY = 86_400_000;

const clockTime = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** An `HH:MM` wall time, 00:00 to 23:59, as a time input gives it. */
export function isClockTime(text: string): boolean {
  return clockTime.test(text);
}

/** Days since 1970-01-01 of a real `YYYY-MM-DD`; a RangeError for anything else. */
function dayNumber(date: string): number {
  const parsed = parseCalendarDate(date);
  if (!parsed) throw new RangeError(`Not a calendar date: ${date}`);
  const midnight = new Date(Date.UTC(2000, parsed.month - 1, parsed.day));
  // Date.UTC maps years 0 to 99 onto 1900 to 1999
  midnight.setUTCFullYear(parsed.year);
  return midnight.getTime() / DAY;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The `YYYY-MM-DD` and `HH:MM` of a UTC reading (a wall clock counted as if it were UTC). */
function readUtc(ms: number): { date: string; time: string } {
  const at = new Date(ms);
  return {
    date: `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`,
    time: `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`,
  };
}

/** The zone's offset from UTC at an instant, in minutes (east positive). */
function offsetAt(timeZone: string, ms: number): number {
  const offset = tzOffset(timeZone, new Date(ms));
  if (Number.isNaN(offset)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return offset;
}

/**
 * The instant at which the wall clock in `timeZone` shows `date` (`YYYY-MM-DD`) and `time`
 * (`HH:MM`).
 *
 * - A wall time that happens twice (the clocks go back: 01:30 on 25 October 2026 in London) is
 *   the earlier of the two, the first time the clock shows it.
 * - A wall time that never happens (the clocks go forward: 01:30 on 29 March 2026 in London) is
 *   the next instant that exists, the moment the clocks jump (02:00 BST there). Wall times
 *   never swap order this way: an event from 01:15 to 02:30 that night starts at 02:00.
 *
 * A RangeError for a malformed date or time or an unknown zone.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const match = clockTime.exec(time);
  if (!match) throw new RangeError(`Not a wall time: ${time}`);
  const wall = dayNumber(date) * DAY + (Number(match[1]) * 60 + Number(match[2])) * MINUTE;
  // the offsets either side of that day: a changeover between them happens at most once a day
  const candidates = [offsetAt(timeZone, wall - DAY), offsetAt(timeZone, wall + DAY)].map(
    (offset) => wall - offset * MINUTE,
  );
  const fitting = candidates.filter((instant) => offsetAt(timeZone, instant) * MINUTE === wall - instant);
  if (fitting.length > 0) return new Date(Math.min(...fitting));
  // In a gap: the changeover lies between the two readings. Find its minute.
  let before = Math.min(...candidates);
  let after = Math.max(...candidates);
  const oldOffset = offsetAt(timeZone, before);
  while (after - before > MINUTE) {
    const middle = before + Math.floor((after - before) / MINUTE / 2) * MINUTE;
    if (offsetAt(timeZone, middle) === oldOffset) before = middle;
    else after = middle;
  }
  return new Date(after);
}

/**
 * Wall clocks already read, by zone and instant: a schedule shows each event's day and time in a
 * few places and draws them again on every answer, and a zone's offset costs a platform format.
 * Pure, so kept; emptied when it grows past WALL_CLOCKS_KEPT.
 */
const wallClocks = new Map<string, Readonly<{ date: string; time: string }>>();
const WALL_CLOCKS_KEPT = 2_000;

/** What the wall clock in `timeZone` shows at `instant`: `YYYY-MM-DD` and `HH:MM` (24 hours). */
export function wallClock(instant: Date, timeZone: string): Readonly<{ date: string; time: string }> {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid instant');
  const key = `${timeZone} ${ms}`;
  let read = wallClocks.get(key);
  if (!read) {
    read = Object.freeze(readUtc(ms + offsetAt(timeZone, ms) * MINUTE));
    if (wallClocks.size >= WALL_CLOCKS_KEPT) wallClocks.clear();
    wallClocks.set(key, read);
  }
  return read;
}

/**
 * How many weekly dates run from `date` to `until`, both included (0 when `until` is before
 * `date`), counted without listing them: a form may ask about a far `until`.
 */
export function weeklyCount(date: string, until: string): number {
  const days = dayNumber(until) - dayNumber(date);
  return days < 0 ? 0 : Math.floor(days / 7) + 1;
}

/**
 * A weekly series' dates (docs/product.md, "Team life": "Repeat weekly until"): `date`, then every
 * seventh day up to and including `until`. Calendar arithmetic only: a date is not an instant.
 * Empty when `until` is before `date`.
 */
export function weeklySeries(date: string, until: string): string[] {
  const first = dayNumber(date);
  const last = dayNumber(until);
  const dates: string[] = [];
  for (let day = first; day <= last; day += 7) dates.push(readUtc(day * DAY).date);
  return dates;
}

/**
 * A weekly series' instants: each occurrence at the same wall-clock start and end in the team's
 * zone, whatever the clocks did between (so the UTC instants move by an hour across a change).
 */
export function seriesInstants(
  date: string,
  startTime: string,
  endTime: string,
  until: string,
  timeZone: string,
): { startsAt: Date; endsAt: Date }[] {
  return weeklySeries(date, until).map((day) => ({
    startsAt: zonedInstant(day, startTime, timeZone),
    endsAt: zonedInstant(day, endTime, timeZone),
  }));
}

/**
 * The locales tried, in turn, for a zone's short name: each knows the abbreviations its readers
 * use (British BST and CET, American EST, Australian AEST and NZST, Indian IST) and writes
 * `GMT+1`-style offsets for the rest.
 */
const NAME_LOCALES = ['en-GB', 'en-US', 'en-AU', 'en-IN'] as const;
const offsetName = /^(GMT|UTC)[+\-\u2212]/;
const nameFormats = new Map<string, Intl.DateTimeFormat>();

function shortName(locale: string, instant: Date, timeZone: string): string {
  const key = `${locale} ${timeZone}`;
  let format = nameFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
    nameFormats.set(key, format);
  }
  return format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * The zone's short name at `instant`, as readable as the platform allows: an abbreviation some
 * English locale uses for it ('GMT', 'BST', 'EST', 'AEDT'), else its offset ('GMT+5:30'). Shown
 * beside an event's times when the reader's device is elsewhere.
 */
export function zoneShortName(instant: Date, timeZone: string): string {
  let fallback = '';
  for (const locale of NAME_LOCALES) {
    const name = shortName(locale, instant, timeZone);
    if (name && !offsetName.test(name)) return name;
    fallback ||= name;
  }
  return fallback || timeZone;
}

/**
 * Day and month names, written out here rather than asked of the platform (docs/team-life.md
 * "Times and dates"): a day reads `Thu 3 Dec` whatever the browser's locale, its ICU data
 * (`Sept` or `Sep`) or its punctuation.
 */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A date's parts as the app writes them: `Thu`, `3`, `Dec`, `2026`. */
export interface DayParts {
  weekday: string;
  day: string;
  month: string;
  year: string;
}

/** The parts of a calendar date (`YYYY-MM-DD`), the same day everywhere. */
function dayParts(date: string): DayParts {
  const at = new Date(dayNumber(date) * DAY);
  return {
    weekday: WEEKDAYS[at.getUTCDay()] as string,
    day: String(at.getUTCDate()),
    month: MONTHS[at.getUTCMonth()] as string,
    year: String(at.getUTCFullYear()),
  };
}

/** `Thu 3 Dec`, and ` 2027` after it when the date is not in `thisYear`. */
function writeDay(date: string, thisYear: string): string {
  const parts = dayParts(date);
  const day = `${parts.weekday} ${parts.day} ${parts.month}`;
  return parts.year === thisYear ? day : `${day} ${parts.year}`;
}

/** The year `now` falls in, on the wall clock of `timeZone`. */
const yearAt = (now: Date, timeZone: string) => wallClock(now, timeZone).date.slice(0, 4);

/**
 * The parts of an event's day on the team's wall clock, for its date tile; `year` is empty when
 * the day falls in the year of `now` there.
 */
export function eventDayParts(instant: Date, timeZone: string, now: Date = new Date()): DayParts {
  const parts = dayParts(wallClock(instant, timeZone).date);
  return parts.year === yearAt(now, timeZone) ? { ...parts, year: '' } : parts;
}

/** The event's day on the team's wall clock: `Sat 14 Nov` (`Sat 14 Nov 2027` when not this year). */
export function formatEventDay(instant: Date, timeZone: string, now: Date = new Date()): string {
  return writeDay(wallClock(instant, timeZone).date, yearAt(now, timeZone));
}

/** The event's time on the team's wall clock, 24 hours: `18:00`. */
export function formatEventTime(instant: Date, timeZone: string): string {
  return wallClock(instant, timeZone).time;
}

/** A moment on the team's wall clock, its day and time: `Thu 3 Dec 18:00` (answer by, answers closed). */
export function formatEventMoment(instant: Date, timeZone: string, now: Date = new Date()): string {
  return `${formatEventDay(instant, timeZone, now)} ${formatEventTime(instant, timeZone)}`;
}

/**
 * The team zone's short name to write after a time when the reader's device keeps another zone
 * whose short name differs at that instant (` BST`), so a parent abroad does not read the times
 * as their own; else ''.
 */
export function zoneNote(instant: Date, timeZone: string, deviceZone: string): string {
  if (deviceZone === timeZone) return '';
  const name = zoneShortName(instant, timeZone);
  return name === zoneShortName(instant, deviceZone) ? '' : ` ${name}`;
}

/**
 * An event's day and times in its team's zone: `Sat 14 Nov · 18:00–19:30` (the year after the
 * day when not this year), the team zone's name after them for a device elsewhere (`zoneNote`).
 * An event ends on the day it starts (the form refuses anything else).
 */
export function formatEventWhen(
  startsAt: Date,
  endsAt: Date,
  timeZone: string,
  deviceZone: string,
  now: Date = new Date(),
): string {
  const when = `${formatEventDay(startsAt, timeZone, now)} · ${formatEventTime(startsAt, timeZone)}–${formatEventTime(endsAt, timeZone)}`;
  return `${when}${zoneNote(startsAt, timeZone, deviceZone)}`;
}

/** The `YYYY-MM-DD` an instant falls on in `timeZone` (the device's): the schedule's day groups. */
export function localDayKey(instant: Date, timeZone: string): string {
  return wallClock(instant, timeZone).date;
}

/**
 * A schedule day's heading, `Sat 14 Nov` (with the year when not the year of `today`, a
 * `YYYY-MM-DD` of the same zone); a key that is no date is shown as it is.
 */
export function formatDayHeading(dayKey: string, today: string = localDayKey(new Date(), deviceTimeZone())): string {
  if (!parseCalendarDate(dayKey)) return dayKey;
  return writeDay(dayKey, today.slice(0, 4));
}
