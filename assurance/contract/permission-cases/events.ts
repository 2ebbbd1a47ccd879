import type { DocData } from '../../../src/backend/ports';
import {
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
import { allow, batch, type Case, del, delMarked, deny, get, set, update, without } from './case-kit';

/**
 * Events (firestore.rules "team life: guardian links, events, answers, attendance": `events`,
 * isTeamStaff, eventTimesOk), case for case as the rules judge them: read by the team's members
 * and guardians, made, changed and deleted by its staff, written whole, each change raising the
 * sequence. WORLD: team t1 (owner ownerO, members memberM, childQ, coachH as Coach, childG whose
 * parent guardianG guards t1 and c1); events of t1: e1 (open), ePast (started), eClosed (its
 * answerBy past), eCancelled. request.time is the server's clock: the fixtures' times lie in 2024
 * and 2100 (rules-world.ts).
 */

/** memberM's squad role on t1, for the staff checks */
export const squadRole = (role: string) => ({
  'teamMemberships/t1_memberM': { ...teamMember('t1', 'memberM'), squadRole: role },
});
/** a new event e9 of t1, made by `by` */
const newEvent = (by: string, overrides: DocData = {}) =>
  set('events/e9', { ...event('t1', { createdBy: by }), ...overrides });
/** an edit of e1 as the app writes it: the whole event, the sequence raised */
export const editE1 = (changes: DocData) =>
  set('events/e1', { ...event('t1'), sequence: 1, updatedAt: LATER, ...changes });
export const MOVED = new Date('2100-01-02T10:00:00.000Z');

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
  // a write whose acknowledgement was lost is sent again by the SDK after a reload: unchanged, it is no edit
  allow('the owner’s event sent again unchanged once it landed', owner, batch(set('events/e1', event('t1')))),
  allow(
    'the Coach’s edit sent again unchanged once it landed',
    coach,
    batch(set('events/eCancelled', event('t1', { status: 'cancelled', cancelReason: 'Pitch frozen', sequence: 1 }))),
  ),
  deny('a member sends the event again unchanged', member, batch(set('events/e1', event('t1')))),
  deny('a stranger sends the event again unchanged', stranger, batch(set('events/e1', event('t1')))),
  deny('an edit whose sequence is not a whole number', owner, batch(editE1({ sequence: 1.5 }))),
  deny('an edit that lowers the sequence', owner, batch(set('events/eCancelled', { ...event('t1'), sequence: 0 }))),
  // ownerO owns t2 too: only the team's staying put refuses it
  deny('the owner moves an event to another team of theirs', owner, batch(editE1({ teamId: 't2' }))),
  deny('an edit that changes who made the event', owner, batch(editE1({ createdBy: 'coachH' }))),
  deny('an edit that ends the event before it starts', owner, batch(editE1({ endsAt: STARTED }))),
  deny('an edit with a title of 101 characters', owner, batch(editE1({ title: 'x'.repeat(101) }))),
  // the edit's id (docs/notifications.md "Documents"): an automatic id, at most 40 characters
  allow('an edit carrying its edit id', owner, batch(editE1({ title: 'Renamed', editId: 'Xk3pQ9rT2mWv8LsA1bCd' }))),
  allow('an edit id of 40 characters', owner, batch(editE1({ title: 'Renamed', editId: 'e'.repeat(40) }))),
  deny('an edit id of 41 characters', owner, batch(editE1({ title: 'Renamed', editId: 'e'.repeat(41) }))),
  deny('an edit id that is not text', owner, batch(editE1({ title: 'Renamed', editId: 7 }))),
  allow(
    'an edit naming its editor',
    owner,
    batch(editE1({ title: 'Renamed', editId: 'Xk3pQ9rT2mWv8LsA1bCd', editedBy: owner.uid })),
  ),
  allow('an editor of 128 characters', owner, batch(editE1({ title: 'Renamed', editedBy: 'u'.repeat(128) }))),
  deny('an editor of 129 characters', owner, batch(editE1({ title: 'Renamed', editedBy: 'u'.repeat(129) }))),
  deny('an editor that is not text', owner, batch(editE1({ title: 'Renamed', editedBy: 7 }))),
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
  // `Reinstate`: a cancelled event scheduled again, its reason cleared, its sequence raised
  allow(
    'the Coach reinstates a cancelled event',
    coach,
    batch(set('events/eCancelled', { ...event('t1'), sequence: 2, updatedAt: LATER })),
  ),
  deny(
    'a member reinstates a cancelled event',
    member,
    batch(set('events/eCancelled', { ...event('t1'), sequence: 2, updatedAt: LATER })),
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
    batch(del('events/e1'), del('joinCodes/TEAM01'), ...delMarked('teams/t1')),
  ),
  allow(
    'the owner takes the Coach role away by removing the field',
    owner,
    batch(
      set('teamMemberships/t1_coachH', { ...teamMember('t1', 'coachH'), displayName: 'Hal Test', updatedAt: LATER }),
    ),
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

export const EVENT_AREAS = {
  'events: reads': EVENT_READS,
  'events: creating': EVENT_CREATES,
  'events: editing, cancelling, deleting': EVENT_CHANGES,
  'events: hostile input': EVENT_HOSTILE_INPUT,
};
