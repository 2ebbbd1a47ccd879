import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  openTestBackend,
  readStoredDoc,
  seedDocs,
  type TestBackend,
  signInAs,
  storedIds,
} from '../../../../assurance/local/local-test-kit';
import { DataError, type DataPort } from '../../../backend/ports';
import {
  AT,
  CLUB_CODE,
  clubDoc,
  coachClub,
  depsFor,
  kid,
  membership,
  player,
  teamCode,
  profileOf,
} from '../../../../assurance/domain/groups/group-world.test-support';
import { joinByCode } from './join-by-code';
import { type Actor, childActor } from '../../../domain/groups/actor';

/** Joining by code against the local backend with the permission model enforced. */

let t: TestBackend;
beforeEach(async () => {
  t = await openTestBackend();
  await seedDocs(t.db, coachClub(3));
});
afterEach(() => t.cleanup());

const settle = () => t.backend.data.allWritesSynced(2_000);

async function join(typed: string, actor = player) {
  await signInAs(t.db, actor);
  const deps = depsFor(t.backend.data, actor);
  const outcome = await joinByCode(deps, typed);
  await settle();
  return { outcome, reported: deps.reported };
}

describe('joining with a code', () => {
  it('says `Enter a code` for nothing typed and `Invalid code` for an ill-formed or unknown one', async () => {
    expect((await join('   ')).outcome).toEqual({ ok: false, error: 'Enter a code', reason: 'code' });
    expect((await join('CLUB1')).outcome).toEqual({ ok: false, error: 'Invalid code', reason: 'code' });
    expect((await join('ZZZZZZZZZZ')).outcome).toEqual({ ok: false, error: 'Invalid code', reason: 'unknown-code' });
  });

  it('says `Code not active yet` for an entry bound to nothing (older data)', async () => {
    await seedDocs(t.db, { 'joinCodes/NYETKEY234': { reservedAt: new Date(AT) } });
    expect((await join('NYETKEY234')).outcome).toEqual({ ok: false, error: 'Code not active yet', reason: 'code' });
  });

  it('says `Club not found` / `Team not found` for an entry naming a group that is gone', async () => {
    await seedDocs(t.db, {
      'joinCodes/GHSTKEY234': { reservedAt: new Date(AT), clubId: 'coachC-Gone' },
      'joinCodes/GHSTKEY235': { reservedAt: new Date(AT), teamId: 'coachC-Gone' },
    });
    expect((await join('GHSTKEY234')).outcome).toEqual({ ok: false, error: 'Club not found', reason: 'code' });
    expect((await join('GHSTKEY235')).outcome).toEqual({ ok: false, error: 'Team not found', reason: 'code' });
  });

  it('joins a club and all its teams with the club’s code typed in lower case with spaces; again: `Already in this club`', async () => {
    const { outcome, reported } = await join(' clubk ey234 ');
    expect(outcome).toEqual({ ok: true, value: { kind: 'club', id: 'coachC-K1', message: 'Joined club' } });
    expect(reported).toEqual([]);
    expect(await readStoredDoc(t.db, 'clubMemberships/coachC-K1_playerP')).toMatchObject({
      role: 'member',
      joinCode: CLUB_CODE,
      displayName: 'Pat Player',
      groupName: 'Lions',
    });
    expect((await storedIds(t.db, 'teamMemberships')).filter((id) => id.endsWith('_playerP'))).toEqual([
      'coachC-T1_playerP',
      'coachC-T2_playerP',
      'coachC-T3_playerP',
    ]);
    expect(await readStoredDoc(t.db, 'teamMemberships/coachC-T2_playerP')).toMatchObject({
      groupName: 'Team 2',
      joinCode: CLUB_CODE,
    });
    expect((await join(CLUB_CODE)).outcome).toEqual({
      ok: false,
      error: 'Already in this club',
      reason: 'already-club',
    });
  });

  it('joins the teams of the club one is not on yet, leaving the others as they are', async () => {
    await seedDocs(t.db, {
      'teamMemberships/coachC-T2_playerP': membership('teamId', 'coachC-T2', 'playerP', 'member', {
        squadRole: 'Coach',
      }),
    });
    expect((await join(CLUB_CODE)).outcome.ok).toBe(true);
    expect(await readStoredDoc(t.db, 'teamMemberships/coachC-T2_playerP')).toMatchObject({ squadRole: 'Coach' });
    expect(await readStoredDoc(t.db, 'teamMemberships/coachC-T3_playerP')).toMatchObject({ role: 'member' });
  });

  it('a club’s code after a team’s code joins the club’s other teams (`Joined club`); once on all: `Already in this club`', async () => {
    expect((await join(teamCode(2))).outcome.ok).toBe(true);
    const { outcome, reported } = await join(CLUB_CODE);
    expect(outcome).toEqual({ ok: true, value: { kind: 'club', id: 'coachC-K1', message: 'Joined club' } });
    expect(reported).toEqual([]);
    expect((await storedIds(t.db, 'teamMemberships')).filter((id) => id.endsWith('_playerP'))).toEqual([
      'coachC-T1_playerP',
      'coachC-T2_playerP',
      'coachC-T3_playerP',
    ]);
    // the club membership the team's code made stays as it was; the new teams carry the club's code
    expect(await readStoredDoc(t.db, 'clubMemberships/coachC-K1_playerP')).toMatchObject({ joinCode: teamCode(2) });
    expect(await readStoredDoc(t.db, 'teamMemberships/coachC-T1_playerP')).toMatchObject({ joinCode: CLUB_CODE });
    expect(await readStoredDoc(t.db, 'teamMemberships/coachC-T2_playerP')).toMatchObject({ joinCode: teamCode(2) });
    expect((await join(CLUB_CODE)).outcome).toEqual({
      ok: false,
      error: 'Already in this club',
      reason: 'already-club',
    });
  });

  it('joins a team and its club with the team’s code, never the club’s other teams; again: `Already on this team`', async () => {
    expect((await join(teamCode(2))).outcome).toEqual({
      ok: true,
      value: { kind: 'team', id: 'coachC-T2', message: 'Joined team' },
    });
    expect(await readStoredDoc(t.db, 'teamMemberships/coachC-T2_playerP')).toMatchObject({
      joinCode: teamCode(2),
      groupName: 'Team 2',
    });
    expect(await readStoredDoc(t.db, 'clubMemberships/coachC-K1_playerP')).toMatchObject({
      joinCode: teamCode(2),
      groupName: 'Lions',
    });
    expect((await storedIds(t.db, 'teamMemberships')).filter((id) => id.endsWith('_playerP'))).toEqual([
      'coachC-T2_playerP',
    ]);
    expect((await join(teamCode(2))).outcome).toEqual({
      ok: false,
      error: 'Already on this team',
      reason: 'already-team',
    });
  });

  it('joins only the team when one is in its club already', async () => {
    await seedDocs(t.db, {
      'clubMemberships/coachC-K1_playerP': membership('clubId', 'coachC-K1', 'playerP', 'member', {
        squadRole: 'Staff',
      }),
    });
    expect((await join(teamCode(1))).outcome.ok).toBe(true);
    expect(await readStoredDoc(t.db, 'clubMemberships/coachC-K1_playerP')).toMatchObject({ squadRole: 'Staff' });
  });

  it('joins a claimed child as their person id', async () => {
    expect((await join(CLUB_CODE, kid)).outcome.ok).toBe(true);
    expect((await storedIds(t.db, 'teamMemberships')).filter((id) => id.endsWith('_kidP'))).toHaveLength(3);
  });

  it('says `Join failed` when the server refuses the membership (a code the club no longer holds)', async () => {
    await seedDocs(t.db, {
      'clubs/coachC-K1': clubDoc('coachC', 'OTHERKEY23'),
      [`joinCodes/${CLUB_CODE}`]: { reservedAt: new Date(AT), clubId: 'coachC-K1' },
    });
    expect((await join(CLUB_CODE)).outcome).toEqual({ ok: false, error: 'Join failed', reason: 'refused' });
    expect(await readStoredDoc(t.db, 'clubMemberships/coachC-K1_playerP')).toBeNull();
  });
});

