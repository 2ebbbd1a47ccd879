import { DOCUMENT_ID, type DocData, type QuerySpec } from '../../ports';
import {
  childProfile,
  claimed,
  clubMember,
  coach,
  dee,
  guardian,
  kid,
  member,
  newbie,
  owner,
  parent,
  profile,
  type RulesUser,
  stranger,
  unverified,
} from '../rules-world';
import { type ReadLimit, STRICTER, type StricterThanEmulator, stricterThanEmulator, where } from './case-kit';

/**
 * Which queries the rules allow, as data: who asks, the query, and the shape of query (named
 * as the `list` rules of firestore.rules describe it) that allows it, or null when it must be
 * refused with permission-denied whatever is stored. Each case starts from WORLD
 * (rules-world.ts) plus its `extra` documents. The permission table (index.ts) runs each as a
 * query through the DataPort on every engine.
 */
export interface QueryShapeCase {
  name: string;
  as: RulesUser | null;
  query: QuerySpec;
  /** the shape allowing every disjunct of the query; null: refused */
  allowedBy: string | null;
  /** documents stored on top of WORLD */
  extra?: Record<string, DocData>;
  /** refused only because the rules would read more than 10 documents */
  readLimit?: ReadLimit;
  /** set where the emulator allows what we refuse (case-kit.ts) */
  stricter?: StricterThanEmulator;
}

export const allowed = (
  name: string,
  as: RulesUser | null,
  query: QuerySpec,
  row: string,
  extra?: Record<string, DocData>,
): QueryShapeCase => ({
  name,
  as,
  query,
  allowedBy: row,
  extra,
});
export const refused = (
  name: string,
  as: RulesUser | null,
  query: QuerySpec,
  extra?: Record<string, DocData>,
): QueryShapeCase => ({
  name,
  as,
  query,
  allowedBy: null,
  extra,
});

const USERS: QueryShapeCase[] = [
  allowed(
    'a parent lists their children',
    parent,
    where('users', { linkedParentId: 'parentP' }),
    'users/children-of-me',
  ),
  allowed(
    'a parent lists their children, narrowed by role',
    parent,
    where('users', { linkedParentId: 'parentP', role: 'Child' }),
    'users/children-of-me',
  ),
  allowed(
    'a parent lists their children with an in of one',
    parent,
    where('users', { linkedParentId: ['parentP'] }),
    'users/children-of-me',
  ),
  refused(
    'a parent lists their children and someone else’s',
    parent,
    where('users', { linkedParentId: ['parentP', 'strangerS'] }),
  ),
  refused('a stranger lists a parent’s children', stranger, where('users', { linkedParentId: 'parentP' })),
  refused('signed out, a parent’s children', null, where('users', { linkedParentId: 'parentP' })),
  refused(
    'users by an unused email address (answered [] before)',
    owner,
    where('users', { email: 'nobody@example.com' }),
  ),
  refused('users matching nothing', parent, where('users', { role: 'Nobody' })),
  refused('all users', parent, where('users')),
  refused('one’s own profile by uid (get it by id instead)', parent, where('users', { uid: 'parentP' })),
  allowed(
    'claim lookup by my address in lower case',
    kid,
    where('users', { role: 'Child', uid: null, emailLower: 'kid@example.com' }),
    'users/claimable-by-email-lower',
  ),
  allowed(
    'claim lookup by my address as typed',
    dee,
    where('users', { role: 'Child', uid: null, email: 'Dee@Example.com' }),
    'users/claimable-by-email',
  ),
  refused('claim lookup without uid == null', dee, where('users', { role: 'Child', email: 'Dee@Example.com' })),
  refused('claim lookup without role == Child', kid, where('users', { uid: null, emailLower: 'kid@example.com' })),
  refused(
    'claim lookup by emailLower not lowered',
    dee,
    where('users', { role: 'Child', uid: null, emailLower: 'Dee@Example.com' }),
  ),
  refused(
    'claim lookup for someone else’s address',
    kid,
    where('users', { role: 'Child', uid: null, emailLower: 'dee@example.com' }),
  ),
  refused(
    'claim lookup by an unverified user',
    unverified(kid),
    where('users', { role: 'Child', uid: null, emailLower: 'kid@example.com' }),
  ),
  // is this me: `me` is the uid, or the person id the account points at (a claimed child)
  allowed(
    'a claimed child lists the children linked to their person id',
    claimed,
    where('users', { linkedParentId: 'childQ' }),
    'users/children-of-me',
  ),
  allowed(
    'a claimed child lists the children linked to their uid',
    claimed,
    where('users', { linkedParentId: 'claimedQ' }),
    'users/children-of-me',
  ),
  refused(
    'a stranger lists the children of a claimed child’s person id',
    stranger,
    where('users', { linkedParentId: 'childQ' }),
  ),
];

