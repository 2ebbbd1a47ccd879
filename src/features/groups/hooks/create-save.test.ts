import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  openTestBackend,
  readStoredDoc,
  seedDocs,
  type TestBackend,
  signInAs,
  storedIds,
} from '../../../../assurance/local/local-test-kit';
import { createClub, createTeam } from '../../../domain/groups/create-group';
import {
  AT,
  CLUB_CODE,
  coach,
  coachClub,
  depsFor,
  kid,
  membership,
  teamCode,
  teamDoc,
  PEOPLE,
} from '../../../../assurance/domain/groups/group-world.test-support';
import { rememberJoinCode } from '../../../domain/groups/known-join-codes';
import { saveClub, saveTeam } from './save-group';

/** Creating and editing clubs and teams against the local backend with the permission model enforced. */

let t: TestBackend;
beforeEach(async () => {
  t = await openTestBackend();
  // the creators' profiles: a membership carries its member's name as the profile has it
  await seedDocs(t.db, PEOPLE);
});
afterEach(() => t.cleanup());

const settle = () => t.backend.data.allWritesSynced(3_000);
/** Codes from a list, then fresh ones: the first ones can be made taken. */
const codes = (...first: string[]) => {
  const queue = [...first];
  let n = 0;
  return () => queue.shift() ?? `FRESHKEY${'ABCDEFGHJK'[n++ % 10]}${'LMNPQRSTUV'[Math.floor(n / 10) % 10]}`;
};
const taken = (code: string) => ({ [`joinCodes/${code}`]: { reservedAt: new Date(AT), clubId: 'someone-K9' } });

describe('creating a club', () => {
  it('answers at once with an id carrying the creator; the club, owner membership and join code land together', async () => {
    await signInAs(t.db, coach);
    const deps = { ...depsFor(t.backend.data, coach), newCode: codes('NEWCLUB234') };
    const outcome = createClub(deps, { name: 'Lions', location: 'Leeds', notes: '' });
    expect(outcome).toEqual({ ok: true, value: { id: expect.stringMatching(/^coachC-[A-Za-z0-9]{20}$/) } });
    if (!outcome.ok) return;
    await settle();
    const { id } = outcome.value;
    expect(await readStoredDoc(t.db, `clubs/${id}`)).toMatchObject({
      name: 'Lions',
      ownerId: 'coachC',
      joinCode: 'NEWCLUB234',
    });
    expect(await readStoredDoc(t.db, `clubMemberships/${id}_coachC`)).toMatchObject({
      role: 'owner',
      displayName: 'Cara Coach',
      groupName: 'Lions',
    });
    expect(await readStoredDoc(t.db, 'joinCodes/NEWCLUB234')).toEqual({
      reservedAt: expect.any(Date),
      clubId: id,
      name: 'Lions',
    });
    expect(deps.reported).toEqual([]);
  });

  it('tries another code when the server refuses one that is taken', async () => {
    await seedDocs(t.db, taken('TAKENKEY22'));
    await signInAs(t.db, coach);
    const deps = { ...depsFor(t.backend.data, coach), newCode: codes('TAKENKEY22', 'NEXTKEY234') };
    const outcome = createClub(deps, { name: 'Lions', location: '', notes: '' });
    if (!outcome.ok) throw new Error('refused');
    const { id } = outcome.value;
    await expect
      .poll(async () => (await readStoredDoc(t.db, `clubs/${id}`))?.joinCode, { timeout: 3_000 })
      .toBe('NEXTKEY234');
    expect(await readStoredDoc(t.db, 'joinCodes/NEXTKEY234')).toMatchObject({ clubId: id });
    expect(await readStoredDoc(t.db, `clubMemberships/${id}_coachC`)).toMatchObject({ role: 'owner' });
    expect(deps.reported).toEqual([]);
  });

  it('gives up after 8 codes: `Could not generate join code. Try reloading.`', async () => {
    const eight = Array.from({ length: 8 }, (_, i) => `TAKENKEY${'ABCDEFGH'[i]}2`);
    await seedDocs(t.db, Object.assign({}, ...eight.map(taken)));
    await signInAs(t.db, coach);
    const deps = { ...depsFor(t.backend.data, coach), newCode: codes(...eight) };
    createClub(deps, { name: 'Lions', location: '', notes: '' });
    await expect
      .poll(() => deps.reported, { timeout: 3_000 })
      .toEqual(['Could not generate join code. Try reloading.']);
    expect(await storedIds(t.db, 'clubs')).toEqual([]);
  });

  it('does not even try codes this device knows are taken', () => {
    const known = Array.from({ length: 8 }, (_, i) => `KNWNKEY2${'ABCDEFGH'[i]}2`);
    for (const code of known) rememberJoinCode(code);
    const deps = { ...depsFor(t.backend.data, coach), newCode: codes(...known) };
    expect(createClub(deps, { name: 'Lions', location: '', notes: '' })).toEqual({
      ok: false,
      error: 'Could not generate join code. Try reloading.',
    });
  });

  it('says `Save failed` for a refusal that is not about the code', async () => {
    await signInAs(t.db, { ...coach, uid: 'stranger', personId: 'stranger' });
    await seedDocs(t.db, coachClub(0));
    const deps = {
      ...depsFor(t.backend.data, { ...coach, uid: 'stranger', personId: 'stranger' }),
      newCode: codes('NEWTEAM234'),
    };
    // a team in someone else's club
    createTeam(deps, { name: 'Mine', ageGroup: '', notes: '', clubId: 'coachC-K1' });
    await expect.poll(() => deps.reported, { timeout: 3_000 }).toEqual(['Save failed']);
  });
});

