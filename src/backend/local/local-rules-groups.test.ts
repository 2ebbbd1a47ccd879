import { describe, expect, it } from 'vitest';
import { AT, club, clubMember, member, newbie, owner, stranger, team, teamMember, unverified } from '../contract/rules-world';
import { SERVER_TIMESTAMP } from '../ports';
import {
  type Case,
  allow,
  batch,
  del,
  deny,
  get,
  runRuleCases,
  set,
  signInOnWorld,
  update,
  useRulesBackend,
} from './local-rules-fixtures';
import { outcomeOf, readStoredDoc } from './local-test-kit';

const NOW = SERVER_TIMESTAMP;
const underscored = { uid: 'max_2', email: 'max2@example.com', emailVerified: true };

const GROUPS: Case[] = [
  allow('a member reads the club', member, get('clubs/c1')),
  allow('the owner reads the team', owner, get('teams/t1')),
  deny('a non-member reads the club', stranger, get('clubs/c1')),
  deny('a non-member reads a missing club', stranger, get('clubs/nothing')),
  allow('a club member reads a team of the club they are not on', member, get('teams/t3')),
  deny('a user reads a team they are not on, outside their clubs', member, get('teams/t2')),
  allow('any verified user creates a club they own', stranger, batch(set('clubs/new', club('strangerS')))),
  deny('create a club owned by someone else', stranger, batch(set('clubs/new', club('ownerO')))),
  deny('an unverified user creates a club', newbie, batch(set('clubs/new', club('newbieU')))),
  allow('the owner updates the club', owner, batch(update('clubs/c1', { name: 'Lions' }))),
  deny('the owner hands the club over', owner, batch(update('clubs/c1', { ownerId: 'strangerS' }))),
  deny('a member updates the club', member, batch(update('clubs/c1', { name: 'Mine' }))),
  deny('create over an existing club (an update) as a non-owner', stranger, batch(set('clubs/c1', club('strangerS')))),
  allow('the owner deletes a team', owner, batch(del('teams/t2'))),
  allow('a club name of 100 characters', owner, batch(update('clubs/c1', { name: 'x'.repeat(100) }))),
  deny('a club name of 101 characters', owner, batch(update('clubs/c1', { name: 'x'.repeat(101) }))),
  allow('a club location of 200 characters', owner, batch(update('clubs/c1', { location: 'x'.repeat(200) }))),
  deny('a club location of 201 characters', owner, batch(update('clubs/c1', { location: 'x'.repeat(201) }))),
  allow('club notes of 2000 characters', owner, batch(update('clubs/c1', { notes: 'x'.repeat(2000) }))),
  deny('club notes of 2001 characters', owner, batch(update('clubs/c1', { notes: 'x'.repeat(2001) }))),
  allow('a team name and age group of 100 characters', owner, batch(update('teams/t1', { name: 'x'.repeat(100), ageGroup: 'x'.repeat(100) }))),
  deny('a team age group of 101 characters', owner, batch(update('teams/t1', { ageGroup: 'x'.repeat(101) }))),
  allow('team notes of 2000 characters', owner, batch(update('teams/t1', { notes: 'x'.repeat(2000) }))),
  deny('team notes of 2001 characters', owner, batch(update('teams/t1', { notes: 'x'.repeat(2001) }))),
  allow('a team without a club', stranger, batch(set('teams/new', team('strangerS', null)))),
  allow('a team in one’s own club', stranger, batch(set('teams/new', team('strangerS', 'c2')))),
  deny('a team in someone else’s club', stranger, batch(set('teams/new', team('strangerS', 'c1')))),
  allow('the owner moves a team into their club', owner, batch(update('teams/t2', { clubId: 'c1' }))),
  allow('the owner takes a team out of its club', owner, batch(update('teams/t1', { clubId: null }))),
  deny('moving a team into someone else’s club', owner, batch(update('teams/t2', { clubId: 'c2' }))),
  allow('a team owner edits a team that sits in someone else’s club', stranger, batch(update('teams/t8', { name: 'Renamed' })), { 'teams/t8': team('strangerS', 'c1') }),
  deny('a member deletes the team', member, batch(del('teams/t1'))),
  allow(
    'the creation batch of a club: club, owner membership and join code',
    stranger,
    batch(
      set('clubs/c9', club('strangerS')),
      set('clubMemberships/c9_strangerS', clubMember('c9', 'strangerS', 'owner')),
      set('joinCodes/NEWC01', { reservedAt: NOW, clubId: 'c9' }),
    ),
  ),
  allow(
    'the creation batch of a team in a club, adding a club member',
    owner,
    batch(
      set('teams/t9', team('ownerO', 'c1')),
      set('teamMemberships/t9_ownerO', teamMember('t9', 'ownerO', 'owner')),
      set('teamMemberships/t9_memberM', teamMember('t9', 'memberM')),
      set('joinCodes/NEWT01', { reservedAt: NOW, teamId: 't9' }),
    ),
  ),
];

