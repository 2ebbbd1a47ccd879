import { AT, claimed, club, clubMember, member, owner, stranger, team, teamMember, unverified } from '../rules-world';
import { allow, batch, type Case, del, deny, get, setMembership, update } from './case-kit';
import { createTeam } from './group-batches';

/**
 * Club and team memberships, case for case as firestore.rules judges them, and the holes the
 * review found: a code outliving its group, a stranger recreating a deleted club, a team's code
 * admitting to every team of its club. A parent acting for their child is in parent-memberships.ts.
 */

const underscored = { uid: 'max_2', email: 'max2@example.com', emailVerified: true };
export const joins = (kind: 'club' | 'team', groupId: string, userId: string, joinCode: string) =>
  setMembership(`${kind}Memberships/${groupId}_${userId}`, {
    ...(kind === 'club' ? clubMember(groupId, userId) : teamMember(groupId, userId)),
    joinCode,
  });

const READS: Case[] = [
  allow('a member reads their membership', member, get('clubMemberships/c1_memberM')),
  allow('a member reads another member’s membership', member, get('clubMemberships/c1_ownerO')),
  allow('a team member reads a teammate’s team membership', member, get('teamMemberships/t1_coachH')),
  allow('read one’s own missing membership', stranger, get('clubMemberships/c1_strangerS')),
  allow('a club member reads someone’s missing membership of their club', member, get('clubMemberships/c1_strangerS')),
  deny('a non-member reads a membership', stranger, get('clubMemberships/c1_memberM')),
  allow('read one’s own missing membership when one’s uid holds a _', underscored, get('clubMemberships/c1_max_2')),
  allow(
    'a member reads a missing membership of their team for a uid holding a _',
    member,
    get('teamMemberships/t1_x_y'),
  ),
  deny('a non-member reads a missing membership for a uid holding a _', stranger, get('clubMemberships/c1_x_y')),
];

