import { AT, club, clubMember, member, newbie, owner, stranger, team, teamMember, unverified } from '../rules-world';
import { allow, batch, type Case, del, delMarked, deny, get, set, update, setMembership } from './case-kit';
import { CODE, createClub, createTeam, NOW, TEAM_CODE } from './group-batches';
import { GROUP_RESENT_CASES } from './group-resent';

/** Clubs and teams, case for case as firestore.rules judges them; their join codes are in join-codes.ts. */

const READS: Case[] = [
  allow('a member reads the club', member, get('clubs/c1')),
  allow('the owner reads the team', owner, get('teams/t1')),
  deny('a non-member reads the club', stranger, get('clubs/c1')),
  allow('anyone signed in reads a missing club (it tells only that nothing is there)', stranger, get('clubs/nothing')),
  allow('anyone signed in reads a missing team', stranger, get('teams/nothing')),
  deny('signed out, a missing club', null, get('clubs/nothing')),
  allow('a club member reads a team of the club they are not on', member, get('teams/t3')),
  deny('a user reads a team they are not on, outside their clubs', member, get('teams/t2')),
];

const CREATES: Case[] = [
  allow(
    'the creation batch of a club: club, owner membership and join code',
    stranger,
    batch(...createClub('strangerS-K1', 'strangerS')),
  ),
  deny('a club without its join code entry', stranger, batch(...createClub('strangerS-K1', 'strangerS').slice(0, 2))),
  deny('a club at an id not carrying my person id', stranger, batch(...createClub('c9', 'strangerS'))),
  deny('a club at an id carrying someone else’s person id', stranger, batch(...createClub('ownerO-K1', 'strangerS'))),
  deny('a club at an id holding a `_`', stranger, batch(...createClub('strangerS_x-K1', 'strangerS'))),
  deny('a club owned by someone else', stranger, batch(...createClub('ownerO-K1', 'ownerO'))),
  deny('a club by an unverified user', newbie, batch(...createClub('newbieU-K1', 'newbieU'))),
  deny('a club with a code that is taken', stranger, batch(...createClub('strangerS-K1', 'strangerS', 'TAKENKEY22'))),
  deny(
    'a club with an ill-formed code (an I)',
    stranger,
    batch(...createClub('strangerS-K1', 'strangerS', 'NEWCLUB23I')),
  ),
  deny('a club with a code of 9 characters', stranger, batch(...createClub('strangerS-K1', 'strangerS', 'NEWCLUB23'))),
  deny(
    'a club whose entry names another club',
    stranger,
    batch(
      ...createClub('strangerS-K1', 'strangerS').slice(0, 2),
      set(`joinCodes/${CODE}`, { reservedAt: NOW, clubId: 'c2' }),
    ),
  ),
  deny(
    'a club with a field of its own',
    stranger,
    batch(
      set('clubs/strangerS-K1', { ...club('strangerS', CODE), badge: 'red' }),
      ...createClub('strangerS-K1', 'strangerS').slice(1),
    ),
  ),
  deny(
    'a club without a name',
    stranger,
    batch(
      set('clubs/strangerS-K1', { ...club('strangerS', CODE), name: null }),
      ...createClub('strangerS-K1', 'strangerS').slice(1),
    ),
  ),
  // hole: a stranger recreating a deleted club's document, and through it joining the teams that still name it
  deny('a stranger recreates a deleted club at its id', stranger, batch(...createClub('ownerO-Gone1', 'strangerS')), {
    'teams/t7': team('ownerO', 'ownerO-Gone1'),
  }),
  allow(
    'the creation batch of a team without a club (its entry names no club)',
    stranger,
    batch(...createTeam('strangerS-T1', 'strangerS', null)),
  ),
  allow(
    'the creation batch of a team in one’s club, adding a club member',
    owner,
    batch(
      ...createTeam('ownerO-T9', 'ownerO', 'c1'),
      setMembership('teamMemberships/ownerO-T9_memberM', teamMember('ownerO-T9', 'memberM')),
    ),
  ),
  deny('a team in someone else’s club', stranger, batch(...createTeam('strangerS-T1', 'strangerS', 'c1'))),
  deny(
    'a team whose entry does not name its club',
    owner,
    batch(
      ...createTeam('ownerO-T9', 'ownerO', 'c1').slice(0, 2),
      set(`joinCodes/${TEAM_CODE}`, { reservedAt: NOW, teamId: 'ownerO-T9' }),
    ),
  ),
  deny(
    'a team whose entry names another club',
    owner,
    batch(
      ...createTeam('ownerO-T9', 'ownerO', 'c1').slice(0, 2),
      set(`joinCodes/${TEAM_CODE}`, { reservedAt: NOW, teamId: 'ownerO-T9', clubId: 'c2' }),
    ),
  ),
  deny('a team at an id not carrying my person id', owner, batch(...createTeam('t9', 'ownerO', 'c1'))),
  deny(
    'a team by an unverified owner of the club',
    unverified(owner),
    batch(...createTeam('ownerO-T9', 'ownerO', 'c1')),
  ),
  deny(
    'a team named with 101 characters',
    owner,
    batch(
      set('teams/ownerO-T9', { ...team('ownerO', 'c1', TEAM_CODE), name: 'x'.repeat(101) }),
      ...createTeam('ownerO-T9', 'ownerO', 'c1').slice(1),
    ),
  ),
  // the team's club is judged as the batch leaves it (getAfter): here it is new
  allow(
    'a club and a team in it, created in one batch',
    stranger,
    batch(...createClub('strangerS-K1', 'strangerS'), ...createTeam('strangerS-T1', 'strangerS', 'strangerS-K1')),
  ),
  deny(
    'a second entry for a new club, at a code the club does not hold',
    stranger,
    batch(
      ...createClub('strangerS-K1', 'strangerS'),
      set('joinCodes/SECNDX2345', { reservedAt: NOW, clubId: 'strangerS-K1' }),
    ),
  ),
  deny(
    'a club at an id carrying a person id that holds a `_`',
    { uid: 'sam_2', email: 'sam2@example.com', emailVerified: true },
    batch(...createClub('sam_2-K1', 'sam_2')),
  ),
  deny(
    'over an existing club (an update) as a non-owner',
    stranger,
    batch(set('clubs/c1', club('strangerS', 'CLUB01'))),
  ),
];

