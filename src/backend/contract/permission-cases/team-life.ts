import type { DocData } from '../../ports';
import {
  answer,
  answerNote,
  attendance,
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
import { joins } from './memberships';

/**
 * Team life (firestore.rules "team life: guardian links, events, answers, attendance"), case for
 * case as the rules judge it. WORLD: team t1 (owner ownerO, members memberM, childQ, coachH as
 * Coach, childG whose parent guardianG guards t1 and c1); events of t1: e1 (open), ePast
 * (started), eClosed (its answerBy past), eCancelled. request.time is the server's clock: the
 * fixtures' times lie in 2024 and 2100 (rules-world.ts).
 */

/** memberM's squad role on t1, for the staff checks */
const squadRole = (role: string) => ({
  'teamMemberships/t1_memberM': { ...teamMember('t1', 'memberM'), squadRole: role },
});
/** a new event e9 of t1, made by `by` */
const newEvent = (by: string, overrides: DocData = {}) =>
  set('events/e9', { ...event('t1', { createdBy: by }), ...overrides });
/** an edit of e1 as the app writes it: the whole event, the sequence raised */
const editE1 = (changes: DocData) => set('events/e1', { ...event('t1'), sequence: 1, updatedAt: LATER, ...changes });
const without = (data: DocData, field: string) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => key !== field));
const MOVED = new Date('2100-01-02T10:00:00.000Z');

const EVENT_READS: Case[] = [
  allow('a team member reads an event of the team', member, get('events/e1')),
  allow('a guardian of the team reads its event', guardian, get('events/e1')),
  allow('the Coach reads an event of the team', coach, get('events/e1')),
  deny('a stranger reads an event', stranger, get('events/e1')),
  deny('a parent whose child is on the team but who holds no guardian link reads its event', parent, get('events/e1')),
  deny('a guardian whose link is gone reads the event', guardian, get('events/e1'), {
    'teamGuardians/t1_guardianG': null,
  }),
  allow('anyone signed in reads a missing event', stranger, get('events/none')),
  deny('signed out, an event', null, get('events/e1')),
];

