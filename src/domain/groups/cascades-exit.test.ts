import { describe, expect, it } from 'vitest';
import type { Actor } from './actor';
import {
  planDeleteGroup,
  planLeave,
  planLeaveClub,
  planRemoveFromClubTeams,
  planRemoveMember,
  planSquadRole,
  ownerCandidates,
  planHandOver,
  successorOf,
} from './cascades-exit';
import { costOf } from '../../../assurance/domain/groups/cascades.test-support';

const NOW = '2026-03-01T10:00:00.000Z';
const coach: Actor = { uid: 'coachC', personId: 'coachC', displayName: 'Cara Coach' };
const claimedKid: Actor = { uid: 'kidUid', personId: 'kidP', displayName: 'Kim Kid' };
/** a parent acting for their child kidC */
const forKid: Actor = { uid: 'parentP', personId: 'kidC', displayName: 'Kit Kid', forChild: true };
const members = [
  { personId: 'coachC', joinedAt: '2026-01-01T00:00:00.000Z' },
  { personId: 'late', joinedAt: '2026-02-03T00:00:00.000Z' },
  { personId: 'zed', joinedAt: '2026-02-01T00:00:00.000Z' },
  { personId: 'amy', joinedAt: '2026-02-01T00:00:00.000Z' },
];
const ids = (ops: { collection: string; id: string; kind: string }[]) =>
  ops.map((op) => `${op.kind} ${op.collection}/${op.id}`);

describe('who takes over', () => {
  it('is the member who joined first (ties by person id), never the one leaving', () => {
    expect(successorOf(members, 'coachC')).toBe('amy');
    expect(successorOf(members, 'amy')).toBe('coachC');
    expect(successorOf([members[0] as (typeof members)[number]], 'coachC')).toBeNull();
  });

  it('puts staff first (Coach, Staff), then the order of joining, and never a child a parent joined', () => {
    const squad = [
      ...members,
      { personId: 'kid', joinedAt: '2025-01-01T00:00:00.000Z', parentId: 'late' },
      { personId: 'helper', joinedAt: '2026-03-01T00:00:00.000Z', squadRole: 'Staff' as const },
      { personId: 'coach2', joinedAt: '2026-04-01T00:00:00.000Z', squadRole: 'Coach' as const },
      { personId: 'player', joinedAt: '2025-06-01T00:00:00.000Z', squadRole: 'Player' as const },
    ];
    expect(ownerCandidates(squad, 'coachC').map((each) => each.personId)).toEqual([
      'helper',
      'coach2',
      'player',
      'amy',
      'zed',
      'late',
    ]);
    expect(successorOf([members[0] as (typeof members)[number], squad[4] as (typeof squad)[number]], 'coachC')).toBe(
      null,
    );
  });
});

