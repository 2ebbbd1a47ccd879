// Query shapes of ranges and order, and of team life (the table is query-shapes.ts).
import type { QuerySpec } from '../../../src/backend/ports';
import { claimed, coach, guardian, member, owner, parent, stranger } from '../rules-world';
import { where } from './case-kit';
import { allowed, type QueryShapeCase, refused } from './query-shape-kit';

/**
 * Ranges, order and limits fix no value a rule may rely on: they narrow or order what the
 * equalities already allow, and cannot stand in for one (none of these needs a composite index).
 */
export const RANGES_AND_ORDER: QueryShapeCase[] = [
  allowed(
    'my team’s memberships, at most 5',
    member,
    { ...where('teamMemberships', { teamId: 't1' }), limit: 5 },
    'teamMemberships/of-my-team',
  ),
  allowed(
    'my club’s memberships ordered by the club (an order on a fixed field)',
    member,
    { ...where('clubMemberships', { clubId: 'c1' }), orderBy: [{ field: 'clubId' }] },
    'clubMemberships/of-my-club',
  ),
  refused('a parent’s children by a range on linkedParentId (a range fixes no value)', parent, {
    collection: 'users',
    where: [{ field: 'linkedParentId', op: '>=', value: 'parentP' }],
  }),
  refused('memberships ordered by userId, at most 1 (an order fixes no value)', member, {
    collection: 'teamMemberships',
    orderBy: [{ field: 'userId' }],
    limit: 1,
  }),
  refused('memberships of teams from t1 on (a range on teamId)', member, {
    collection: 'teamMemberships',
    where: [{ field: 'teamId', op: '>=', value: 't1' }],
  }),
];

/** `filters` as where() makes them, then a range on startsAt from 2025 on, in start order */
const fromNow = (collection: string, filters: Record<string, unknown>): QuerySpec => {
  const spec = where(collection, filters);
  const from = { field: 'startsAt', op: '>=' as const, value: new Date('2025-01-01T00:00:00.000Z') };
  return { ...spec, where: [...(spec.where ?? []), from], orderBy: [{ field: 'startsAt' }] };
};

/**
 * Team life: a team's events and answers are listed by its members and guardians (a guardian
 * link of the team, not of its club), an event's notes by the team's staff only, attendance
 * never (read by id). WORLD: guardianG guards t1 and c1 (not t3), coachH is t1's Coach.
 */