const UPDATES: Case[] = [
  allow('the owner renames the club', owner, batch(update('clubs/c1', { name: 'Lions', updatedAt: AT }))),
  deny('a member updates the club', member, batch(update('clubs/c1', { name: 'Mine' }))),
  deny(
    'the owner renames the club before verifying their address',
    unverified(owner),
    batch(update('clubs/c1', { name: 'Lions', updatedAt: AT })),
  ),
  // a club holding a field the rules do not know is not edited until the field goes
  deny('the owner renames a club that holds a field of its own', owner, batch(update('clubs/c1', { name: 'Lions' })), {
    'clubs/c1': { ...club('ownerO', 'CLUB01'), badge: 'red' },
  }),
  deny('the owner changes the club’s join code', owner, batch(update('clubs/c1', { joinCode: 'NEWCLUB234' }))),
  deny('the owner adds a field of their own', owner, batch(update('clubs/c1', { badge: 'red' }))),
  allow('the owner picks the club’s colour', owner, batch(update('clubs/c1', { colour: 'red', updatedAt: AT }))),
  allow('the owner picks the team’s colour', owner, batch(update('teams/t1', { colour: 'navy', updatedAt: AT }))),
  allow('the owner goes back to the default colour', owner, batch(update('teams/t1', { colour: '', updatedAt: AT }))),
  deny('a colour not on the palette', owner, batch(update('clubs/c1', { colour: 'pink' }))),
  deny('a colour given as a number', owner, batch(update('teams/t1', { colour: 3 }))),
  deny('a member picks the team’s colour', member, batch(update('teams/t1', { colour: 'red' }))),
  allow(
    'the owner sets the team’s time zone',
    owner,
    batch(update('teams/t1', { timeZone: 'Europe/London', updatedAt: AT })),
  ),
  allow('a time zone of 64 characters', owner, batch(update('teams/t1', { timeZone: 'x'.repeat(64) }))),
  deny('a time zone of 65 characters', owner, batch(update('teams/t1', { timeZone: 'x'.repeat(65) }))),
  deny('a time zone given as a number', owner, batch(update('teams/t1', { timeZone: 1 }))),
  deny('a club given a time zone', owner, batch(update('clubs/c1', { timeZone: 'Europe/London' }))),
  allow('a club name of 100 characters', owner, batch(update('clubs/c1', { name: 'x'.repeat(100) }))),
  deny('a club name of 101 characters', owner, batch(update('clubs/c1', { name: 'x'.repeat(101) }))),
  allow('a club location of 200 characters', owner, batch(update('clubs/c1', { location: 'x'.repeat(200) }))),
  deny('a club location of 201 characters', owner, batch(update('clubs/c1', { location: 'x'.repeat(201) }))),
  allow('club notes of 2000 characters', owner, batch(update('clubs/c1', { notes: 'x'.repeat(2000) }))),
  deny('club notes of 2001 characters', owner, batch(update('clubs/c1', { notes: 'x'.repeat(2001) }))),
  allow(
    'a team name and age group of 100 characters',
    owner,
    batch(update('teams/t1', { name: 'x'.repeat(100), ageGroup: 'x'.repeat(100) })),
  ),
  deny('a team age group of 101 characters', owner, batch(update('teams/t1', { ageGroup: 'x'.repeat(101) }))),
  deny('team notes of 2001 characters', owner, batch(update('teams/t1', { notes: 'x'.repeat(2001) }))),
  allow(
    'the owner moves a team into their club, its entry following',
    owner,
    batch(update('teams/t2', { clubId: 'c1' }), update('joinCodes/TEAM02', { clubId: 'c1' })),
  ),
  allow(
    'the owner takes a team out of its club, its entry following',
    owner,
    batch(update('teams/t1', { clubId: null }), update('joinCodes/TEAM01', { clubId: null })),
  ),
  deny('moving a team into someone else’s club', owner, batch(update('teams/t2', { clubId: 'c2' }))),
  allow('a team owner edits a team in someone else’s club', stranger, batch(update('teams/t8', { name: 'Renamed' })), {
    'teams/t8': team('strangerS', 'c1'),
  }),
  deny('a member updates the team', member, batch(update('teams/t1', { name: 'Mine' }))),
  deny('the owner changes the team’s join code', owner, batch(update('teams/t1', { joinCode: 'NEWTEAM234' }))),
  deny('the owner renames a team that holds a field of its own', owner, batch(update('teams/t1', { name: 'Tigers' })), {
    'teams/t1': { ...team('ownerO', 'c1', 'TEAM01'), badge: 'red' },
  }),
];