const MEMBERSHIPS: Case[] = [
  allow('a member reads their membership', member, get('clubMemberships/c1_memberM')),
  allow('a member reads another member’s membership', member, get('clubMemberships/c1_ownerO')),
  allow('read one’s own missing membership', stranger, get('clubMemberships/c1_strangerS')),
  deny('a non-member reads a membership', stranger, get('clubMemberships/c1_memberM')),
  // a missing membership is judged by its id, cut at the first `_` as firestore.rules cuts it
  allow('read one’s own missing membership when one’s uid holds a _', underscored, get('clubMemberships/c1_max_2')),
  allow('a member reads a missing membership of their team for a uid holding a _', member, get('teamMemberships/t1_x_y')),
  deny('a non-member reads a missing membership for a uid holding a _', stranger, get('clubMemberships/c1_x_y')),

  deny('own owner membership of a club one does not own', stranger, batch(set('clubMemberships/c1_strangerS', clubMember('c1', 'strangerS', 'owner')))),
  allow('join a club with its code', stranger, batch(set('clubMemberships/c1_strangerS', { ...clubMember('c1', 'strangerS'), joinCode: 'CLUB01' }))),
  allow(
    'join a team with its code, and its club with the same code',
    stranger,
    batch(
      set('teamMemberships/t1_strangerS', { ...teamMember('t1', 'strangerS'), joinCode: 'TEAM01' }),
      set('clubMemberships/c1_strangerS', { ...clubMember('c1', 'strangerS'), joinCode: 'TEAM01' }),
    ),
  ),
  allow('join a club’s team with the club’s code', stranger, batch(set('teamMemberships/t1_strangerS', { ...teamMember('t1', 'strangerS'), joinCode: 'CLUB01' }))),
  allow(
    'join a club, then its teams as a club member, in one batch',
    stranger,
    batch(
      set('clubMemberships/c1_strangerS', { ...clubMember('c1', 'strangerS'), joinCode: 'CLUB01' }),
      set('teamMemberships/t1_strangerS', teamMember('t1', 'strangerS')),
      set('teamMemberships/t3_strangerS', teamMember('t3', 'strangerS')),
    ),
  ),
  deny('join a club with another club’s code', stranger, batch(set('clubMemberships/c1_strangerS', { ...clubMember('c1', 'strangerS'), joinCode: 'OTHER1' }))),
  deny('join with a code bound to nothing yet', stranger, batch(set('clubMemberships/c1_strangerS', { ...clubMember('c1', 'strangerS'), joinCode: 'NOTYET' }))),
  deny('join with a missing code', stranger, batch(set('clubMemberships/c1_strangerS', { ...clubMember('c1', 'strangerS'), joinCode: 'NOPE00' }))),
  deny('join a team outside the club with the club’s code', stranger, batch(set('teamMemberships/t2_strangerS', { ...teamMember('t2', 'strangerS'), joinCode: 'CLUB01' }))),
  deny('join the club of a team without a club', stranger, batch(set('clubMemberships/c1_strangerS', { ...clubMember('c1', 'strangerS'), joinCode: 'TEAM02' }))),
  deny('join as owner with a code', stranger, batch(set('clubMemberships/c1_strangerS', { ...clubMember('c1', 'strangerS', 'owner'), joinCode: 'CLUB01' }))),
  deny('join with a code, unverified', unverified(stranger), batch(set('clubMemberships/c1_strangerS', { ...clubMember('c1', 'strangerS'), joinCode: 'CLUB01' }))),
  deny('a membership whose id does not match its data', stranger, batch(set('clubMemberships/c1_someone', { ...clubMember('c1', 'strangerS'), joinCode: 'CLUB01' }))),
  allow('the owner adds a member', owner, batch(set('clubMemberships/c1_strangerS', clubMember('c1', 'strangerS')))),
  allow('the owner adds themself as a member', owner, batch(set('teamMemberships/t5_ownerO', teamMember('t5', 'ownerO'))), { 'teams/t5': team('ownerO', null) }),
  deny('the owner adds another owner', owner, batch(set('clubMemberships/c1_strangerS', clubMember('c1', 'strangerS', 'owner')))),
  deny('a member adds someone', member, batch(set('clubMemberships/c1_strangerS', clubMember('c1', 'strangerS')))),
  allow('a club member joins a team of the club', member, batch(set('teamMemberships/t3_memberM', teamMember('t3', 'memberM')))),
  deny('a non-member joins a club’s team without a code', stranger, batch(set('teamMemberships/t3_strangerS', teamMember('t3', 'strangerS')))),
  deny('a club member joins a team outside the club', member, batch(set('teamMemberships/t2_memberM', teamMember('t2', 'memberM')))),

  allow('a member leaves', member, batch(del('clubMemberships/c1_memberM'))),
  deny('leave a membership that is already gone (nothing to judge, as on Firestore)', stranger, batch(del('clubMemberships/c1_strangerS'))),
  deny('the owner deletes a membership that is already gone', owner, batch(del('clubMemberships/c1_ghost'))),
  deny('a stranger deletes someone’s missing membership', stranger, batch(del('clubMemberships/c1_ghost'))),
  allow('the owner removes a member', owner, batch(del('teamMemberships/t1_memberM'))),
  deny('a stranger removes a member', stranger, batch(del('clubMemberships/c1_memberM'))),
  deny('a member removes another member', member, batch(del('clubMemberships/c1_ownerO'))),
  deny('a member makes themself owner', member, batch(update('clubMemberships/c1_memberM', { role: 'owner' }))),
  allow('a member updates their membership otherwise', member, batch(update('clubMemberships/c1_memberM', { updatedAt: AT }))),
  allow('the owner updates a membership', owner, batch(update('clubMemberships/c1_memberM', { role: 'owner' }))),
  deny('a membership role other than owner or member', owner, batch(update('clubMemberships/c1_memberM', { role: 'coach' }))),
  deny('a join code of 81 characters on a membership', owner, batch(update('clubMemberships/c1_memberM', { joinCode: 'x'.repeat(81) }))),
  deny('a membership moved to another user', owner, batch(update('clubMemberships/c1_memberM', { userId: 'strangerS' }))),
  allow(
    'the owner deletes a club with its memberships',
    stranger,
    batch(del('clubMemberships/c2_strangerS'), del('clubs/c2')),
  ),
];