export const TEAM_LIFE: QueryShapeCase[] = [
  allowed('a member lists their team’s events', member, where('events', { teamId: 't1' }), 'events/of-my-team'),
  allowed(
    'a member lists their team’s events, by in',
    member,
    where('events', { teamId: ['t1'] }),
    'events/of-my-team',
  ),
  allowed(
    'a member lists their team’s events from now on, in start order',
    member,
    fromNow('events', { teamId: 't1' }),
    'events/of-my-team',
  ),
  allowed(
    'a guardian lists their child’s team’s events',
    guardian,
    where('events', { teamId: 't1' }),
    'events/of-my-team',
  ),
  allowed(
    'a guardian lists their child’s team’s events from now on, by in',
    guardian,
    fromNow('events', { teamId: ['t1'] }),
    'events/of-my-team',
  ),
  allowed(
    'the owner lists the events of their three teams',
    owner,
    where('events', { teamId: ['t1', 't2', 't3'] }),
    'events/of-my-team',
  ),
  refused('a stranger lists a team’s events', stranger, where('events', { teamId: 't1' })),
  refused(
    'a parent without a guardian link lists their child’s team’s events',
    parent,
    where('events', { teamId: 't1' }),
  ),
  refused(
    'a member lists their team’s events and another team’s, by in',
    member,
    where('events', { teamId: ['t1', 't2'] }),
  ),
  // a club guardian sees the club's teams, not their events
  refused(
    'a guardian lists their child’s team’s events and another team of the club’s',
    guardian,
    where('events', { teamId: ['t1', 't3'] }),
  ),
  refused('events without a team filter', member, where('events', { type: 'training' })),
  refused('events by a range on teamId', member, {
    collection: 'events',
    where: [{ field: 'teamId', op: '>=', value: 't1' }],
  }),
  refused('signed out, a team’s events', null, where('events', { teamId: 't1' })),

  allowed(
    'a member lists their answers from now on',
    member,
    fromNow('eventAnswers', { personId: 'memberM' }),
    'eventAnswers/mine',
  ),
  allowed(
    'a guardian lists their child’s answers from now on',
    guardian,
    fromNow('eventAnswers', { personId: 'childG' }),
    'eventAnswers/mine',
  ),
  allowed(
    'a claimed child lists their answers under their person id',
    claimed,
    where('eventAnswers', { personId: 'childQ' }),
    'eventAnswers/mine',
  ),
  refused('a stranger lists a member’s answers', stranger, where('eventAnswers', { personId: 'memberM' })),
  refused('a parent lists someone else’s child’s answers', parent, where('eventAnswers', { personId: 'childG' })),
  refused(
    'a member lists another member’s answers across teams',
    member,
    where('eventAnswers', { personId: 'childG' }),
  ),
  allowed(
    'a member lists the answers to an event of their team',
    member,
    where('eventAnswers', { teamId: 't1', eventId: 'e1' }),
    'eventAnswers/of-an-event',
  ),
  allowed(
    'a guardian lists the answers to an event of their child’s team',
    guardian,
    where('eventAnswers', { teamId: 't1', eventId: 'e1' }),
    'eventAnswers/of-an-event',
  ),
  refused('a stranger lists the answers to an event', stranger, where('eventAnswers', { teamId: 't1', eventId: 'e1' })),
  refused('the answers to an event without its team', member, where('eventAnswers', { eventId: 'e1' })),

  allowed(
    'the Coach lists the notes of an event',
    coach,
    where('eventAnswerNotes', { teamId: 't1', eventId: 'e1' }),
    'eventAnswerNotes/of-an-event-for-staff',
  ),
  allowed(
    'the owner lists the notes of an event',
    owner,
    where('eventAnswerNotes', { teamId: 't1', eventId: 'e1' }),
    'eventAnswerNotes/of-an-event-for-staff',
  ),
  refused('a member lists the notes of an event', member, where('eventAnswerNotes', { teamId: 't1', eventId: 'e1' })),
  refused(
    'a guardian lists the notes of an event',
    guardian,
    where('eventAnswerNotes', { teamId: 't1', eventId: 'e1' }),
  ),
  allowed(
    'a member lists their own notes, to delete them when leaving Pitchside',
    member,
    where('eventAnswerNotes', { personId: 'memberM' }),
    'eventAnswerNotes/mine',
  ),
  refused('a member lists another member’s notes', stranger, where('eventAnswerNotes', { personId: 'memberM' })),
  allowed(
    'a parent lists their child’s notes, to delete them with the child',
    guardian,
    where('eventAnswerNotes', { personId: 'childG' }),
    'eventAnswerNotes/of-my-child',
  ),
  refused('a parent lists another family’s child’s notes', parent, where('eventAnswerNotes', { personId: 'childG' })),
  refused('the Coach lists the attendance of the team (read by id)', coach, where('eventAttendance', { teamId: 't1' })),
  // what a team's delete reads of it (src/domain/writes/find-parts.ts): every event's answers and
  // notes in `in` chunks, the announcements and their marks with no range or order
  allowed(
    'the owner lists the answers of several events of the team, to delete them',
    owner,
    where('eventAnswers', { teamId: 't1', eventId: ['e1', 'ePast', 'eClosed', 'eCancelled'] }),
    'eventAnswers/of-an-event',
  ),
  allowed(
    'the owner lists the notes of several events of the team, to delete them',
    owner,
    where('eventAnswerNotes', { teamId: 't1', eventId: ['e1', 'ePast', 'eClosed', 'eCancelled'] }),
    'eventAnswerNotes/of-an-event-for-staff',
  ),
  allowed(
    'the owner lists the team’s announcements, unordered, to delete them',
    owner,
    where('announcements', { groupKind: 'team', groupId: 't1' }),
    'announcements/of-my-group',
  ),
  allowed(
    'the owner lists the marks of the club’s announcements with no range, to delete them',
    owner,
    where('announcementSeen', { groupKind: 'club', groupId: 'c1' }),
    'announcementSeen/of-a-group-for-staff',
  ),
  refused(
    'a member lists the marks of the team’s announcements',
    member,
    where('announcementSeen', { groupKind: 'team', groupId: 't1' }),
  ),

  allowed(
    'a guardian lists their team links',
    guardian,
    where('teamGuardians', { parentId: 'guardianG' }),
    'teamGuardians/mine',
  ),
  allowed(
    'a guardian lists their club links',
    guardian,
    where('clubGuardians', { parentId: 'guardianG' }),
    'clubGuardians/mine',
  ),
  allowed(
    'a parent with no links lists them: none',
    parent,
    where('teamGuardians', { parentId: 'parentP' }),
    'teamGuardians/mine',
  ),
  refused('a stranger lists a guardian’s team links', stranger, where('teamGuardians', { parentId: 'guardianG' })),
  refused('a stranger lists a guardian’s club links', stranger, where('clubGuardians', { parentId: 'guardianG' })),
  refused('the owner lists the links of their team', owner, where('teamGuardians', { teamId: 't1' })),

  // what a link shows (the memberships and teams rows, for a guardian)
  allowed(
    'a guardian lists the squad of their child’s team',
    guardian,
    where('teamMemberships', { teamId: 't1' }),
    'teamMemberships/of-my-team',
  ),
  allowed(
    'a guardian lists the members of their child’s club',
    guardian,
    where('clubMemberships', { clubId: 'c1' }),
    'clubMemberships/of-my-club',
  ),
  allowed(
    'a guardian lists the teams of their child’s club',
    guardian,
    where('teams', { clubId: 'c1' }),
    'teams/of-my-club',
  ),
  refused(
    'a guardian lists the squad of another team of the club',
    guardian,
    where('teamMemberships', { teamId: 't3' }),
  ),
  refused(
    'a parent without a link lists the squad of their child’s team',
    parent,
    where('teamMemberships', { teamId: 't1' }),
  ),
  refused(
    'a parent without a link lists the members of their child’s club',
    parent,
    where('clubMemberships', { clubId: 'c1' }),
  ),
  refused('a parent without a link lists the teams of their child’s club', parent, where('teams', { clubId: 'c1' })),
];
