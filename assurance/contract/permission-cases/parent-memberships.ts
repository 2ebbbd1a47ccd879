import {
  AT,
  childProfile,
  claimed,
  clubMember,
  parent,
  profile,
  stranger,
  teamMember,
  unverified,
} from '../rules-world';
import { afterAllowed, allow, batch, type Case, del, delMarked, deny, get, update, setMembership } from './case-kit';
import { CODE, createClub, createTeam, TEAM_CODE } from './group-batches';
import { joins } from './memberships';

/**
 * A parent acts for their child (parentP: childC and childD unclaimed, childQ claimed, all
 * linked), and for nobody else's: joins them with a code, reads, renames and removes their
 * memberships, and deletes or unlinks the child with them.
 */

/** childC on c1 and t1 (the parent joined them earlier) */
const CHILD_IN = {
  'clubMemberships/c1_childC': clubMember('c1', 'childC'),
  'teamMemberships/t1_childC': teamMember('t1', 'childC'),
};
/** childC in two clubs and three teams */
const CHILD_EVERYWHERE = {
  ...CHILD_IN,
  'clubMemberships/c2_childC': clubMember('c2', 'childC'),
  'teamMemberships/t2_childC': teamMember('t2', 'childC'),
  'teamMemberships/t3_childC': teamMember('t3', 'childC'),
};
/** strangerS's unclaimed child, on c1 */
const OTHERS_CHILD = {
  'users/childZ': childProfile('zed@example.com', 'strangerS'),
  'clubMemberships/c1_childZ': clubMember('c1', 'childZ'),
};
/** a child who claimed their profile and whom parentP then unlinked, on c1 */
const UNLINKED = {
  'users/childU': profile('claimedU', 'una@example.com', 'Child', null),
  'clubMemberships/c1_childU': clubMember('c1', 'childU'),
};
/** the parent's Delete of a claimed child: only the link goes (users rules, isParentEdit) */
const unlinkChildQ = update('users/childQ', { linkedParentId: null, parentName: null, updatedAt: AT });

/** parentP joins their child: the membership names the parent who joined them */
const joinRecord = (kind: 'club' | 'team', groupId: string, userId: string, joinCode: string) => ({
  ...(kind === 'club' ? clubMember(groupId, userId) : teamMember(groupId, userId)),
  joinCode,
});
const childRecord = (kind: 'club' | 'team', groupId: string, childId: string, code: string) => ({
  ...joinRecord(kind, groupId, childId, code),
  parentId: 'parentP',
  parentName: 'Pat',
});
const childJoins = (kind: 'club' | 'team', groupId: string, childId: string, code: string) =>
  setMembership(`${kind}Memberships/${groupId}_${childId}`, childRecord(kind, groupId, childId, code));

/** parentP creates a club and a team in it in one batch (the codes: CODE, TEAM_CODE) */
const newClubAndTeam = [...createClub('parentP-K1', 'parentP'), ...createTeam('parentP-T1', 'parentP', 'parentP-K1')];

