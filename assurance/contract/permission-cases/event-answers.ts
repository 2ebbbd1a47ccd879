import type { DocData } from '../../../src/backend/ports';
import {
  answer,
  answerNote,
  childProfile,
  claimed,
  coach,
  endOf,
  event,
  guardian,
  LATER,
  member,
  owner,
  parent,
  STARTED,
  STARTS,
  stranger,
  teamMember,
  unverified,
} from '../rules-world';
import { allow, batch, type Case, del, deny, get, set, update } from './case-kit';
import { editE1, MOVED, squadRole } from './events';
import { joins } from './memberships';

/**
 * Answers to events (firestore.rules `eventAnswers`, isAnswerFor, answersOpen), case for case as
 * the rules judge them: the person (a member of the team) or their parent while answers are open,
 * staff for any member at any time, nobody while the event is cancelled; read by the team's
 * members and guardians. WORLD: team t1
 * (owner ownerO, members memberM, childQ, coachH as Coach, childG whose parent guardianG guards t1
 * and c1); events of t1: e1 (open), ePast (started), eClosed (its answerBy past), eCancelled.
 * request.time is the server's clock: the fixtures' times lie in 2024 and 2100 (rules-world.ts).
 */

/** the answer to `eventId` for `personId` by `by`, as the app writes it */
const answers = (eventId: string, personId: string, by: string, overrides: DocData = {}, startsAt: Date = STARTS) =>
  set(`eventAnswers/${eventId}_${personId}`, {
    ...answer(eventId, personId, { answeredBy: by, startsAt, status: 'maybe', updatedAt: LATER }),
    ...overrides,
  });

/** guardianG's second child childH, on no team */
const SECOND_CHILD = { 'users/childH': childProfile('hana@example.com', 'guardianG') };
/** childC (parentP's) on t1, joined by parentP */
const CHILD_C_ON_T1 = { 'teamMemberships/t1_childC': { ...teamMember('t1', 'childC'), parentId: 'parentP' } };
/** eCancelled as WORLD stores it */
const CANCELLED = event('t1', { status: 'cancelled', cancelReason: 'Pitch frozen', sequence: 1 });
/** memberM's and childG's answers (and notes), given while eCancelled was still scheduled */
export const ANSWERED_BEFORE_CANCEL = {
  'eventAnswers/eCancelled_memberM': answer('eCancelled', 'memberM'),
  'eventAnswers/eCancelled_childG': answer('eCancelled', 'childG', { status: 'notGoing', answeredBy: 'guardianG' }),
  'eventAnswerNotes/eCancelled_memberM': answerNote('eCancelled', 'memberM', { note: 'Late by ten minutes' }),
  'eventAnswerNotes/eCancelled_childG': answerNote('eCancelled', 'childG', { reason: 'Illness', note: 'Flu' }),
};
/** childG's answer still carries e1's start before it moved to MOVED */
const MOVED_E1 = { 'events/e1': event('t1', { startsAt: MOVED, endsAt: endOf(MOVED), sequence: 1 }) };