const EVENT_CREATES: Case[] = [
  allow('the team owner creates an event', owner, batch(newEvent('ownerO'))),
  allow('the Coach creates an event', coach, batch(newEvent('coachH'))),
  allow('a member whose squad role is Staff creates an event', member, batch(newEvent('memberM')), squadRole('Staff')),
  allow(
    'a claimed child whose squad role is Staff creates an event, under their person id',
    claimed,
    batch(newEvent('childQ')),
    {
      'teamMemberships/t1_childQ': { ...teamMember('t1', 'childQ'), squadRole: 'Staff' },
    },
  ),
  deny('a Player creates an event', member, batch(newEvent('memberM')), squadRole('Player')),
  deny('a member creates an event', member, batch(newEvent('memberM'))),
  deny('a guardian creates an event', guardian, batch(newEvent('guardianG'))),
  deny('a stranger creates an event', stranger, batch(newEvent('strangerS'))),
  deny('an unverified owner creates an event', unverified(owner), batch(newEvent('ownerO'))),
  deny(
    'the owner creates an event of a team that does not exist',
    owner,
    batch(newEvent('ownerO', { teamId: 'tNone' })),
  ),
  deny('a Coach whose team is gone creates an event for it', coach, batch(newEvent('coachH')), { 'teams/t1': null }),
  allow(
    'an event with a deadline for answers',
    owner,
    batch(newEvent('ownerO', { answerBy: new Date('2099-12-31T18:00:00.000Z') })),
  ),
  allow('a match event of a weekly series', coach, batch(newEvent('coachH', { type: 'match', seriesId: 'series1' }))),
  deny('an event with a field of its own', owner, batch(newEvent('ownerO', { colour: 'red' }))),
  deny('an event without its time zone', owner, batch(set('events/e9', without(event('t1'), 'timeZone')))),
  deny('an event of a type not in the list', owner, batch(newEvent('ownerO', { type: 'party' }))),
  allow('a title of 100 characters', owner, batch(newEvent('ownerO', { title: 'x'.repeat(100) }))),
  deny('a title of 101 characters', owner, batch(newEvent('ownerO', { title: 'x'.repeat(101) }))),
  deny('a title that is a number', owner, batch(newEvent('ownerO', { title: 42 }))),
  // each text field at its limit, and one past it
  allow('a time zone of 64 characters', owner, batch(newEvent('ownerO', { timeZone: 'z'.repeat(64) }))),
  deny('a time zone of 65 characters', owner, batch(newEvent('ownerO', { timeZone: 'z'.repeat(65) }))),
  allow('a meet time written HH:MM', owner, batch(newEvent('ownerO', { meetTime: '18:30' }))),
  allow('a location of 200 characters', owner, batch(newEvent('ownerO', { location: 'l'.repeat(200) }))),
  deny('a location of 201 characters', owner, batch(newEvent('ownerO', { location: 'l'.repeat(201) }))),
  allow('an opponent of 100 characters', owner, batch(newEvent('ownerO', { opponent: 'o'.repeat(100) }))),
  deny('an opponent of 101 characters', owner, batch(newEvent('ownerO', { opponent: 'o'.repeat(101) }))),
  allow('notes of 2000 characters', owner, batch(newEvent('ownerO', { notes: 'n'.repeat(2000) }))),
  deny('notes of 2001 characters', owner, batch(newEvent('ownerO', { notes: 'n'.repeat(2001) }))),
  allow('a series id of 40 characters', owner, batch(newEvent('ownerO', { seriesId: 's'.repeat(40) }))),
  deny('a series id of 41 characters', owner, batch(newEvent('ownerO', { seriesId: 's'.repeat(41) }))),
  deny(
    'a start written as an ISO string, not a timestamp',
    owner,
    batch(newEvent('ownerO', { startsAt: STARTS.toISOString(), endsAt: endOf(STARTS).toISOString() })),
  ),
  deny(
    'an event that ends before it starts',
    owner,
    batch(newEvent('ownerO', { endsAt: new Date(STARTS.getTime() - 60_000) })),
  ),
  deny('an event that ends as it starts', owner, batch(newEvent('ownerO', { endsAt: STARTS }))),
  deny('a new event whose sequence is not 0', owner, batch(newEvent('ownerO', { sequence: 1 }))),
  deny('a new event already cancelled', owner, batch(newEvent('ownerO', { status: 'cancelled', cancelReason: 'No' }))),
  deny('an event whose status is not in the list', owner, batch(newEvent('ownerO', { status: 'postponed' }))),
  deny('an event made in someone else’s name', coach, batch(newEvent('ownerO'))),
];

