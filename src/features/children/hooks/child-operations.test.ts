import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DataPort, DocData } from '../../../backend/ports';
import {
  openTestBackend,
  readStoredDoc,
  seedDocs,
  setSession,
  type TestBackend,
} from '../../../../assurance/local/local-test-kit';
import { coachClub, membership } from '../../../../assurance/domain/groups/group-world.test-support';
import { leaveGroup } from '../../../domain/groups/leave-group';
import { type Actor, childActor } from '../../../domain/groups/actor';
import type { Child } from '../../../domain/children/child-list';
import type { UserProfile } from '../../../domain/person/user-profile';
import { addChild, type ChildDeps, editChild, removeChild } from './child-operations';
import { syncParentName } from '../../../domain/children/sync-parent-name';

/** The Family area's operations against the local backend and its rules, as a parent uses them. */

const AT = '2026-01-01T00:00:00.000Z';
const parentActor: Actor = { uid: 'parentP', personId: 'parentP', displayName: 'Robin Parent' };
const parentProfile = (uid: string): DocData => ({
  uid,
  email: `${uid.toLowerCase()}@example.com`,
  emailLower: `${uid.toLowerCase()}@example.com`,
  role: 'Parent',
  firstName: 'Robin',
  lastName: 'Parent',
  dob: '1985-01-01',
  linkedParentId: null,
  createdAt: AT,
  updatedAt: AT,
});
const fields = { firstName: 'Sam', lastName: 'Kid', dob: '2016-04-02', email: 'Sam.Kid@Example.com' };

let t: TestBackend;
beforeEach(async () => {
  t = await openTestBackend();
  await seedDocs(t.db, { 'users/parentP': parentProfile('parentP'), 'users/otherO': parentProfile('otherO') });
  await setSession(t.db, { uid: 'parentP', email: 'parentp@example.com', emailVerified: true });
});
afterEach(async () => {
  await t.cleanup();
});

function deps(data: DataPort = t.backend.data, actor = parentActor): ChildDeps & { reported: string[] } {
  const reported: string[] = [];
  return {
    data,
    actor,
    parent: { personId: actor.personId, name: actor.displayName },
    parentReads: [],
    report: (message) => reported.push(message),
    reported,
    now: () => AT,
  };
}

async function settled() {
  expect(await t.backend.data.allWritesSynced(5_000)).toBe(true);
}

async function stored(id: string): Promise<Child> {
  const profile = (await readStoredDoc(t.db, `users/${id}`)) as UserProfile;
  return { id, profile, pending: false };
}

describe('adding a child', () => {
  it('stores an unclaimed Child profile linked to the parent, and the address’s entry naming the child', async () => {
    const d = deps();
    const outcome = await addChild(d, fields);
    expect(outcome.ok).toBe(true);
    const id = outcome.ok ? outcome.value.id : '';
    await settled();
    expect(await readStoredDoc(t.db, `users/${id}`)).toEqual({
      uid: null,
      email: 'Sam.Kid@Example.com',
      emailLower: 'sam.kid@example.com',
      role: 'Child',
      firstName: 'Sam',
      lastName: 'Kid',
      dob: '2016-04-02',
      linkedParentId: 'parentP',
      parentName: 'Robin Parent',
      createdAt: AT,
      updatedAt: AT,
    });
    expect(await readStoredDoc(t.db, 'emails/sam.kid@example.com')).toEqual({ createdAt: AT, childId: id });
    expect(d.reported).toEqual([]);
  });

  it('an address anyone uses, in any letter case, is Email already used, and nothing is written', async () => {
    await seedDocs(t.db, { 'emails/sam.kid@example.com': { createdAt: AT } });
    const outcome = await addChild(deps(), { ...fields, email: 'SAM.KID@example.COM' });
    expect(outcome).toEqual({ ok: false, error: 'Email already used', field: 'email' });
    await settled();
    expect(
      (
        await t.backend.data.query({
          collection: 'users',
          where: [{ field: 'linkedParentId', op: '==', value: 'parentP' }],
        })
      ).docs,
    ).toEqual([]);
  });

  it('another family’s child’s address: the entry is refused to us (it names their child), read as Email already used', async () => {
    await seedDocs(t.db, {
      'users/otherKid': { uid: null, role: 'Child', linkedParentId: 'otherO', emailLower: 'sam.kid@example.com' },
      'emails/sam.kid@example.com': { createdAt: AT, childId: 'otherKid' },
    });
    // the rules hand nobody but the child's parent and the address's holder the child's id
    await expect(t.backend.data.get('emails', 'sam.kid@example.com')).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const d = deps();
    expect(await addChild(d, fields)).toEqual({ ok: false, error: 'Email already used', field: 'email' });
    await settled();
    expect(d.reported).toEqual([]);
  });

  it('an address taken after the check (an offline add): the server refuses the batch, the child is not kept, Email already used', async () => {
    await seedDocs(t.db, { 'emails/sam.kid@example.com': { createdAt: AT } });
    // the check could not see the entry (offline, no answer)
    const blind: DataPort = { ...t.backend.data, get: async () => null };
    const d = deps(blind);
    const outcome = await addChild(d, fields);
    expect(outcome.ok).toBe(true);
    await settled();
    expect(d.reported).toEqual(['Email already used']);
    expect(await readStoredDoc(t.db, `users/${outcome.ok ? outcome.value.id : ''}`)).toBeNull();
  });
});

