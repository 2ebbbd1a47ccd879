import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AT,
  club,
  clubMember,
  owner,
  profile,
  stranger,
  team,
  teamMember,
  WORLD,
} from '../../../assurance/contract/rules-world';
import { type DataPort, type DocData, SERVER_TIMESTAMP, type WriteOp } from '../ports';
import { MISSING_PERMISSIONS } from './local-errors';
import { set, update } from '../../../assurance/local/local-rules-fixtures';
import {
  openTestBackend,
  outcomeOf,
  readStoredDoc,
  seedDocs,
  setSession,
  type TestBackend,
  storedIds,
} from '../../../assurance/local/local-test-kit';

/**
 * Hostile input at the local backend: the text limits hold there too, in characters,
 * whatever a client sends; and markup is data, stored and read back exactly as written.
 */

let t: TestBackend;
beforeEach(async () => {
  t = await openTestBackend();
  await seedDocs(t.db, WORLD);
});
afterEach(() => t.cleanup());

const CODE = 'HSTLEKEY23';
const fire = (data: DataPort, ops: WriteOp[]) => outcomeOf(data, (onRefused) => data.batch(ops, onRefused));
/** The batch the app sends to create a club, with these fields. */
const createClub = (fields: DocData) => [
  set('clubs/strangerS-K1', { ...club('strangerS', CODE), ...fields }),
  set('clubMemberships/strangerS-K1_strangerS', {
    ...clubMember('strangerS-K1', 'strangerS', 'owner'),
    joinedAt: SERVER_TIMESTAMP,
  }),
  set(`joinCodes/${CODE}`, { reservedAt: SERVER_TIMESTAMP, clubId: 'strangerS-K1' }),
];
const createTeam = (fields: DocData) => [
  set('teams/strangerS-T1', { ...team('strangerS', null, CODE), ...fields }),
  set('teamMemberships/strangerS-T1_strangerS', {
    ...teamMember('strangerS-T1', 'strangerS', 'owner'),
    joinedAt: SERVER_TIMESTAMP,
  }),
  set(`joinCodes/${CODE}`, { reservedAt: SERVER_TIMESTAMP, teamId: 'strangerS-T1', clubId: null }),
];
const refused = { code: 'permission-denied', message: MISSING_PERMISSIONS };

describe('the local rules bound text in characters', () => {
  beforeEach(() => setSession(t.db, stranger));

  it.each([
    ['a 10,001-character club name', { name: 'x'.repeat(10_001) }],
    ['a 101-character club name', { name: 'x'.repeat(101) }],
    ['a 201-character location', { location: 'x'.repeat(201) }],
    ['2,001 characters of notes', { notes: 'x'.repeat(2_001) }],
  ])('refuses %s; nothing is created', async (_what, fields) => {
    await expect(fire(t.backend.data, createClub(fields))).rejects.toMatchObject(refused);
    expect(await storedIds(t.db, 'clubs')).toEqual(['c1', 'c2']);
    expect(await readStoredDoc(t.db, `joinCodes/${CODE}`)).toBeNull();
  });

  it('refuses a 101-character age group and a 10,001-character team name', async () => {
    await expect(fire(t.backend.data, createTeam({ ageGroup: 'x'.repeat(101) }))).rejects.toMatchObject(refused);
    await expect(fire(t.backend.data, createTeam({ name: 'x'.repeat(10_001) }))).rejects.toMatchObject(refused);
    expect(await readStoredDoc(t.db, 'teams/strangerS-T1')).toBeNull();
  });

  it('measures a name in UTF-16 units, as Firestore does: 50 emoji are 100 and fit, 51 do not', async () => {
    await expect(fire(t.backend.data, createClub({ name: '🦁'.repeat(51) }))).rejects.toMatchObject(refused);
    await fire(t.backend.data, createClub({ name: '🦁'.repeat(50) }));
    expect((await t.backend.data.get('clubs', 'strangerS-K1'))?.data.name).toBe('🦁'.repeat(50));
  });

  it('refuses a 10,001-character first name on one’s own profile, and a 202-character membership display name', async () => {
    await expect(
      fire(t.backend.data, [update('users/strangerS', { firstName: 'x'.repeat(10_001) })]),
    ).rejects.toMatchObject(refused);
    expect((await readStoredDoc(t.db, 'users/strangerS'))?.firstName).toBe('Sam');
    await setSession(t.db, owner);
    await expect(
      fire(t.backend.data, [update('clubMemberships/c1_ownerO', { displayName: 'x'.repeat(202) })]),
    ).rejects.toMatchObject(refused);
    expect((await readStoredDoc(t.db, 'clubMemberships/c1_ownerO'))?.displayName).toBe('Olga Test');
  });
});

describe('markup and scripts are stored and read back verbatim, as text', () => {
  const SCRIPT = '<script>window.__pwned=1</script>';
  const IMG = '<img src=x onerror=window.__pwned=1>';

  it('a club named <script>, located <img onerror>, with both in its notes', async () => {
    await setSession(t.db, stranger);
    await fire(t.backend.data, createClub({ name: SCRIPT, location: IMG, notes: `${SCRIPT}${IMG}` }));
    expect((await t.backend.data.get('clubs', 'strangerS-K1'))?.data).toMatchObject({
      name: SCRIPT,
      location: IMG,
      notes: `${SCRIPT}${IMG}`,
    });
  });

  it('a profile with an <img onerror> first name, right-to-left last name and combining characters: not normalised', async () => {
    await setSession(t.db, stranger);
    const names = { firstName: IMG, lastName: 'נתן Zoe\u0308 ' };
    await fire(t.backend.data, [update('users/strangerS', { ...names, updatedAt: AT })]);
    const stored = (await t.backend.data.get('users', 'strangerS'))?.data;
    expect(stored).toMatchObject(names);
    expect(stored?.lastName).not.toBe('נתן Zoë ');
    expect(stored).toEqual({ ...profile('strangerS', 'sam@example.com', 'Parent'), ...names, updatedAt: AT });
  });
});