const PARENT_JOINING: Case[] = [
  // the code, its club and its team are judged as the batch leaves them (getAfter)
  // (one membership of the child each: with both, the names' reads take the batch past 20)
  allow(
    'a parent creates a club and a team and joins their child to the team with the club’s code, in one batch',
    parent,
    batch(...newClubAndTeam, childJoins('team', 'parentP-T1', 'childC', CODE)),
  ),
  allow(
    'a parent creates a club and a team and joins their child to the club with the team’s code, in one batch',
    parent,
    batch(...newClubAndTeam, childJoins('club', 'parentP-K1', 'childC', TEAM_CODE)),
  ),
  // the child's club membership as the batch leaves it (existsAfter): the team's owner adds them
  allow(
    'a parent creates a club and a team, joins their child to the club and adds them to the team as its owner, in one batch',
    parent,
    batch(
      ...newClubAndTeam,
      childJoins('club', 'parentP-K1', 'childC', CODE),
      setMembership('teamMemberships/parentP-T1_childC', {
        ...teamMember('parentP-T1', 'childC'),
        parentId: 'parentP',
        parentName: 'Pat',
      }),
    ),
  ),
  allow(
    'a parent joins their unclaimed child to a club with the club’s code',
    parent,
    batch(childJoins('club', 'c1', 'childC', 'CLUB01')),
  ),
  allow(
    'a parent joins their child to a team with the team’s code, and the team’s club with it',
    parent,
    batch(childJoins('team', 't1', 'childC', 'TEAM01'), childJoins('club', 'c1', 'childC', 'TEAM01')),
  ),
  allow(
    'a parent joins their child to a club’s team with the club’s code',
    parent,
    batch(childJoins('team', 't1', 'childD', 'CLUB01')),
  ),
  allow(
    'a parent joins their claimed child, still linked, to a club',
    parent,
    batch(childJoins('club', 'c2', 'childQ', 'OTHER1')),
  ),
  allow(
    'a parent joins themself and their child with one code, in one batch',
    parent,
    batch(joins('club', 'c1', 'parentP', 'CLUB01'), childJoins('club', 'c1', 'childC', 'CLUB01')),
  ),
  deny(
    'a parent joins their child without naming themself as the parent',
    parent,
    batch(joins('club', 'c1', 'childC', 'CLUB01')),
  ),
  deny(
    'a parent joins their child naming another parent',
    parent,
    batch(
      setMembership('clubMemberships/c1_childC', {
        ...childRecord('club', 'c1', 'childC', 'CLUB01'),
        parentId: 'strangerS',
      }),
    ),
  ),
  deny(
    'a parent joins themself naming a parent',
    parent,
    batch(
      setMembership('clubMemberships/c1_parentP', {
        ...joinRecord('club', 'c1', 'parentP', 'CLUB01'),
        parentId: 'parentP',
      }),
    ),
  ),
  deny(
    'a parent joins themself giving a parent’s name',
    parent,
    batch(
      setMembership('clubMemberships/c1_parentP', {
        ...joinRecord('club', 'c1', 'parentP', 'CLUB01'),
        parentName: 'Pat',
      }),
    ),
  ),
  deny(
    'a parent’s first name over 100 characters on their child’s membership',
    parent,
    batch(
      setMembership('clubMemberships/c1_childC', {
        ...childRecord('club', 'c1', 'childC', 'CLUB01'),
        parentName: 'x'.repeat(101),
      }),
    ),
  ),
  deny(
    'a stranger joins someone else’s child to a club with its code',
    stranger,
    batch(childJoins('club', 'c1', 'childC', 'CLUB01')),
  ),
  deny(
    'a parent joins their child to a club without a code',
    parent,
    batch(setMembership('clubMemberships/c1_childC', clubMember('c1', 'childC'))),
  ),
  deny(
    'a parent joins their child to a team without a code',
    parent,
    batch(setMembership('teamMemberships/t1_childC', teamMember('t1', 'childC'))),
  ),
  deny('a parent joins a child linked to another parent', parent, batch(childJoins('club', 'c1', 'childZ', 'CLUB01')), {
    'users/childZ': OTHERS_CHILD['users/childZ'],
  }),
  deny('a parent joins a claimed child they unlinked', parent, batch(childJoins('club', 'c2', 'childU', 'OTHER1')), {
    'users/childU': UNLINKED['users/childU'],
  }),
  deny('a parent joins a profile that does not exist', parent, batch(childJoins('club', 'c1', 'ghostG', 'CLUB01'))),
  deny(
    'a parent joins their child with another club’s code',
    parent,
    batch(childJoins('club', 'c1', 'childC', 'OTHER1')),
  ),
  deny(
    'a parent joins their child to another team of the club with a team’s code',
    parent,
    batch(childJoins('team', 't3', 'childC', 'TEAM01')),
  ),
  deny(
    'a parent makes their child a club’s owner with its code',
    parent,
    batch(setMembership('clubMemberships/c1_childC', { ...clubMember('c1', 'childC', 'owner'), joinCode: 'CLUB01' })),
  ),
  deny(
    'a parent joins their child with a code, unverified',
    unverified(parent),
    batch(childJoins('club', 'c1', 'childC', 'CLUB01')),
  ),
  deny('a claimed child joins their parent to a club', claimed, batch(joins('club', 'c1', 'parentP', 'CLUB01'))),
];

const PARENT_READS: Case[] = [
  allow('a parent reads their child’s membership', parent, get('clubMemberships/c1_childC'), CHILD_IN),
  allow('a parent reads their claimed child’s membership while still linked', parent, get('teamMemberships/t1_childQ')),
  allow('a parent reads their child’s missing membership ("already in?")', parent, get('teamMemberships/t3_childC')),
  deny('a stranger reads a parent’s child’s membership', stranger, get('clubMemberships/c1_childC'), CHILD_IN),
  deny('a stranger reads a child’s missing membership', stranger, get('teamMemberships/t1_childC')),
  deny(
    'a parent reads the membership of another parent’s child',
    parent,
    get('clubMemberships/c1_childZ'),
    OTHERS_CHILD,
  ),
  deny(
    'a parent reads the membership of a claimed child they unlinked',
    parent,
    get('clubMemberships/c1_childU'),
    UNLINKED,
  ),
];

