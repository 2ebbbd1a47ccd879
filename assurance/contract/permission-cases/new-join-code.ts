import type { DocData } from '../../../src/backend/ports';
import { AT, club, clubMember, LATER, member, owner, stranger, team, teamMember } from '../rules-world';
import { allow, batch, type Case, del, deny, get, set, update } from './case-kit';
import { createTeam, NOW } from './group-batches';
import { joins } from './memberships';

/**
 * `New code` (docs/product.md "Join code lifecycle"): the owner replaces a leaked join code in one
 * batch (src/domain/groups/new-join-code.ts): the group holds a fresh code, its entry is created
 * as at creation, the old code's entry is retired (kept, `retired: true`, so nobody takes the
 * leaked code for a group of theirs). Only the owner may do any piece of it; afterwards the old
 * code admits nobody, and whoever is in stays.
 */

const FRESH = 'FRESHKEY22';
const entryOfT1 = { reservedAt: NOW, teamId: 't1', clubId: 'c1', name: 'Team' };

/** The batch the app sends for a team's new code: t1 from TEAM01 to `code`. */
const newTeamCode = (code = FRESH, entry: DocData = entryOfT1) => [
  update('teams/t1', { joinCode: code, updatedAt: LATER }),
  set(`joinCodes/${code}`, entry),
  update('joinCodes/TEAM01', { retired: true }),
];
/** The same for club c1, from CLUB01. */
const newClubCode = (code = FRESH) => [
  update('clubs/c1', { joinCode: code, updatedAt: LATER }),
  set(`joinCodes/${code}`, { reservedAt: NOW, clubId: 'c1', name: 'Club' }),
  update('joinCodes/CLUB01', { retired: true }),
];

/** Team t1 once its new code landed: it holds FRESH, FRESH's entry names it, TEAM01's is retired. */
const T1_RECODED: Record<string, DocData | null> = {
  'teams/t1': { ...team('ownerO', 'c1', FRESH), updatedAt: LATER },
  [`joinCodes/${FRESH}`]: { ...entryOfT1, reservedAt: AT },
  'joinCodes/TEAM01': { reservedAt: AT, teamId: 't1', clubId: 'c1', retired: true },
};

const CHANGING: Case[] = [
  allow(
    'the owner gives the team a new code: its new entry names the team, the old one is retired',
    owner,
    batch(...newTeamCode()),
  ),
  allow(
    'the owner gives the team a new code deleting the old entry instead (older devices)',
    owner,
    batch(
      update('teams/t1', { joinCode: FRESH, updatedAt: LATER }),
      set(`joinCodes/${FRESH}`, entryOfT1),
      del('joinCodes/TEAM01'),
    ),
  ),
  allow('the owner gives the club a new code', owner, batch(...newClubCode())),
  allow(
    'the owner gives a team in no club a new code',
    owner,
    batch(
      update('teams/t2', { joinCode: FRESH, updatedAt: LATER }),
      set(`joinCodes/${FRESH}`, { reservedAt: NOW, teamId: 't2', clubId: null, name: 'Team' }),
      update('joinCodes/TEAM02', { retired: true }),
    ),
  ),
  allow(
    'the owner gives a team whose entry is gone (older data) a new code',
    owner,
    batch(
      update('teams/t3', { joinCode: FRESH, updatedAt: LATER }),
      set(`joinCodes/${FRESH}`, { reservedAt: NOW, teamId: 't3', clubId: 'c1', name: 'Team' }),
      del('joinCodes/TEAM03'),
    ),
  ),
  allow(
    'a new code’s batch sent again once it landed: the team unchanged, the entry dated again, the old one retired already',
    owner,
    batch(...newTeamCode()),
    T1_RECODED,
  ),
  allow(
    'the owner reserves again the missing entry of their team’s code',
    owner,
    batch(set('joinCodes/LASTKEY234', { reservedAt: NOW, teamId: 't3', clubId: 'c1', name: 'Team' })),
    { 'teams/t3': team('ownerO', 'c1', 'LASTKEY234') },
  ),
  allow('the owner deletes an entry their team no longer holds', owner, batch(del('joinCodes/TEAM01')), {
    ...T1_RECODED,
    'joinCodes/TEAM01': { reservedAt: AT, teamId: 't1', clubId: 'c1' },
  }),
];

/** tR's code RETYRDKEY2 was retired by New code: tR holds FRESH now */
const RETIRED = {
  'teams/tR': team('ownerO', null, FRESH),
  'joinCodes/RETYRDKEY2': { reservedAt: AT, teamId: 'tR', clubId: null, retired: true },
};

