/**
 * Dates of birth for people to read. A stored `YYYY-MM-DD` is a calendar date, not an instant:
 * it is never turned into midnight UTC and back, which would show the day before west of
 * Greenwich.
 */

export interface CalendarDate {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A real `YYYY-MM-DD` date (no 31 April, 29 February only in leap years) from 0001-01-01 to
 * 9999-12-31, else null. Year 0000 is no date: Firestore's timestamps begin at 0001-01-01 and the
 * SDK refuses anything earlier (docs/product.md "Dates").
 */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = isoDate.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0 to 99 onto 1900 to 1999
  probe.setUTCFullYear(year);
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/**
 * `2014-05-10` as the device's locale writes a date (`10 May 2014`, `May 10, 2014`); '' for
 * nothing; a text that is no date is shown as it is rather than hidden.
 */
export function formatCalendarDate(text: string, locales?: string | readonly string[]): string {
  const date = parseCalendarDate(text);
  if (!date) return text;
  const instant = new Date(Date.UTC(date.year, date.month - 1, date.day));
  instant.setUTCFullYear(date.year);
  return dateFormat(locales).format(instant);
}

/** One formatter per locale: making one costs far more than formatting (a list of 500 birthdays). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locales?: string | readonly string[]): Intl.DateTimeFormat {
  const key = [locales ?? ''].flat().join(',');
  let format = dateFormats.get(key);
  if (!format) {
    // formatted in UTC, where the instant was made: the same calendar day in every zone
    format = new Intl.DateTimeFormat(locales as string[] | undefined, { dateStyle: 'medium', timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format;
}

/** Today's calendar date where the device is (its own zone). */
export function today(now: Date = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/**
 * Full years from a date of birth to `on`: a year more on each birthday, itself included. A
 * 29 February birthday comes on 1 March in other years. Null for no date, or one after `on`.
 */
export function ageOn(birth: string, on: CalendarDate): number | null {
  const born = parseCalendarDate(birth);
  if (!born) return null;
  const beforeBirthday = on.month < born.month || (on.month === born.month && on.day < born.day);
  const age = on.year - born.year - (beforeBirthday ? 1 : 0);
  return age >= 0 ? age : null;
}
