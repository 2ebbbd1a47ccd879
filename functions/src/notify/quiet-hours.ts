import { isClockTime, wallClock, zonedInstant } from '../../../src/domain/events/event-times';

/**
 * Quiet hours (docs/notifications.md "Who is told"): `from` and `to` are wall times (`HH:mm`) in
 * the person's zone; the span may cross midnight (22:00–07:00). Every instant comes from the
 * zone's own data through the app's wall-clock module, so a night with a clock change ends at
 * 07:00 on the clock, whatever the hour count.
 */

const DAY_MS = 86_400_000;

/** The `YYYY-MM-DD` after a calendar date. */
function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * When the quiet hours around `at` end, or null when `at` is not inside them (none set, equal
 * ends, a malformed time or an unknown zone: then nothing is held back).
 */
export function quietHoursEnd(at: Date, from: string, to: string, timeZone: string): Date | null {
  if (!isClockTime(from) || !isClockTime(to) || from === to) return null;
  let clock: { date: string; time: string };
  try {
    clock = wallClock(at, timeZone);
  } catch {
    return null;
  }
  const { date, time } = clock;
  const crossesMidnight = from > to;
  const inside = crossesMidnight ? time >= from || time < to : time >= from && time < to;
  if (!inside) return null;
  // after midnight (or a span within one day) they end today; before it, tomorrow
  const endDate = crossesMidnight && time >= from ? nextDate(date) : date;
  const end = zonedInstant(endDate, to, timeZone);
  // a `to` the clocks show twice (they go back) is its first showing: past already in the second
  return end.getTime() > at.getTime() ? end : null;
}