describe('editing and removing a child', () => {
  let id: string;
  beforeEach(async () => {
    const outcome = await addChild(deps(), fields);
    id = outcome.ok ? outcome.value.id : '';
    await settled();
  });

  it('a new address moves the entry; the names and the parent’s name are saved', async () => {
    // the parent renamed themself first: the child carries the profile's name
    await seedDocs(t.db, { 'users/parentP': { ...parentProfile('parentP'), lastName: 'P' } });
    const d = deps();
    const outcome = await editChild({ ...d, parent: { personId: 'parentP', name: 'Robin P' } }, await stored(id), {
      ...fields,
      firstName: 'Samuel',
      email: 'sam@club.org',
    });
    expect(outcome.ok).toBe(true);
    await settled();
    expect(await readStoredDoc(t.db, `users/${id}`)).toMatchObject({
      firstName: 'Samuel',
      email: 'sam@club.org',
      emailLower: 'sam@club.org',
      parentName: 'Robin P',
    });
    expect(await readStoredDoc(t.db, 'emails/sam.kid@example.com')).toBeNull();
    expect(await readStoredDoc(t.db, 'emails/sam@club.org')).toEqual({ createdAt: AT, childId: id });
    expect(d.reported).toEqual([]);
  });

  it('an address someone else uses is Email already used, and nothing changes', async () => {
    await seedDocs(t.db, { 'emails/taken@club.org': { createdAt: AT } });
    const before = await stored(id);
    expect(await editChild(deps(), before, { ...fields, email: 'Taken@Club.org' })).toEqual({
      ok: false,
      error: 'Email already used',
      field: 'email',
    });
    await settled();
    expect(await readStoredDoc(t.db, `users/${id}`)).toEqual(before.profile);
  });

  it('another parent cannot edit the child: refused by the rules, Failed to update child', async () => {
    await setSession(t.db, { uid: 'otherO', email: 'othero@example.com', emailVerified: true });
    const d = deps(t.backend.data, { uid: 'otherO', personId: 'otherO', displayName: 'Other' });
    const before = await stored(id);
    await editChild(d, before, { ...fields, email: fields.email, firstName: 'Hacked' });
    await settled();
    expect(d.reported).toEqual(['Failed to update child']);
    expect(await readStoredDoc(t.db, `users/${id}`)).toEqual(before.profile);
  });

  it('removing an unclaimed child takes the profile and the entry', async () => {
    const d = deps();
    expect(await removeChild(d, await stored(id))).toEqual({ ok: true, value: undefined });
    await settled();
    expect(d.reported).toEqual([]);
    expect(await readStoredDoc(t.db, `users/${id}`)).toBeNull();
    expect(await readStoredDoc(t.db, 'emails/sam.kid@example.com')).toBeNull();
  });

  it('removing an unclaimed child takes their memberships too, in squads the parent is not in', async () => {
    await seedDocs(t.db, {
      ...coachClub(2),
      [`clubMemberships/coachC-K1_${id}`]: membership('clubId', 'coachC-K1', id),
      [`teamMemberships/coachC-T1_${id}`]: membership('teamId', 'coachC-T1', id),
      [`teamMemberships/coachC-T2_${id}`]: membership('teamId', 'coachC-T2', id),
    });
    const d = deps();
    await removeChild(d, await stored(id));
    await settled();
    expect(d.reported).toEqual([]);
    for (const path of [
      `clubMemberships/coachC-K1_${id}`,
      `teamMemberships/coachC-T1_${id}`,
      `teamMemberships/coachC-T2_${id}`,
      `users/${id}`,
    ]) {
      expect(await readStoredDoc(t.db, path)).toBeNull();
    }
    expect(await readStoredDoc(t.db, 'teamMemberships/coachC-T1_coachC')).not.toBeNull();
  });

  it('removing a claimed child only lets them go: their profile and account stay', async () => {
    await seedDocs(t.db, { [`users/${id}`]: { ...(await stored(id)).profile, uid: 'kidUid' } });
    const d = deps();
    await removeChild(d, await stored(id));
    await settled();
    expect(d.reported).toEqual([]);
    expect(await readStoredDoc(t.db, `users/${id}`)).toMatchObject({
      uid: 'kidUid',
      linkedParentId: null,
      parentName: null,
      firstName: 'Sam',
    });
    expect(await readStoredDoc(t.db, 'emails/sam.kid@example.com')).toEqual({ createdAt: AT, childId: id });
  });
});

