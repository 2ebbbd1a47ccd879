import type { DocData } from '../../ports';
import {
  announcement,
  claimed,
  clubMember,
  coach,
  guardian,
  LATER,
  member,
  owner,
  parent,
  POSTED,
  seenMark,
  stranger,
  team,
  teamMember,
  unverified,
} from '../rules-world';
import { allow, batch, type Case, del, deny, get, set, update } from './case-kit';

/**
 * Announcements and who has seen them (firestore.rules "team life: announcements and who has
 * seen them": isClubStaff, isGroupStaff, isGroupReader, isMySeenMark), case for case as the rules
 * judge them. A group's staff (a team's owner and its Coach or Staff members; a club's owner and
 * its Coach or Staff members; a club's staff are not its teams' staff, nor the other way) post
 * and delete; nobody edits. Members and guardians read, and each writes their own mark, which
 * copies the announcement's group and time; the author's own views are never counted. Marks are
 * read by their person and the group's staff, deleted by the staff.
 *
 * WORLD: a1 of team t1 and ac1 of club c1, both by ownerO (who owns both) at POSTED; marks
 * a1_memberM and a1_guardianG. memberM and claimedQ (person childQ) are on t1 and c1, coachH is
 * t1's Coach and in no club, guardianG guards t1 and c1 through childG.
 */

/** someone's squad role on team t1 */
const teamRole = (userId: string, role: string) => ({
  [`teamMemberships/t1_${userId}`]: { ...teamMember('t1', userId), squadRole: role },
});
/** someone's squad role in club c1 */
const clubRole = (userId: string, role: string) => ({
  [`clubMemberships/c1_${userId}`]: { ...clubMember('c1', userId), squadRole: role },
});
const without = (data: DocData, field: string) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => key !== field));

/** a new announcement a9 of team t1 by `by`, as the app writes it */
const posts = (by: string, overrides: DocData = {}) =>
  set('announcements/a9', { ...announcement('team', 't1', { authorId: by, authorName: `${by} Test` }), ...overrides });
/** a new announcement ac9 of club c1 by `by` */
const clubPosts = (by: string, overrides: DocData = {}) =>
  set('announcements/ac9', { ...announcement('club', 'c1', { authorId: by, authorName: `${by} Test` }), ...overrides });
/** U+1F3C6, one code point written as two UTF-16 units */
const trophies = (count: number) => '🏆'.repeat(count);

/** team tc2 of club c2 (strangerS's club), owned by ownerO */
const TEAM_OF_C2 = { 'teams/tc2': team('ownerO', 'c2') };
/** a1 posted by coachH */
const A1_BY_COACH = { 'announcements/a1': announcement('team', 't1', { authorId: 'coachH', authorName: 'Hal Test' }) };
/** a3 of team t3 (club c1's other team: memberM and guardianG are not on it) */
const A3_OF_T3 = { 'announcements/a3': announcement('team', 't3') };