const MEMBERSHIPS: QueryShapeCase[] = [
  allowed('my club memberships', member, where('clubMemberships', { userId: 'memberM' }), 'clubMemberships/mine'),
  allowed(
    'my club memberships, none stored',
    newbie,
    where('clubMemberships', { userId: 'newbieU' }),
    'clubMemberships/mine',
  ),
  refused('someone else’s club memberships', member, where('clubMemberships', { userId: 'ownerO' })),
  allowed(
    'the memberships of my club',
    member,
    where('clubMemberships', { clubId: 'c1' }),
    'clubMemberships/of-my-club',
  ),
  allowed(
    'the memberships of my club by role (one read for every disjunct)',
    member,
    where('clubMemberships', { clubId: 'c1', role: ['owner', 'member'] }),
    'clubMemberships/of-my-club',
  ),
  refused('the memberships of a club I am not in', stranger, where('clubMemberships', { clubId: 'c1' })),
  refused('the memberships of my club and another', member, where('clubMemberships', { clubId: ['c1', 'c2'] })),
  refused('club memberships by role only', member, where('clubMemberships', { role: 'member' })),
  allowed('my team memberships', stranger, where('teamMemberships', { userId: 'strangerS' }), 'teamMemberships/mine'),
  allowed(
    'the memberships of my team, by in',
    member,
    where('teamMemberships', { teamId: ['t1'] }),
    'teamMemberships/of-my-team',
  ),
  allowed(
    'the memberships of my three teams',
    owner,
    where('teamMemberships', { teamId: ['t1', 't2', 't3'] }),
    'teamMemberships/of-my-team',
  ),
  refused('the memberships of my team and one I am not on', member, where('teamMemberships', { teamId: ['t1', 't2'] })),
  refused('the memberships of a team of my club I am not on', member, where('teamMemberships', { teamId: 't3' })),
  allowed(
    'a claimed child’s club memberships, by person id',
    claimed,
    where('clubMemberships', { userId: 'childQ' }),
    'clubMemberships/mine',
  ),
  allowed(
    'a claimed child’s team memberships, by person id',
    claimed,
    where('teamMemberships', { userId: 'childQ' }),
    'teamMemberships/mine',
  ),
  allowed(
    'the memberships of a claimed child’s club',
    claimed,
    where('clubMemberships', { clubId: 'c1' }),
    'clubMemberships/of-my-club',
  ),
  allowed(
    'the memberships of a claimed child’s team',
    claimed,
    where('teamMemberships', { teamId: ['t1'] }),
    'teamMemberships/of-my-team',
  ),
  refused('a stranger lists a claimed child’s memberships', stranger, where('teamMemberships', { userId: 'childQ' })),
];

/** a child who claimed their profile and whom parentP then unlinked: theirs no more */
const UNLINKED = { 'users/childU': profile('claimedU', 'una@example.com', 'Child', null) };
/** strangerS's unclaimed child */
const OTHERS_CHILD = { 'users/childZ': childProfile('zed@example.com', 'strangerS') };

/** A parent lists their children's memberships (userId == X, users/X linked to them: one read each). */
const CHILDREN_MEMBERSHIPS: QueryShapeCase[] = [
  allowed(
    'a parent lists their child’s club memberships',
    parent,
    where('clubMemberships', { userId: 'childC' }),
    'clubMemberships/of-my-child',
  ),
  allowed(
    'a parent lists their child’s team memberships',
    parent,
    where('teamMemberships', { userId: 'childC' }),
    'teamMemberships/of-my-child',
  ),
  allowed(
    'a parent lists two of their children’s team memberships, by in',
    parent,
    where('teamMemberships', { userId: ['childC', 'childD'] }),
    'teamMemberships/of-my-child',
  ),
  allowed(
    'a parent lists a claimed child’s club memberships while still linked',
    parent,
    where('clubMemberships', { userId: 'childQ' }),
    'clubMemberships/of-my-child',
  ),
  refused(
    'a stranger lists a parent’s child’s club memberships',
    stranger,
    where('clubMemberships', { userId: 'childC' }),
  ),
  refused(
    'a stranger lists a parent’s child’s team memberships',
    stranger,
    where('teamMemberships', { userId: 'childC' }),
  ),
  refused(
    'a parent lists the memberships of a claimed child they unlinked',
    parent,
    where('teamMemberships', { userId: 'childU' }),
    UNLINKED,
  ),
  refused(
    'a parent lists the memberships of a profile that does not exist',
    parent,
    where('clubMemberships', { userId: 'ghostG' }),
  ),
  refused(
    'a parent lists their child’s and another parent’s child’s memberships, by in',
    parent,
    where('clubMemberships', { userId: ['childC', 'childZ'] }),
    OTHERS_CHILD,
  ),
  refused('a claimed child lists their parent’s memberships', claimed, where('clubMemberships', { userId: 'parentP' })),
];

