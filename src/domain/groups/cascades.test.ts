import { describe, expect, it } from 'vitest';
import { SERVER_TIMESTAMP } from '../../backend/ports';
import type { Actor } from './actor';
import {
  planAddClubMembersToTeam,
  planCreateClub,
  planCreateTeam,
  planDisplayNames,
  planEntryFollowsTeam,
  planGroupNames,
} from './cascades';
import { planJoinClub, planJoinClubTeams, planJoinTeam } from './cascades-join';
import { costOf } from '../../../assurance/domain/groups/cascades.test-support';

const NOW = '2026-03-01T10:00:00.000Z';
const coach: Actor = { uid: 'coachC', personId: 'coachC', displayName: 'Cara Coach' };
/** a child who claimed the profile their parent made: every rule check of theirs reads their account */
const claimedKid: Actor = { uid: 'kidUid', personId: 'kidP', displayName: 'Kim Kid' };
/** a parent acting for their child kidC: the rules read the parent's account and the child's profile */
const forKid: Actor = { uid: 'parentP', personId: 'kidC', displayName: 'Kit Kid', forChild: true };

const people = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ personId: `p${i + 1}`, displayName: `Player ${i + 1}` }));

describe('creating a club or team', () => {
  it('writes the club, the owner membership and the join code entry as one unit', () => {
    const unit = planCreateClub({
      actor: coach,
      now: NOW,
      id: 'coachC-K1',
      code: 'ABCDEFGH23',
      fields: { name: 'Lions', location: 'Leeds', notes: '' },
    });
    expect(unit.ops).toEqual([
      {
        kind: 'set',
        collection: 'clubs',
        id: 'coachC-K1',
        data: {
          name: 'Lions',
          location: 'Leeds',
          notes: '',
          ownerId: 'coachC',
          joinCode: 'ABCDEFGH23',
          createdAt: NOW,
          updatedAt: NOW,
        },
      },
      {
        kind: 'set',
        collection: 'clubMemberships',
        id: 'coachC-K1_coachC',
        data: {
          clubId: 'coachC-K1',
          userId: 'coachC',
          role: 'owner',
          displayName: 'Cara Coach',
          groupName: 'Lions',
          squadRole: '',
          joinedAt: SERVER_TIMESTAMP,
          createdAt: NOW,
          updatedAt: NOW,
        },
      },
      {
        kind: 'set',
        collection: 'joinCodes',
        id: 'ABCDEFGH23',
        data: { reservedAt: SERVER_TIMESTAMP, clubId: 'coachC-K1', name: 'Lions' },
      },
    ]);
    expect(unit.ruleReads).toEqual(['clubs/coachC-K1', 'joinCodes/ABCDEFGH23', 'deletedIds/coachC-K1', 'users/coachC']);
  });

  it('writes a team’s entry naming the team’s club, and reads the club to check it is the creator’s', () => {
    const unit = planCreateTeam({
      actor: coach,
      now: NOW,
      id: 'coachC-T1',
      code: 'ABCDEFGH23',
      fields: { name: 'U10', ageGroup: 'U10', notes: '', clubId: 'coachC-K1' },
    });
    expect(unit.ops.map((op) => `${op.collection}/${op.id}`)).toEqual([
      'teams/coachC-T1',
      'teamMemberships/coachC-T1_coachC',
      'joinCodes/ABCDEFGH23',
    ]);
    expect(unit.ops[2]).toMatchObject({
      data: { reservedAt: SERVER_TIMESTAMP, teamId: 'coachC-T1', clubId: 'coachC-K1' },
    });
    expect(unit.ruleReads).toEqual([
      'teams/coachC-T1',
      'joinCodes/ABCDEFGH23',
      'deletedIds/coachC-T1',
      'clubs/coachC-K1',
      'users/coachC',
    ]);
    const alone = planCreateTeam({
      actor: claimedKid,
      now: NOW,
      id: 'kidP-T1',
      code: 'ABCDEFGH23',
      fields: { name: 'U10', ageGroup: '', notes: '', clubId: null },
    });
    expect(alone.ops[2]).toMatchObject({ data: { teamId: 'kidP-T1', clubId: null } });
    expect(alone.ruleReads).toEqual([
      'teams/kidP-T1',
      'joinCodes/ABCDEFGH23',
      'deletedIds/kidP-T1',
      'accounts/kidUid',
      'users/kidP',
    ]);
  });
});

