import type { WriteUnit } from '../../backend/batch-splitter';
import type { WriteOp } from '../../backend/ports';
import { type Actor, accountPath, claimedReads } from '../groups/actor';
import { type AnswerNote, type AnswerStatus, eventRecord, type TeamEvent } from './event-records';
import { answerId, eventCollections } from './event-collections';
import { EVENT_PARTS, type EventParts } from '../writes/find-parts';

/**
 * The writes of team life (docs/architecture.md "Team life"), as units the batch splitter packs
 * within Firestore's limits. Each unit lists the documents its rules read: a staff check reads
 * the team (its owner), the account (a Coach's isMe of the owner) and the staff membership.
 * Pure: ids and times come in.
 */

const { events, answers, answerNotes, attendance } = eventCollections;

/** what firestore.rules' isTeamStaff reads for the actor on a team */
export function staffReads(actor: Actor, teamId: string): string[] {
  return [
    `teams/${teamId}`,
    accountPath(actor),
    `teamMemberships/${teamId}_${actor.uid}`,
    `teamMemberships/${teamId}_${actor.personId}`,
  ];
}

/** An event as the form gives it, without what the planner sets (id, sequence, stamps). */
export type EventDraft = Omit<
  TeamEvent,
  'id' | 'pending' | 'sequence' | 'createdBy' | 'createdAt' | 'status' | 'cancelReason' | 'seriesId'
>;

/** One event, or a weekly series (one document each, sharing `seriesId`): one unit per event. */
export function planCreateEvents(input: {
  actor: Actor;
  drafts: readonly EventDraft[];
  ids: readonly string[];
  seriesId: string | null;
  now: string;
}): WriteUnit[] {
  const { actor, drafts, ids, seriesId, now } = input;
  return drafts.map((draft, index) => {
    const record = eventRecord(
      {
        ...draft,
        status: 'scheduled',
        cancelReason: '',
        seriesId,
        sequence: 0,
        createdBy: actor.personId,
        createdAt: now,
      },
      now,
    );
    return {
      ops: [{ kind: 'set', collection: events, id: ids[index] as string, data: record }],
      ruleReads: staffReads(actor, draft.teamId),
    };
  });
}

/**
 * A changed event: written whole with its sequence raised and the id of the edit that changed it
 * (edit-plans.ts draws one per submit); when its start moved, the answers' copies of the start
 * follow (staff may change only that on another's answer).
 */
export function planSaveEvent(input: {
  actor: Actor;
  event: TeamEvent;
  changes: Partial<EventDraft> & Partial<Pick<TeamEvent, 'status' | 'cancelReason'>>;
  answerIds: readonly string[];
  editId: string;
  now: string;
}): WriteUnit[] {
  const { actor, event, changes, answerIds, editId, now } = input;
  const next = { ...event, ...changes, sequence: event.sequence + 1 };
  const reads = staffReads(actor, event.teamId);
  const units: WriteUnit[] = [
    {
      ops: [
        {
          kind: 'set',
          collection: events,
          id: event.id,
          data: eventRecord(next, now, { id: editId, by: actor.personId }),
        },
      ],
      ruleReads: reads,
    },
  ];
  if (next.startsAt.getTime() !== event.startsAt.getTime())
    units.push(...planAnswerStarts({ actor, event, startsAt: next.startsAt, answerIds, now }));
  return units;
}

/** The answers' copy of an event's start, moved with it (staff may change only that on another's answer). */
export function planAnswerStarts(input: {
  actor: Actor;
  event: Pick<TeamEvent, 'id' | 'teamId'>;
  startsAt: Date;
  answerIds: readonly string[];
  now: string;
}): WriteUnit[] {
  const { actor, event, startsAt, answerIds, now } = input;
  return answerIds.map((id) => ({
    ops: [{ kind: 'update', collection: answers, id, data: { startsAt, updatedAt: now } }],
    ruleReads: [`events/${event.id}`, ...staffReads(actor, event.teamId)],
  }));
}

/**
 * Events of one team and everything of theirs the device found (find-parts.ts: what the schema
 * says belongs to an event: answers, their notes, attendance). The events go last, so a batch
 * that lands leaves nothing of them pointing at nothing.
 */
export function planDeleteEvents(input: {
  actor: Actor;
  events: readonly TeamEvent[];
  parts: EventParts;
}): WriteUnit[] {
  const { actor, events: gone, parts } = input;
  const first = gone[0];
  if (!first) return [];
  const reads = staffReads(actor, first.teamId);
  const del = (collection: string, id: string): WriteUnit => ({
    ops: [{ kind: 'delete', collection, id }],
    ruleReads: reads,
  });
  return [
    ...EVENT_PARTS.flatMap((collection) => parts[collection].map((id) => del(collection, id))),
    ...gone.map((event) => del(events, event.id)),
  ];
}

/** What an answer's rules read: the event, the person's membership, my child's profile, the staff check. */
function answerReads(actor: Actor, event: TeamEvent, personId: string): string[] {
  return [
    `events/${event.id}`,
    `teamMemberships/${event.teamId}_${personId}`,
    `users/${personId}`,
    // the answerer's profile, which names them (`by {first name}`)
    `users/${actor.personId}`,
    ...claimedReads(actor),
    ...staffReads(actor, event.teamId),
  ];
}

/** My answer, my child's, or (staff) anyone's: one idempotent document per event and person. */
export function planAnswer(input: {
  actor: Actor;
  event: TeamEvent;
  personId: string;
  status: AnswerStatus;
  now: string;
}): WriteUnit {
  const { actor, event, personId, status, now } = input;
  const op: WriteOp = {
    kind: 'set',
    collection: answers,
    id: answerId(event.id, personId),
    data: {
      eventId: event.id,
      teamId: event.teamId,
      personId,
      status,
      answeredBy: actor.personId,
      ...(actor.firstName ? { answeredByName: actor.firstName } : {}),
      startsAt: event.startsAt,
      updatedAt: now,
    },
  };
  return { ops: [op], ruleReads: answerReads(actor, event, personId) };
}

/** The reason and note of an answer, in a document only staff, the person and their parent read. */
export function planAnswerNote(input: {
  actor: Actor;
  event: TeamEvent;
  personId: string;
  note: Pick<AnswerNote, 'reason' | 'note'>;
  now: string;
}): WriteUnit {
  const { actor, event, personId, note, now } = input;
  const op: WriteOp = {
    kind: 'set',
    collection: answerNotes,
    id: answerId(event.id, personId),
    data: {
      eventId: event.id,
      teamId: event.teamId,
      personId,
      reason: note.reason,
      note: note.note,
      updatedAt: now,
    },
  };
  return { ops: [op], ruleReads: answerReads(actor, event, personId) };
}

/** Who was there, in one write by staff. */
export function planAttendance(input: {
  actor: Actor;
  event: TeamEvent;
  present: ReadonlyMap<string, boolean>;
  now: string;
}): WriteUnit {
  const { actor, event, present, now } = input;
  return {
    ops: [
      {
        kind: 'set',
        collection: attendance,
        id: event.id,
        data: { teamId: event.teamId, present: Object.fromEntries(present), takenBy: actor.personId, takenAt: now },
      },
    ],
    ruleReads: [`events/${event.id}`, ...staffReads(actor, event.teamId)],
  };
}
