import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ruleReadCost, splitIntoBatches } from '../../backend/batch-splitter';
import {
  openTestBackend,
  readStoredDoc,
  seedDocs,
  signInAs,
  type TestBackend,
} from '../../../assurance/local/local-test-kit';
import { joinByCode } from '../../features/join/hooks/join-by-code';
import {
  AT,
  CLUB_CODE,
  coach,
  coachClub,
  depsFor,
  kid,
  membership,
  player,
  teamCode,
} from '../../../assurance/domain/groups/group-world.test-support';
import { planNewJoinCode, replaceJoinCode } from './new-join-code';

/** `New code` against the local backend, with firestore.rules judging every write. */

let t: TestBackend;
beforeEach(async () => {
  t = await openTestBackend();
});
afterEach(() => t.cleanup());

const settle = () => t.backend.data.allWritesSynced(3_000);
/** Codes from a list (each test its own: the device remembers every code it tried). */
const codes =
  (...queue: string[]) =>
  () =>
    queue.shift() ?? 'NMREKEY234';
const stored = (path: string) => readStoredDoc(t.db, path);
const TEAM = { id: 'coachC-T1', name: 'Team 1', joinCode: teamCode(1), clubId: 'coachC-K1' };
const CLUB = { id: 'coachC-K1', name: 'Lions', joinCode: CLUB_CODE };

/** The coach's club and its team coachC-T1; Pat joined the team with its code. */
async function world() {
  await seedDocs(t.db, {
    ...coachClub(1, ['playerP']),
    'teamMemberships/coachC-T1_playerP': membership('teamId', 'coachC-T1', 'playerP', 'member', {
      joinCode: teamCode(1),
    }),
  });
}

describe('New code', () => {
  it('gives the team a fresh code in one batch: its entry names the team, the old one is retired, members stay', async () => {
    await world();
    await signInAs(t.db, coach);
    const deps = { ...depsFor(t.backend.data, coach), newCode: codes('NEWKEY2345') };
    expect(replaceJoinCode(deps, 'team', TEAM)).toEqual({ ok: true, value: { code: 'NEWKEY2345' } });
    await settle();
    expect(await stored('teams/coachC-T1')).toMatchObject({ joinCode: 'NEWKEY2345', name: 'Team 1' });
    expect(await stored('joinCodes/NEWKEY2345')).toEqual({
      reservedAt: expect.any(Date),
      teamId: 'coachC-T1',
      clubId: 'coachC-K1',
      name: 'Team 1',
    });
    // the old entry stays, retired: nobody can take the leaked code for a team of theirs
    expect(await stored(`joinCodes/${teamCode(1)}`)).toMatchObject({ teamId: 'coachC-T1', retired: true });
    // the member keeps the code they joined with
    expect(await stored('teamMemberships/coachC-T1_playerP')).toMatchObject({ joinCode: teamCode(1) });
    expect(deps.reported).toEqual([]);
  });

  it('then the old code answers `Invalid code`, and the new one joins', async () => {
    await world();
    await signInAs(t.db, coach);
    replaceJoinCode({ ...depsFor(t.backend.data, coach), newCode: codes('JNKEY23456') }, 'team', TEAM);
    await settle();
    await signInAs(t.db, kid);
    const join = (code: string) => joinByCode({ ...depsFor(t.backend.data, kid), timeoutMs: 2_000 }, code);
    expect(await join(teamCode(1))).toMatchObject({ ok: false, error: 'Invalid code', reason: 'unknown-code' });
    expect(await join('JNKEY23456')).toMatchObject({ ok: true, value: { kind: 'team', id: 'coachC-T1' } });
  });

  it('gives the club a fresh code', async () => {
    await world();
    await signInAs(t.db, coach);
    const deps = { ...depsFor(t.backend.data, coach), newCode: codes('CLUBKEY345') };
    replaceJoinCode(deps, 'club', CLUB);
    await settle();
    expect(await stored('clubs/coachC-K1')).toMatchObject({ joinCode: 'CLUBKEY345' });
    expect(await stored('joinCodes/CLUBKEY345')).toEqual({
      reservedAt: expect.any(Date),
      clubId: 'coachC-K1',
      name: 'Lions',
    });
    expect(await stored(`joinCodes/${CLUB_CODE}`)).toMatchObject({ clubId: 'coachC-K1', retired: true });
    expect(deps.reported).toEqual([]);
  });

  it('tries another code when the server refuses one that is taken, as creating does', async () => {
    await world();
    await seedDocs(t.db, { 'joinCodes/TAKENKEY22': { reservedAt: new Date(AT), clubId: 'someone-K9' } });
    await signInAs(t.db, coach);
    const deps = { ...depsFor(t.backend.data, coach), newCode: codes('TAKENKEY22', 'NEXTKEY234') };
    replaceJoinCode(deps, 'team', TEAM);
    await expect.poll(async () => (await stored('teams/coachC-T1'))?.joinCode, { timeout: 3_000 }).toBe('NEXTKEY234');
    expect(await stored('joinCodes/TAKENKEY22')).toMatchObject({ clubId: 'someone-K9' });
    expect(await stored('joinCodes/NEXTKEY234')).toMatchObject({ teamId: 'coachC-T1' });
    expect(deps.reported).toEqual([]);
  });

  it('is refused to a member who is not the owner: `Save failed`, the code stays', async () => {
    await world();
    await signInAs(t.db, player);
    const deps = { ...depsFor(t.backend.data, player), newCode: codes('MEMBKEY234') };
    replaceJoinCode(deps, 'team', TEAM);
    await expect.poll(() => deps.reported, { timeout: 3_000 }).toEqual(['Save failed']);
    expect(await stored('teams/coachC-T1')).toMatchObject({ joinCode: teamCode(1) });
    expect(await stored(`joinCodes/${teamCode(1)}`)).not.toBeNull();
  });

  it('fits one batch within the rules’ reads, a claimed owner’s account too', () => {
    const claimed = { uid: 'kidUid', personId: 'kidP', displayName: 'Kim Kid' };
    const unit = planNewJoinCode({ actor: claimed, now: AT, kind: 'team', group: TEAM, code: 'NEWKEY2345' });
    expect(unit.ops.map((op) => `${op.kind} ${op.collection}/${op.id}`)).toEqual([
      'update teams/coachC-T1',
      'set joinCodes/NEWKEY2345',
      `update joinCodes/${teamCode(1)}`,
    ]);
    expect(ruleReadCost(unit)).toBe(12);
    expect(splitIntoBatches([unit])).toHaveLength(1);
    // older data without a code: nothing to retire
    expect(
      planNewJoinCode({ actor: coach, now: AT, kind: 'team', group: { ...TEAM, joinCode: '' }, code: 'NEWKEY2345' })
        .ops,
    ).toHaveLength(2);
  });
});