const ANSWER_WRITES: Case[] = [
  allow('a member answers for themself while answers are open', member, batch(answers('e1', 'memberM', 'memberM'))),
  allow(
    'a claimed child answers for themself under their person id',
    claimed,
    batch(answers('e1', 'childQ', 'claimedQ')),
  ),
  allow('a guardian answers for their child on the team', guardian, batch(answers('e1', 'childG', 'guardianG'))),
  allow(
    'a guardian answers for their child, named by their profile’s first name (`by Gus`)',
    guardian,
    batch(answers('e1', 'childG', 'guardianG', { answeredByName: 'Gus' })),
  ),
  deny(
    'a guardian answers for their child signing it as the coach (`by Coach Hal`)',
    guardian,
    batch(answers('e1', 'childG', 'guardianG', { answeredByName: 'Coach Hal' })),
  ),
  allow(
    'a parent answers for their child on the team, without a guardian link',
    parent,
    batch(answers('e1', 'childC', 'parentP')),
    CHILD_C_ON_T1,
  ),
  deny('a parent answers for their child not on the team', parent, batch(answers('e1', 'childC', 'parentP'))),
  deny(
    'a guardian answers for their second child, not on the team',
    guardian,
    batch(answers('e1', 'childH', 'guardianG')),
    SECOND_CHILD,
  ),
  deny('a parent answers for someone else’s child', parent, batch(answers('e1', 'childG', 'parentP'))),
  deny('a member answers for another member', member, batch(answers('e1', 'childQ', 'memberM'))),
  deny('a stranger answers for a member', stranger, batch(answers('e1', 'memberM', 'strangerS'))),
  deny('a stranger answers for themself', stranger, batch(answers('e1', 'strangerS', 'strangerS'))),
  allow('the Coach answers for a member', coach, batch(answers('e1', 'memberM', 'coachH'))),
  allow('the owner answers for a child member', owner, batch(answers('e1', 'childG', 'ownerO'))),
  allow(
    'the Coach answers for a member after the start',
    coach,
    batch(answers('ePast', 'memberM', 'coachH', {}, STARTED)),
  ),
  allow('the Coach answers after the deadline', coach, batch(answers('eClosed', 'memberM', 'coachH'))),
  deny('the Coach answers for someone not on the team', coach, batch(answers('e1', 'strangerS', 'coachH'))),
  deny('a member answers after the start', member, batch(answers('ePast', 'memberM', 'memberM', {}, STARTED))),
  // request.time after the close: the event starts in 2100, its answerBy passed in 2024
  deny('a member answers after the deadline (answerBy)', member, batch(answers('eClosed', 'memberM', 'memberM'))),
  deny(
    'a guardian answers for their child after the deadline',
    guardian,
    batch(answers('eClosed', 'childG', 'guardianG')),
  ),
  allow('a member answers before a deadline still to come', member, batch(answers('eClosed', 'memberM', 'memberM')), {
    'events/eClosed': event('t1', { answerBy: new Date('2099-12-31T18:00:00.000Z') }),
  }),
  deny('a member answers in someone else’s name', member, batch(answers('e1', 'memberM', 'ownerO'))),
  deny('an answer whose start is not the event’s', member, batch(answers('e1', 'memberM', 'memberM', {}, MOVED))),
  deny(
    'an answer whose id is not {eventId}_{personId}',
    member,
    batch(set('eventAnswers/memberM_e1', answer('e1', 'memberM', { status: 'maybe' }))),
  ),
  // ownerO is on t2 too: only the event's team refuses it
  deny(
    'an answer naming another team than its event’s',
    owner,
    batch(answers('e1', 'ownerO', 'ownerO', { teamId: 't2' })),
  ),
  allow('the owner answers for themself', owner, batch(answers('e1', 'ownerO', 'ownerO'))),
  // the event as the batch leaves it (getAfter)
  allow(
    'the Coach creates an event and answers for a member in the same batch',
    coach,
    batch(set('events/e9', event('t1', { createdBy: 'coachH' })), answers('e9', 'memberM', 'coachH')),
  ),
  deny('an answer to a missing event', member, batch(answers('eNone', 'memberM', 'memberM'))),
  // the person's membership as the database is before the batch (exists)
  deny(
    'a newcomer joins the team with its code and answers in the same batch',
    stranger,
    batch(joins('team', 't1', 'strangerS', 'TEAM01'), answers('e1', 'strangerS', 'strangerS')),
  ),
  deny(
    'an answer whose status is not in the list',
    member,
    batch(answers('e1', 'memberM', 'memberM', { status: 'yes' })),
  ),
  deny('an answer with a field of its own', member, batch(answers('e1', 'memberM', 'memberM', { note: 'hi' }))),
  deny('an unverified member answers', unverified(member), batch(answers('e1', 'memberM', 'memberM'))),
  // the start each answer copies follows the event (getAfter): staff update it in the moving batch
  allow(
    'the Coach moves an event and its answers’ starts in one batch',
    coach,
    batch(
      editE1({ startsAt: MOVED, endsAt: endOf(MOVED) }),
      update('eventAnswers/e1_memberM', { startsAt: MOVED, updatedAt: LATER }),
      update('eventAnswers/e1_childG', { startsAt: MOVED, updatedAt: LATER }),
    ),
  ),
  deny(
    'the Coach moves an answer’s start without moving the event',
    coach,
    batch(update('eventAnswers/e1_childG', { startsAt: MOVED, updatedAt: LATER })),
  ),
  deny(
    'the Coach changes the status with the start of someone else’s answer',
    coach,
    batch(
      editE1({ startsAt: MOVED, endsAt: endOf(MOVED) }),
      update('eventAnswers/e1_childG', { startsAt: MOVED, status: 'going', updatedAt: LATER }),
    ),
  ),
  allow(
    'the Coach brings a stale answer’s start up to the event’s',
    coach,
    batch(update('eventAnswers/e1_childG', { startsAt: MOVED, updatedAt: LATER })),
    MOVED_E1,
  ),
  deny(
    'a member brings someone else’s stale answer’s start up to the event’s',
    member,
    batch(update('eventAnswers/e1_childG', { startsAt: MOVED, updatedAt: LATER })),
    MOVED_E1,
  ),
  allow('the Coach deletes an answer', coach, batch(del('eventAnswers/e1_memberM'))),
  deny('a member deletes their answer', member, batch(del('eventAnswers/e1_memberM'))),
];

/**
 * A cancelled event takes no answer from anyone, staff included, from the app or a one-tap link
 * alike (docs/team-life.md "Data"): as the batch leaves the event, so the batch that cancels it
 * carries none either. Only the staff's copy of a moved start still follows it.
 */