const GROUPS: QueryShapeCase[] = [
  refused('clubs I own, by ownerId (answered before)', owner, where('clubs', { ownerId: 'ownerO' })),
  refused('all clubs', member, where('clubs')),
  // the stricter reading of what Firestore leaves unsaid: a `__name__` filter binds no wildcard,
  // so no query can prove its clubs are mine (they are read by id, one get each)
  refused('my club by id (a __name__ filter binds no wildcard)', member, where('clubs', { [DOCUMENT_ID]: 'c1' })),
  refused('my clubs by id, in (a __name__ filter binds no wildcard)', owner, where('clubs', { [DOCUMENT_ID]: ['c1'] })),
  refused('my club and another by id', member, where('clubs', { [DOCUMENT_ID]: ['c1', 'c2'] })),
  refused('a club I am not in, by id', stranger, where('clubs', { [DOCUMENT_ID]: 'c1' })),
  allowed('the teams of my club', member, where('teams', { clubId: 'c1' }), 'teams/of-my-club'),
  refused('the teams of a club I am not in', stranger, where('teams', { clubId: 'c1' })),
  stricterThanEmulator(
    STRICTER.nameFilterBindsNothing,
    refused('my team by id (a __name__ filter binds no wildcard)', member, where('teams', { [DOCUMENT_ID]: 't1' })),
  ),
  refused(
    'my teams by id, in (a __name__ filter binds no wildcard)',
    owner,
    where('teams', { [DOCUMENT_ID]: ['t1', 't2', 't3'] }),
  ),
  stricterThanEmulator(
    STRICTER.nameFilterBindsNothing,
    refused(
      'a team of my club I am not on, by id (a get allows it; no filter proves its club)',
      member,
      where('teams', { [DOCUMENT_ID]: 't3' }),
    ),
  ),
  stricterThanEmulator(
    STRICTER.nameFilterBindsNothing,
    refused(
      'a claimed child’s team by id (a __name__ filter binds no wildcard)',
      claimed,
      where('teams', { [DOCUMENT_ID]: 't1' }),
    ),
  ),
  allowed('the teams of a claimed child’s club', claimed, where('teams', { clubId: 'c1' }), 'teams/of-my-club'),
  refused('teams by name', member, where('teams', { name: 'Team' })),
  refused('teams I own, by ownerId', owner, where('teams', { ownerId: 'ownerO' })),
];

const GET_ONLY: QueryShapeCase[] = [
  refused('join codes of my club', owner, where('joinCodes', { clubId: 'c1' })),
  refused('a join code by id', owner, where('joinCodes', { [DOCUMENT_ID]: 'CLUB01' })),
  refused('my account pointer by id', owner, where('accounts', { [DOCUMENT_ID]: 'ownerO' })),
  refused('accounts pointing at a profile', claimed, where('accounts', { personId: 'childQ' })),
  refused('an email entry by address', owner, where('emails', { [DOCUMENT_ID]: 'olga@example.com' })),
  refused('the email entries naming my child', parent, where('emails', { childId: 'childC' })),
  refused('all email entries', parent, where('emails')),
  refused('another collection', owner, where('other')),
];

/** Every allowed and refused query shape (the rule-read limits of queries are in rule-read-limits.ts). */
/**
 * Ranges, order and limits fix no value a rule may rely on: they narrow or order what the
 * equalities already allow, and cannot stand in for one (none of these needs a composite index).
 */