const DELETES: Case[] = [
  allow(
    'the owner deletes a team with its memberships and its join code entry',
    owner,
    batch(del('teamMemberships/t2_ownerO'), del('joinCodes/TEAM02'), ...delMarked('teams/t2')),
  ),
  // hole: a join code outliving its club or team
  deny(
    'the owner deletes a team, leaving its join code entry',
    owner,
    batch(del('teamMemberships/t2_ownerO'), del('teams/t2')),
  ),
  allow('the owner deletes a team whose entry is already gone', owner, batch(...delMarked('teams/t3'))),
  allow(
    'the owner deletes a club with its memberships and its entry',
    stranger,
    batch(del('clubMemberships/c2_strangerS'), del('joinCodes/OTHER1'), ...delMarked('clubs/c2')),
    { 'joinCodes/OTHER1': { reservedAt: AT, clubId: 'c2' } },
  ),
  deny('a member deletes the team', member, batch(del('teams/t1'))),
  deny('a member deletes the club with its entry', member, batch(del('joinCodes/CLUB01'), del('clubs/c1'))),
  deny(
    'the owner deletes a team whose entry is gone, before verifying their address',
    unverified(owner),
    batch(del('teams/t3')),
  ),
  deny(
    'the owner deletes a club, leaving its join code entry',
    stranger,
    batch(del('clubMemberships/c2_strangerS'), del('clubs/c2')),
  ),
  // the memberships' rules read the group as it was before the batch (get): it may go in the same batch
  allow(
    'the owner deletes a club with someone else’s membership and its entry in one batch',
    stranger,
    batch(
      del('clubMemberships/c2_memberM'),
      del('clubMemberships/c2_strangerS'),
      del('joinCodes/OTHER1'),
      ...delMarked('clubs/c2'),
    ),
    { 'clubMemberships/c2_memberM': clubMember('c2', 'memberM') },
  ),
  allow(
    'the owner deletes a team with a member’s membership and its entry in one batch',
    owner,
    batch(
      del('teamMemberships/t2_memberM'),
      del('teamMemberships/t2_ownerO'),
      del('joinCodes/TEAM02'),
      ...delMarked('teams/t2'),
    ),
    { 'teamMemberships/t2_memberM': teamMember('t2', 'memberM') },
  ),
  deny('a member deletes the team with its entry', member, batch(del('joinCodes/TEAM01'), del('teams/t1'))),
  // with the entry gone, only the owner check stands between a member and the group
  deny('a club member deletes a team whose entry is already gone', member, batch(del('teams/t3'))),
  deny('a member deletes a club whose entry is already gone', member, batch(del('clubs/c1')), {
    'joinCodes/CLUB01': null,
  }),
];

const OTHER_COLLECTIONS: Case[] = [
  deny('read another collection', owner, get('other/x')),
  deny('write another collection', owner, batch(set('other/y', { any: 1 }))),
];

export const GROUP_AREAS = {
  'clubs and teams: reads': READS,
  'clubs and teams: creation': CREATES,
  'clubs and teams: updates': UPDATES,
  'clubs and teams: deletes': DELETES,
  'clubs and teams: a write sent again once it landed': GROUP_RESENT_CASES,
  'other collections (deny by default)': OTHER_COLLECTIONS,
};