const CANCELLED_ANSWERS: Case[] = [
  deny('a member answers on a cancelled event', member, batch(answers('eCancelled', 'memberM', 'memberM'))),
  deny(
    'a parent answers for their child on a cancelled event',
    guardian,
    batch(answers('eCancelled', 'childG', 'guardianG')),
  ),
  deny(
    'a claimed child answers for themself on a cancelled event',
    claimed,
    batch(answers('eCancelled', 'childQ', 'claimedQ')),
  ),
  deny(
    'the team’s coach records an answer on a cancelled event',
    coach,
    batch(answers('eCancelled', 'memberM', 'coachH')),
  ),
  deny(
    'the team’s owner records an answer for a child on a cancelled event',
    owner,
    batch(answers('eCancelled', 'childG', 'ownerO')),
  ),
  deny(
    'a member whose squad role is Staff records an answer on a cancelled event',
    member,
    batch(answers('eCancelled', 'childG', 'memberM')),
    squadRole('Staff'),
  ),
  deny(
    'a member changes their stored answer after the event was cancelled',
    member,
    batch(answers('eCancelled', 'memberM', 'memberM', { status: 'notGoing' })),
    ANSWERED_BEFORE_CANCEL,
  ),
  deny(
    'a parent sends their child’s stored answer again after the event was cancelled',
    guardian,
    batch(set('eventAnswers/eCancelled_childG', ANSWERED_BEFORE_CANCEL['eventAnswers/eCancelled_childG'])),
    ANSWERED_BEFORE_CANCEL,
  ),
  deny(
    'the team’s coach changes a stored answer on a cancelled event',
    coach,
    batch(update('eventAnswers/eCancelled_memberM', { status: 'notGoing', answeredBy: 'coachH', updatedAt: LATER })),
    ANSWERED_BEFORE_CANCEL,
  ),
  deny(
    'an answer in the batch that cancels the event',
    coach,
    batch(editE1({ status: 'cancelled', cancelReason: 'Pitch frozen' }), answers('e1', 'memberM', 'coachH')),
  ),
  deny(
    'an answer in the batch that cancels the event and moves it',
    coach,
    batch(
      editE1({ status: 'cancelled', cancelReason: 'Pitch frozen', startsAt: MOVED, endsAt: endOf(MOVED) }),
      answers('e1', 'memberM', 'coachH', {}, MOVED),
    ),
  ),
  // reinstating is the staff's own power (events.ts): the event is scheduled as the batch leaves it
  allow(
    'the Coach reinstates a cancelled event and answers for a member in the same batch',
    coach,
    batch(
      set('events/eCancelled', { ...event('t1'), sequence: 2, updatedAt: LATER }),
      answers('eCancelled', 'memberM', 'coachH'),
    ),
  ),
  // a cancelled event's time may still be edited: its answers' copied start follows, nothing else
  allow(
    'the Coach moves a cancelled event and its answers’ starts in one batch',
    coach,
    batch(
      set('events/eCancelled', { ...CANCELLED, startsAt: MOVED, endsAt: endOf(MOVED), sequence: 2, updatedAt: LATER }),
      update('eventAnswers/eCancelled_memberM', { startsAt: MOVED, updatedAt: LATER }),
      update('eventAnswers/eCancelled_childG', { startsAt: MOVED, updatedAt: LATER }),
    ),
    ANSWERED_BEFORE_CANCEL,
  ),
  deny(
    'the Coach changes the status with the start of an answer on a cancelled event',
    coach,
    batch(
      set('events/eCancelled', { ...CANCELLED, startsAt: MOVED, endsAt: endOf(MOVED), sequence: 2, updatedAt: LATER }),
      update('eventAnswers/eCancelled_childG', { startsAt: MOVED, status: 'going', updatedAt: LATER }),
    ),
    ANSWERED_BEFORE_CANCEL,
  ),
  allow(
    'the Coach deletes an answer on a cancelled event',
    coach,
    batch(del('eventAnswers/eCancelled_memberM')),
    ANSWERED_BEFORE_CANCEL,
  ),
  deny(
    'a member deletes their answer on a cancelled event',
    member,
    batch(del('eventAnswers/eCancelled_memberM')),
    ANSWERED_BEFORE_CANCEL,
  ),
];

const ANSWER_READS: Case[] = [
  allow('a member reads another member’s answer', member, get('eventAnswers/e1_childG')),
  allow('a guardian reads a member’s answer', guardian, get('eventAnswers/e1_memberM')),
  deny('a stranger reads an answer', stranger, get('eventAnswers/e1_memberM')),
  allow('anyone signed in reads a missing answer', stranger, get('eventAnswers/e1_strangerS')),
];

export const EVENT_ANSWER_AREAS = {
  'event answers: writes': ANSWER_WRITES,
  'event answers: cancelled events': CANCELLED_ANSWERS,
  'event answers: reads': ANSWER_READS,
};
