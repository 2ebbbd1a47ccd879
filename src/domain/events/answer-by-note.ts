import { parseCalendarDate } from '../person/calendar-date';
import { isClockTime, zonedInstant } from './event-times';
import { seriesTexts } from './series-texts';

/**
 * The event form's note beside `Answer by` (docs/team-life.md): a deadline already past,
 * or after the start, is allowed (a coach may record what happened; answers close at the start
 * anyway) but said. Read from the form as typed, on the team's wall clock; null when the fields
 * are not yet a date and a time, or the deadline is fine.
 */
export function answerByNote(
  input: { date: string; startTime: string; answerBy: string },
  timeZone: string,
  now: Date,
): string | null {
  const at = instantOf(input.answerBy.slice(0, 10), input.answerBy.slice(11), timeZone);
  if (!at) return null;
  if (at.getTime() <= now.getTime()) return seriesTexts.answerByPast;
  const start = instantOf(input.date, input.startTime, timeZone);
  return start && at.getTime() > start.getTime() ? seriesTexts.answerByAfterStart : null;
}

function instantOf(date: string, time: string, timeZone: string): Date | null {
  if (!parseCalendarDate(date) || !isClockTime(time)) return null;
  try {
    return zonedInstant(date, time, timeZone);
  } catch {
    return null;
  }
}
