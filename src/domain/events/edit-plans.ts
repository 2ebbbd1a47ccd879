import type { WriteUnit } from '../../backend/batch-splitter';
import type { Actor } from '../groups/actor';
import { eventCollections } from './event-collections';
import { type EventDraft, planSaveEvent } from './event-plans';
import type { TeamEvent } from './event-records';

/**
 * The submits that change events: an edit (of one event, or of it and the later events of its
 * series that `This and following events` changes, series-edit.ts), `Cancel event` and
 * `Reinstate`. Each draws one new id per submit, and every event the submit writes carries it as
 * `editId`, so the server tells one change however many events it wrote; a create carries none
 * (docs/notifications.md "Documents"). Pure apart from the ids the port's `newId` draws.
 */

/** How ids are drawn: the data port's `newId`. */
export type NewId = (collection: string) => string;

/** An event this submit changes, with its draft and the ids of its answers known now. */
export interface EventEdit {
  event: TeamEvent;
  draft: EventDraft;
  answerIds: readonly string[];
}

/** The edit's events, each written whole, all under one new edit id. */
export function planEventEdit(input: {
  actor: Actor;
  edits: readonly EventEdit[];
  newId: NewId;
  now: string;
}): WriteUnit[] {
  const { actor, edits, now } = input;
  if (edits.length === 0) return [];
  const editId = input.newId(eventCollections.events);
  return edits.flatMap(({ event, draft, answerIds }) =>
    planSaveEvent({ actor, event, changes: draft, answerIds, editId, now }),
  );
}

/**
 * `Cancel event` on this event, or on this and the following ones of its series: each one still
 * scheduled is cancelled with the reason (one already cancelled is left as it is, its sequence too).
 */
export function planCancelEvents(input: {
  actor: Actor;
  events: readonly TeamEvent[];
  reason: string;
  newId: NewId;
  now: string;
}): WriteUnit[] {
  const { actor, reason, now } = input;
  const scheduled = input.events.filter((event) => event.status === 'scheduled');
  if (scheduled.length === 0) return [];
  const editId = input.newId(eventCollections.events);
  return scheduled.flatMap((event) =>
    planSaveEvent({
      actor,
      event,
      changes: { status: 'cancelled', cancelReason: reason },
      answerIds: [],
      editId,
      now,
    }),
  );
}

/** `Reinstate`: a cancelled event scheduled again, its reason cleared (answers reopen unless closed by time). */
export function planReinstateEvent(input: { actor: Actor; event: TeamEvent; newId: NewId; now: string }): WriteUnit[] {
  const { actor, event, now } = input;
  return planSaveEvent({
    actor,
    event,
    changes: { status: 'scheduled', cancelReason: '' },
    answerIds: [],
    editId: input.newId(eventCollections.events),
    now,
  });
}