const EVENT_CHANGES: Case[] = [
  allow('the owner edits an event, raising its sequence', owner, batch(editE1({ title: 'Training (moved)' }))),
  allow(
    'the Coach moves an event, raising its sequence',
    coach,
    batch(editE1({ startsAt: MOVED, endsAt: endOf(MOVED) })),
  ),
  deny('an edit that does not raise the sequence', owner, batch(editE1({ title: 'Renamed', sequence: 0 }))),
  deny('an edit whose sequence is not a whole number', owner, batch(editE1({ sequence: 1.5 }))),
  deny('an edit that lowers the sequence', owner, batch(set('events/eCancelled', { ...event('t1'), sequence: 0 }))),
  // ownerO owns t2 too: only the team's staying put refuses it
  deny('the owner moves an event to another team of theirs', owner, batch(editE1({ teamId: 't2' }))),
  deny('an edit that changes who made the event', owner, batch(editE1({ createdBy: 'coachH' }))),
  deny('an edit that ends the event before it starts', owner, batch(editE1({ endsAt: STARTED }))),
  deny('an edit with a title of 101 characters', owner, batch(editE1({ title: 'x'.repeat(101) }))),
  deny('a member edits an event', member, batch(editE1({ title: 'Party' }))),
  deny('a guardian edits an event', guardian, batch(editE1({ title: 'Party' }))),
  deny('an unverified Coach edits an event', unverified(coach), batch(editE1({ title: 'Party' }))),
  allow(
    'the Coach cancels an event with a reason',
    coach,
    batch(editE1({ status: 'cancelled', cancelReason: 'Pitch frozen' })),
  ),
  deny('a member cancels an event', member, batch(editE1({ status: 'cancelled', cancelReason: 'Pitch frozen' }))),
  allow(
    'a cancel reason of 200 characters',
    coach,
    batch(editE1({ status: 'cancelled', cancelReason: 'r'.repeat(200) })),
  ),
  deny(
    'a cancel reason of 201 characters',
    coach,
    batch(editE1({ status: 'cancelled', cancelReason: 'r'.repeat(201) })),
  ),
  // staff as the database is before the write
  allow(
    'a Coach leaving the team deletes an event in the same batch',
    coach,
    batch(del('events/e1'), del('teamMemberships/t1_coachH')),
  ),
  allow(
    'the owner hands the team over and deletes an event in the same batch',
    owner,
    batch(
      update('teams/t1', { ownerId: 'memberM', updatedAt: LATER }),
      update('teamMemberships/t1_memberM', { role: 'owner', updatedAt: LATER }),
      update('teamMemberships/t1_ownerO', { role: 'member', updatedAt: LATER }),
      del('events/e1'),
    ),
  ),
  allow(
    'the owner deletes the team and an event of it in one batch',
    owner,
    batch(del('events/e1'), del('joinCodes/TEAM01'), del('teams/t1')),
  ),
  allow(
    'the owner takes the Coach role away by removing the field',
    owner,
    batch(set('teamMemberships/t1_coachH', { ...teamMember('t1', 'coachH'), updatedAt: LATER })),
  ),
  deny('a former Coach, the field removed, deletes an event', coach, batch(del('events/e1')), {
    'teamMemberships/t1_coachH': teamMember('t1', 'coachH'),
  }),
  allow('the owner deletes an event', owner, batch(del('events/e1'))),
  allow('the Coach deletes an event', coach, batch(del('events/e1'))),
  deny('a member deletes an event', member, batch(del('events/e1'))),
  deny('a guardian deletes an event', guardian, batch(del('events/e1'))),
];

/**
 * Hostile input: text is stored as text, bounded by length; what it says is the app's business
 * (React renders it as text). A blank title is allowed by the rules, which bound lengths only:
 * the event form's field check must trim and require one, as the other forms do their names.
 */
const EVENT_HOSTILE_INPUT: Case[] = [
  allow(
    'a title holding markup is stored as text',
    owner,
    batch(newEvent('ownerO', { title: '<img src=x onerror=alert(1)>' })),
  ),
  allow(
    'a blank title (the form refuses it; the rules bound only the length)',
    owner,
    batch(newEvent('ownerO', { title: '' })),
  ),
  deny('notes of 2001 characters of markup', owner, batch(newEvent('ownerO', { notes: '<b>'.repeat(667) }))),
  deny('a meet time longer than HH:MM', owner, batch(newEvent('ownerO', { meetTime: '18:30:00' }))),
];

// ---- answers ---------------------------------------------------------------------------------

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
  allow(
    'the Coach answers for a member on a cancelled event',
    coach,
    batch(answers('eCancelled', 'memberM', 'coachH')),
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
  deny('a member answers on a cancelled event', member, batch(answers('eCancelled', 'memberM', 'memberM'))),
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

const ANSWER_READS: Case[] = [
  allow('a member reads another member’s answer', member, get('eventAnswers/e1_childG')),
  allow('a guardian reads a member’s answer', guardian, get('eventAnswers/e1_memberM')),
  deny('a stranger reads an answer', stranger, get('eventAnswers/e1_memberM')),
  allow('anyone signed in reads a missing answer', stranger, get('eventAnswers/e1_strangerS')),
];

// ---- answer notes: reasons are private -------------------------------------------------------

const notes = (eventId: string, personId: string, overrides: DocData = {}) =>
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
  deny('a guardian deletes their child’s note', guardian, batch(del('eventAnswerNotes/e1_childG'))),
];

