import { parseCalendarDate } from '../person/calendar-date';
import { textSize, isBlank } from '../text/characters';
import { EVENT_LIMITS, EVENT_TYPES } from '../schema/collections';
import type { EventType } from './event-records';
import { isClockTime, weeklyCount, weeklySeries } from './event-times';

/**
 * The event form's fields (docs/product.md, "Team life"; limits as in "Text limits"): texts
 * trimmed and bounded, in UTF-16 units as Firestore counts them (src/domain/text/characters.ts);
 * the day and times as the team's wall clock types them (turned into instants by event-times.ts,
 * not here). Every field with a problem gets its first problem's message, shown beside it, in the
 * form's order. The limits are the schema's (src/domain/schema), which the rules bound too.
 */
export const EVENT_TEXT_LIMITS = {
  title: EVENT_LIMITS.title,
  opponent: EVENT_LIMITS.opponent,
  location: EVENT_LIMITS.location,
  notes: EVENT_LIMITS.notes,
} as const;
/** An answer's note (beside its `Reason`). */
export const ANSWER_NOTE_MAX = EVENT_LIMITS.note;
/** The `Reason` staff may give when cancelling an event. */
export const CANCEL_REASON_MAX = EVENT_LIMITS.cancelReason;
/** The most events one "Repeat weekly until" makes: a season, not an open-ended stream. */
export const MAX_SERIES = 52;

/** The form's fields as typed (a date or time input gives '' when empty or unfinished). */
export interface EventFormInput {
  title: string;
  type: string;
  date: string;
  startTime: string;
  endTime: string;
  meetTime: string;
  location: string;
  opponent: string;
  notes: string;
  repeatUntil: string;
  /** a datetime-local value, `YYYY-MM-DDTHH:MM`, or '' */
  answerBy: string;
  defaultGoing: boolean;
}

export interface EventFormValues {
  title: string;
  type: EventType;
  /** `YYYY-MM-DD` on the team's wall clock */
  date: string;
  /** `HH:MM` */
  startTime: string;
  /** `HH:MM`, after startTime */
  endTime: string;
  /** `HH:MM` or '' */
  meetTime: string;
  location: string;
  opponent: string;
  notes: string;
  /** `YYYY-MM-DD` after date, or '' for a single event (always '' when editing) */
  repeatUntil: string;
  /** `YYYY-MM-DDTHH:MM` or '' */
  answerBy: string;
  defaultGoing: boolean;
}

export type EventFieldErrors = Partial<Record<keyof EventFormInput, string>>;

export type EventFieldsOutcome =
  | { ok: true; value: EventFormValues; dates: string[] }
  | { ok: false; errors: EventFieldErrors };

type LimitedField = keyof typeof EVENT_TEXT_LIMITS;

const FIELD_LABELS: Record<LimitedField, string> = {
  title: 'Title',
  opponent: 'Opponent',
  location: 'Location',
  notes: 'Notes',
};

export const eventFieldTexts = {
  titleRequired: 'Title is required',
  typeRequired: 'Type is required',
  dateRequired: 'Date is required',
  startRequired: 'Start time is required',
  endAfterStart: 'End time must be after the start',
  meetTime: 'Meet time must be a time (HH:MM)',
  repeatAfterDate: 'Repeat weekly until must be after the date',
  seriesTooLong: `A series can have at most ${MAX_SERIES} events`,
  answerBy: 'Answer by must be a date and a time',
  answerNoteTooLong: `Note must be at most ${ANSWER_NOTE_MAX.toLocaleString('en')} characters`,
  cancelReasonTooLong: `Reason must be at most ${CANCEL_REASON_MAX.toLocaleString('en')} characters`,
} as const;

export function eventTooLongMessage(field: LimitedField): string {
  return `${FIELD_LABELS[field]} must be at most ${EVENT_TEXT_LIMITS[field].toLocaleString('en')} characters`;
}

const isDate = (text: string) => parseCalendarDate(text) !== null;
const isType = (text: string): text is EventType => (EVENT_TYPES as readonly string[]).includes(text);

/** a datetime-local value: a real date, `T`, a wall time */
function isDateTime(text: string): boolean {
  const [date, time, ...rest] = text.split('T');
  return rest.length === 0 && date !== undefined && time !== undefined && isDate(date) && isClockTime(time);
}

