import { announcement, clubMember, guardian, member, owner, seenMark, stranger, unverified } from '../rules-world';
import { afterAllowed, allow, batch, type Case, del, delMarked, deny } from './case-kit';

/**
 * A club or team deleted with everything under it (docs/architecture.md "Deleting a group";
 * src/domain/groups/cascades-delete.ts plans it): the batches of t1's delete in the planner's
 * order, each allowed for the owner, every document's delete refused to the others, and the
 * order the rules need (the group last; a guardian link after the membership it rests on). A
 * device a step behind deletes what is already gone: allowed for anyone, since it changes
 * nothing. WORLD: team t1 of club c1, owner ownerO; see events.ts and guardians.ts.
 */

const T1_LAST = [del('teamMemberships/t1_ownerO'), del('joinCodes/TEAM01'), ...delMarked('teams/t1')];
const C1_LAST = [del('clubMemberships/c1_ownerO'), del('joinCodes/CLUB01'), ...delMarked('clubs/c1')];
/** a mark on the club's announcement ac1, and an announcement of strangerS's club c2 */
const CLUB_LIFE = {
  'announcementSeen/ac1_memberM': seenMark('ac1', 'memberM', { groupKind: 'club', groupId: 'c1' }),
  'announcements/ax': announcement('club', 'c2', { authorId: 'strangerS' }),
};

const OWNER_DELETES: Case[] = [
  allow(
    'the owner deletes the team’s answers, notes, attendance and marks',
    owner,
    batch(
      del('eventAnswers/e1_memberM'),
      del('eventAnswers/e1_childG'),
      del('eventAnswerNotes/e1_memberM'),
      del('eventAnswerNotes/e1_childG'),
      del('eventAttendance/ePast'),
      del('announcementSeen/a1_memberM'),
      del('announcementSeen/a1_guardianG'),
    ),
  ),
  allow(
    'the owner deletes the team’s events and announcement',
    owner,
    batch(
      del('events/e1'),
      del('events/ePast'),
      del('events/eClosed'),
      del('events/eCancelled'),
      del('announcements/a1'),
    ),
  ),
  allow(
    'the owner deletes the team’s squad and the guardian link its child implies, in one batch',
    owner,
    batch(
      del('teamMemberships/t1_memberM'),
      del('teamMemberships/t1_childQ'),
      del('teamMemberships/t1_coachH'),
      del('teamMemberships/t1_childG'),
      del('teamGuardians/t1_guardianG'),
    ),
  ),
  allow(
    'the owner deletes a team link once the child’s membership went in an earlier batch',
    owner,
    afterAllowed(batch(del('teamMemberships/t1_childG')), batch(del('teamGuardians/t1_guardianG'))),
  ),
  allow('the owner deletes their membership, the team’s entry and the team, last', owner, batch(...T1_LAST)),
  allow(
    'the owner deletes the club’s announcement with its marks',
    owner,
    batch(del('announcementSeen/ac1_memberM'), del('announcements/ac1')),
    CLUB_LIFE,
  ),
  allow(
    'the owner deletes the club’s squad and the club link its child implies, in one batch',
    owner,
    batch(
      del('clubMemberships/c1_memberM'),
      del('clubMemberships/c1_childQ'),
      del('clubMemberships/c1_childG'),
      del('clubGuardians/c1_guardianG'),
    ),
  ),
  allow('the owner deletes their membership, the club’s entry and the club, last', owner, batch(...C1_LAST)),
];

/** Deletes of documents already gone: another device (or the other half of a delete) got there first. */
const ALREADY_GONE: Case[] = [
  allow(
    'the owner deletes a team’s event, answer, note, attendance, announcement and mark already gone',
    owner,
    batch(
      del('eventAnswers/eGone_memberM'),
      del('eventAnswerNotes/eGone_memberM'),
      del('eventAttendance/e1'),
      del('announcementSeen/aGone_memberM'),
      del('events/eGone'),
      del('announcements/aGone'),
    ),
  ),
  allow(
    'the owner deletes guardian links already gone',
    owner,
    batch(del('teamGuardians/t1_strangerS'), del('clubGuardians/c1_strangerS')),
  ),
  allow('a stranger deletes an event already gone (nothing changes)', stranger, batch(del('events/eGone'))),
  deny('an unverified owner deletes an event already gone', unverified(owner), batch(del('events/eGone'))),
];

/** Who may not: every document of the team and the club is the owner's (or its staff's) to delete. */
const OTHERS_MAY_NOT: Case[] = [
  deny('a member deletes another’s answer when the team goes', member, batch(del('eventAnswers/e1_childG'))),
  deny('a member deletes another’s note when the team goes', member, batch(del('eventAnswerNotes/e1_childG'))),
  deny('a member deletes the team’s announcement', member, batch(del('announcements/a1'))),
  deny('a member deletes the club’s announcement', member, batch(del('announcements/ac1'))),
  deny(
    'a member deletes a mark on the club’s announcement',
    member,
    batch(del('announcementSeen/ac1_memberM')),
    CLUB_LIFE,
  ),
  deny('a guardian deletes their child’s answer', guardian, batch(del('eventAnswers/e1_childG'))),
  deny('a guardian deletes the team’s event', guardian, batch(del('events/e1'))),
  deny('a stranger deletes the team’s answer', stranger, batch(del('eventAnswers/e1_memberM'))),
  deny('a stranger deletes the team’s attendance', stranger, batch(del('eventAttendance/ePast'))),
  deny(
    'a stranger deletes the team’s squad and the link',
    stranger,
    batch(del('teamMemberships/t1_childG'), del('teamGuardians/t1_guardianG')),
  ),
  deny('a member deletes the team with their membership', member, batch(del('teamMemberships/t1_memberM'), ...T1_LAST)),
  deny('the owner deletes an announcement of another’s club', owner, batch(del('announcements/ax')), CLUB_LIFE),
  deny(
    'the owner deletes a club link while the child stays on the club',
    owner,
    batch(del('clubGuardians/c1_guardianG')),
  ),
  deny(
    'the owner deletes a club link naming a child whose membership another owner’s club holds',
    owner,
    batch(del('clubMemberships/c1_childG'), del('clubGuardians/c1_guardianG')),
    {
      'clubMemberships/c1_childH': clubMember('c1', 'childH'),
      'clubGuardians/c1_guardianG': { clubId: 'c1', parentId: 'guardianG', viaChildId: 'childH' },
    },
  ),
];

/** The order the rules need: what judges a delete (the group) goes last. */
const ORDER: Case[] = [
  deny(
    'the owner deletes the team, then its event in a later batch',
    owner,
    afterAllowed(batch(...T1_LAST), batch(del('events/e1'))),
  ),
  deny(
    'the owner deletes the club, then its announcement in a later batch',
    owner,
    afterAllowed(batch(...C1_LAST), batch(del('announcements/ac1'))),
  ),
  deny(
    'the owner deletes the team, then a member’s membership in a later batch',
    owner,
    afterAllowed(batch(...T1_LAST), batch(del('teamMemberships/t1_memberM'))),
  ),
];

export const GROUP_DELETE_AREAS = {
  'group deletes: by the owner': OWNER_DELETES,
  'group deletes: already gone': ALREADY_GONE,
  'group deletes: others may not': OTHERS_MAY_NOT,
  'group deletes: the group last': ORDER,
};
