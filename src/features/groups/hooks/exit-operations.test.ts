import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  openTestBackend,
  readStoredDoc,
  seedDocs,
  type TestBackend,
  signInAs,
  storedIds,
} from '../../../../assurance/local/local-test-kit';
import type { Actor } from '../../../domain/groups/actor';
import {
  AT,
  CLUB_CODE,
  coach,
  coachClub,
  depsFor,
  membership,
  player,
  teamCode,
} from '../../../../assurance/domain/groups/group-world.test-support';
import { deleteGroup } from '../../../domain/groups/delete-group';
import { leaveGroup } from '../../../domain/groups/leave-group';
import { removeMember } from './use-remove-member';

/** Leaving, deleting and removing, with the spec's texts, against the local backend with its rules. */

let t: TestBackend;
beforeEach(async () => {
  t = await openTestBackend();
});
afterEach(() => t.cleanup());

const settle = () => t.backend.data.allWritesSynced(3_000);
const person = (id: string): Actor => ({ uid: id, personId: id, displayName: '' });
/** an adult with an account: the rules hand a group only to someone whose profile has a uid */
const adult = (userId: string) => ({ [`users/${userId}`]: { uid: userId } });
const onTeam = (teamId: string, userId: string, joinedAt = AT) => ({
  ...adult(userId),
  [`teamMemberships/${teamId}_${userId}`]: membership('teamId', teamId, userId, 'member', { createdAt: joinedAt }),
});
const inClub = (userId: string, joinedAt = AT) => ({
  ...adult(userId),
  [`clubMemberships/coachC-K1_${userId}`]: membership('clubId', 'coachC-K1', userId, 'member', { createdAt: joinedAt }),
});

async function run<R>(actor: Actor, operation: (deps: ReturnType<typeof depsFor>) => R) {
  await signInAs(t.db, actor);
  const deps = depsFor(t.backend.data, actor);
  const outcome = await operation(deps);
  await settle();
  return { outcome, reported: deps.reported };
}

describe('deleting', () => {
  it('refuses a club with teams: `Cannot delete club with teams. Delete teams first.`', async () => {
    await seedDocs(t.db, coachClub(1));
    expect((await run(coach, (deps) => deleteGroup(deps, 'club', 'coachC-K1'))).outcome).toEqual({
      ok: false,
      error: 'Cannot delete club with teams. Delete teams first.',
    });
  });

  it('deletes a team with every membership and its join code entry', async () => {
    await seedDocs(t.db, { ...coachClub(2, ['p1']), ...onTeam('coachC-T1', 'p1') });
    const { outcome, reported } = await run(coach, (deps) => deleteGroup(deps, 'team', 'coachC-T1'));
    expect(outcome).toEqual({ ok: true, value: undefined });
    expect(reported).toEqual([]);
    expect(await storedIds(t.db, 'teams')).toEqual(['coachC-T2']);
    expect(await storedIds(t.db, 'teamMemberships')).toEqual(['coachC-T2_coachC']);
    expect(await readStoredDoc(t.db, `joinCodes/${teamCode(1)}`)).toBeNull();
  });

  it('deletes a club without teams, and one whose entry is already gone', async () => {
    const world = { ...coachClub(0, ['p1']) };
    delete world[`joinCodes/${CLUB_CODE}`];
    await seedDocs(t.db, world);
    expect((await run(coach, (deps) => deleteGroup(deps, 'club', 'coachC-K1'))).reported).toEqual([]);
    expect(await storedIds(t.db, 'clubs')).toEqual([]);
    expect(await storedIds(t.db, 'clubMemberships')).toEqual([]);
  });

  it('says `Delete failed` to a member who is not the owner', async () => {
    await seedDocs(t.db, { ...coachClub(1), ...onTeam('coachC-T1', 'playerP') });
    expect((await run(player, (deps) => deleteGroup(deps, 'team', 'coachC-T1'))).outcome).toEqual({
      ok: false,
      error: 'Delete failed',
    });
    expect(await storedIds(t.db, 'teams')).toEqual(['coachC-T1']);
  });
});

