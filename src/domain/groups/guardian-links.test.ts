import { describe, expect, it } from 'vitest';
import { type Actor, childActor } from './actor';
import { planAddClubMembersToTeam } from './cascades';
import { planLeave, planRemoveFromClubTeams, planRemoveMember } from './cascades-exit';
import { planJoinClub, planJoinTeam } from './cascades-join';
import { costOf } from '../../../assurance/domain/groups/cascades.test-support';
import { linkOnExit, linkSet, planLinksOfGoneChild } from './guardian-links';

const NOW = '2026-03-01T10:00:00.000Z';
const coach: Actor = { uid: 'coachC', personId: 'coachC', displayName: 'Cara Coach' };
const pat: Actor = { uid: 'parentP', personId: 'parentP', displayName: 'Pat Parent', firstName: 'Pat' };
const kit = childActor(pat, { id: 'kidC', name: 'Kit Kid' });
const ids = (unit: { ops: { kind: string; collection: string; id: string }[] }) =>
  unit.ops.map((op) => `${op.kind} ${op.collection}/${op.id}`);

describe('links written with a child’s memberships', () => {
  it('a club’s code: the club link beside the membership, charged its one read', () => {
    const unit = planJoinClub({ actor: kit, now: NOW, code: 'CLUBKEY234', clubId: 'coachC-K1', clubName: 'Lions' });
    expect(ids(unit)).toEqual(['set clubMemberships/coachC-K1_kidC', 'set clubGuardians/coachC-K1_parentP']);
    expect(unit.ops[1]).toMatchObject({ data: { clubId: 'coachC-K1', parentId: 'parentP', viaChildId: 'kidC' } });
    expect(unit.opReads).toEqual([undefined, ['clubMemberships/coachC-K1_kidC']]);
    // the membership: the code, the club, the child's profile, the account, the parent's profile (its name); the link: 1
    expect(costOf([unit]).readsPerBatch).toEqual([6]);
  });

  it('a team’s code: the team’s and the club’s links', () => {
    const unit = planJoinTeam({
      actor: kit,
      now: NOW,
      code: 'TEAMKEYABC',
      teamId: 'coachC-T1',
      teamName: 'U9',
      clubId: 'coachC-K1',
    });
    expect(ids(unit)).toEqual([
      'set teamMemberships/coachC-T1_kidC',
      'set clubMemberships/coachC-K1_kidC',
      'set teamGuardians/coachC-T1_parentP',
      'set clubGuardians/coachC-K1_parentP',
    ]);
  });

  it('nobody’s child, no link: an adult’s own join is as before', () => {
    const unit = planJoinClub({ actor: pat, now: NOW, code: 'CLUBKEY234', clubId: 'coachC-K1', clubName: 'Lions' });
    expect(ids(unit)).toEqual(['set clubMemberships/coachC-K1_parentP']);
    expect(unit.opReads).toBeUndefined();
  });

  it('the owner adds a child of the club to a team: the link read through the account and the team', () => {
    const units = planAddClubMembersToTeam({
      actor: coach,
      now: NOW,
      team: { id: 'coachC-T1', name: 'U9', clubId: 'coachC-K1' },
      clubMembers: [
        { personId: 'p1', displayName: 'Adult' },
        { personId: 'kidC', displayName: 'Kit', parent: { personId: 'parentP', firstName: 'Pat' } },
      ],
      onTeam: new Set(),
    });
    expect(units.map(ids)).toEqual([
      ['set teamMemberships/coachC-T1_p1'],
      ['set teamMemberships/coachC-T1_kidC', 'set teamGuardians/coachC-T1_parentP'],
    ]);
    expect(units[1]?.opReads?.[1]).toEqual(['teamMemberships/coachC-T1_kidC', 'accounts/coachC', 'teams/coachC-T1']);
  });

  it('a parent who claimed a profile: their account read too', () => {
    const claimedParent = childActor({ ...pat, uid: 'patUid' }, { id: 'kidC', name: 'Kit' });
    expect(linkSet(claimedParent, 'team', 'T', 'parentP', 'kidC').ruleReads).toEqual([
      'teamMemberships/T_kidC',
      'accounts/patUid',
    ]);
  });
});