describe('leaving', () => {
  it('a member deletes only their own membership, reading nothing', () => {
    const unit = planLeave({
      actor: { ...coach, uid: 'zed', personId: 'zed' },
      now: NOW,
      kind: 'team',
      group: { id: 'x-T1', ownerId: 'coachC' },
      members,
    });
    expect(unit).toEqual({ ops: [{ kind: 'delete', collection: 'teamMemberships', id: 'x-T1_zed' }], ruleReads: [] });
  });

  it('an owner who leaves while others remain hands the group to the member who joined first', () => {
    const unit = planLeave({
      actor: coach,
      now: NOW,
      kind: 'club',
      group: { id: 'coachC-K1', ownerId: 'coachC' },
      members,
    });
    expect(unit.ops).toEqual([
      { kind: 'update', collection: 'clubs', id: 'coachC-K1', data: { ownerId: 'amy', updatedAt: NOW } },
      { kind: 'update', collection: 'clubMemberships', id: 'coachC-K1_amy', data: { role: 'owner', updatedAt: NOW } },
      { kind: 'delete', collection: 'clubMemberships', id: 'coachC-K1_coachC' },
    ]);
    // the rules read the new owner's profile: a child profile nobody claimed may not own a group
    expect(unit.ruleReads).toEqual(['clubs/coachC-K1', 'clubMemberships/coachC-K1_amy', 'users/amy']);
  });

  it('hands the group to the new owner the owner chose, when they may take it', () => {
    const group = { id: 'coachC-K1', ownerId: 'coachC' };
    const chosen = planLeave({ actor: coach, now: NOW, kind: 'club', group, members, newOwner: 'late' });
    expect(ids(chosen.ops)[0]).toBe('update clubs/coachC-K1');
    expect(chosen.ops[0]).toMatchObject({ data: { ownerId: 'late' } });
    const stranger = planLeave({ actor: coach, now: NOW, kind: 'club', group, members, newOwner: 'nobody' });
    expect(stranger.ops[0]).toMatchObject({ data: { ownerId: 'amy' } });
  });

  it('Make owner: the group and the owner role go to the member, the old owner stays as a member', () => {
    const unit = planHandOver({ actor: coach, now: NOW, kind: 'team', groupId: 'coachC-T1', newOwner: 'amy' });
    expect(unit.ops).toEqual([
      { kind: 'update', collection: 'teams', id: 'coachC-T1', data: { ownerId: 'amy', updatedAt: NOW } },
      { kind: 'update', collection: 'teamMemberships', id: 'coachC-T1_amy', data: { role: 'owner', updatedAt: NOW } },
      {
        kind: 'update',
        collection: 'teamMemberships',
        id: 'coachC-T1_coachC',
        data: { role: 'member', updatedAt: NOW },
      },
    ]);
    expect(unit.ruleReads).toEqual(['teams/coachC-T1', 'teamMemberships/coachC-T1_amy', 'users/amy']);
  });

  it('a claimed child’s leave is checked through the group and the account', () => {
    const unit = planLeave({
      actor: claimedKid,
      now: NOW,
      kind: 'team',
      group: { id: 'x-T1', ownerId: 'coachC' },
      members,
    });
    expect(unit.ruleReads).toEqual(['teams/x-T1', 'accounts/kidUid']);
  });

  it('a parent taking their child out is checked through the group, the child’s profile and the account', () => {
    const unit = planLeave({
      actor: forKid,
      now: NOW,
      kind: 'team',
      group: { id: 'x-T1', ownerId: 'coachC' },
      members,
    });
    expect(unit).toEqual({
      ops: [{ kind: 'delete', collection: 'teamMemberships', id: 'x-T1_kidC' }],
      ruleReads: ['teams/x-T1', 'users/kidC', 'accounts/parentP'],
    });
  });

  it('leaving a club leaves its teams first, handing over those one owns', () => {
    const units = planLeaveClub({
      actor: coach,
      now: NOW,
      club: { id: 'coachC-K1', ownerId: 'coachC', members },
      teams: [
        { id: 'coachC-T1', ownerId: 'coachC', members },
        { id: 'amy-T2', ownerId: 'amy', members },
      ],
    });
    expect(units.flatMap((unit) => ids(unit.ops))).toEqual([
      'update teams/coachC-T1',
      'update teamMemberships/coachC-T1_amy',
      'delete teamMemberships/coachC-T1_coachC',
      'delete teamMemberships/amy-T2_coachC',
      'update clubs/coachC-K1',
      'update clubMemberships/coachC-K1_amy',
      'delete clubMemberships/coachC-K1_coachC',
    ]);
    // each handover's 3 writes are charged the group, the successor's membership and profile: 9 + 9
    expect(costOf(units)).toEqual({ writes: 7, batches: [7], readsPerBatch: [18] });
  });
});