const RANGES_AND_ORDER: QueryShapeCase[] = [
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
const TEAM_LIFE: QueryShapeCase[] = [
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
  refused('a member lists their own notes (read by id)', member, where('eventAnswerNotes', { personId: 'memberM' })),
  refused('the Coach lists the attendance of the team (read by id)', coach, where('eventAttendance', { teamId: 't1' })),
  // what a team's delete reads of it (src/domain/groups/group-life.ts): every event's answers and
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

/** a group's newest announcements, as announcement-queries.ts asks for them */
const newestOf = (filters: Record<string, unknown>): QuerySpec => ({
  ...where('announcements', filters),
  orderBy: [{ field: 'postedAt', direction: 'desc' }],
  limit: 20,
});
/** marks with `filters`, copied times from 2024 on, as announcement-queries.ts asks for them */
const marksSince = (filters: Record<string, unknown>): QuerySpec => {
  const spec = where('announcementSeen', filters);
  const since = { field: 'postedAt', op: '>=' as const, value: new Date('2024-01-01T00:00:00.000Z') };
  return { ...spec, where: [...(spec.where ?? []), since] };
};
const TEAM_T1 = { groupKind: 'team', groupId: 't1' };
const CLUB_C1 = { groupKind: 'club', groupId: 'c1' };
/** memberM as the club's Coach */
const CLUB_COACH_M = { 'clubMemberships/c1_memberM': { ...clubMember('c1', 'memberM'), squadRole: 'Coach' } };

/**
 * Announcements and their marks (rows announcements/of-my-group, announcementSeen/mine,
 * announcementSeen/of-a-group-for-staff): a group is named by its kind and id, and a query fixes
 * both. WORLD: memberM and claimedQ (childQ) are on t1 and in c1, coachH is t1's Coach and in no
 * club, guardianG guards t1 and c1 (not t3), ownerO owns t1, t2, t3 and c1.
 */
const ANNOUNCEMENTS: QueryShapeCase[] = [
  allowed('a member lists their team’s announcements', member, newestOf(TEAM_T1), 'announcements/of-my-group'),
  allowed('a claimed child lists their team’s announcements', claimed, newestOf(TEAM_T1), 'announcements/of-my-group'),
  allowed(
    'a guardian lists their child’s team’s announcements',
    guardian,
    newestOf(TEAM_T1),
    'announcements/of-my-group',
  ),
  allowed('a member lists their club’s announcements', member, newestOf(CLUB_C1), 'announcements/of-my-group'),
  allowed(
    'a guardian lists their child’s club’s announcements',
    guardian,
    newestOf(CLUB_C1),
    'announcements/of-my-group',
  ),
  allowed(
    'the owner lists the announcements of their three teams, by in',
    owner,
    newestOf({ groupKind: 'team', groupId: ['t1', 't2', 't3'] }),
    'announcements/of-my-group',
  ),
  allowed(
    'a member lists their club’s announcements, by in',
    member,
    newestOf({ groupKind: 'club', groupId: ['c1'] }),
    'announcements/of-my-group',
  ),
  // the refused shapes need no composite index: the rules, not a missing index, refuse them
  refused('announcements of a team without the group kind', member, where('announcements', { groupId: 't1' })),
  refused('announcements of a kind without the group', member, where('announcements', { groupKind: 'team' })),
  refused('a stranger lists a team’s announcements', stranger, newestOf(TEAM_T1)),
  refused('a stranger lists a club’s announcements', stranger, newestOf(CLUB_C1)),
  refused('a parent without a guardian link lists their child’s team’s announcements', parent, newestOf(TEAM_T1)),
  refused('a team member outside the club lists the club’s announcements', coach, newestOf(CLUB_C1)),
  refused(
    'a member lists their team’s announcements and another team’s, by in',
    member,
    newestOf({ groupKind: 'team', groupId: ['t1', 't2'] }),
  ),
  refused(
    'a guardian lists their child’s team’s announcements and another team of the club’s',
    guardian,
    newestOf({ groupKind: 'team', groupId: ['t1', 't3'] }),
  ),
  // memberM is in club c1, not on a team c1
  refused('a club’s id listed as a team’s', member, newestOf({ groupKind: 'team', groupId: 'c1' })),
  refused('announcements by a range on groupId', member, {
    collection: 'announcements',
    where: [{ field: 'groupId', op: '>=', value: 't1' }],
  }),
  refused('announcements by their author', member, where('announcements', { authorId: 'ownerO' })),
  refused('signed out, a team’s announcements', null, newestOf(TEAM_T1)),

  allowed('a member lists their marks', member, marksSince({ personId: 'memberM' }), 'announcementSeen/mine'),
  allowed(
    'a claimed child lists their marks under their person id',
    claimed,
    marksSince({ personId: 'childQ' }),
    'announcementSeen/mine',
  ),
  allowed('a guardian lists their marks', guardian, marksSince({ personId: 'guardianG' }), 'announcementSeen/mine'),
  allowed(
    'a stranger lists their marks: none',
    stranger,
    marksSince({ personId: 'strangerS' }),
    'announcementSeen/mine',
  ),
  refused('a member lists another member’s marks', member, marksSince({ personId: 'childQ' })),
  refused('a guardian lists their child’s marks', guardian, marksSince({ personId: 'childG' })),
  refused('marks by their time only', member, marksSince({})),
  allowed(
    'the Coach lists the marks of the team’s announcements',
    coach,
    marksSince(TEAM_T1),
    'announcementSeen/of-a-group-for-staff',
  ),
  allowed(
    'the owner lists the marks of the team’s announcements',
    owner,
    marksSince(TEAM_T1),
    'announcementSeen/of-a-group-for-staff',
  ),
  allowed(
    'the club owner lists the marks of the club’s announcements',
    owner,
    marksSince(CLUB_C1),
    'announcementSeen/of-a-group-for-staff',
  ),
  allowed(
    'the club’s Coach lists the marks of the club’s announcements',
    member,
    marksSince(CLUB_C1),
    'announcementSeen/of-a-group-for-staff',
    CLUB_COACH_M,
  ),
  refused('a member lists the marks of their team’s announcements', member, marksSince(TEAM_T1)),
  refused('a guardian lists the marks of their child’s team’s announcements', guardian, marksSince(TEAM_T1)),
  refused('the team’s Coach lists the marks of the club’s announcements', coach, marksSince(CLUB_C1)),
  refused(
    'the club’s Coach lists the marks of a team of the club’s announcements',
    member,
    marksSince(TEAM_T1),
    CLUB_COACH_M,
  ),
  refused('the Coach lists a team’s marks without the group kind', coach, where('announcementSeen', { groupId: 't1' })),
  refused('the Coach lists the marks of an announcement', coach, where('announcementSeen', { announcementId: 'a1' })),
  refused('signed out, my marks', null, marksSince({ personId: 'memberM' })),
];

/**
 * A person's notification documents (rows pushSubscriptions/mine, calendarFeeds/mine): listed by
 * their person only; settings are read by id and the outbox never (firestore.rules
 * "notifications"). WORLD: memberM and childQ (claimedQ) each hold a subscription and a feed;
 * childQ is parentP's child.
 */
const NOTIFICATIONS: QueryShapeCase[] = [
  allowed(
    'a member lists their subscriptions',
    member,
    where('pushSubscriptions', { personId: 'memberM' }),
    'pushSubscriptions/mine',
  ),
  allowed(
    'a claimed child lists their subscriptions under their person id',
    claimed,
    where('pushSubscriptions', { personId: 'childQ' }),
    'pushSubscriptions/mine',
  ),
  allowed(
    'a stranger lists their subscriptions: none',
    stranger,
    where('pushSubscriptions', { personId: 'strangerS' }),
    'pushSubscriptions/mine',
  ),
  refused('a member lists another member’s subscriptions', member, where('pushSubscriptions', { personId: 'childQ' })),
  refused('a parent lists their child’s subscriptions', parent, where('pushSubscriptions', { personId: 'childQ' })),
  refused(
    'a member lists their own and another’s subscriptions, by in',
    member,
    where('pushSubscriptions', { personId: ['memberM', 'childQ'] }),
  ),
  refused(
    'subscriptions by their endpoint',
    member,
    where('pushSubscriptions', { endpoint: 'https://push.example.com/x' }),
  ),
  refused('every subscription', member, where('pushSubscriptions')),
  refused('signed out, my subscriptions', null, where('pushSubscriptions', { personId: 'memberM' })),
  allowed(
    'a member lists their calendar feeds',
    member,
    where('calendarFeeds', { personId: 'memberM' }),
    'calendarFeeds/mine',
  ),
  allowed(
    'a claimed child lists their calendar feeds under their person id',
    claimed,
    where('calendarFeeds', { personId: 'childQ' }),
    'calendarFeeds/mine',
  ),
  refused('a member lists another member’s calendar feeds', member, where('calendarFeeds', { personId: 'childQ' })),
  refused('a parent lists their child’s calendar feeds', parent, where('calendarFeeds', { personId: 'childQ' })),
  refused('every calendar feed', member, where('calendarFeeds')),
  refused('a member lists their settings', member, where('notificationSettings')),
  refused('a member lists the outbox', member, where('outbox')),
  refused(
    'a recipient lists the outbox entries of a team’s event',
    member,
    where('outbox', { 'subject.groupId': 't1' }),
  ),
  refused('the team owner lists the outbox', owner, where('outbox')),
];

export const SHAPE_CASES: readonly QueryShapeCase[] = [
  ...USERS,
  ...MEMBERSHIPS,
  ...CHILDREN_MEMBERSHIPS,
  ...GROUPS,
  ...GET_ONLY,
  ...RANGES_AND_ORDER,
  ...TEAM_LIFE,
  ...ANNOUNCEMENTS,
  ...NOTIFICATIONS,
];