describe('links when a child leaves', () => {
  const squad = [
    { personId: 'coachC', joinedAt: '' },
    { personId: 'kidC', joinedAt: '', parentId: 'parentP' },
  ];
  const withSibling = [...squad, { personId: 'kidD', joinedAt: '', parentId: 'parentP' }];

  it('the parent takes the child out: the link goes, read nothing more', () => {
    const unit = planLeave({
      actor: kit,
      now: NOW,
      kind: 'team',
      group: { id: 'coachC-T1', ownerId: 'coachC' },
      members: squad,
      guardian: { members: squad, link: { viaChildId: 'kidC' } },
    });
    expect(ids(unit)).toEqual(['delete teamMemberships/coachC-T1_kidC', 'delete teamGuardians/coachC-T1_parentP']);
    expect(unit.opReads?.[1]).toEqual([]);
  });

  it('a sibling stays: re-pointed to them', () => {
    const unit = planLeave({
      actor: kit,
      now: NOW,
      kind: 'team',
      group: { id: 'coachC-T1', ownerId: 'coachC' },
      members: withSibling,
      guardian: { members: withSibling, link: { viaChildId: 'kidC' } },
    });
    expect(unit.ops[1]).toMatchObject({ kind: 'set', data: { viaChildId: 'kidD' } });
    expect(unit.opReads?.[1]).toEqual(['teamMemberships/coachC-T1_kidD']);
  });

  it('a link known to be missing (older data) is left alone: deleting it would refuse the batch', () => {
    const unit = planLeave({
      actor: kit,
      now: NOW,
      kind: 'team',
      group: { id: 'coachC-T1', ownerId: 'coachC' },
      members: squad,
      guardian: { members: squad, link: null },
    });
    expect(ids(unit)).toEqual(['delete teamMemberships/coachC-T1_kidC']);
  });

  it('the owner removes a child: the link goes, judged through the account and the child’s membership', () => {
    const unit = planRemoveMember({
      actor: coach,
      kind: 'team',
      groupId: 'coachC-T1',
      personId: 'kidC',
      guardian: { parentId: 'parentP', members: squad, link: { viaChildId: null } },
    });
    expect(ids(unit)).toEqual(['delete teamMemberships/coachC-T1_kidC', 'delete teamGuardians/coachC-T1_parentP']);
    expect(unit.opReads?.[1]).toEqual(['accounts/coachC', 'teamMemberships/coachC-T1_kidC']);
    expect(costOf([unit]).readsPerBatch).toEqual([3]);
  });

  it('the owner removes a child whose sibling stays: the owner re-points the link', () => {
    const unit = planRemoveMember({
      actor: coach,
      kind: 'team',
      groupId: 'coachC-T1',
      personId: 'kidC',
      guardian: { parentId: 'parentP', members: withSibling },
    });
    expect(unit.ops[1]).toMatchObject({ kind: 'set', data: { viaChildId: 'kidD' } });
    expect(unit.opReads?.[1]).toEqual(['teamMemberships/coachC-T1_kidD', 'accounts/coachC', 'teams/coachC-T1']);
  });

  it('a club’s owner removing a child from a team they do not own: re-pointing is not theirs, the link stays', () => {
    expect(
      linkOnExit({
        actor: coach,
        kind: 'team',
        groupId: 'amy-T2',
        ownerId: 'amy',
        childId: 'kidC',
        parentId: 'parentP',
        members: withSibling,
      }),
    ).toBeNull();
  });

  it('a squad the club’s owner cannot read: the link’s delete is unsure, fired on its own', () => {
    const { units, unsureLinks } = planRemoveFromClubTeams({
      actor: coach,
      clubId: 'coachC-K1',
      personId: 'kidC',
      parentId: 'parentP',
      teams: [
        { id: 'coachC-T1', ownerId: 'coachC', members: squad },
        { id: 'amy-T2', ownerId: 'amy', members: null },
      ],
    });
    expect(units.map(ids)).toEqual([
      ['delete teamMemberships/coachC-T1_kidC', 'delete teamGuardians/coachC-T1_parentP'],
      ['delete teamMemberships/amy-T2_kidC'],
    ]);
    expect(unsureLinks.map(ids)).toEqual([['delete teamGuardians/amy-T2_parentP']]);
  });

  it('an adult removed: no link', () => {
    const unit = planRemoveMember({
      actor: coach,
      kind: 'club',
      groupId: 'coachC-K1',
      personId: 'p1',
      guardian: { parentId: null, members: squad },
    });
    expect(ids(unit)).toEqual(['delete clubMemberships/coachC-K1_p1']);
  });

  it('a child deleted or let go: each link through them goes, or moves to a sibling', () => {
    const units = planLinksOfGoneChild(pat, 'parentP', 'kidC', [
      { kind: 'team', groupId: 'T1', siblingId: null },
      { kind: 'club', groupId: 'K1', siblingId: 'kidD' },
    ]);
    expect(units.map(ids)).toEqual([['delete teamGuardians/T1_parentP'], ['set clubGuardians/K1_parentP']]);
    expect(units.map((unit) => unit.ruleReads)).toEqual([[], ['clubMemberships/K1_kidD']]);
  });
});