const JOINING: Case[] = [
  allow('join a club with its code', stranger, batch(joins('club', 'c1', 'strangerS', 'CLUB01'))),
  allow(
    'join a team with its code, and its club with the same code',
    stranger,
    batch(joins('team', 't1', 'strangerS', 'TEAM01'), joins('club', 'c1', 'strangerS', 'TEAM01')),
  ),
  allow('join a club’s team with the club’s code', stranger, batch(joins('team', 't1', 'strangerS', 'CLUB01'))),
  allow(
    'join a club and all its teams with the club’s code, in one batch',
    stranger,
    batch(
      joins('club', 'c1', 'strangerS', 'CLUB01'),
      joins('team', 't1', 'strangerS', 'CLUB01'),
      joins('team', 't3', 'strangerS', 'CLUB01'),
    ),
  ),
  allow(
    'a claimed child joins a club with its code, as their person id',
    claimed,
    batch(joins('club', 'c2', 'childQ', 'OTHER1')),
  ),
  // hole: a team's code admitting to every team of its club
  deny('join another team of the club with a team’s code', stranger, batch(joins('team', 't3', 'strangerS', 'TEAM01'))),
  deny(
    'join the club with a team’s code, then its other teams as a club member',
    stranger,
    batch(
      joins('club', 'c1', 'strangerS', 'TEAM01'),
      setMembership('teamMemberships/t3_strangerS', teamMember('t3', 'strangerS')),
    ),
  ),
  deny(
    'a club member joins a team of the club without a code',
    member,
    batch(setMembership('teamMemberships/t3_memberM', teamMember('t3', 'memberM'))),
  ),
  // hole: a join code outliving its club and admitting to a new document at the same id
  deny(
    'join with a code whose club was deleted and created again with another code',
    stranger,
    batch(joins('club', 'ownerO-Gone1', 'strangerS', 'GONECODE22')),
    {
      'clubs/ownerO-Gone1': club('ownerO', 'NEWKEY2345'),
      'joinCodes/GONECODE22': { reservedAt: AT, clubId: 'ownerO-Gone1' },
    },
  ),
  deny(
    'join a club with an entry naming it that is not its current code',
    stranger,
    batch(joins('club', 'c1', 'strangerS', 'OLDKEY2345')),
    { 'joinCodes/OLDKEY2345': { reservedAt: AT, clubId: 'c1' } },
  ),
  deny(
    'join a team with a code naming it that is not its current code',
    stranger,
    batch(joins('team', 't2', 'strangerS', 'OLDKEY2345')),
    { 'joinCodes/OLDKEY2345': { reservedAt: AT, teamId: 't2' } },
  ),
  // hole: a stranger recreating a deleted club, then joining the teams that still name it
  deny(
    'join a team that names a deleted club with a club code of one’s own',
    stranger,
    batch(joins('team', 't7', 'strangerS', 'OTHER1')),
    { 'teams/t7': team('ownerO', 'ownerO-Gone1', 'T7CODE2345'), 'clubs/c2': club('strangerS', 'OTHER1') },
  ),
  deny('join a club with another club’s code', stranger, batch(joins('club', 'c1', 'strangerS', 'OTHER1'))),
  deny('join with a code bound to nothing yet', stranger, batch(joins('club', 'c1', 'strangerS', 'NOTYET'))),
  deny('join with a missing code', stranger, batch(joins('club', 'c1', 'strangerS', 'NOPE00'))),
  deny(
    'join a team outside the club with the club’s code',
    stranger,
    batch(joins('team', 't2', 'strangerS', 'CLUB01')),
  ),
  deny('join the club of a team without a club', stranger, batch(joins('club', 'c1', 'strangerS', 'TEAM02'))),
  deny(
    'join as owner with a code',
    stranger,
    batch(
      setMembership('clubMemberships/c1_strangerS', { ...clubMember('c1', 'strangerS', 'owner'), joinCode: 'CLUB01' }),
    ),
  ),
  deny('join with a code, unverified', unverified(stranger), batch(joins('club', 'c1', 'strangerS', 'CLUB01'))),
  deny('join someone else into a club with its code', stranger, batch(joins('club', 'c1', 'memberM2', 'CLUB01'))),
  deny(
    'a membership whose id does not match its data',
    stranger,
    batch(setMembership('clubMemberships/c1_someone', { ...clubMember('c1', 'strangerS'), joinCode: 'CLUB01' })),
  ),
  deny(
    'a membership with a field of its own',
    stranger,
    batch(
      setMembership('clubMemberships/c1_strangerS', {
        ...clubMember('c1', 'strangerS'),
        joinCode: 'CLUB01',
        admin: true,
      }),
    ),
  ),
  deny(
    'a membership with a squad role not offered',
    stranger,
    batch(
      setMembership('clubMemberships/c1_strangerS', {
        ...clubMember('c1', 'strangerS'),
        joinCode: 'CLUB01',
        squadRole: 'Captain',
      }),
    ),
  ),
];