describe('creating a team in a club of 60 members', () => {
  it.each([
    ['its owner', coach],
    ['a claimed child owning it', kid],
  ])('gives every member of the club a membership, as %s', async (_who, owner) => {
    const members = Array.from({ length: 59 }, (_, i) => `p${i + 1}`);
    const world = coachClub(0, members);
    // the same club, owned by `owner`
    world['clubs/coachC-K1'] = { ...world['clubs/coachC-K1'], ownerId: owner.personId };
    delete world['clubMemberships/coachC-K1_coachC'];
    world[`clubMemberships/coachC-K1_${owner.personId}`] = membership('clubId', 'coachC-K1', owner.personId, 'owner');
    await seedDocs(t.db, world);
    await signInAs(t.db, owner);
    const deps = depsFor(t.backend.data, owner);
    const outcome = createTeam(deps, { name: 'U10', ageGroup: 'U10', notes: '', clubId: 'coachC-K1' });
    if (!outcome.ok) throw new Error(outcome.error);
    await expect.poll(async () => (await storedIds(t.db, 'teamMemberships')).length, { timeout: 3_000 }).toBe(60);
    await settle();
    expect(deps.reported).toEqual([]);
    expect(await readStoredDoc(t.db, `teamMemberships/${outcome.value.id}_p59`)).toMatchObject({
      role: 'member',
      displayName: 'Name p59',
      groupName: 'U10',
    });
    expect(await readStoredDoc(t.db, `teamMemberships/${outcome.value.id}_${owner.personId}`)).toMatchObject({
      role: 'owner',
    });
  });
});

describe('editing', () => {
  it('a club’s new name goes onto every membership', async () => {
    await seedDocs(t.db, coachClub(0, ['p1', 'p2']));
    await signInAs(t.db, coach);
    const deps = depsFor(t.backend.data, coach);
    expect(saveClub(deps, 'coachC-K1', { name: 'Tigers', location: 'York', notes: 'n' })).toEqual({
      ok: true,
      value: undefined,
    });
    await expect
      .poll(async () => (await readStoredDoc(t.db, 'clubMemberships/coachC-K1_p2'))?.groupName, { timeout: 3_000 })
      .toBe('Tigers');
    expect(await readStoredDoc(t.db, 'clubs/coachC-K1')).toMatchObject({
      name: 'Tigers',
      location: 'York',
      notes: 'n',
      joinCode: CLUB_CODE,
    });
    expect(deps.reported).toEqual([]);
  });

  it('a team moved into a club: its entry names the club and the club’s members join it', async () => {
    await seedDocs(t.db, {
      ...coachClub(0, ['p1', 'p2']),
      'teams/coachC-T9': teamDoc('coachC', null, teamCode(9), 'Solo'),
      [`joinCodes/${teamCode(9)}`]: { reservedAt: new Date(AT), teamId: 'coachC-T9', clubId: null },
      'teamMemberships/coachC-T9_coachC': membership('teamId', 'coachC-T9', 'coachC', 'owner'),
      'teamMemberships/coachC-T9_p1': membership('teamId', 'coachC-T9', 'p1', 'member', { squadRole: 'Coach' }),
    });
    await signInAs(t.db, coach);
    const deps = depsFor(t.backend.data, coach);
    saveTeam(deps, 'coachC-T9', { name: 'Solo', ageGroup: 'U10', notes: '', clubId: 'coachC-K1' }, null);
    await expect.poll(async () => (await storedIds(t.db, 'teamMemberships')).length, { timeout: 3_000 }).toBe(3);
    await settle();
    expect(await readStoredDoc(t.db, `joinCodes/${teamCode(9)}`)).toMatchObject({ clubId: 'coachC-K1' });
    expect(await readStoredDoc(t.db, 'teamMemberships/coachC-T9_p1')).toMatchObject({ squadRole: 'Coach' });
    expect(deps.reported).toEqual([]);
  });

  it('a team’s other edits add nobody (someone who left the team stays off it)', async () => {
    await seedDocs(t.db, { ...coachClub(1, ['p1']) });
    await signInAs(t.db, coach);
    const deps = depsFor(t.backend.data, coach);
    saveTeam(deps, 'coachC-T1', { name: 'Renamed', ageGroup: 'U11', notes: '', clubId: 'coachC-K1' }, 'coachC-K1');
    await expect
      .poll(async () => (await readStoredDoc(t.db, 'teamMemberships/coachC-T1_coachC'))?.groupName, { timeout: 3_000 })
      .toBe('Renamed');
    await settle();
    expect(await storedIds(t.db, 'teamMemberships')).toEqual(['coachC-T1_coachC']);
    expect(deps.reported).toEqual([]);
  });
});