const POSTING: Case[] = [
  allow('the team owner posts an announcement', owner, batch(posts('ownerO'))),
  allow('the Coach posts an announcement', coach, batch(posts('coachH'))),
  allow('a member whose squad role is Staff posts', member, batch(posts('memberM')), teamRole('memberM', 'Staff')),
  allow(
    'a claimed child whose squad role is Staff posts, under their person id',
    claimed,
    batch(posts('childQ')),
    teamRole('childQ', 'Staff'),
  ),
  deny('a Player posts', member, batch(posts('memberM')), teamRole('memberM', 'Player')),
  deny('a member posts', member, batch(posts('memberM'))),
  deny('a guardian posts', guardian, batch(posts('guardianG'))),
  deny('a stranger posts', stranger, batch(posts('strangerS'))),
  deny('an unverified owner posts', unverified(owner), batch(posts('ownerO'))),
  deny('an unverified Coach posts', unverified(coach), batch(posts('coachH'))),
  deny('the owner posts to a team that does not exist', owner, batch(posts('ownerO', { groupId: 'tNone' }))),
  deny('a Coach whose team is gone posts to it', coach, batch(posts('coachH')), { 'teams/t1': null }),
  deny('the Coach posts in the owner’s name', coach, batch(posts('ownerO'))),
  allow(
    'a post made offline arrives with its earlier time',
    owner,
    batch(posts('ownerO', { postedAt: new Date('2020-01-01T00:00:00.000Z') })),
  ),
  deny(
    'a post dated ahead of the server’s clock (it would sit above newer news)',
    owner,
    batch(posts('ownerO', { postedAt: new Date('2100-01-01T00:00:00.000Z') })),
  ),
  deny('a member posts in the owner’s name', member, batch(posts('ownerO'))),

  allow('the club owner posts to the club', owner, batch(clubPosts('ownerO'))),
  allow('a club member whose squad role is Coach posts to the club', member, batch(clubPosts('memberM')), {
    ...clubRole('memberM', 'Coach'),
  }),
  allow(
    'a claimed child whose club squad role is Staff posts to the club, under their person id',
    claimed,
    batch(clubPosts('childQ')),
    clubRole('childQ', 'Staff'),
  ),
  // a membership from before the claim, under the uid, counts as theirs
  allow(
    'a claimed child whose club Coach membership is under their uid posts to the club',
    claimed,
    batch(clubPosts('childQ')),
    clubRole('claimedQ', 'Coach'),
  ),
  deny('a club’s Coach whose club is gone posts to it', member, batch(clubPosts('memberM')), {
    ...clubRole('memberM', 'Coach'),
    'clubs/c1': null,
  }),
  deny('a club member posts to the club', member, batch(clubPosts('memberM'))),
  deny('a club Player posts to the club', member, batch(clubPosts('memberM')), clubRole('memberM', 'Player')),
  deny('a club guardian posts to the club', guardian, batch(clubPosts('guardianG'))),
  deny('a stranger posts to the club', stranger, batch(clubPosts('strangerS'))),
  deny('the owner posts to a club that does not exist', owner, batch(clubPosts('ownerO', { groupId: 'cNone' }))),
  // club staff are not team staff, nor the other way
  deny(
    'the club’s Coach posts to a team of the club they are a member of',
    member,
    batch(posts('memberM')),
    clubRole('memberM', 'Coach'),
  ),
  deny(
    'the club’s owner posts to a team of the club they do not own',
    stranger,
    batch(posts('strangerS', { groupId: 'tc2' })),
    TEAM_OF_C2,
  ),
  deny('the team’s Coach posts to the club of the team, being its member', coach, batch(clubPosts('coachH')), {
    'clubMemberships/c1_coachH': clubMember('c1', 'coachH'),
  }),
  deny('the team’s Coach posts to the club of the team', coach, batch(clubPosts('coachH'))),
];