const JOIN_CODES: Case[] = [
  allow('any verified user gets a code', stranger, get('joinCodes/CLUB01')),
  allow('any verified user gets a missing code', stranger, get('joinCodes/NOPE00')),
  deny('an unverified user gets a code', newbie, get('joinCodes/CLUB01')),
  allow('the owner creates a code for their club', owner, batch(set('joinCodes/FRESH1', { reservedAt: NOW, clubId: 'c1' }))),
  allow('the owner creates a code for their team', owner, batch(set('joinCodes/FRESH1', { reservedAt: NOW, teamId: 't2' }))),
  deny('a code without reservedAt', owner, batch(set('joinCodes/FRESH1', { clubId: 'c1' }))),
  deny('a code reserved at the device’s clock, not the server’s', owner, batch(set('joinCodes/FRESH1', { reservedAt: new Date(), clubId: 'c1' }))),
  deny('a code reserved at a time given as text', owner, batch(set('joinCodes/FRESH1', { reservedAt: AT, clubId: 'c1' }))),
  deny('a code bound to nothing', owner, batch(set('joinCodes/FRESH1', { reservedAt: NOW }))),
  deny('a code for someone else’s club', stranger, batch(set('joinCodes/FRESH1', { reservedAt: NOW, clubId: 'c1' }))),
  deny('a code whose club id is not text', owner, batch(set('joinCodes/FRESH1', { reservedAt: NOW, clubId: 7, teamId: 't2' }))),
  deny('a code longer than 64 characters', owner, batch(set(`joinCodes/${'C'.repeat(65)}`, { reservedAt: NOW, clubId: 'c1' }))),
  deny('a code for a missing team', owner, batch(set('joinCodes/FRESH1', { reservedAt: NOW, teamId: 'nope' }))),
  deny('overwrite an existing code', owner, batch(set('joinCodes/CLUB01', { reservedAt: NOW, clubId: 'c1' }))),
  deny('update a code', owner, batch(update('joinCodes/CLUB01', { clubId: 'c1' }))),
  deny('delete a code', owner, batch(del('joinCodes/CLUB01'))),
];

const OTHERS: Case[] = [
  deny('read another collection', owner, get('other/x')),
  deny('write another collection', owner, batch(set('other/y', { any: 1 }))),
];

runRuleCases('clubs and teams', GROUPS);
runRuleCases('club and team memberships', MEMBERSHIPS);
runRuleCases('join codes', JOIN_CODES);
runRuleCases('other collections', OTHERS);

describe('rules: batches', () => {
  const backend = useRulesBackend();

  it('writes nothing when one operation of a batch is refused', async () => {
    const t = backend();
    await signInOnWorld(t, owner);
    const ops = [update('clubs/c1', { name: 'Renamed' }), set('clubs/c9', club('ownerO')), update('clubs/c2', { name: 'Not mine' })];
    await expect(outcomeOf(t.backend.data, (onRefused) => t.backend.data.batch(ops, onRefused))).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await readStoredDoc(t.db, 'clubs/c1'))?.name).toBe('Club');
    expect(await readStoredDoc(t.db, 'clubs/c9')).toBeNull();
    expect((await readStoredDoc(t.db, 'clubs/c2'))?.name).toBe('Club');
  });

  it('judges every write of a batch by the state after the whole batch', async () => {
    const t = backend();
    await signInOnWorld(t, stranger);
    // the owner membership comes before the club it refers to
    const ops = [
      set('clubMemberships/c9_strangerS', clubMember('c9', 'strangerS', 'owner')),
      set('clubs/c9', club('strangerS')),
    ];
    await expect(outcomeOf(t.backend.data, (onRefused) => t.backend.data.batch(ops, onRefused))).resolves.toBeUndefined();
  });
});