describe('leaving a team', () => {
  it('says `You are not on this team` to someone not on it', async () => {
    await seedDocs(t.db, { ...coachClub(1), ...inClub('playerP') });
    expect((await run(player, (deps) => leaveGroup(deps, 'team', 'coachC-T1'))).outcome).toEqual({
      ok: false,
      error: 'You are not on this team',
    });
  });

  it("refuses its only member: `You can't leave. You are the only member.`", async () => {
    await seedDocs(t.db, coachClub(1));
    expect((await run(coach, (deps) => leaveGroup(deps, 'team', 'coachC-T1'))).outcome).toEqual({
      ok: false,
      error: "You can't leave. You are the only member.",
    });
  });

  it('lets a member leave', async () => {
    await seedDocs(t.db, { ...coachClub(1), ...inClub('playerP'), ...onTeam('coachC-T1', 'playerP') });
    expect((await run(player, (deps) => leaveGroup(deps, 'team', 'coachC-T1'))).outcome.ok).toBe(true);
    expect(await storedIds(t.db, 'teamMemberships')).toEqual(['coachC-T1_coachC']);
    expect(await readStoredDoc(t.db, 'clubMemberships/coachC-K1_playerP')).not.toBeNull();
  });

  it('hands an owner’s team to the new owner they chose', async () => {
    await seedDocs(t.db, {
      ...coachClub(1),
      ...onTeam('coachC-T1', 'late', '2026-02-02T00:00:00.000Z'),
      ...onTeam('coachC-T1', 'first', '2026-02-01T00:00:00.000Z'),
    });
    expect((await run(coach, (deps) => leaveGroup(deps, 'team', 'coachC-T1', 'late'))).outcome.ok).toBe(true);
    expect(await readStoredDoc(t.db, 'teams/coachC-T1')).toMatchObject({ ownerId: 'late' });
    expect(await readStoredDoc(t.db, 'teamMemberships/coachC-T1_late')).toMatchObject({ role: 'owner' });
  });

  it('keeps an owner whose other members are all children a parent joined: nobody may take over', async () => {
    await seedDocs(t.db, {
      ...coachClub(1),
      'users/kid': { uid: null, linkedParentId: 'parentP' },
      'teamMemberships/coachC-T1_kid': membership('teamId', 'coachC-T1', 'kid', 'member', { parentId: 'parentP' }),
    });
    expect((await run(coach, (deps) => leaveGroup(deps, 'team', 'coachC-T1'))).outcome).toEqual({
      ok: false,
      error:
        'Nobody here can take the team over: only members with their own account can own it. Delete it instead, or invite an adult first.',
    });
    expect(await readStoredDoc(t.db, 'teamMemberships/coachC-T1_coachC')).not.toBeNull();
  });

  it('hands an owner’s team to the member who joined first', async () => {
    await seedDocs(t.db, {
      ...coachClub(1),
      ...onTeam('coachC-T1', 'late', '2026-02-02T00:00:00.000Z'),
      ...onTeam('coachC-T1', 'first', '2026-02-01T00:00:00.000Z'),
    });
    expect((await run(coach, (deps) => leaveGroup(deps, 'team', 'coachC-T1'))).outcome.ok).toBe(true);
    expect(await readStoredDoc(t.db, 'teams/coachC-T1')).toMatchObject({ ownerId: 'first' });
    expect(await readStoredDoc(t.db, 'teamMemberships/coachC-T1_first')).toMatchObject({ role: 'owner' });
    expect(await readStoredDoc(t.db, 'teamMemberships/coachC-T1_coachC')).toBeNull();
  });
});