const PARENT_CHANGES: Case[] = [
  allow(
    'a parent renames their child on the child’s membership',
    parent,
    batch(update('clubMemberships/c1_childC', { displayName: 'Kim Test', updatedAt: AT })),
    CHILD_IN,
  ),
  allow(
    'a parent sets the group’s name on their child’s membership',
    parent,
    batch(update('teamMemberships/t1_childC', { groupName: 'Team' })),
    CHILD_IN,
  ),
  allow(
    'a parent renames their claimed child, still linked, on a membership',
    parent,
    batch(update('teamMemberships/t1_childQ', { displayName: 'Quinn Test' })),
  ),
  deny(
    'a parent sets another name for the group on their child’s membership',
    parent,
    batch(update('clubMemberships/c1_childC', { groupName: 'Best club' })),
    CHILD_IN,
  ),
  deny(
    'a parent makes their child owner',
    parent,
    batch(update('clubMemberships/c1_childC', { role: 'owner' })),
    CHILD_IN,
  ),
  deny(
    'a parent changes the code on their child’s membership',
    parent,
    batch(update('teamMemberships/t1_childC', { joinCode: 'TEAM01' })),
    CHILD_IN,
  ),
  deny(
    'a parent sets their child’s squad role',
    parent,
    batch(update('teamMemberships/t1_childC', { squadRole: 'Player' })),
    CHILD_IN,
  ),
  deny(
    'another parent renames someone’s child on a membership',
    stranger,
    batch(update('clubMemberships/c1_childC', { displayName: 'Nobody' })),
    CHILD_IN,
  ),
  deny(
    'a parent renames a claimed child they unlinked',
    parent,
    batch(update('clubMemberships/c1_childU', { displayName: 'Una Test' })),
    UNLINKED,
  ),
];

const PARENT_LEAVING: Case[] = [
  allow('a parent takes their child out of a club', parent, batch(del('clubMemberships/c1_childC')), CHILD_IN),
  allow('a parent takes their child out of a team', parent, batch(del('teamMemberships/t1_childC')), CHILD_IN),
  allow(
    'a parent takes their claimed child, still linked, out of a team',
    parent,
    batch(del('teamMemberships/t1_childQ')),
  ),
  deny(
    'another parent takes someone’s child out of a club',
    stranger,
    batch(del('clubMemberships/c1_childC')),
    CHILD_IN,
  ),
  deny(
    'a parent takes another parent’s child out of a club',
    parent,
    batch(del('clubMemberships/c1_childZ')),
    OTHERS_CHILD,
  ),
  deny(
    'a parent takes a claimed child they unlinked out of a club',
    parent,
    batch(del('clubMemberships/c1_childU')),
    UNLINKED,
  ),
];

/** A parent's Delete: an unclaimed child goes with everything naming them; a claimed one is only let go. */
const DELETING_A_CHILD = [
  ...delMarked('users/childC'),
  del('clubMemberships/c1_childC'),
  del('clubMemberships/c2_childC'),
  del('teamMemberships/t1_childC'),
  del('teamMemberships/t2_childC'),
  del('teamMemberships/t3_childC'),
  del('emails/kid@example.com'),
];
const PARENT_DELETES: Case[] = [
  allow(
    'a parent deletes their unclaimed child, the child’s 2 club and 3 team memberships and email entry, in one batch',
    parent,
    batch(...DELETING_A_CHILD),
    CHILD_EVERYWHERE,
  ),
  deny(
    'a stranger deletes a parent’s child with their memberships and email entry',
    stranger,
    batch(...DELETING_A_CHILD),
    CHILD_EVERYWHERE,
  ),
  deny(
    'a stranger deletes a parent’s child’s memberships and email entry, sparing the profile',
    stranger,
    batch(...DELETING_A_CHILD.slice(1)),
    CHILD_EVERYWHERE,
  ),
  allow('a parent unlinks their claimed child (their Delete)', parent, batch(unlinkChildQ)),
  deny(
    'a parent unlinks their claimed child, then removes the child’s memberships',
    parent,
    afterAllowed(batch(unlinkChildQ), batch(del('clubMemberships/c1_childQ'))),
  ),
  // deletes are judged on the state before the batch: the child is still linked then
  allow(
    'a parent removes their claimed child’s memberships in the batch that unlinks them',
    parent,
    batch(unlinkChildQ, del('teamMemberships/t1_childQ')),
  ),
];

export const PARENT_MEMBERSHIP_AREAS = {
  'memberships: a parent joining their child with a code': PARENT_JOINING,
  'memberships: a parent reading their child’s': PARENT_READS,
  'memberships: a parent renaming their child on them': PARENT_CHANGES,
  'memberships: a parent taking their child out': PARENT_LEAVING,
  'memberships: a parent deleting or unlinking their child': PARENT_DELETES,
};