const POST_CONTENT: Case[] = [
  deny('an announcement whose group kind is not team or club', owner, batch(posts('ownerO', { groupKind: 'squad' }))),
  // ownerO owns both t1 and c1: only the kind naming the wrong collection refuses these
  deny('a team’s id posted as a club’s', owner, batch(posts('ownerO', { groupKind: 'club' }))),
  deny('a club’s id posted as a team’s', owner, batch(clubPosts('ownerO', { groupKind: 'team' }))),
  deny('a blank message', owner, batch(posts('ownerO', { message: '' }))),
  deny('a message of spaces, tabs and line breaks only', owner, batch(posts('ownerO', { message: ' \t\n  \r\n ' }))),
  allow(
    'a message with spaces around it (the app trims; the rules refuse only blanks)',
    owner,
    batch(posts('ownerO', { message: '  Boots, not trainers.  ' })),
  ),
  // trim() keeps format characters: the form (isBlank) refuses this, the rules cannot tell
  allow(
    'a message of zero-width spaces only (the form refuses it; trim() keeps them)',
    owner,
    batch(posts('ownerO', { message: '\u200b\u200b' })),
  ),
  allow('a message of 2,000 characters', owner, batch(posts('ownerO', { message: 'm'.repeat(2000) }))),
  deny('a message of 2,001 characters', owner, batch(posts('ownerO', { message: 'm'.repeat(2001) }))),
  allow(
    'a message of 2,000 emoji (4,000 UTF-16 units): size() counts code points',
    owner,
    batch(posts('ownerO', { message: trophies(2000) })),
  ),
  deny('a message of 2,001 emoji', owner, batch(posts('ownerO', { message: trophies(2001) }))),
  // stored as text; React renders it as text
  allow(
    'a message holding markup is stored as text',
    owner,
    batch(posts('ownerO', { message: '<script>alert(1)</script><b>hi</b>' })),
  ),
  deny('a message that is not text', owner, batch(posts('ownerO', { message: 42 }))),
  deny('a message that is null', owner, batch(posts('ownerO', { message: null }))),
  allow('an author name of 201 characters', owner, batch(posts('ownerO', { authorName: 'n'.repeat(201) }))),
  deny('an author name of 202 characters', owner, batch(posts('ownerO', { authorName: 'n'.repeat(202) }))),
  allow('an author without a name', owner, batch(posts('ownerO', { authorName: '' }))),
  deny('an author name that is a list', owner, batch(posts('ownerO', { authorName: ['Olga', 'Test'] }))),
  deny('an announcement with a field of its own', owner, batch(posts('ownerO', { pinned: true }))),
  deny(
    'an announcement without its author’s name',
    owner,
    batch(set('announcements/a9', without(announcement('team', 't1'), 'authorName'))),
  ),
  deny(
    'an announcement without its time',
    owner,
    batch(set('announcements/a9', without(announcement('team', 't1'), 'postedAt'))),
  ),
  deny(
    'an announcement without its group kind',
    owner,
    batch(set('announcements/a9', without(announcement('team', 't1'), 'groupKind'))),
  ),
  deny(
    'a time written as an ISO string, not a timestamp',
    owner,
    batch(posts('ownerO', { postedAt: POSTED.toISOString() })),
  ),
  deny('a group id that is not text', owner, batch(posts('ownerO', { groupId: 1 }))),
];

/** a1 as ownerO posted it, with `changes` */
const rewritesA1 = (changes: DocData) => set('announcements/a1', { ...announcement('team', 't1'), ...changes });

const EDITING: Case[] = [
  deny('the author edits their announcement', owner, batch(rewritesA1({ message: 'Training moves to 19:00.' }))),
  deny('the author writes their announcement again unchanged', owner, batch(rewritesA1({}))),
  deny('the author changes one field of it', owner, batch(update('announcements/a1', { message: 'Moved.' }))),
  deny('the Coach edits an announcement', coach, batch(rewritesA1({ message: 'Cancelled.' }))),
  deny('the Coach edits their own announcement', coach, batch(update('announcements/a1', { message: 'Moved.' })), {
    ...A1_BY_COACH,
  }),
  deny(
    'the club owner edits the club’s announcement',
    owner,
    batch(update('announcements/ac1', { message: 'Club night moved.' })),
  ),
  deny('a member edits an announcement', member, batch(update('announcements/a1', { message: 'Party!' }))),
];

