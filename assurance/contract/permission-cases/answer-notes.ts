import type { DocData } from '../../../src/backend/ports';
import { answerNote, claimed, coach, guardian, LATER, member, owner, parent, stranger } from '../rules-world';
import { allow, batch, type Case, del, deny, get, set } from './case-kit';
import { ANSWERED_BEFORE_CANCEL } from './event-answers';
import { editE1, squadRole } from './events';

/**
 * The reasons and notes given with answers (firestore.rules `eventAnswerNotes`), case for case as
 * the rules judge them: private to the person, their parent and the team's staff, written as
 * answers are (by nobody while the event is cancelled). WORLD: team t1 (owner ownerO, members
 * memberM, childQ, coachH as Coach, childG whose parent guardianG guards t1 and c1); events of t1:
 * e1 (open), ePast (started), eClosed (its answerBy past), eCancelled. request.time is the
 * server's clock: the fixtures' times lie in 2024 and 2100 (rules-world.ts).
 */

/** `personId`'s reason and note for `eventId`, as the app writes it */
export const notes = (eventId: string, personId: string, overrides: DocData = {}) =>
  set(`eventAnswerNotes/${eventId}_${personId}`, {
    ...answerNote(eventId, personId, { reason: 'School', note: 'Exam', updatedAt: LATER }),
    ...overrides,
  });

const NOTE_READS: Case[] = [
  allow('a member reads their own note', member, get('eventAnswerNotes/e1_memberM')),
  allow('a guardian reads their child’s note', guardian, get('eventAnswerNotes/e1_childG')),
  allow('the Coach reads a member’s note', coach, get('eventAnswerNotes/e1_childG')),
  allow('the owner reads a member’s note', owner, get('eventAnswerNotes/e1_memberM')),
  // health and family matters: not for the rest of the team
  deny('another member of the team reads a child’s note', member, get('eventAnswerNotes/e1_childG')),
  deny('a claimed child reads another member’s note', claimed, get('eventAnswerNotes/e1_memberM')),
  deny('a guardian reads another member’s note', guardian, get('eventAnswerNotes/e1_memberM')),
  deny('a Player reads another member’s note', member, get('eventAnswerNotes/e1_childG'), squadRole('Player')),
  allow(
    'a member whose squad role is Staff reads a member’s note',
    member,
    get('eventAnswerNotes/e1_childG'),
    squadRole('Staff'),
  ),
  deny('a stranger reads a note', stranger, get('eventAnswerNotes/e1_memberM')),
  allow('anyone signed in reads a missing note', stranger, get('eventAnswerNotes/e1_strangerS')),
];

const NOTE_WRITES: Case[] = [
  allow('a member writes their note while answers are open', member, batch(notes('e1', 'memberM'))),
  allow('a guardian writes their child’s note', guardian, batch(notes('e1', 'childG'))),
  allow('the Coach writes a member’s note after the start', coach, batch(notes('ePast', 'memberM'))),
  deny('a member writes their note after the start', member, batch(notes('ePast', 'memberM'))),
  deny('a member writes their note after the deadline', member, batch(notes('eClosed', 'memberM'))),
  deny('a member writes another member’s note', member, batch(notes('e1', 'childG'))),
  deny('a parent writes a note for someone else’s child', parent, batch(notes('e1', 'childG'))),
  deny('a stranger writes a note for themself', stranger, batch(notes('e1', 'strangerS'))),
  deny(
    'a note whose id is not {eventId}_{personId}',
    member,
    batch(set('eventAnswerNotes/e1-memberM', answerNote('e1', 'memberM'))),
  ),
  allow('a note of 140 characters', member, batch(notes('e1', 'memberM', { note: 'n'.repeat(140) }))),
  deny('a note of 141 characters', member, batch(notes('e1', 'memberM', { note: 'n'.repeat(141) }))),
  deny('a reason not in the list', member, batch(notes('e1', 'memberM', { reason: 'Bored' }))),
  deny('a note with a field of its own', member, batch(notes('e1', 'memberM', { status: 'going' }))),
  allow('the Coach deletes a note', coach, batch(del('eventAnswerNotes/e1_childG'))),
  // their child's notes go with the child (docs/SECURITY.md "Ids once used"); they could blank it anyway
  allow('a guardian deletes their child’s note', guardian, batch(del('eventAnswerNotes/e1_childG'))),
  deny('a member deletes a team-mate’s note', member, batch(del('eventAnswerNotes/e1_childG'))),
];

/** A cancelled event takes no reason or note from anyone, staff included, as it takes no answer. */
const CANCELLED_NOTES: Case[] = [
  deny('a member writes their note on a cancelled event', member, batch(notes('eCancelled', 'memberM'))),
  deny('a parent writes their child’s note on a cancelled event', guardian, batch(notes('eCancelled', 'childG'))),
  deny('a claimed child writes their note on a cancelled event', claimed, batch(notes('eCancelled', 'childQ'))),
  deny('the team’s coach records a member’s note on a cancelled event', coach, batch(notes('eCancelled', 'memberM'))),
  deny('the team’s owner records a child’s note on a cancelled event', owner, batch(notes('eCancelled', 'childG'))),
  deny(
    'a parent changes their child’s stored note after the event was cancelled',
    guardian,
    batch(notes('eCancelled', 'childG', { reason: 'Holiday', note: '' })),
    ANSWERED_BEFORE_CANCEL,
  ),
  deny(
    'the team’s coach changes a stored note on a cancelled event',
    coach,
    batch(notes('eCancelled', 'memberM', { note: 'Not coming' })),
    ANSWERED_BEFORE_CANCEL,
  ),
  deny(
    'a note in the batch that cancels the event',
    coach,
    batch(editE1({ status: 'cancelled', cancelReason: 'Pitch frozen' }), notes('e1', 'memberM')),
  ),
  allow(
    'the Coach deletes a note on a cancelled event',
    coach,
    batch(del('eventAnswerNotes/eCancelled_childG')),
    ANSWERED_BEFORE_CANCEL,
  ),
];

export const ANSWER_NOTE_AREAS = {
  'event answer notes: reads': NOTE_READS,
  'event answer notes: writes': NOTE_WRITES,
  'event answer notes: cancelled events': CANCELLED_NOTES,
};