describe('deleting a club or team', () => {
  it('deletes the other memberships, then the owner’s with its join code entry and the group, in one batch', () => {
    const units = planDeleteGroup({
      actor: coach,
      kind: 'team',
      group: { id: 'coachC-T1', ownerId: 'coachC', joinCode: 'ABCDEFGH23' },
      members: [{ personId: 'coachC' }, { personId: 'p1' }, { personId: 'p2' }],
      entryExists: true,
    });
    expect(units.flatMap((unit) => ids(unit.ops))).toEqual([
      'delete teamMemberships/coachC-T1_p1',
      'delete teamMemberships/coachC-T1_p2',
      'delete teamMemberships/coachC-T1_coachC',
      'delete joinCodes/ABCDEFGH23',
      'delete teams/coachC-T1',
      'set deletedIds/coachC-T1',
    ]);
    // 1 read (the team) per other membership; the last unit's 3 writes read the team and the entry
    expect(costOf(units)).toEqual({ writes: 6, batches: [6], readsPerBatch: [10] });
  });

  it('deletes a team’s life before its squad, the guardian links after the memberships, the team last', () => {
    const units = planDeleteGroup({
      actor: coach,
      kind: 'team',
      group: { id: 'coachC-T1', ownerId: 'coachC', joinCode: 'ABCDEFGH23' },
      members: [
        { personId: 'coachC' },
        { personId: 'p1' },
        { personId: 'kid1', parentId: 'par1' },
        { personId: 'kid2', parentId: 'par1' },
        { personId: 'kid3', parentId: 'par2' },
      ],
      life: {
        events: ['e1', 'e2'],
        eventAttendance: ['e1', 'e2'],
        eventAnswers: ['e1_p1', 'e1_kid1', 'e2_kid3'],
        eventAnswerNotes: ['e1_kid1'],
        announcements: ['a1'],
        announcementSeen: ['a1_p1', 'a1_kid3'],
      },
      entryExists: true,
    });
    expect(units.flatMap((unit) => ids(unit.ops))).toEqual([
      'delete eventAnswers/e1_p1',
      'delete eventAnswers/e1_kid1',
      'delete eventAnswers/e2_kid3',
      'delete eventAnswerNotes/e1_kid1',
      'delete eventAttendance/e1',
      'delete eventAttendance/e2',
      'delete announcementSeen/a1_p1',
      'delete announcementSeen/a1_kid3',
      'delete events/e1',
      'delete events/e2',
      'delete announcements/a1',
      'delete teamMemberships/coachC-T1_p1',
      'delete teamMemberships/coachC-T1_kid1',
      'delete teamMemberships/coachC-T1_kid2',
      'delete teamMemberships/coachC-T1_kid3',
      'delete teamGuardians/coachC-T1_par1',
      'delete teamGuardians/coachC-T1_par2',
      'delete teamMemberships/coachC-T1_coachC',
      'delete joinCodes/ABCDEFGH23',
      'delete teams/coachC-T1',
      'set deletedIds/coachC-T1',
    ]);
    // 15 deletes reading the team (1 each), 2 links (the account and the child's membership), then
    // the last unit (4 writes with the id's mark × the team and the entry)
    expect(costOf(units)).toEqual({ writes: 21, batches: [17, 4], readsPerBatch: [19, 8] });
  });

  it('charges a claimed owner the account beside the group: 10 of a team’s deletes a batch', () => {
    const claimed: Actor = { uid: 'kimUid', personId: 'kimP', displayName: 'Kim Coach' };
    const eventIds = Array.from({ length: 20 }, (_, i) => `e${i}`);
    const units = planDeleteGroup({
      actor: claimed,
      kind: 'team',
      group: { id: 'kimP-T1', ownerId: 'kimP', joinCode: '' },
      members: [{ personId: 'kimP' }],
      life: {
        events: eventIds,
        eventAttendance: eventIds,
        eventAnswers: [],
        eventAnswerNotes: [],
        announcements: [],
        announcementSeen: [],
      },
      entryExists: false,
    });
    expect(costOf(units)).toEqual({ writes: 43, batches: [10, 10, 10, 10, 3], readsPerBatch: [20, 20, 20, 20, 6] });
  });

  it('leaves out an entry already gone', () => {
    const units = planDeleteGroup({
      actor: coach,
      kind: 'club',
      group: { id: 'coachC-K1', ownerId: 'coachC', joinCode: 'ABCDEFGH23' },
      members: [{ personId: 'coachC' }],
      entryExists: false,
    });
    expect(units.flatMap((unit) => ids(unit.ops))).toEqual([
      'delete clubMemberships/coachC-K1_coachC',
      'delete clubs/coachC-K1',
      'set deletedIds/coachC-K1',
    ]);
  });

  it('puts the group last: 700 members take 35 batches (each delete reads the group), the group in a 36th', () => {
    const members = Array.from({ length: 700 }, (_, i) => ({ personId: `p${i}` }));
    const units = planDeleteGroup({
      actor: coach,
      kind: 'club',
      group: { id: 'coachC-K1', ownerId: 'coachC', joinCode: 'ABCDEFGH23' },
      members,
      entryExists: true,
    });
    expect(costOf(units)).toEqual({
      writes: 703,
      batches: [...Array(35).fill(20), 3],
      readsPerBatch: [...Array(35).fill(20), 6],
    });
    expect(units.at(-1)?.ops.slice(-2)).toEqual([
      { kind: 'delete', collection: 'clubs', id: 'coachC-K1' },
      { kind: 'set', collection: 'deletedIds', id: 'coachC-K1', data: { collection: 'clubs' } },
    ]);
  });
});

describe('removing a member and squad roles', () => {
  it('removes from a club and from its teams the member is on', () => {
    const units = [
      planRemoveMember({ actor: coach, kind: 'club', groupId: 'coachC-K1', personId: 'p1' }),
      ...planRemoveFromClubTeams({
        actor: coach,
        clubId: 'coachC-K1',
        personId: 'p1',
        teams: [
          { id: 'coachC-T1', ownerId: 'coachC' },
          { id: 'amy-T2', ownerId: 'amy' },
        ],
      }).units,
    ];
    expect(units.flatMap((unit) => ids(unit.ops))).toEqual([
      'delete clubMemberships/coachC-K1_p1',
      'delete teamMemberships/coachC-T1_p1',
      'delete teamMemberships/amy-T2_p1',
    ]);
    expect(units[1]?.ruleReads).toEqual(['teams/coachC-T1']);
    // a team owned by someone else is judged through the team's club's owner
    expect(units[2]?.ruleReads).toEqual(['teams/amy-T2', 'accounts/coachC', 'clubs/coachC-K1']);
    expect(costOf(units)).toEqual({ writes: 3, batches: [3], readsPerBatch: [5] });
  });

  it('sets a squad role, reading the group for its owner', () => {
    expect(
      planSquadRole({ actor: coach, now: NOW, kind: 'team', groupId: 'coachC-T1', personId: 'p1', role: 'Coach' }),
    ).toEqual({
      ops: [
        {
          kind: 'update',
          collection: 'teamMemberships',
          id: 'coachC-T1_p1',
          data: { squadRole: 'Coach', updatedAt: NOW },
        },
      ],
      ruleReads: ['teams/coachC-T1'],
    });
  });
});