// the attacker's side: a member who is not the owner, a stranger holding the code
const ATTACKS: Case[] = [
  deny(
    'a stranger takes a retired code for a team of their own, and so the parents who still paste it',
    stranger,
    batch(...createTeam('strangerS-T7', 'strangerS', null, 'RETYRDKEY2')),
    RETIRED,
  ),
  allow(
    'a stranger makes a team with a code nobody used',
    stranger,
    batch(...createTeam('strangerS-T7', 'strangerS', null, 'FREEKEY234')),
    RETIRED,
  ),
  deny(
    'a stranger joins with a retired code',
    stranger,
    batch(joins('team', 'tR', 'strangerS', 'RETYRDKEY2')),
    RETIRED,
  ),
  deny(
    'the owner brings a retired code back',
    owner,
    batch(update('joinCodes/RETYRDKEY2', { retired: false })),
    RETIRED,
  ),
  deny('a member retires the team’s code in use', member, batch(update('joinCodes/TEAM01', { retired: true }))),
  deny(
    'the owner retires the code their team still holds',
    owner,
    batch(update('joinCodes/TEAM01', { retired: true })),
  ),
  deny('a member gives the team a new code', member, batch(...newTeamCode())),
  deny('a stranger gives the club a new code', stranger, batch(...newClubCode())),
  deny('a member changes the team’s code alone', member, batch(update('teams/t1', { joinCode: FRESH }))),
  deny('a stranger holding the team’s code deletes its entry', stranger, batch(del('joinCodes/TEAM01'))),
  deny('a member deletes the club’s entry', member, batch(del('joinCodes/CLUB01'))),
  deny('a member deletes an entry the team no longer holds', member, batch(del('joinCodes/TEAM01')), {
    ...T1_RECODED,
    'joinCodes/TEAM01': { reservedAt: AT, teamId: 't1', clubId: 'c1' },
  }),
  deny('a stranger creates an entry naming someone else’s team', stranger, batch(set(`joinCodes/${FRESH}`, entryOfT1))),
  deny(
    'a stranger reserves again the missing entry of someone else’s team',
    stranger,
    batch(set('joinCodes/LASTKEY234', { reservedAt: NOW, teamId: 't3', clubId: 'c1', name: 'Team' })),
    { 'teams/t3': team('ownerO', 'c1', 'LASTKEY234') },
  ),
  deny(
    'the owner changes the code keeping the old entry',
    owner,
    batch(update('teams/t1', { joinCode: FRESH, updatedAt: LATER }), set(`joinCodes/${FRESH}`, entryOfT1)),
  ),
  deny(
    'the owner changes the code without an entry for it',
    owner,
    batch(update('teams/t1', { joinCode: FRESH, updatedAt: LATER }), del('joinCodes/TEAM01')),
  ),
  deny(
    'the owner changes the code to one not of the code alphabet',
    owner,
    batch(...newTeamCode('FRESHKEY2I', { ...entryOfT1 })),
  ),
  deny(
    'the owner takes another club’s code for their club',
    owner,
    batch(update('clubs/c1', { joinCode: 'TAKENKEY22', updatedAt: LATER }), del('joinCodes/CLUB01')),
  ),
  deny('the owner takes another club’s code, overwriting its entry', owner, batch(...newClubCode('TAKENKEY22'))),
  deny(
    'the owner’s new entry naming another team',
    owner,
    batch(...newTeamCode(FRESH, { ...entryOfT1, teamId: 't2', clubId: null })),
  ),
  deny(
    'the owner’s new entry naming another club than the team’s',
    owner,
    batch(...newTeamCode(FRESH, { ...entryOfT1, clubId: 'c2' })),
  ),
  deny(
    'the owner changes the code and renames the team in the same write',
    owner,
    batch(
      update('teams/t1', { joinCode: FRESH, name: 'Cubs', updatedAt: LATER }),
      set(`joinCodes/${FRESH}`, { ...entryOfT1, name: 'Cubs' }),
      del('joinCodes/TEAM01'),
    ),
  ),
];

// after the change: the old code admits nobody, the new one does, and whoever is in stays
const AFTER: Case[] = [
  deny(
    'a join with the team’s old code after a new code',
    stranger,
    batch(joins('team', 't1', 'strangerS', 'TEAM01')),
    T1_RECODED,
  ),
  deny(
    'a join with the team’s old code while its old entry is still there',
    stranger,
    batch(joins('team', 't1', 'strangerS', 'TEAM01')),
    { ...T1_RECODED, 'joinCodes/TEAM01': { reservedAt: AT, teamId: 't1', clubId: 'c1' } },
  ),
  allow(
    'a join with the team’s new code',
    stranger,
    batch(joins('team', 't1', 'strangerS', FRESH), joins('club', 'c1', 'strangerS', FRESH)),
    T1_RECODED,
  ),
  deny(
    'a join with the club’s old code after a new code',
    stranger,
    batch(joins('club', 'c1', 'strangerS', 'CLUB01')),
    {
      'clubs/c1': club('ownerO', FRESH),
      [`joinCodes/${FRESH}`]: { reservedAt: AT, clubId: 'c1', name: 'Club' },
      'joinCodes/CLUB01': null,
    },
  ),
  allow('a member who joined with the old code still reads the team', member, get('teams/t1'), {
    ...T1_RECODED,
    'teamMemberships/t1_memberM': { ...teamMember('t1', 'memberM'), joinCode: 'TEAM01' },
  }),
  allow(
    'a member who joined with the old code still reads the squad of the club',
    member,
    get('clubMemberships/c1_ownerO'),
    {
      ...T1_RECODED,
      'clubMemberships/c1_memberM': { ...clubMember('c1', 'memberM'), joinCode: 'TEAM01' },
    },
  ),
];

export const NEW_JOIN_CODE_AREAS = {
  'join codes: New code': CHANGING,
  'join codes: New code, from an attacker': ATTACKS,
  'join codes: after New code': AFTER,
};