const ADDING: Case[] = [
  allow(
    'a team’s owner adds a club member to a team of the club',
    owner,
    batch(setMembership('teamMemberships/t3_memberM', teamMember('t3', 'memberM'))),
  ),
  allow(
    'a team’s owner adds a claimed child of the club by person id',
    owner,
    batch(setMembership('teamMemberships/t3_childQ', teamMember('t3', 'childQ'))),
  ),
  allow(
    'a team’s owner adds a child of the club, naming the parent the club membership names',
    owner,
    batch(
      setMembership('teamMemberships/t3_childC', {
        ...teamMember('t3', 'childC'),
        parentId: 'parentP',
        parentName: 'Pat',
      }),
    ),
    {
      'clubMemberships/c1_childC': {
        ...clubMember('c1', 'childC'),
        displayName: 'Kim Test',
        parentId: 'parentP',
        parentName: 'Pat',
      },
    },
  ),
  deny(
    'a team’s owner adds a child of the club naming another parent',
    owner,
    batch(setMembership('teamMemberships/t3_childC', { ...teamMember('t3', 'childC'), parentId: 'ownerO' })),
    { 'clubMemberships/c1_childC': { ...clubMember('c1', 'childC'), parentId: 'parentP' } },
  ),
  deny(
    'a team’s owner adds a child of the club without their parent',
    owner,
    batch(setMembership('teamMemberships/t3_childC', teamMember('t3', 'childC'))),
    { 'clubMemberships/c1_childC': { ...clubMember('c1', 'childC'), parentId: 'parentP' } },
  ),
  deny(
    'a team’s owner adds someone not in the team’s club',
    owner,
    batch(setMembership('teamMemberships/t3_strangerS', teamMember('t3', 'strangerS'))),
  ),
  deny(
    'a team’s owner adds someone to a team without a club',
    owner,
    batch(setMembership('teamMemberships/t2_memberM', teamMember('t2', 'memberM'))),
  ),
  deny(
    'a club’s owner adds someone to the club (one joins a club with its code)',
    owner,
    batch(setMembership('clubMemberships/c1_strangerS', clubMember('c1', 'strangerS'))),
  ),
  deny(
    'the owner adds another owner',
    owner,
    batch(setMembership('teamMemberships/t3_memberM', teamMember('t3', 'memberM', 'owner'))),
  ),
  deny('a member adds someone', member, batch(setMembership('teamMemberships/t3_childQ', teamMember('t3', 'childQ')))),
  deny(
    'one’s owner membership outside the group’s creation batch',
    stranger,
    batch(setMembership('clubMemberships/c2_strangerS', clubMember('c2', 'strangerS', 'owner'))),
    { 'clubMemberships/c2_strangerS': null },
  ),
  deny(
    'own owner membership of a club one does not own',
    stranger,
    batch(setMembership('clubMemberships/c1_strangerS', clubMember('c1', 'strangerS', 'owner'))),
  ),
];

const CHANGES: Case[] = [
  allow(
    'a member updates their own name',
    member,
    batch(update('clubMemberships/c1_memberM', { displayName: 'Max Test', updatedAt: AT })),
  ),
  allow(
    'a claimed child updates their own name',
    claimed,
    batch(update('teamMemberships/t1_childQ', { displayName: 'Quinn Test' })),
  ),
  allow(
    'a member sets the group’s name on their membership',
    member,
    batch(update('clubMemberships/c1_memberM', { groupName: 'Club' })),
  ),
  deny(
    'a member sets another name for the group',
    member,
    batch(update('clubMemberships/c1_memberM', { groupName: 'Best club' })),
  ),
  deny(
    'a member sets their own squad role',
    member,
    batch(update('clubMemberships/c1_memberM', { squadRole: 'Coach' })),
  ),
  deny('a member makes themself owner', member, batch(update('clubMemberships/c1_memberM', { role: 'owner' }))),
  deny(
    'a member renames another member',
    member,
    batch(update('clubMemberships/c1_ownerO', { displayName: 'Nobody' })),
  ),
  allow(
    'the owner sets a squad role',
    owner,
    batch(update('teamMemberships/t1_memberM', { squadRole: 'Player', updatedAt: AT })),
  ),
  allow('the owner clears a squad role', owner, batch(update('teamMemberships/t1_memberM', { squadRole: '' }))),
  deny('a squad role not offered', owner, batch(update('teamMemberships/t1_memberM', { squadRole: 'Captain' }))),
  allow(
    'the owner keeps the group’s name current on a membership',
    owner,
    batch(update('clubMemberships/c1_memberM', { groupName: 'Lions' })),
  ),
  deny('the owner renames a member', owner, batch(update('clubMemberships/c1_memberM', { displayName: 'Someone' }))),
  deny(
    'the owner makes a member owner without handing the group over',
    owner,
    batch(update('clubMemberships/c1_memberM', { role: 'owner' })),
  ),
  deny(
    'the owner makes a team member owner, stamped, without handing the team over',
    owner,
    batch(update('teamMemberships/t1_memberM', { role: 'owner', updatedAt: AT })),
  ),
  deny(
    'a member’s display name as a number on their team membership',
    member,
    batch(update('teamMemberships/t1_memberM', { displayName: 5 })),
  ),
  deny(
    'a team’s owner adds a club member carrying a code of no group',
    owner,
    batch(setMembership('teamMemberships/t3_memberM', { ...teamMember('t3', 'memberM'), joinCode: 'NOCODE2345' })),
  ),
  deny(
    'a member names their membership other than the team, stamped',
    member,
    batch(update('teamMemberships/t1_memberM', { groupName: 'Wrong', updatedAt: AT })),
  ),
  deny(
    'a membership role other than owner or member',
    owner,
    batch(update('clubMemberships/c1_memberM', { role: 'coach' })),
  ),
  deny(
    'a join code of 81 characters on a membership',
    owner,
    batch(update('clubMemberships/c1_memberM', { joinCode: 'x'.repeat(81) })),
  ),
  deny(
    'a group name of 101 characters on a membership',
    owner,
    batch(update('clubMemberships/c1_memberM', { groupName: 'x'.repeat(101) })),
  ),
  deny(
    'a display name of 202 characters',
    member,
    batch(update('clubMemberships/c1_memberM', { displayName: 'x'.repeat(202) })),
  ),
  deny(
    'a membership moved to another user',
    owner,
    batch(update('clubMemberships/c1_memberM', { userId: 'strangerS' })),
  ),
];

