import { AT, member, newbie, owner, stranger, team } from '../rules-world';
import { allow, batch, type Case, del, deny, get, set, update } from './case-kit';
import { CODE, createClub, createTeam, NOW, TEAM_CODE } from './group-batches';

/**
 * Join code entries (`joinCodes/{code}`): got one at a time by the code someone typed, never
 * listed (query-shapes.ts), created only when absent and bound at once to a club or team the
 * creator owns, changed or deleted only by that owner (or dated again, its creation batch sent again).
 */

const JOIN_CODES: Case[] = [
  allow('any verified user gets a code', stranger, get('joinCodes/CLUB01')),
  allow('any verified user gets a missing code', stranger, get('joinCodes/NOPE00')),
  deny('an unverified user gets a code', newbie, get('joinCodes/CLUB01')),
  deny(
    'a second code for an existing club',
    owner,
    batch(set('joinCodes/FRESHKEY22', { reservedAt: NOW, clubId: 'c1' })),
  ),
  deny(
    'a code without reservedAt',
    stranger,
    batch(...createClub('strangerS-K1', 'strangerS').slice(0, 2), set(`joinCodes/${CODE}`, { clubId: 'strangerS-K1' })),
  ),
  deny(
    'a code reserved at the device’s clock',
    stranger,
    batch(
      ...createClub('strangerS-K1', 'strangerS').slice(0, 2),
      set(`joinCodes/${CODE}`, { reservedAt: new Date(), clubId: 'strangerS-K1' }),
    ),
  ),
  deny(
    'a code reserved at a time given as text',
    stranger,
    batch(
      ...createClub('strangerS-K1', 'strangerS').slice(0, 2),
      set(`joinCodes/${CODE}`, { reservedAt: AT, clubId: 'strangerS-K1' }),
    ),
  ),
  deny('a code bound to nothing', owner, batch(set('joinCodes/FRESHKEY22', { reservedAt: NOW }))),
  deny(
    'a code with a field of its own',
    stranger,
    batch(
      ...createClub('strangerS-K1', 'strangerS').slice(0, 2),
      set(`joinCodes/${CODE}`, { reservedAt: NOW, clubId: 'strangerS-K1', note: 'x' }),
    ),
  ),
  deny(
    'a code longer than 10 characters',
    owner,
    batch(set(`joinCodes/${'C'.repeat(65)}`, { reservedAt: NOW, clubId: 'c1' })),
  ),
  // the same entry sent again is its creation batch's copy (groups.ts, "sent again"); a new club is not
  deny(
    'overwrite an existing code with a new club of its owner',
    owner,
    batch(...createClub('ownerO-K1', 'ownerO', 'CLUB01')),
  ),
  deny('a club’s entry updated', owner, batch(update('joinCodes/CLUB01', { clubId: 'c2' }))),
  allow('a team’s entry following a move already stored', owner, batch(update('joinCodes/TEAM02', { clubId: 'c1' })), {
    'teams/t2': team('ownerO', 'c1', 'TEAM02'),
  }),
  deny('a team’s entry naming a club the team is not in', owner, batch(update('joinCodes/TEAM02', { clubId: 'c1' }))),
  deny('a team’s entry pointed at another team', owner, batch(update('joinCodes/TEAM01', { teamId: 't3' }))),
  deny(
    'a team’s entry updated by a member',
    member,
    batch(update('joinCodes/TEAM01', { clubId: null }), update('teams/t1', { clubId: null })),
  ),
  deny('a code deleted while its club stays', owner, batch(del('joinCodes/CLUB01'))),
  deny('a team’s code deleted while its team stays', owner, batch(del('joinCodes/TEAM02'))),
  deny(
    'a team’s entry moved with its team and pointed at another team at once',
    owner,
    batch(update('teams/t2', { clubId: 'c1' }), update('joinCodes/TEAM02', { clubId: 'c1', teamId: 't1' })),
  ),
  // the entry carries its group's name, so a parent joining a child can name the squad without reading it
  allow(
    'a new club’s entry carrying the club’s name',
    stranger,
    batch(
      ...createClub('strangerS-K1', 'strangerS').slice(0, 2),
      set(`joinCodes/${CODE}`, { reservedAt: NOW, clubId: 'strangerS-K1', name: 'Club' }),
    ),
  ),
  deny(
    'a new club’s entry carrying another name',
    stranger,
    batch(
      ...createClub('strangerS-K1', 'strangerS').slice(0, 2),
      set(`joinCodes/${CODE}`, { reservedAt: NOW, clubId: 'strangerS-K1', name: 'Lions' }),
    ),
  ),
  allow(
    'a new team’s entry carrying the team’s name',
    owner,
    batch(
      ...createTeam('ownerO-T9', 'ownerO', 'c1').slice(0, 2),
      set(`joinCodes/${TEAM_CODE}`, { reservedAt: NOW, teamId: 'ownerO-T9', clubId: 'c1', name: 'Team' }),
    ),
  ),
  deny(
    'a new team’s entry carrying another name',
    owner,
    batch(
      ...createTeam('ownerO-T9', 'ownerO', 'c1').slice(0, 2),
      set(`joinCodes/${TEAM_CODE}`, { reservedAt: NOW, teamId: 'ownerO-T9', clubId: 'c1', name: 'Club' }),
    ),
  ),
  allow(
    'the owner renames the club, its entry following',
    owner,
    batch(update('clubs/c1', { name: 'Lions' }), update('joinCodes/CLUB01', { name: 'Lions' })),
  ),
  allow(
    'the owner renames the team, its entry following',
    owner,
    batch(update('teams/t1', { name: 'Cubs' }), update('joinCodes/TEAM01', { name: 'Cubs' })),
  ),
  allow('the owner names an older entry after its club', owner, batch(update('joinCodes/CLUB01', { name: 'Club' }))),
  deny('an entry naming something its club is not called', owner, batch(update('joinCodes/CLUB01', { name: 'Lions' }))),
  deny('a member names the entry after the club', member, batch(update('joinCodes/CLUB01', { name: 'Club' }))),
  deny(
    'the owner renames the entry and moves it to another club at once',
    owner,
    batch(update('joinCodes/CLUB01', { name: 'Club', clubId: 'c2' })),
  ),
  deny('a code deleted with the group by a non-owner', member, batch(del('joinCodes/TEAM01'), del('teams/t1'))),
];

export const JOIN_CODE_AREAS = { 'join codes': JOIN_CODES };
