// Query shapes of announcements and notifications (the table is query-shapes.ts).
import type { QuerySpec } from '../../../src/backend/ports';
import { claimed, clubMember, coach, guardian, member, owner, parent, stranger } from '../rules-world';
import { where } from './case-kit';
import { allowed, type QueryShapeCase, refused } from './query-shape-kit';

/** a group's newest announcements, as use-announcements.ts asks for them */
const newestOf = (filters: Record<string, unknown>): QuerySpec => ({
  ...where('announcements', filters),
  orderBy: [{ field: 'postedAt', direction: 'desc' }],
  limit: 20,
});
/** marks with `filters`, copied times from 2024 on, as use-announcements.ts asks for them */
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
export const ANNOUNCEMENTS: QueryShapeCase[] = [
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
export const NOTIFICATIONS: QueryShapeCase[] = [
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