describe('joining without a connection', () => {
  /** The local port, but the server does not answer: reads and the confirmed write time out. */
  function offline(data: DataPort, failing: 'get' | 'confirmedBatch'): DataPort {
    return {
      ...data,
      get: failing === 'get' ? async () => Promise.reject(new DataError('unavailable')) : data.get,
      confirmedBatch:
        failing === 'confirmedBatch'
          ? async () => Promise.reject(new DataError('deadline-exceeded'))
          : data.confirmedBatch,
    };
  }

  it.each(['get', 'confirmedBatch'] as const)('says so when %s gets no answer in time', async (failing) => {
    await signInAs(t.db, player);
    const deps = { ...depsFor(t.backend.data, player), data: offline(t.backend.data, failing) };
    expect(await joinByCode(deps, CLUB_CODE)).toEqual({
      ok: false,
      error: 'Joining needs a connection. Try again when you are online.',
      reason: 'no-connection',
    });
  });
});

describe('a parent joining their child (docs/product.md: Me and a checkbox per child)', () => {
  const parent: Actor = { uid: 'parentR', personId: 'parentR', displayName: 'Robin Parent', firstName: 'Robin' };
  const child = childActor(parent, { id: 'childS', name: 'Sam Kid' });
  const childProfile = (linkedParentId: string) => ({
    uid: null,
    email: '',
    emailLower: '',
    role: 'Child',
    firstName: 'Sam',
    lastName: 'Kid',
    dob: '2016-04-02',
    linkedParentId,
    parentName: 'Robin Parent',
    createdAt: AT,
    updatedAt: AT,
  });

  it('the parent, then the child, join a club and all its teams with one code; the child as themself', async () => {
    await seedDocs(t.db, { 'users/childS': childProfile('parentR'), ...profileOf(parent) });
    expect((await join(CLUB_CODE, parent)).outcome.ok).toBe(true);
    const { outcome, reported } = await join(CLUB_CODE, child);
    expect(outcome).toEqual({ ok: true, value: { kind: 'club', id: 'coachC-K1', message: 'Joined club' } });
    expect(reported).toEqual([]);
    expect(await readStoredDoc(t.db, 'clubMemberships/coachC-K1_childS')).toMatchObject({
      userId: 'childS',
      role: 'member',
      displayName: 'Sam Kid',
      groupName: 'Lions',
      // who joined them, so the squad shows `child of Robin`
      parentId: 'parentR',
      parentName: 'Robin',
    });
    for (const team of [1, 2, 3]) {
      expect(await readStoredDoc(t.db, `teamMemberships/coachC-T${team}_childS`)).toMatchObject({
        userId: 'childS',
        role: 'member',
        joinCode: CLUB_CODE,
        parentId: 'parentR',
      });
    }
    expect(await readStoredDoc(t.db, 'clubMemberships/coachC-K1_parentR')).not.toHaveProperty('parentId');
    expect((await join(CLUB_CODE, child)).outcome).toEqual({
      ok: false,
      error: 'Already in this club',
      reason: 'already-club',
    });
  });

  it('a team’s code puts the child on the team (named as its entry names it) and in its club, even when the parent is in neither', async () => {
    await seedDocs(t.db, {
      'users/childS': childProfile('parentR'),
      ...profileOf(parent),
      [`joinCodes/${teamCode(2)}`]: {
        reservedAt: new Date(AT),
        teamId: 'coachC-T2',
        clubId: 'coachC-K1',
        name: 'Team 2',
      },
    });
    const { outcome } = await join(teamCode(2), child);
    expect(outcome).toEqual({ ok: true, value: { kind: 'team', id: 'coachC-T2', message: 'Joined team' } });
    // the parent cannot read the team: its name comes from the code's entry
    expect(await readStoredDoc(t.db, 'teamMemberships/coachC-T2_childS')).toMatchObject({
      userId: 'childS',
      role: 'member',
      groupName: 'Team 2',
    });
    expect(await readStoredDoc(t.db, 'clubMemberships/coachC-K1_childS')).toMatchObject({
      userId: 'childS',
      role: 'member',
    });
    expect(await readStoredDoc(t.db, 'clubMemberships/coachC-K1_parentR')).toBeNull();
  });

  it('a child on one team (by its code) gets the club’s other teams with the club’s code, each with the parent’s link', async () => {
    await seedDocs(t.db, { 'users/childS': childProfile('parentR'), ...profileOf(parent) });
    expect((await join(teamCode(1), child)).outcome.ok).toBe(true);
    const { outcome, reported } = await join(CLUB_CODE, child);
    expect(outcome).toEqual({ ok: true, value: { kind: 'club', id: 'coachC-K1', message: 'Joined club' } });
    expect(reported).toEqual([]);
    for (const team of [2, 3]) {
      expect(await readStoredDoc(t.db, `teamMemberships/coachC-T${team}_childS`)).toMatchObject({
        joinCode: CLUB_CODE,
        parentId: 'parentR',
      });
      expect(await readStoredDoc(t.db, `teamGuardians/coachC-T${team}_parentR`)).toMatchObject({
        viaChildId: 'childS',
      });
    }
    expect((await join(CLUB_CODE, child)).outcome).toEqual({
      ok: false,
      error: 'Already in this club',
      reason: 'already-club',
    });
  });

  it('someone else’s child cannot be joined: Join failed, nothing written', async () => {
    await seedDocs(t.db, { 'users/childS': childProfile('otherParent') });
    const { outcome } = await join(teamCode(2), child);
    expect(outcome).toEqual({ ok: false, error: 'Join failed', reason: 'refused' });
    expect(await storedIds(t.db, 'teamMemberships')).not.toContain('coachC-T2_childS');
  });
});
