import type { Doc, DocData } from '../../backend/ports';
import { type ANSWER_REASONS, type Schema, schema } from '../schema/collections';
import { type ReadFields, readFields } from '../schema/read-fields';
import type { SchemaRecord } from '../schema/schema-kit';

/**
 * The stored documents of team life (docs/architecture.md "Team life") and what the screens make
 * of them. Older or partial documents read with defaults, never as errors.
 */

export type { EventType } from '../choices/event-types';
export type { AnswerStatus } from '../choices/answer-statuses';
export type AnswerReason = (typeof ANSWER_REASONS)[number];

export interface EventRecord extends DocData, SchemaRecord<Schema['events']> {}
export interface AnswerRecord extends DocData, SchemaRecord<Schema['eventAnswers']> {}
export interface AnswerNoteRecord extends DocData, SchemaRecord<Schema['eventAnswerNotes']> {}
export interface AttendanceRecord extends DocData, SchemaRecord<Schema['eventAttendance']> {}

/** What an edit records about itself: the screens never show it. */
const EDIT_FIELDS = ['editId', 'editedBy', 'updatedAt'] as const;

/** An event as the screens read it: every stored field but the edit's own, read from the schema. */
export interface TeamEvent extends Omit<ReadFields<Schema['events']>, (typeof EDIT_FIELDS)[number]> {
  id: string;
  pending: boolean;
}

/** Where the answer and note documents sit: the event and team ids are the query's. */
const PLACE_FIELDS = ['eventId', 'teamId', 'startsAt', 'updatedAt'] as const;

export interface Answer extends Omit<ReadFields<Schema['eventAnswers']>, (typeof PLACE_FIELDS)[number]> {
  pending: boolean;
}

export type AnswerNote = Omit<ReadFields<Schema['eventAnswerNotes']>, 'eventId' | 'teamId' | 'updatedAt'>;

export function toEvent(doc: Doc<DocData>): TeamEvent {
  return { id: doc.id, ...readFields(schema.events, doc.data, EDIT_FIELDS), pending: doc.pending };
}

/**
 * The stored form of an event (written whole, so an edit drops what it no longer holds). An edit
 * passes its id, the same on every event it writes, and who made it; a create passes none
 * (docs/notifications.md "Documents").
 */
export function eventRecord(
  event: Omit<TeamEvent, 'id' | 'pending'>,
  updatedAt: string,
  edit?: { id: string; by: string },
): EventRecord {
  return {
    teamId: event.teamId,
    type: event.type,
    title: event.title,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    timeZone: event.timeZone,
    meetTime: event.meetTime,
    location: event.location,
    opponent: event.opponent,
    notes: event.notes,
    ...(event.answerBy ? { answerBy: event.answerBy } : {}),
    defaultGoing: event.defaultGoing,
    status: event.status,
    cancelReason: event.cancelReason,
    seriesId: event.seriesId,
    sequence: event.sequence,
    ...(edit ? { editId: edit.id, editedBy: edit.by } : {}),
    createdBy: event.createdBy,
    createdAt: event.createdAt,
    updatedAt,
  };
}

/** Who gave the answer, when it was not the person themself: their first name (`by {first name}`), else null. */
export function answeredByOther(answer: Answer | undefined): string | null {
  if (!answer || answer.answeredBy === answer.personId) return null;
  const name = typeof answer.answeredByName === 'string' ? answer.answeredByName.trim() : '';
  return name || null;
}

export function toAnswer(doc: Doc<DocData>): Answer {
  return { ...readFields(schema.eventAnswers, doc.data, PLACE_FIELDS), pending: doc.pending };
}

export function toAnswerNote(doc: Doc<DocData>): AnswerNote {
  return readFields(schema.eventAnswerNotes, doc.data, ['eventId', 'teamId', 'updatedAt']);
}

/** person id → present, from an attendance document (absent or odd entries: not there). */
export function presentOf(data: DocData | null | undefined): Map<string, boolean> {
  const present = data?.present;
  const map = new Map<string, boolean>();
  if (present && typeof present === 'object' && !(present instanceof Date))
    for (const [id, value] of Object.entries(present as Record<string, unknown>)) map.set(id, value === true);
  return map;
}

/** Has it ended at `now`? Ended events leave the team's list and the schedule. */
export const hasEnded = (event: Pick<TeamEvent, 'endsAt'>, now: Date) => event.endsAt.getTime() <= now.getTime();

/** Has it started at `now`? Attendance opens, answers close. */
export const hasStarted = (event: Pick<TeamEvent, 'startsAt'>, now: Date) => event.startsAt.getTime() <= now.getTime();

/**
 * Are answers closed at `now` (the device's clock; the rules judge on the server's): cancelled,
 * started, or past `Answer by`.
 */
export function answersClosed(event: Pick<TeamEvent, 'status' | 'startsAt' | 'answerBy'>, now: Date): boolean {
  return (
    event.status === 'cancelled' ||
    hasStarted(event, now) ||
    (event.answerBy !== null && event.answerBy.getTime() <= now.getTime())
  );
}

/**
 * Are answers closed at `now` for someone who is staff or not: a cancelled event takes no answer
 * from anyone, staff included (as the rules refuse it); staff answer for anyone otherwise, after
 * the start or `Answer by` too.
 */
export function answersClosedFor(
  event: Pick<TeamEvent, 'status' | 'startsAt' | 'answerBy'>,
  now: Date,
  isStaff: boolean,
): boolean {
  return event.status === 'cancelled' || (!isStaff && answersClosed(event, now));
}
