import type { EventFormInput, EventFormValues } from './event-fields';
import type { EventDraft } from './event-plans';
import type { TeamEvent } from './event-records';
import { addDays, daysBetween } from './event-drafts';
import { wallClock, zonedInstant } from './event-times';

/**
 * `Apply to: This and following events` (docs/team-life.md "Editing a series"): only what this
 * edit changed, field by field, compared with the event as it was opened, reaches the later
 * events of the series; every other field keeps each later event's own value, so an earlier edit
 * of one of them survives. Pure: the form before and after, and the later events, come in.
 *
 * - a new date moves each later event by as many days (its own wall-clock times, and its
 *   `Answer by` at its own wall time, move with it: across a daylight-saving change the instants
 *   move by an hour more or less);
 * - a new start or end time sets that time on each event's own day, on its zone's wall clock;
 * - a new `Answer by` sets the same wall-clock offset before each later event's start (cleared,
 *   it is cleared on each);
 * - a new title, type, location, opponent, notes, meet time or "going unless they say no"
 *   replaces that field.
 *
 * An event that would end at or before its start (its own start kept, the new end before it, or
 * the other way round) keeps its own length from the start instead. Events this leaves as they
 * were are not returned, so they are not written and their sequence stays.
 */

type ReplacedField = 'title' | 'type' | 'location' | 'opponent' | 'notes' | 'meetTime' | 'defaultGoing';

/** What one edit changed, compared with the event as it was opened. */
export interface SeriesChange {
  /** whole days the date moved (0: it stayed) */
  shiftDays: number;
  /** a new `HH:MM` start, or null when the start time stayed */
  startTime: string | null;
  /** a new `HH:MM` end, or null when the end time stayed */
  endTime: string | null;
  /** a new `Answer by`: minutes before the start on the wall clock, or cleared; null when it stayed */
  answerBy: { minutesBefore: number } | 'cleared' | null;
  /** the replaced fields with their new values */
  replaced: Partial<Pick<EventDraft, ReplacedField>>;
}

const MINUTE = 60_000;

/** A wall clock reading as minutes since 1970-01-01 00:00 on that clock (no zone). */
function wallMinutes(date: string, time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return Date.parse(`${date}T00:00:00Z`) / MINUTE + (hours as number) * 60 + (minutes as number);
}

/** Minutes of a wall clock back to its `YYYY-MM-DD` and `HH:MM`. */
function wallOf(minutes: number): { date: string; time: string } {
  const iso = new Date(minutes * MINUTE).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** What changed between the form as it opened and as it was saved (texts compared trimmed). */
export function seriesChange(opened: EventFormInput, submitted: EventFormValues): SeriesChange {
  const replaced: Partial<Pick<EventDraft, ReplacedField>> = {};
  for (const field of ['title', 'location', 'opponent', 'notes', 'meetTime'] as const)
    if (opened[field].trim() !== submitted[field]) replaced[field] = submitted[field];
  if (opened.type !== submitted.type) replaced.type = submitted.type;
  if (opened.defaultGoing !== submitted.defaultGoing) replaced.defaultGoing = submitted.defaultGoing;

  let answerBy: SeriesChange['answerBy'] = null;
  if (opened.answerBy.trim() !== submitted.answerBy)
    answerBy = submitted.answerBy
      ? {
          minutesBefore:
            wallMinutes(submitted.date, submitted.startTime) -
            wallMinutes(submitted.answerBy.slice(0, 10), submitted.answerBy.slice(11, 16)),
        }
      : 'cleared';

  return {
    shiftDays: opened.date ? daysBetween(opened.date, submitted.date) : 0,
    startTime: opened.startTime !== submitted.startTime ? submitted.startTime : null,
    endTime: opened.endTime !== submitted.endTime ? submitted.endTime : null,
    answerBy,
    replaced,
  };
}

/** One later event with the change applied (the whole draft, its own values where nothing changed). */
export function applySeriesChange(change: SeriesChange, event: TeamEvent): EventDraft {
  const zone = event.timeZone;
  const start = wallClock(event.startsAt, zone);
  const end = wallClock(event.endsAt, zone);
  const day = addDays(start.date, change.shiftDays);
  const startsAt = zonedInstant(day, change.startTime ?? start.time, zone);
  let endsAt = zonedInstant(day, change.endTime ?? end.time, zone);
  if (endsAt.getTime() <= startsAt.getTime())
    endsAt = new Date(startsAt.getTime() + Math.max(event.endsAt.getTime() - event.startsAt.getTime(), MINUTE));

  let answerBy = event.answerBy;
  if (change.answerBy === 'cleared') answerBy = null;
  else if (change.answerBy) {
    const at = wallOf(wallMinutes(day, change.startTime ?? start.time) - change.answerBy.minutesBefore);
    answerBy = zonedInstant(at.date, at.time, zone);
  } else if (answerBy && change.shiftDays !== 0) {
    const own = wallClock(answerBy, zone);
    answerBy = zonedInstant(addDays(own.date, change.shiftDays), own.time, zone);
  }

  return {
    teamId: event.teamId,
    type: change.replaced.type ?? event.type,
    title: change.replaced.title ?? event.title,
    startsAt,
    endsAt,
    timeZone: zone,
    meetTime: change.replaced.meetTime ?? event.meetTime,
    location: change.replaced.location ?? event.location,
    opponent: change.replaced.opponent ?? event.opponent,
    notes: change.replaced.notes ?? event.notes,
    answerBy,
    defaultGoing: change.replaced.defaultGoing ?? event.defaultGoing,
  };
}

const sameInstant = (a: Date | null, b: Date | null) =>
  a === null || b === null ? a === b : a.getTime() === b.getTime();

/** Would writing the draft change nothing of the event? */
export function draftChangesNothing(event: TeamEvent, draft: EventDraft): boolean {
  return (
    draft.teamId === event.teamId &&
    draft.type === event.type &&
    draft.title === event.title &&
    sameInstant(draft.startsAt, event.startsAt) &&
    sameInstant(draft.endsAt, event.endsAt) &&
    draft.timeZone === event.timeZone &&
    draft.meetTime === event.meetTime &&
    draft.location === event.location &&
    draft.opponent === event.opponent &&
    draft.notes === event.notes &&
    sameInstant(draft.answerBy, event.answerBy) &&
    draft.defaultGoing === event.defaultGoing
  );
}

/**
 * The later events this edit changes, each with its draft: the event as it was opened (its form
 * input), the form as saved, and the later events of the series.
 */
export function followingEdits(
  opened: EventFormInput,
  submitted: EventFormValues,
  following: readonly TeamEvent[],
): { event: TeamEvent; draft: EventDraft }[] {
  const change = seriesChange(opened, submitted);
  return following
    .map((event) => ({ event, draft: applySeriesChange(change, event) }))
    .filter(({ event, draft }) => !draftChangesNothing(event, draft));
}