// ---- attendance ------------------------------------------------------------------------------

const takes = (eventId: string, by: string, overrides: DocData = {}) =>
  set(`eventAttendance/${eventId}`, {
    ...attendance('t1', { memberM: true, childQ: false }, by),
    takenAt: LATER,
    ...overrides,
  });
const everyone = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`p${i + 1}`, true]));

const ATTENDANCE: Case[] = [
  allow('the Coach takes attendance after the start', coach, batch(takes('ePast', 'coachH'))),
  allow('the owner takes attendance of a started event for the first time', owner, batch(takes('ePast', 'ownerO')), {
    'eventAttendance/ePast': null,
  }),
  // request.time before the start: the event starts in 2100
  deny('the Coach takes attendance before the start', coach, batch(takes('e1', 'coachH'))),
  deny('a member takes attendance', member, batch(takes('ePast', 'memberM'))),
  deny('a guardian takes attendance', guardian, batch(takes('ePast', 'guardianG'))),
  deny('the Coach takes attendance in someone else’s name', coach, batch(takes('ePast', 'ownerO'))),
  // ownerO owns t2 too: only the event's team refuses it
  deny('attendance naming another team than its event’s', owner, batch(takes('ePast', 'ownerO', { teamId: 't2' }))),
  deny('attendance of a missing event', coach, batch(takes('eNone', 'coachH'))),
  allow('attendance of 500 people', coach, batch(takes('ePast', 'coachH', { present: everyone(500) }))),
  deny('attendance of 501 people', coach, batch(takes('ePast', 'coachH', { present: everyone(501) }))),
  deny('attendance whose present is not a map', coach, batch(takes('ePast', 'coachH', { present: ['memberM'] }))),
  deny('attendance with a field of its own', coach, batch(takes('ePast', 'coachH', { note: 'Rain' }))),
  allow('the Coach reads the attendance', coach, get('eventAttendance/ePast')),
  deny('a member reads the attendance', member, get('eventAttendance/ePast')),
  deny('a guardian reads the attendance', guardian, get('eventAttendance/ePast')),
  allow('anyone signed in reads missing attendance', member, get('eventAttendance/e1')),
  allow('the Coach deletes the attendance', coach, batch(del('eventAttendance/ePast'))),
  deny('a member deletes the attendance', member, batch(del('eventAttendance/ePast'))),
];

/** Every read needs a signed-in user (a missing document included), every write a verified one. */
const SIGNED_OUT_AND_UNVERIFIED: Case[] = [
  deny('signed out, a missing event', null, get('events/none')),
  deny('signed out, a missing answer', null, get('eventAnswers/e1_strangerS')),
  deny('signed out, a missing note', null, get('eventAnswerNotes/e1_strangerS')),
  deny('signed out, missing attendance', null, get('eventAttendance/e1')),
  deny('an unverified Coach deletes an event', unverified(coach), batch(del('events/e1'))),
  deny('an unverified Coach deletes an answer', unverified(coach), batch(del('eventAnswers/e1_memberM'))),
  deny('an unverified member writes their note', unverified(member), batch(notes('e1', 'memberM'))),
  deny('an unverified Coach deletes a note', unverified(coach), batch(del('eventAnswerNotes/e1_childG'))),
  deny('an unverified Coach takes attendance', unverified(coach), batch(takes('ePast', 'coachH'))),
  deny('an unverified Coach deletes the attendance', unverified(coach), batch(del('eventAttendance/ePast'))),
];

export const TEAM_LIFE_AREAS = {
  'events: reads': EVENT_READS,
  'events: creating': EVENT_CREATES,
  'events: editing, cancelling, deleting': EVENT_CHANGES,
  'events: hostile input': EVENT_HOSTILE_INPUT,
  'event answers: writes': ANSWER_WRITES,
  'event answers: reads': ANSWER_READS,
  'event answer notes: reads': NOTE_READS,
  'event answer notes: writes': NOTE_WRITES,
  'event attendance': ATTENDANCE,
  'team life: signed out and unverified': SIGNED_OUT_AND_UNVERIFIED,
};