/** the limit's message when the trimmed text is longer, else null */
const lengthProblem = (field: LimitedField, text: string) =>
  textSize(text) > EVENT_TEXT_LIMITS[field] ? eventTooLongMessage(field) : null;

/**
 * Checks the form as a whole. `isNew`: "Repeat weekly until" only creates a series; editing one
 * event ignores it. On success, `dates` lists the day of each event to create: the date alone, or
 * the weekly series up to and including repeatUntil (at most MAX_SERIES).
 */
export function checkEventFields(input: EventFormInput, options: { isNew: boolean }): EventFieldsOutcome {
  const title = input.title.trim();
  const type = input.type.trim();
  const date = input.date.trim();
  const startTime = input.startTime.trim();
  const endTime = input.endTime.trim();
  const meetTime = input.meetTime.trim();
  const location = input.location.trim();
  const opponent = input.opponent.trim();
  const notes = input.notes.trim();
  const repeatUntil = options.isNew ? input.repeatUntil.trim() : '';
  const answerBy = input.answerBy.trim();

  const eventType = isType(type) ? type : null;
  const dateOk = isDate(date);
  const startOk = isClockTime(startTime);

  // each field's first problem, in the form's order (null: none)
  const problems: [keyof EventFormInput, string | null][] = [
    ['title', isBlank(title) ? eventFieldTexts.titleRequired : lengthProblem('title', title)],
    ['type', eventType ? null : eventFieldTexts.typeRequired],
    ['date', dateOk ? null : eventFieldTexts.dateRequired],
    ['startTime', startOk ? null : eventFieldTexts.startRequired],
    // HH:MM texts compare as times do
    ['endTime', !isClockTime(endTime) || (startOk && endTime <= startTime) ? eventFieldTexts.endAfterStart : null],
    ['meetTime', meetTime === '' || isClockTime(meetTime) ? null : eventFieldTexts.meetTime],
    ['location', lengthProblem('location', location)],
    ['opponent', lengthProblem('opponent', opponent)],
    ['notes', lengthProblem('notes', notes)],
    ['repeatUntil', repeatProblem(date, dateOk, repeatUntil)],
    ['answerBy', answerBy === '' || isDateTime(answerBy) ? null : eventFieldTexts.answerBy],
  ];

  const errors: EventFieldErrors = {};
  for (const [field, problem] of problems) if (problem) errors[field] = problem;
  if (Object.keys(errors).length > 0 || !eventType) return { ok: false, errors };

  return {
    ok: true,
    value: {
      title,
      type: eventType,
      date,
      startTime,
      endTime,
      meetTime,
      location,
      opponent,
      notes,
      repeatUntil,
      answerBy,
      defaultGoing: input.defaultGoing,
    },
    // weeklyCount bounded the series above
    dates: repeatUntil ? weeklySeries(date, repeatUntil) : [date],
  };
}

/** "Repeat weekly until": none, or a real day after the date, making at most MAX_SERIES events */
function repeatProblem(date: string, dateOk: boolean, repeatUntil: string): string | null {
  if (repeatUntil === '') return null;
  if (!isDate(repeatUntil)) return eventFieldTexts.repeatAfterDate;
  // against a missing date there is nothing to compare: the date's own message says so
  if (!dateOk) return null;
  if (repeatUntil <= date) return eventFieldTexts.repeatAfterDate;
  return weeklyCount(date, repeatUntil) > MAX_SERIES ? eventFieldTexts.seriesTooLong : null;
}

/** An answer's note: trimmed, at most ANSWER_NOTE_MAX characters, may be empty. */
export function checkAnswerNote(note: string): { ok: true; value: string } | { ok: false; error: string } {
  const value = note.trim();
  return textSize(value) > ANSWER_NOTE_MAX
    ? { ok: false, error: eventFieldTexts.answerNoteTooLong }
    : { ok: true, value };
}

/** A cancelled event's reason: trimmed, at most CANCEL_REASON_MAX characters, may be empty. */
export function checkCancelReason(reason: string): { ok: true; value: string } | { ok: false; error: string } {
  const value = reason.trim();
  return textSize(value) > CANCEL_REASON_MAX
    ? { ok: false, error: eventFieldTexts.cancelReasonTooLong }
    : { ok: true, value };
}
