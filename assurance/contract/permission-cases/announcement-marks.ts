import type { DocData } from '../../../src/backend/ports';
import {
  announcement,
  AT,
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
  teamMember,
  unverified,
} from '../rules-world';
import { allow, batch, type Case, del, deny, get, set, without } from './case-kit';
import { A3_OF_T3, clubRole } from './announcements';
import { joins } from './memberships';

/**
 * Who has seen an announcement (firestore.rules isMySeenMark and the `announcementSeen` match):
 * each reader writes their own mark, which copies the announcement's group and time; the
 * author's own views are never counted. Marks are read by their person and the group's staff,
 * deleted by the staff. Who the marker is and whether they read the group are judged as the
 * database is before the batch: the membership a batch adds does not yet make its holder a
 * reader, and the account pointer a batch writes does not yet say who its holder is.
 * Posting, reading and deleting announcements: announcements.ts. WORLD as there.
 */

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

const MARKS_AND_THE_BATCH: Case[] = [
  deny(
    'a newcomer joins the team with its code and marks its announcement seen in the same batch',
    stranger,
    batch(joins('team', 't1', 'strangerS', 'TEAM01'), marks('a1', 'strangerS', { seenAt: AT })),
  ),
  deny(
    'a newcomer joins the club with its code and marks its announcement seen in the same batch',
    stranger,
    batch(
      joins('club', 'c1', 'strangerS', 'CLUB01'),
      marks('ac1', 'strangerS', { groupKind: 'club', groupId: 'c1', seenAt: AT }),
    ),
  ),
  // no pointer before the batch: the member is their uid, so the author (ownerO) is someone else
  allow(
    'a member with no account pointer (older data) writes it and marks an announcement seen, in one batch',
    member,
    batch(set('accounts/memberM', { personId: 'memberM', createdAt: AT }), marks('a1', 'memberM', { seenAt: AT })),
    { 'accounts/memberM': null },
  ),
];

export const ANNOUNCEMENT_MARK_AREAS = {
  'announcement marks: writes': MARK_WRITES,
  'announcement marks: reads': MARK_READS,
  'announcement marks: deletes': MARK_DELETES,
  'announcement marks: judged before the batch': MARKS_AND_THE_BATCH,
};