const DELETING: Case[] = [
  allow('the team owner deletes an announcement', owner, batch(del('announcements/a1'))),
  allow('the Coach deletes the owner’s announcement', coach, batch(del('announcements/a1'))),
  allow(
    'a member whose squad role is Staff deletes an announcement',
    member,
    batch(del('announcements/a1')),
    teamRole('memberM', 'Staff'),
  ),
  allow('the club owner deletes the club’s announcement', owner, batch(del('announcements/ac1'))),
  allow(
    'the club’s Coach deletes the club’s announcement',
    member,
    batch(del('announcements/ac1')),
    clubRole('memberM', 'Coach'),
  ),
  // staff as the database is before the write
  allow(
    'a Coach leaving the team deletes an announcement in the same batch',
    coach,
    batch(del('announcements/a1'), del('teamMemberships/t1_coachH')),
  ),
  allow(
    'Make owner: the club owner hands the club over and deletes its announcement in the same batch',
    owner,
    batch(
      update('clubs/c1', { ownerId: 'memberM', updatedAt: LATER }),
      update('clubMemberships/c1_memberM', { role: 'owner', updatedAt: LATER }),
      update('clubMemberships/c1_ownerO', { role: 'member', updatedAt: LATER }),
      del('announcements/ac1'),
    ),
  ),
  allow(
    'the club owner deletes the club with its announcement, membership and entry in one batch',
    stranger,
    batch(del('announcements/ac2'), del('clubMemberships/c2_strangerS'), del('joinCodes/OTHER1'), del('clubs/c2')),
    { 'announcements/ac2': announcement('club', 'c2', { authorId: 'strangerS', authorName: 'Sam Test' }) },
  ),
  deny('its author, no longer staff, deletes an announcement', coach, batch(del('announcements/a1')), {
    ...A1_BY_COACH,
    'teamMemberships/t1_coachH': teamMember('t1', 'coachH'),
  }),
  deny('a member deletes an announcement', member, batch(del('announcements/a1'))),
  deny('a guardian deletes an announcement', guardian, batch(del('announcements/a1'))),
  deny('a stranger deletes an announcement', stranger, batch(del('announcements/a1'))),
  deny('an unverified Coach deletes an announcement', unverified(coach), batch(del('announcements/a1'))),
  deny('a club member deletes the club’s announcement', member, batch(del('announcements/ac1'))),
  deny('the team’s Coach deletes the club’s announcement', coach, batch(del('announcements/ac1'))),
  deny(
    'the club’s Coach deletes a team’s announcement',
    member,
    batch(del('announcements/a1')),
    clubRole('memberM', 'Coach'),
  ),
];

const READS: Case[] = [
  allow('a member reads an announcement of the team', member, get('announcements/a1')),
  allow('a claimed child reads an announcement of their team', claimed, get('announcements/a1')),
  allow('the Coach reads an announcement of the team', coach, get('announcements/a1')),
  allow('a guardian of the team reads its announcement', guardian, get('announcements/a1')),
  allow('a club member reads the club’s announcement', member, get('announcements/ac1')),
  allow('a claimed child reads their club’s announcement', claimed, get('announcements/ac1')),
  allow('a guardian of the club reads its announcement', guardian, get('announcements/ac1')),
  deny('a stranger reads an announcement', stranger, get('announcements/a1')),
  deny('a stranger reads a club’s announcement', stranger, get('announcements/ac1')),
  deny('a parent whose child is on the team but who holds no link reads it', parent, get('announcements/a1')),
  deny('a guardian whose team link is gone reads the team’s announcement', guardian, get('announcements/a1'), {
    'teamGuardians/t1_guardianG': null,
  }),
  deny('a guardian whose club link is gone reads the club’s announcement', guardian, get('announcements/ac1'), {
    'clubGuardians/c1_guardianG': null,
  }),
  deny('a team member outside the club reads the club’s announcement', coach, get('announcements/ac1')),
  deny(
    'a club member reads an announcement of a team of the club they are not on',
    member,
    get('announcements/a3'),
    A3_OF_T3,
  ),
  allow('anyone signed in reads a missing announcement', stranger, get('announcements/none')),
  deny('signed out, an announcement', null, get('announcements/a1')),
  deny('signed out, a missing announcement', null, get('announcements/none')),
];

// ---- marks: who has seen an announcement -----------------------------------------------------

/** `personId`'s mark on an announcement (of team t1 unless overridden), seen at LATER, as the app writes it */
const marks = (announcementId: string, personId: string, overrides: DocData = {}) =>
  set(`announcementSeen/${announcementId}_${personId}`, {
    ...seenMark(announcementId, personId, { seenAt: LATER }),
    ...overrides,
  });
const CLUB_C1 = { groupKind: 'club', groupId: 'c1' };
/** the mark stored in WORLD removed: the next one is a create */
const unmarked = (personId: string) => ({ [`announcementSeen/a1_${personId}`]: null });
/** a2 of team t1 posted by childQ (claimedQ), whose own views are not counted */
const A2_BY_CHILD_Q = { 'announcements/a2': announcement('team', 't1', { authorId: 'childQ', authorName: 'Quinn' }) };