describe('a club of 60 members gets a new team', () => {
  const clubMembers = [{ personId: 'coachC', displayName: 'Cara Coach' }, ...people(59)];
  const team = { id: 'coachC-T1', name: 'U10', clubId: 'coachC-K1' };

  it('adds the 59 it lacks as members, 10 a batch (2 rule reads each): 6 batches, each within 20 rule reads', () => {
    const units = planAddClubMembersToTeam({ actor: coach, now: NOW, team, clubMembers, onTeam: new Set(['coachC']) });
    expect(units).toHaveLength(59);
    expect(units[0]?.ops[0]).toEqual({
      kind: 'set',
      collection: 'teamMemberships',
      id: 'coachC-T1_p1',
      data: {
        teamId: 'coachC-T1',
        userId: 'p1',
        role: 'member',
        displayName: 'Player 1',
        groupName: 'U10',
        squadRole: '',
        joinedAt: SERVER_TIMESTAMP,
        createdAt: NOW,
        updatedAt: NOW,
      },
    });
    expect(units[0]?.ruleReads).toEqual(['teams/coachC-T1', 'clubMemberships/coachC-K1_p1']);
    expect(costOf(units)).toEqual({
      writes: 59,
      batches: [10, 10, 10, 10, 10, 9],
      readsPerBatch: [20, 20, 20, 20, 20, 18],
    });
  });

  it('for a claimed child as owner, 6 a batch (the account is read too)', () => {
    const units = planAddClubMembersToTeam({
      actor: claimedKid,
      now: NOW,
      team,
      clubMembers,
      onTeam: new Set(['coachC']),
    });
    expect(costOf(units)).toEqual({
      writes: 59,
      batches: [...Array(9).fill(6), 5],
      readsPerBatch: [...Array(9).fill(18), 15],
    });
  });

  it('adds only those it lacks (a team moved into the club)', () => {
    const units = planAddClubMembersToTeam({
      actor: coach,
      now: NOW,
      team,
      clubMembers,
      onTeam: new Set(['coachC', 'p1', 'p2']),
    });
    expect(units.map((unit) => unit.ops[0]?.id)).not.toContain('coachC-T1_p1');
    expect(units).toHaveLength(57);
  });
});

describe('a club with 25 teams is joined', () => {
  const teams = Array.from({ length: 25 }, (_, i) => ({ id: `coachC-T${i + 1}`, name: `Team ${i + 1}` }));
  const joiner: Actor = { uid: 'newU', personId: 'newU', displayName: 'Nia New' };

  it('first one’s own club membership carrying the code (1 write, 3 rule reads: the code, the club, one’s profile)', () => {
    const unit = planJoinClub({ actor: joiner, now: NOW, code: 'ABCDEFGH23', clubId: 'coachC-K1', clubName: 'Lions' });
    expect(unit.ops).toEqual([
      {
        kind: 'set',
        collection: 'clubMemberships',
        id: 'coachC-K1_newU',
        data: {
          clubId: 'coachC-K1',
          userId: 'newU',
          role: 'member',
          displayName: 'Nia New',
          groupName: 'Lions',
          squadRole: '',
          joinCode: 'ABCDEFGH23',
          joinedAt: SERVER_TIMESTAMP,
          createdAt: NOW,
          updatedAt: NOW,
        },
      },
    ]);
    expect(costOf([unit])).toEqual({ writes: 1, batches: [1], readsPerBatch: [3] });
  });

  it('then the club’s name and the 25 teams, each carrying the club’s code: 26 writes in 6 batches', () => {
    const units = planJoinClubTeams({
      actor: joiner,
      now: NOW,
      code: 'ABCDEFGH23',
      club: { id: 'coachC-K1', name: 'Lions' },
      teams,
      onTeams: new Set(),
    });
    expect(units[0]?.ops).toEqual([
      {
        kind: 'update',
        collection: 'clubMemberships',
        id: 'coachC-K1_newU',
        data: { groupName: 'Lions', updatedAt: NOW },
      },
    ]);
    expect(units[1]?.ops[0]).toMatchObject({
      id: 'coachC-T1_newU',
      data: { teamId: 'coachC-T1', joinCode: 'ABCDEFGH23', groupName: 'Team 1', role: 'member' },
    });
    expect(units[1]?.ruleReads).toEqual(['joinCodes/ABCDEFGH23', 'teams/coachC-T1', 'clubs/coachC-K1', 'users/newU']);
    expect(costOf(units)).toEqual({ writes: 26, batches: [5, 5, 5, 5, 5, 1], readsPerBatch: [18, 20, 20, 20, 20, 4] });
  });

  it('skips the teams one is already on', () => {
    const units = planJoinClubTeams({
      actor: joiner,
      now: NOW,
      code: 'ABCDEFGH23',
      club: { id: 'coachC-K1', name: 'Lions' },
      teams,
      onTeams: new Set(['coachC-T2']),
    });
    expect(units.flatMap((unit) => unit.ops.map((op) => op.id))).not.toContain('coachC-T2_newU');
    expect(units).toHaveLength(25);
  });

  it('for a claimed child: 4 teams a batch, the account read for each', () => {
    const units = planJoinClubTeams({
      actor: claimedKid,
      now: NOW,
      code: 'ABCDEFGH23',
      club: { id: 'coachC-K1', name: 'Lions' },
      teams,
      onTeams: new Set(),
    });
    expect(costOf(units)).toEqual({
      writes: 26,
      batches: [4, 4, 4, 4, 4, 4, 2],
      readsPerBatch: [17, 20, 20, 20, 20, 20, 10],
    });
  });

  it('for a parent joining their child: the child’s memberships, 4 teams a batch (the child’s profile read too)', () => {
    const club = planJoinClub({ actor: forKid, now: NOW, code: 'ABCDEFGH23', clubId: 'coachC-K1', clubName: 'Lions' });
    expect(club.ops[0]).toMatchObject({ id: 'coachC-K1_kidC', data: { userId: 'kidC', displayName: 'Kit Kid' } });
    expect(club.ruleReads).toEqual(['joinCodes/ABCDEFGH23', 'clubs/coachC-K1', 'users/kidC', 'accounts/parentP']);
    const units = planJoinClubTeams({
      actor: forKid,
      now: NOW,
      code: 'ABCDEFGH23',
      club: { id: 'coachC-K1', name: 'Lions' },
      teams,
      onTeams: new Set(),
    });
    expect(units[0]?.ruleReads).toEqual(['clubs/coachC-K1', 'accounts/parentP', 'users/kidC']);
    expect(units[1]?.ruleReads).toEqual([
      'joinCodes/ABCDEFGH23',
      'teams/coachC-T1',
      'clubs/coachC-K1',
      'users/kidC',
      'accounts/parentP',
    ]);
    expect(costOf(units)).toEqual({
      writes: 26,
      batches: [4, 4, 4, 4, 4, 4, 2],
      readsPerBatch: [18, 20, 20, 20, 20, 20, 10],
    });
  });
});

