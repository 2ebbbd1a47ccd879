import { SERVER_TIMESTAMP } from '../../../src/backend/ports';
import { AT, childProfile, claimed, clubMember, member, owner, parent, stranger, teamMember } from '../rules-world';
import { allow, batch, type Case, deny, set, setMembership, update } from './case-kit';

/**
 * The attacker's suite, roles (docs/SECURITY.md "What an account can do"): someone with
 * an ordinary verified account, holding a join code (a code is shared in group chats, so it is
 * public), sets a field that grants power to what they would want. Each case is named by what
 * the attacker would gain. A squad role makes staff (firestore.rules isTeamStaff, isClubStaff):
 * only the group's owner sets one.
 */

const joinAs = (kind: 'club' | 'team', groupId: string, userId: string, code: string, squadRole: string) =>
  setMembership(`${kind}Memberships/${groupId}_${userId}`, {
    ...(kind === 'club' ? clubMember(groupId, userId) : teamMember(groupId, userId)),
    joinCode: code,
    squadRole,
  });

/** parentP's unclaimed child childC, joined by them with a code and a squad role */
const childJoinsAs = (kind: 'club' | 'team', groupId: string, code: string, squadRole: string) =>
  setMembership(`${kind}Memberships/${groupId}_childC`, {
    ...(kind === 'club' ? clubMember(groupId, 'childC') : teamMember(groupId, 'childC')),
    joinCode: code,
    squadRole,
    parentId: 'parentP',
    parentName: 'Pat',
  });

const SQUAD_ROLES: Case[] = [
  deny(
    'a stranger with the team’s code makes themself its Coach, and so reads every child’s notes',
    stranger,
    batch(joinAs('team', 't1', 'strangerS', 'TEAM01', 'Coach')),
  ),
  deny(
    'a stranger with the team’s code makes themself its Staff, and so plans and cancels events',
    stranger,
    batch(joinAs('team', 't1', 'strangerS', 'TEAM01', 'Staff')),
  ),
  deny(
    'a stranger with the club’s code makes themself the club’s Coach, and so posts to every family',
    stranger,
    batch(joinAs('club', 'c1', 'strangerS', 'CLUB01', 'Coach')),
  ),
  deny(
    'a stranger with the club’s code joins one of its teams as Coach',
    stranger,
    batch(joinAs('team', 't1', 'strangerS', 'CLUB01', 'Coach')),
  ),
  deny(
    'a joiner takes the Player role themself, setting the squad role at all',
    stranger,
    batch(joinAs('team', 't1', 'strangerS', 'TEAM01', 'Player')),
  ),
  deny(
    'a parent makes their child the team’s Coach as they join them, and so answers for every family',
    parent,
    batch(childJoinsAs('team', 't1', 'TEAM01', 'Coach')),
  ),
  deny(
    'a parent makes their child the club’s Staff as they join them',
    parent,
    batch(childJoinsAs('club', 'c1', 'CLUB01', 'Staff')),
  ),
  deny(
    'a member promotes themself to Coach after joining',
    stranger,
    batch(update('teamMemberships/t1_strangerS', { squadRole: 'Coach', updatedAt: AT })),
    { 'teamMemberships/t1_strangerS': { ...teamMember('t1', 'strangerS'), joinCode: 'TEAM01' } },
  ),
  deny(
    'a parent promotes their child, already on the team, to Coach',
    parent,
    batch(update('teamMemberships/t1_childC', { squadRole: 'Coach', updatedAt: AT })),
    {
      'teamMemberships/t1_childC': { ...teamMember('t1', 'childC'), parentId: 'parentP', parentName: 'Pat' },
    },
  ),
  deny(
    'a claimed child makes themself their club’s Staff',
    claimed,
    batch(update('clubMemberships/c1_childQ', { squadRole: 'Staff', updatedAt: AT })),
  ),
  deny(
    'a parent adds a child profile and joins it as Coach in one batch',
    parent,
    batch(
      set('users/childN', childProfile('', 'parentP')),
      setMembership('teamMemberships/t1_childN', {
        ...teamMember('t1', 'childN'),
        joinCode: 'TEAM01',
        squadRole: 'Coach',
        parentId: 'parentP',
        parentName: 'Pat',
      }),
    ),
  ),
];

/** memberM and ownerO on t1 (WORLD); strangerS joins with the team's code */
const LONG_AGO = new Date('2000-01-01T00:00:00.000Z');
const strangerJoins = (changes: Record<string, unknown>) =>
  set('teamMemberships/t1_strangerS', { ...teamMember('t1', 'strangerS'), joinCode: 'TEAM01', ...changes });

/**
 * The order of succession (docs/product.md "Ownership handover") ranks by `joinedAt`, the
 * server's clock when someone joined (firestore.rules isJoinedNow): nobody chooses their place.
 */
const SUCCESSION: Case[] = [
  deny(
    'a joiner dates their membership to 2000, and so takes the team when its owner leaves',
    stranger,
    batch(strangerJoins({ joinedAt: LONG_AGO, createdAt: '2000-01-01T00:00:00.000Z' })),
  ),
  deny('a joiner leaves out the server’s date, to be ranked by their own', stranger, batch(strangerJoins({}))),
  deny(
    'a member moves their joining date back to 2000',
    member,
    batch(update('teamMemberships/t1_memberM', { joinedAt: LONG_AGO })),
  ),
  deny(
    'the owner moves a favourite’s joining date back to 2000',
    owner,
    batch(update('teamMemberships/t1_memberM', { joinedAt: LONG_AGO, updatedAt: AT })),
  ),
  deny(
    'a member dated again by the server changes their name in the same write',
    member,
    batch(update('teamMemberships/t1_memberM', { joinedAt: SERVER_TIMESTAMP, displayName: 'Alex Coach' })),
  ),
  allow(
    'a join sent again once it landed: the same membership, dated again by the server',
    member,
    batch(update('teamMemberships/t1_memberM', { joinedAt: SERVER_TIMESTAMP })),
  ),
];

export const ATTACKER_ROLE_AREAS = {
  'attacker: squad roles': SQUAD_ROLES,
  'attacker: the order of succession': SUCCESSION,
};
