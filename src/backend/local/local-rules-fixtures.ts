import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DataPort, DocData, WriteOp } from '../ports';
import type { SessionUser } from './local-db';
import { openTestBackend, seedDocs, setSession, type TestBackend } from './local-test-kit';

/**
 * The permission model's test world: every case starts from the same stored documents, signs a
 * user in and expects its operation, through the real data port, to succeed or to be refused
 * with Firestore's permission-denied.
 */

export const AT = '2024-01-01T00:00:00.000Z';
const verified = (uid: string, email: string): SessionUser => ({ uid, email, emailVerified: true });

export const parent = verified('parentP', 'pat@example.com');
export const kid = verified('kidK', 'kid@example.com');
export const dee = verified('deeD', 'Dee@Example.com');
export const owner = verified('ownerO', 'olga@example.com');
export const member = verified('memberM', 'max@example.com');
export const stranger = verified('strangerS', 'sam@example.com');
export const newbie: SessionUser = { uid: 'newbieU', email: 'new@example.com', emailVerified: false };
export const unverified = (user: SessionUser): SessionUser => ({ ...user, emailVerified: false });

export const profile = (uid: string, email: string, role: 'Parent' | 'Child', linkedParentId: string | null = null) => ({
  uid,
  email,
  emailLower: email.toLowerCase(),
  role,
  linkedParentId,
  firstName: uid,
  lastName: 'Test',
  dob: '2000-01-01',
  createdAt: AT,
  updatedAt: AT,
});
export const childProfile = (email: string, linkedParentId: string) => ({
  ...profile('x', email, 'Child', linkedParentId),
  uid: null,
});
export const club = (ownerId: string) => ({ name: 'Club', location: '', notes: '', ownerId, joinCode: 'X', createdAt: AT });
export const team = (ownerId: string, clubId: string | null) => ({ name: 'Team', ageGroup: 'U10', clubId, ownerId, createdAt: AT });
export const clubMember = (clubId: string, userId: string, role = 'member') => ({ clubId, userId, role, createdAt: AT });
export const teamMember = (teamId: string, userId: string, role = 'member') => ({ teamId, userId, role, createdAt: AT });

export const WORLD: Record<string, DocData> = {
  'users/parentP': profile('parentP', 'pat@example.com', 'Parent'),
  'users/childC': childProfile('Kid@Example.com', 'parentP'),
  'users/childD': { uid: null, email: 'Dee@Example.com', role: 'Child', linkedParentId: 'parentP' },
  'users/memberM': profile('memberM', 'max@example.com', 'Child'),
  'users/strangerS': profile('strangerS', 'sam@example.com', 'Parent'),
  'clubs/c1': club('ownerO'),
  'clubs/c2': club('strangerS'),
  'teams/t1': team('ownerO', 'c1'),
  'teams/t2': team('ownerO', null),
  'teams/t3': team('ownerO', 'c1'),
  'clubMemberships/c1_ownerO': clubMember('c1', 'ownerO', 'owner'),
  'clubMemberships/c1_memberM': clubMember('c1', 'memberM'),
  'clubMemberships/c2_strangerS': clubMember('c2', 'strangerS', 'owner'),
  'teamMemberships/t1_ownerO': teamMember('t1', 'ownerO', 'owner'),
  'teamMemberships/t1_memberM': teamMember('t1', 'memberM'),
  'teamMemberships/t2_ownerO': teamMember('t2', 'ownerO', 'owner'),
  'teamMemberships/t3_ownerO': teamMember('t3', 'ownerO', 'owner'),
  'joinCodes/CLUB01': { reservedAt: AT, clubId: 'c1' },
  'joinCodes/TEAM01': { reservedAt: AT, teamId: 't1' },
  'joinCodes/TEAM02': { reservedAt: AT, teamId: 't2' },
  'joinCodes/OTHER1': { reservedAt: AT, clubId: 'c2' },
  'joinCodes/NOTYET': { reservedAt: AT },
  'other/x': { any: 1 },
};

export const set = (path: string, data: DocData, merge?: boolean): WriteOp => {
  const [collection = '', id = ''] = path.split('/');
  return { kind: 'set', collection, id, data, merge };
};
export const update = (path: string, data: DocData): WriteOp => {
  const [collection = '', id = ''] = path.split('/');
  return { kind: 'update', collection, id, data };
};
export const del = (path: string): WriteOp => {
  const [collection = '', id = ''] = path.split('/');
  return { kind: 'delete', collection, id };
};
export const get = (path: string) => (data: DataPort) => {
  const [collection = '', id = ''] = path.split('/');
  return data.get(collection, id);
};
export const query =
  (collection: string, where: Record<string, unknown> = {}) =>
  (data: DataPort) =>
    data.query({
      collection,
      where: Object.entries(where).map(([field, value]) =>
        Array.isArray(value) ? { field, op: 'in' as const, value } : { field, op: '==' as const, value },
      ),
    });
export const batch =
  (...ops: WriteOp[]) =>
  (data: DataPort) =>
    data.batch(ops);

/** kid claims childC: their own profile becomes the child's, linked to the same parent */
export const claimOf = (user: SessionUser, childId: string, linkedParentId = 'parentP', extra: DocData = {}) =>
  set(`users/${user.uid}`, {
    ...profile(user.uid, user.email, 'Child', linkedParentId),
    claimedFrom: childId,
    ...extra,
  });

export interface Case {
  name: string;
  as: SessionUser | null;
  run: (data: DataPort) => Promise<unknown>;
  allowed: boolean;
  /** documents stored on top of WORLD for this case */
  extra?: Record<string, DocData>;
}
export const allow = (name: string, as: Case['as'], run: Case['run'], extra?: Case['extra']): Case => ({
  name,
  as,
  run,
  allowed: true,
  extra,
});
export const deny = (name: string, as: Case['as'], run: Case['run'], extra?: Case['extra']): Case => ({
  name,
  as,
  run,
  allowed: false,
  extra,
});

/** A fresh database for each test of the calling file; returns a getter for it. */
export function useRulesBackend(): () => TestBackend {
  let t: TestBackend | undefined;
  beforeEach(async () => {
    t = await openTestBackend();
  });
  afterEach(async () => {
    await t?.cleanup();
  });
  return () => {
    if (!t) throw new Error('no test backend outside a test');
    return t;
  };
}

export async function signInOnWorld(t: TestBackend, as: SessionUser | null, extra: Record<string, DocData> = {}) {
  await seedDocs(t.db, { ...WORLD, ...extra });
  await setSession(t.db, as);
}

/** One test per case, titled 'allows: …' or 'refuses: …'. */
export function runRuleCases(title: string, cases: Case[]): void {
  describe(`rules: ${title}`, () => {
    const backend = useRulesBackend();
    it.each(cases.map((each) => [each.allowed ? 'allows' : 'refuses', each.name, each] as const))(
      '%s: %s',
      async (_verb, _label, { as, run, allowed, extra }) => {
        const t = backend();
        await signInOnWorld(t, as, extra);
        const outcome = run(t.backend.data);
        if (allowed) await expect(outcome).resolves.not.toThrow();
        else {
          await expect(outcome).rejects.toMatchObject({
            code: 'permission-denied',
            message: 'Missing or insufficient permissions.',
          });
        }
      },
    );
  });
}
