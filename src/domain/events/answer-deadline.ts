import type { TeamEvent } from './event-records';
import { eventTexts } from './event-texts';
import { formatEventMoment, zoneNote } from './event-times';

/**
 * When answers close, as the people who answer read it (docs/team-life.md "Answer by"): at
 * `Answer by` or at the start, whichever comes first. The rules judge on the server's clock; these
 * texts follow the device's (`answersClosed` in event-records.ts decides whether a group is shut).
 */

type Timed = Pick<TeamEvent, 'status' | 'startsAt' | 'answerBy' | 'timeZone'>;

/** The instant answers close; null for a cancelled event (closed when cancelled, at no set time). */
export function answersCloseAt(event: Timed): Date | null {
  if (event.status === 'cancelled') return null;
  const { answerBy, startsAt } = event;
  return answerBy && answerBy.getTime() < startsAt.getTime() ? answerBy : startsAt;
}

/** `Thu 3 Dec 12:00` in the team's zone (its short name after it on a device elsewhere). */
function moment(instant: Date, event: Timed, now: Date, deviceZone: string): string {
  return `${formatEventMoment(instant, event.timeZone, now)}${zoneNote(instant, event.timeZone, deviceZone)}`;
}

/** `Answer by Thu 3 Dec 12:00` while the event has an `Answer by` that has not passed; else null. */
export function answerByText(event: Timed, now: Date, deviceZone: string): string | null {
  const { answerBy } = event;
  if (event.status === 'cancelled' || !answerBy || answerBy.getTime() <= now.getTime()) return null;
  return eventTexts.answerBy(moment(answerBy, event, now, deviceZone));
}

/** When answers closed, for `Answers are closed`: `Thu 3 Dec 12:00`; null when there is no such time. */
export function closedAtText(event: Timed, now: Date, deviceZone: string): string | null {
  const at = answersCloseAt(event);
  return at ? moment(at, event, now, deviceZone) : null;
}

/**
 * What a closed radio group reads: `Cancelled` on a cancelled event (closed for staff too), else
 * `Answers are closed` and when they closed.
 */
export function closedNotice(event: Timed, now: Date, deviceZone: string): { text: string; at: string | null } {
  if (event.status === 'cancelled') return { text: eventTexts.answersCancelled, at: null };
  return { text: eventTexts.answersClosed, at: closedAtText(event, now, deviceZone) };
}