const MARK_WRITES: Case[] = [
  allow('a member marks an announcement seen', member, batch(marks('a1', 'memberM')), unmarked('memberM')),
  allow('the Coach marks the owner’s announcement seen', coach, batch(marks('a1', 'coachH'))),
  allow('a claimed child marks an announcement seen under their person id', claimed, batch(marks('a1', 'childQ'))),
  allow('a guardian of the team marks its announcement seen', guardian, batch(marks('a1', 'guardianG')), {
    ...unmarked('guardianG'),
  }),
  allow('a club member marks the club’s announcement seen', member, batch(marks('ac1', 'memberM', CLUB_C1))),
  allow('a guardian of the club marks its announcement seen', guardian, batch(marks('ac1', 'guardianG', CLUB_C1))),
  // written again harmlessly (a replay, a second device)
  allow('a member writes their mark again', member, batch(marks('a1', 'memberM'))),
  // the announcement, the membership and the link as the database is before the batch (get,
  // exists), as for every other read
  allow(
    'the Coach marks an announcement seen and deletes it in one batch',
    coach,
    batch(marks('a1', 'coachH'), del('announcements/a1')),
  ),
  allow(
    'a claimed child marks an announcement seen and leaves the team in one batch',
    claimed,
    batch(marks('a1', 'childQ'), del('teamMemberships/t1_childQ')),
  ),
  allow(
    'a claimed child marks the club’s announcement seen and leaves the club in one batch',
    claimed,
    batch(marks('ac1', 'childQ', CLUB_C1), del('clubMemberships/c1_childQ')),
  ),
  allow(
    'a guardian marks the club’s announcement seen and removes their club link in one batch',
    guardian,
    batch(marks('ac1', 'guardianG', CLUB_C1), del('clubGuardians/c1_guardianG')),
  ),
  deny('a member marks an announcement seen for another member', member, batch(marks('a1', 'childQ'))),
  deny('a guardian marks an announcement seen for their child', guardian, batch(marks('a1', 'childG'))),
  deny(
    'a member writes their mark under another member’s id',
    member,
    batch(set('announcementSeen/a1_childQ', seenMark('a1', 'memberM'))),
  ),
  deny('the author marks their own announcement seen', owner, batch(marks('a1', 'ownerO'))),
  deny(
    'a claimed child marks their own announcement seen, under their person id',
    claimed,
    batch(marks('a2', 'childQ')),
    A2_BY_CHILD_Q,
  ),
  deny('a stranger marks an announcement seen', stranger, batch(marks('a1', 'strangerS'))),
  deny('a parent without a link marks their child’s team’s announcement seen', parent, batch(marks('a1', 'parentP'))),
  deny(
    'a guardian whose team link is gone marks the team’s announcement seen',
    guardian,
    batch(marks('a1', 'guardianG')),
    {
      ...unmarked('guardianG'),
      'teamGuardians/t1_guardianG': null,
    },
  ),
  deny(
    'a team member outside the club marks the club’s announcement seen',
    coach,
    batch(marks('ac1', 'coachH', CLUB_C1)),
  ),
  deny(
    'a club member marks an announcement of a team of the club they are not on',
    member,
    batch(marks('a3', 'memberM', { groupId: 't3' })),
    A3_OF_T3,
  ),
  // memberM reads the group each names: only the copy not matching the announcement refuses them
  deny('a mark naming another team than its announcement’s', member, batch(marks('a1', 'memberM', { groupId: 't2' })), {
    'teamMemberships/t2_memberM': teamMember('t2', 'memberM'),
  }),
  deny(
    'a mark naming another kind of group than its announcement’s',
    member,
    batch(marks('a1', 'memberM', { groupKind: 'club' })),
    { 'clubMemberships/t1_memberM': clubMember('t1', 'memberM') },
  ),
  deny(
    'a mark whose time is not its announcement’s',
    member,
    batch(marks('a1', 'memberM', { postedAt: new Date(POSTED.getTime() + 1) })),
  ),
  deny('a mark of a missing announcement', member, batch(marks('aNone', 'memberM'))),
  deny(
    'a mark whose id is not {announcementId}_{personId}',
    member,
    batch(set('announcementSeen/memberM_a1', seenMark('a1', 'memberM'))),
  ),
  deny(
    'a mark whose id joins its parts with a dash',
    member,
    batch(set('announcementSeen/a1-memberM', seenMark('a1', 'memberM'))),
  ),
  deny('a mark with a field of its own', member, batch(marks('a1', 'memberM', { liked: true }))),
  deny(
    'a mark without the time it was seen',
    member,
    batch(set('announcementSeen/a1_memberM', without(seenMark('a1', 'memberM'), 'seenAt'))),
  ),
  deny('a mark seen at a time that is not an ISO string', member, batch(marks('a1', 'memberM', { seenAt: 'now' }))),
  deny(
    'a mark whose copied time is an ISO string',
    member,
    batch(marks('a1', 'memberM', { postedAt: POSTED.toISOString() })),
  ),
  deny('an unverified member marks an announcement seen', unverified(member), batch(marks('a1', 'memberM'))),
];