describe('the parent’s name on their children’s profiles', () => {
  it('follows the parent’s profile edit, for their own children only', async () => {
    const child = (linkedParentId: string) => ({
      uid: null,
      email: '',
      emailLower: '',
      role: 'Child',
      firstName: 'A',
      lastName: 'B',
      dob: '2016-01-01',
      linkedParentId,
      parentName: 'Old Name',
      createdAt: AT,
      updatedAt: AT,
    });
    await seedDocs(t.db, {
      'users/c1': child('parentP'),
      'users/c2': child('parentP'),
      'users/c3': child('otherO'),
      // a child parentP guards beside otherO, with their pointer
      'users/c4': { ...child('otherO'), guardian1: 'parentP' },
      'guardianships/c4_parentP': { childId: 'c4', guardianId: 'parentP', guardianName: 'Old Name', createdAt: AT },
      // the profile edit that starts the sync
      'users/parentP': { ...parentProfile('parentP'), lastName: 'New' },
    });
    const refused: unknown[] = [];
    await syncParentName(t.backend.data, 'parentP', 'Robin New', (error) => refused.push(error));
    await settled();
    expect(refused).toEqual([]);
    expect(await readStoredDoc(t.db, 'users/c1')).toMatchObject({ parentName: 'Robin New' });
    expect(await readStoredDoc(t.db, 'users/c2')).toMatchObject({ parentName: 'Robin New' });
    expect(await readStoredDoc(t.db, 'users/c3')).toMatchObject({ parentName: 'Old Name' });
    // the name the child's other guardians see
    expect(await readStoredDoc(t.db, 'guardianships/c4_parentP')).toMatchObject({ guardianName: 'Robin New' });
  });
});

describe('leaving for a child (docs/product.md: the sole-member checks are skipped when the squad cannot be read)', () => {
  const kid = {
    uid: null,
    email: '',
    emailLower: '',
    role: 'Child',
    firstName: 'Sam',
    lastName: 'Kid',
    dob: '2016-01-01',
    linkedParentId: 'parentP',
    parentName: 'Robin Parent',
    createdAt: AT,
    updatedAt: AT,
  };
  const asChild = childActor(parentActor, { id: 'kidK', name: 'Sam Kid' });
  beforeEach(async () => {
    await seedDocs(t.db, {
      ...coachClub(2),
      'users/kidK': kid,
      'clubMemberships/coachC-K1_kidK': membership('clubId', 'coachC-K1', 'kidK'),
      'teamMemberships/coachC-T1_kidK': membership('teamId', 'coachC-T1', 'kidK'),
    });
  });

  it('a team the parent is not on', async () => {
    const reported: string[] = [];
    expect(
      await leaveGroup(
        { data: t.backend.data, actor: asChild, report: (message) => reported.push(message) },
        'team',
        'coachC-T1',
      ),
    ).toEqual({ ok: true, value: undefined });
    await settled();
    expect(reported).toEqual([]);
    expect(await readStoredDoc(t.db, 'teamMemberships/coachC-T1_kidK')).toBeNull();
    expect(await readStoredDoc(t.db, 'clubMemberships/coachC-K1_kidK')).not.toBeNull();
  });

  it('a club the parent is in too: its teams go with it', async () => {
    await seedDocs(t.db, { 'clubMemberships/coachC-K1_parentP': membership('clubId', 'coachC-K1', 'parentP') });
    expect(
      (await leaveGroup({ data: t.backend.data, actor: asChild, report: () => undefined }, 'club', 'coachC-K1')).ok,
    ).toBe(true);
    await settled();
    expect(await readStoredDoc(t.db, 'clubMemberships/coachC-K1_kidK')).toBeNull();
    expect(await readStoredDoc(t.db, 'teamMemberships/coachC-T1_kidK')).toBeNull();
    expect(await readStoredDoc(t.db, 'clubMemberships/coachC-K1_parentP')).not.toBeNull();
  });

  it('a team the child is not on: You are not on this team', async () => {
    expect(
      await leaveGroup({ data: t.backend.data, actor: asChild, report: () => undefined }, 'team', 'coachC-T2'),
    ).toEqual({ ok: false, error: 'You are not on this team' });
  });
});
