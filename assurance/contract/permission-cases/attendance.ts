import type { DocData } from '../../../src/backend/ports';
import { attendance, coach, endOf, event, guardian, LATER, member, owner, STARTED, STARTS } from '../rules-world';
import { allow, batch, type Case, del, deny, get, set } from './case-kit';
import { editE1 } from './events';

/**
 * Who was at an event (firestore.rules `eventAttendance`), case for case as the rules judge it:
 * taken and read by the team's staff only, from the event's start on (the server's clock), in one
 * write naming the taker. WORLD: team t1 (owner ownerO, members memberM, childQ, coachH as Coach,
 * childG whose parent guardianG guards t1 and c1); events of t1: e1 (open), ePast (started),
 * eClosed (its answerBy past), eCancelled. request.time is the server's clock: the fixtures' times
 * lie in 2024 and 2100 (rules-world.ts).
 */

/** attendance of `eventId` of t1 taken by `by`, as the app writes it */
export const takes = (eventId: string, by: string, overrides: DocData = {}) =>
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
  deny(
    'attendance in the batch that deletes its event (nothing is left pointing at nothing)',
    coach,
    batch(takes('ePast', 'coachH'), del('events/ePast')),
  ),
  // the start is the event's as the batch leaves it, both ways
  allow(
    'the Coach moves an event’s start into the past and takes its attendance in one batch',
    coach,
    batch(editE1({ startsAt: STARTED, endsAt: endOf(STARTED) }), takes('e1', 'coachH')),
  ),
  deny(
    'the Coach moves a started event’s start into the future and takes its attendance in one batch',
    coach,
    batch(
      set('events/ePast', {
        ...event('t1', { startsAt: STARTS, endsAt: endOf(STARTS) }),
        sequence: 1,
        updatedAt: LATER,
      }),
      takes('ePast', 'coachH'),
    ),
  ),
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

export const ATTENDANCE_AREAS = {
  'event attendance': ATTENDANCE,
};