/** childQ's mark on the club's announcement */
const CLUB_MARK = { 'announcementSeen/ac1_childQ': seenMark('ac1', 'childQ', { groupKind: 'club', groupId: 'c1' }) };

const MARK_READS: Case[] = [
  allow('a member reads their mark', member, get('announcementSeen/a1_memberM')),
  allow('a guardian reads their mark', guardian, get('announcementSeen/a1_guardianG')),
  allow('the team owner reads a member’s mark', owner, get('announcementSeen/a1_memberM')),
  allow('the Coach reads a member’s mark', coach, get('announcementSeen/a1_memberM')),
  allow(
    'the club’s Coach reads a member’s mark on the club’s announcement',
    member,
    get('announcementSeen/ac1_childQ'),
    { ...CLUB_MARK, ...clubRole('memberM', 'Coach') },
  ),
  deny('another member reads a member’s mark', claimed, get('announcementSeen/a1_memberM')),
  deny('a member reads a guardian’s mark', member, get('announcementSeen/a1_guardianG')),
  deny('a guardian reads a member’s mark', guardian, get('announcementSeen/a1_memberM')),
  deny('a stranger reads a mark', stranger, get('announcementSeen/a1_memberM')),
  deny('the team’s Coach reads a mark on the club’s announcement', coach, get('announcementSeen/ac1_childQ'), {
    ...CLUB_MARK,
  }),
  allow('anyone signed in reads a missing mark', stranger, get('announcementSeen/a1_strangerS')),
  deny('signed out, a mark', null, get('announcementSeen/a1_memberM')),
  deny('signed out, a missing mark', null, get('announcementSeen/a1_strangerS')),
];

const MARK_DELETES: Case[] = [
  allow('the team owner deletes a member’s mark', owner, batch(del('announcementSeen/a1_memberM'))),
  allow('the Coach deletes a member’s mark', coach, batch(del('announcementSeen/a1_memberM'))),
  allow(
    'the club’s Coach deletes a mark on the club’s announcement',
    member,
    batch(del('announcementSeen/ac1_childQ')),
    { ...CLUB_MARK, ...clubRole('memberM', 'Coach') },
  ),
  allow(
    'the Coach deletes an announcement with its marks in one batch',
    coach,
    batch(del('announcementSeen/a1_memberM'), del('announcementSeen/a1_guardianG'), del('announcements/a1')),
  ),
  deny('a member deletes their mark', member, batch(del('announcementSeen/a1_memberM'))),
  deny('a guardian deletes their mark', guardian, batch(del('announcementSeen/a1_guardianG'))),
  deny('a stranger deletes a mark', stranger, batch(del('announcementSeen/a1_memberM'))),
  deny('an unverified Coach deletes a mark', unverified(coach), batch(del('announcementSeen/a1_memberM'))),
  deny('the team’s Coach deletes a mark on the club’s announcement', coach, batch(del('announcementSeen/ac1_childQ')), {
    ...CLUB_MARK,
  }),
];

export const ANNOUNCEMENT_AREAS = {
  'announcements: posting': POSTING,
  'announcements: what a post holds': POST_CONTENT,
  'announcements: never edited': EDITING,
  'announcements: deleting': DELETING,
  'announcements: reads': READS,
  'announcement marks: writes': MARK_WRITES,
  'announcement marks: reads': MARK_READS,
  'announcement marks: deletes': MARK_DELETES,
};