describe('leaving a club', () => {
  it("refuses its only member: `You can't leave. You are the only club member.`", async () => {
    await seedDocs(t.db, coachClub(0));
    expect((await run(coach, (deps) => leaveGroup(deps, 'club', 'coachC-K1'))).outcome).toEqual({
      ok: false,
      error: "You can't leave. You are the only club member.",
    });
  });

  it('refuses the only member of any of its teams, naming them', async () => {
    await seedDocs(t.db, { ...coachClub(3, ['playerP']), ...onTeam('coachC-T2', 'playerP') });
    expect((await run(coach, (deps) => leaveGroup(deps, 'club', 'coachC-K1'))).outcome).toEqual({
      ok: false,
      error: 'You are the only member on: Team 1, Team 3. Invite someone first.',
    });
  });

  it('leaves the club and its teams, handing each the owner had to the member who joined first', async () => {
    await seedDocs(t.db, {
      ...coachClub(1, []),
      ...inClub('playerP', '2026-02-01T00:00:00.000Z'),
      ...inClub('zoe', '2026-01-15T00:00:00.000Z'),
      ...onTeam('coachC-T1', 'playerP'),
    });
    const { outcome, reported } = await run(coach, (deps) => leaveGroup(deps, 'club', 'coachC-K1'));
    expect(outcome.ok).toBe(true);
    expect(reported).toEqual([]);
    expect(await readStoredDoc(t.db, 'clubs/coachC-K1')).toMatchObject({ ownerId: 'zoe' });
    expect(await readStoredDoc(t.db, 'teams/coachC-T1')).toMatchObject({ ownerId: 'playerP' });
    expect((await storedIds(t.db, 'clubMemberships')).sort()).toEqual(['coachC-K1_playerP', 'coachC-K1_zoe']);
    expect(await storedIds(t.db, 'teamMemberships')).toEqual(['coachC-T1_playerP']);
  });

  it('says `Leave failed` to someone not in it', async () => {
    await seedDocs(t.db, coachClub(0, ['p1']));
    expect((await run(person('nobody'), (deps) => leaveGroup(deps, 'club', 'coachC-K1'))).outcome).toEqual({
      ok: false,
      error: 'Leave failed',
    });
  });
});

describe('removing a member', () => {
  it('removes them from the club and its teams they are on', async () => {
    await seedDocs(t.db, {
      ...coachClub(2, ['playerP', 'p2']),
      ...onTeam('coachC-T2', 'playerP'),
      ...onTeam('coachC-T2', 'p2'),
    });
    const { outcome, reported } = await run(coach, (deps) => removeMember(deps, 'club', 'coachC-K1', 'playerP'));
    expect(outcome).toEqual({ ok: true, value: undefined });
    await expect
      .poll(async () => readStoredDoc(t.db, 'teamMemberships/coachC-T2_playerP'), { timeout: 3_000 })
      .toBeNull();
    expect(await readStoredDoc(t.db, 'clubMemberships/coachC-K1_playerP')).toBeNull();
    expect(await readStoredDoc(t.db, 'teamMemberships/coachC-T2_p2')).not.toBeNull();
    await settle();
    expect(reported).toEqual([]);
  });

  it('removes them from a team only', async () => {
    await seedDocs(t.db, { ...coachClub(1, ['playerP']), ...onTeam('coachC-T1', 'playerP') });
    await run(coach, (deps) => removeMember(deps, 'team', 'coachC-T1', 'playerP'));
    expect(await readStoredDoc(t.db, 'teamMemberships/coachC-T1_playerP')).toBeNull();
    expect(await readStoredDoc(t.db, 'clubMemberships/coachC-K1_playerP')).not.toBeNull();
  });

  it('is refused by the rules to someone who is not the owner (`Delete failed`)', async () => {
    await seedDocs(t.db, { ...coachClub(1, ['playerP', 'p2']) });
    const { reported } = await run(player, (deps) => removeMember(deps, 'club', 'coachC-K1', 'p2'));
    expect(reported).toContain('Delete failed');
    expect(await readStoredDoc(t.db, 'clubMemberships/coachC-K1_p2')).not.toBeNull();
  });

  it('does not remove oneself (one leaves instead)', async () => {
    await seedDocs(t.db, coachClub(0, ['p1']));
    expect((await run(coach, (deps) => removeMember(deps, 'club', 'coachC-K1', 'coachC'))).outcome).toEqual({
      ok: false,
      error: 'Delete failed',
    });
  });
});