const LEAVING: Case[] = [
  allow('a member leaves', member, batch(del('clubMemberships/c1_memberM'))),
  allow('a claimed child leaves', claimed, batch(del('teamMemberships/t1_childQ'))),
  // a leave or a removal sent again once it landed (its acknowledgement lost): deleting nothing,
  // by someone who may read it as missing, changes and tells nothing
  allow(
    'leave a membership that is already gone (a leave sent again)',
    stranger,
    batch(del('clubMemberships/c1_strangerS')),
  ),
  allow('the owner deletes a membership that is already gone', owner, batch(del('clubMemberships/c1_ghost'))),
  deny(
    'someone outside the club deletes a membership of it that is already gone',
    stranger,
    batch(del('clubMemberships/c1_ghost')),
  ),
  deny(
    'someone outside the team deletes a membership of it that is already gone',
    stranger,
    batch(del('teamMemberships/t1_ghost')),
  ),
  allow('the owner removes a member', owner, batch(del('teamMemberships/t1_memberM'))),
  allow('a club’s owner removes someone else’s club membership', owner, batch(del('clubMemberships/c1_memberM'))),
  deny(
    'a club’s owner removes a membership of another owner’s club',
    owner,
    batch(del('clubMemberships/c2_strangerS')),
  ),
  allow(
    'the club’s owner removes someone from a team of the club owned by another',
    owner,
    batch(del('teamMemberships/t6_childQ')),
    { 'teams/t6': team('memberM', 'c1'), 'teamMemberships/t6_childQ': teamMember('t6', 'childQ') },
  ),
  // the team and its club as the database is before the batch (get): a team created in the batch
  // gives its creator no say over a membership already there
  deny(
    'the owner creates a team again at a deleted team’s id and removes a membership left of it, in one batch',
    owner,
    batch(...createTeam('ownerO-Gone2', 'ownerO', 'c1'), del('teamMemberships/ownerO-Gone2_memberM')),
    { 'teamMemberships/ownerO-Gone2_memberM': teamMember('ownerO-Gone2', 'memberM') },
  ),
  deny('a stranger removes a member', stranger, batch(del('clubMemberships/c1_memberM'))),
  deny('a member removes another member', member, batch(del('clubMemberships/c1_ownerO'))),
  deny(
    'a team’s owner removes someone from another owner’s team of the club',
    member,
    batch(del('teamMemberships/t1_childQ')),
    { 'teams/t6': team('memberM', 'c1') },
  ),
];

export const MEMBERSHIP_AREAS = {
  'memberships: reads': READS,
  'memberships: joining with a code': JOINING,
  'memberships: the owner adding club members to teams': ADDING,
  'memberships: changes': CHANGES,
  'memberships: leaving and removing': LEAVING,
};
