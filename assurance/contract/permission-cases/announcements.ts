import type { DocData } from '../../../src/backend/ports';
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
  stranger,
  team,
  teamMember,
  unverified,
} from '../rules-world';
import { allow, batch, type Case, del, delMarked, deny, get, set, update, without } from './case-kit';

/**
 * Announcements and who has seen them (firestore.rules "team life: announcements and who has
 * seen them": isClubStaff, isGroupStaff, isGroupReader, isMySeenMark), case for case as the rules
 * judge them. A group's staff (a team's owner and its Coach or Staff members; a club's owner and
 * its Coach or Staff members; a club's staff are not its teams' staff, nor the other way) post
 * and delete; nobody edits. Members and guardians read, and each writes their own mark, which
 * copies the announcement's group and time (announcement-marks.ts).
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
export const clubRole = (userId: string, role: string) => ({
  [`clubMemberships/c1_${userId}`]: { ...clubMember('c1', userId), squadRole: role },
});

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
export const A3_OF_T3 = { 'announcements/a3': announcement('team', 't3') };

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
  // Firestore's size() counts UTF-16 code units: an emoji is 2 (docs/RULES-ENGINE.md "Strings")
  allow('a message of 1,000 emoji (2,000 UTF-16 units)', owner, batch(posts('ownerO', { message: trophies(1000) }))),
  deny(
    'a message of 1,000 emoji and a letter (2,001 UTF-16 units)',
    owner,
    batch(posts('ownerO', { message: `${trophies(1000)}m` })),
  ),
  deny('a message of 2,000 emoji (4,000 UTF-16 units)', owner, batch(posts('ownerO', { message: trophies(2000) }))),
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
  // the post sent again by the SDK after a reload, its acknowledgement lost: unchanged, it edits nothing
  allow('the author writes their announcement again unchanged', owner, batch(rewritesA1({}))),
  deny('the Coach writes the owner’s announcement again unchanged', coach, batch(rewritesA1({}))),
  deny('a member writes the announcement again unchanged', member, batch(rewritesA1({}))),
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
    batch(
      del('announcements/ac2'),
      del('clubMemberships/c2_strangerS'),
      del('joinCodes/OTHER1'),
      ...delMarked('clubs/c2'),
    ),
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

export const ANNOUNCEMENT_AREAS = {
  'announcements: posting': POSTING,
  'announcements: what a post holds': POST_CONTENT,
  'announcements: never edited': EDITING,
  'announcements: deleting': DELETING,
  'announcements: reads': READS,
};