describe('joining a team', () => {
  it('writes one’s team membership and its club’s, both carrying the team’s code, in one unit', () => {
    const unit = planJoinTeam({
      actor: coach,
      now: NOW,
      code: 'ABCDEFGH23',
      teamId: 'x-T1',
      teamName: 'Team',
      clubId: 'x-K1',
    });
    expect(unit.ops.map((op) => `${op.collection}/${op.id}`)).toEqual([
      'teamMemberships/x-T1_coachC',
      'clubMemberships/x-K1_coachC',
    ]);
    expect(unit.ops.every((op) => op.kind === 'set' && op.data.joinCode === 'ABCDEFGH23')).toBe(true);
    expect(unit.ruleReads).toEqual(['joinCodes/ABCDEFGH23', 'teams/x-T1', 'users/coachC']);
  });

  it('writes only the team’s membership for a team without a club, or one whose club one is in', () => {
    expect(
      planJoinTeam({ actor: coach, now: NOW, code: 'ABCDEFGH23', teamId: 'x-T1', teamName: 'Team', clubId: null }).ops,
    ).toHaveLength(1);
  });
});

describe('keeping names current', () => {
  it('renames the group on every membership that carries another name, 20 a batch (each reads the group)', () => {
    const memberships = Array.from({ length: 620 }, (_, i) => ({
      personId: `p${i}`,
      groupName: i === 0 ? 'Lions' : 'Old',
    }));
    const units = planGroupNames({
      actor: coach,
      now: NOW,
      kind: 'club',
      groupId: 'coachC-K1',
      name: 'Lions',
      memberships,
    });
    expect(units).toHaveLength(619);
    expect(units[0]?.ops[0]).toEqual({
      kind: 'update',
      collection: 'clubMemberships',
      id: 'coachC-K1_p1',
      data: { groupName: 'Lions', updatedAt: NOW },
    });
    expect(costOf(units)).toEqual({
      writes: 619,
      batches: [...Array(30).fill(20), 19],
      readsPerBatch: [...Array(30).fill(20), 19],
    });
  });

  it('puts one’s new name on one’s memberships, reading one’s profile', () => {
    const units = planDisplayNames({
      actor: coach,
      now: NOW,
      memberships: [
        { kind: 'club', groupId: 'k1', displayName: 'Cara' },
        { kind: 'team', groupId: 't1', displayName: 'Cara Coach' },
      ],
    });
    expect(units).toEqual([
      {
        ops: [
          {
            kind: 'update',
            collection: 'clubMemberships',
            id: 'k1_coachC',
            data: { displayName: 'Cara Coach', updatedAt: NOW },
          },
        ],
        ruleReads: ['users/coachC'],
      },
    ]);
  });

  it('puts a child’s new name on the child’s memberships when their parent renames them, reading the child’s profile and the account', () => {
    const units = planDisplayNames({
      actor: forKid,
      now: NOW,
      memberships: [{ kind: 'team', groupId: 't1', displayName: 'Kit' }],
    });
    expect(units).toEqual([
      {
        ops: [
          {
            kind: 'update',
            collection: 'teamMemberships',
            id: 't1_kidC',
            data: { displayName: 'Kit Kid', updatedAt: NOW },
          },
        ],
        ruleReads: ['users/kidC', 'accounts/parentP'],
      },
    ]);
  });

  it('makes a moved team’s entry name its new club', () => {
    expect(
      planEntryFollowsTeam({ actor: coach, teamId: 'coachC-T1', code: 'ABCDEFGH23', clubId: 'coachC-K2' }),
    ).toEqual({
      ops: [{ kind: 'update', collection: 'joinCodes', id: 'ABCDEFGH23', data: { clubId: 'coachC-K2' } }],
      ruleReads: ['teams/coachC-T1'],
    });
  });
});
