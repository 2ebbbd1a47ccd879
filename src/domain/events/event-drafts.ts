import type { EventFormInput, EventFormValues } from './event-fields';
import type { TeamEvent } from './event-records';
import type { EventDraft } from './event-plans';
import { wallClock, zonedInstant } from './event-times';

/**
 * Between the event form (the team's wall clock, as typed) and events (instants with the team's
 * zone): each occurrence of a weekly series at the same wall-clock time, its `Answer by` the same
 * number of days before it, across daylight-saving changes (the zone arithmetic is the library's).
 * What `This and following events` applies to the later events is series-edit.ts's.
 */

/** `YYYY-MM-DD` plus whole days, on the calendar alone */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year as number, (month as number) - 1, (day as number) + days)).toISOString().slice(0, 10);
}

/** whole days from one `YYYY-MM-DD` to another, on the calendar alone */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** one draft per date (the form's date, or each week of the series) */
export function draftsFrom(
  values: EventFormValues,
  dates: readonly string[],
  team: { id: string; timeZone: string },
): EventDraft[] {
  const first = dates[0] ?? values.date;
  return dates.map((date) => {
    const shift = daysBetween(first, date);
    const answerBy = values.answerBy
      ? zonedInstant(addDays(values.answerBy.slice(0, 10), shift), values.answerBy.slice(11, 16), team.timeZone)
      : null;
    return {
      teamId: team.id,
      type: values.type,
      title: values.title,
      startsAt: zonedInstant(date, values.startTime, team.timeZone),
      endsAt: zonedInstant(date, values.endTime, team.timeZone),
      timeZone: team.timeZone,
      meetTime: values.meetTime,
      location: values.location,
      opponent: values.opponent,
      notes: values.notes,
      answerBy,
      defaultGoing: values.defaultGoing,
    };
  });
}

/** The form as an event fills it for editing, on the event's own wall clock. */
export function formInputOf(event: TeamEvent): EventFormInput {
  const start = wallClock(event.startsAt, event.timeZone);
  const end = wallClock(event.endsAt, event.timeZone);
  const answerBy = event.answerBy ? wallClock(event.answerBy, event.timeZone) : null;
  return {
    title: event.title,
    type: event.type,
    date: start.date,
    startTime: start.time,
    endTime: end.time,
    meetTime: event.meetTime,
    location: event.location,
    opponent: event.opponent,
    notes: event.notes,
    repeatUntil: '',
    answerBy: answerBy ? `${answerBy.date}T${answerBy.time}` : '',
    defaultGoing: event.defaultGoing,
  };
}
