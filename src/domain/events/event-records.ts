import type { Doc, DocData } from '../../backend/ports';
import { ANSWER_REASONS, ANSWER_STATUSES, EVENT_TYPES, type Schema } from '../schema/collections';
import type { SchemaRecord } from '../schema/schema-kit';

/**
 * The stored documents of team life (docs/architecture.md "Team life") and what the screens make
 * of them. Older or partial documents read with defaults, never as errors.
 */

export type { EventType } from '../choices/event-types';
import type { EventType } from '../choices/event-types';
export type { AnswerStatus } from '../choices/answer-statuses';
import type { AnswerStatus } from '../choices/answer-statuses';
export type AnswerReason = (typeof ANSWER_REASONS)[number];

export interface EventRecord extends DocData, SchemaRecord<Schema['events']> {}
export interface AnswerRecord extends DocData, SchemaRecord<Schema['eventAnswers']> {}
export interface AnswerNoteRecord extends DocData, SchemaRecord<Schema['eventAnswerNotes']> {}
export interface AttendanceRecord extends DocData, SchemaRecord<Schema['eventAttendance']> {}

export interface TeamEvent {
  id: string;
  teamId: string;
  type: EventType;
  title: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  meetTime: string;
  location: string;
  opponent: string;
  notes: string;
  answerBy: Date | null;
  defaultGoing: boolean;
  status: 'scheduled' | 'cancelled';
  cancelReason: string;
  seriesId: string | null;
  sequence: number;
  createdBy: string;
  createdAt: string;
  pending: boolean;
}

export interface Answer {
  personId: string;
  status: AnswerStatus;
  answeredBy: string;
  pending: boolean;
}

export interface AnswerNote {
  personId: string;
  reason: AnswerReason | '';
  note: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const instant = (value: unknown): Date => (value instanceof Date ? value : new Date(Number.NaN));

export function toEvent(doc: Doc<DocData>): TeamEvent {
  const data = doc.data;
  return {
    id: doc.id,
    teamId: text(data.teamId),
    type: EVENT_TYPES.includes(data.type as EventType) ? (data.type as EventType) : 'other',
    title: text(data.title),
    startsAt: instant(data.startsAt),
    endsAt: instant(data.endsAt),
    timeZone: text(data.timeZone) || 'UTC',
    meetTime: text(data.meetTime),
    location: text(data.location),
    opponent: text(data.opponent),
    notes: text(data.notes),
    answerBy: data.answerBy instanceof Date ? data.answerBy : null,
    defaultGoing: data.defaultGoing === true,
    status: data.status === 'cancelled' ? 'cancelled' : 'scheduled',
    cancelReason: text(data.cancelReason),
    seriesId: typeof data.seriesId === 'string' && data.seriesId ? data.seriesId : null,
    sequence: typeof data.sequence === 'number' ? data.sequence : 0,
    createdBy: text(data.createdBy),
    createdAt: text(data.createdAt),
    pending: doc.pending,
  };
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

export function toAnswer(doc: Doc<DocData>): Answer {
  const status = doc.data.status;
  return {
    personId: text(doc.data.personId),
    status: ANSWER_STATUSES.includes(status as AnswerStatus) ? (status as AnswerStatus) : 'maybe',
    answeredBy: text(doc.data.answeredBy),
    pending: doc.pending,
  };
}

export function toAnswerNote(doc: Doc<DocData>): AnswerNote {
  const reason = doc.data.reason;
  return {
    personId: text(doc.data.personId),
    reason: ANSWER_REASONS.includes(reason as AnswerReason) ? (reason as AnswerReason) : '',
    note: text(doc.data.note),
  };
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
