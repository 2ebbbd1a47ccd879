import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AT, WORLD } from '../contract/rules-world';
import type { DataPort, DocData, WriteOp } from '../ports';
import type { SessionUser } from './local-db';
import { openTestBackend, outcomeOf, seedDocs, setSession, type TestBackend } from './local-test-kit';

/**
 * The permission model's test world (WORLD, shared with the contract's query cases): every case
 * starts from the same stored documents, signs a user in and expects its get or write, through
 * the real data port, to succeed or to be refused with Firestore's permission-denied. Queries
 * are judged by the one table of query cases (contract/query-shape-cases.ts).
 */

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
/** A batch fired as the app fires it; the case's outcome is its refusal, or its commit. */
export const batch =
  (...ops: WriteOp[]) =>
  (data: DataPort) =>
    outcomeOf(data, (onRefused) => data.batch(ops, onRefused));

/**
 * The claim batch as the app sends it (features/identity/model/claim.ts): the Child profile
 * gets the account's uid and address (plus `profileChanges`, to try what the rules refuse),
 * the account points at it, the registration profile goes.
 */
export const claimOps = (user: SessionUser, childId: string, profileChanges: DocData = {}): WriteOp[] => [
  update(`users/${childId}`, { uid: user.uid, email: user.email, emailLower: user.email.toLowerCase(), updatedAt: AT, ...profileChanges }),
  update(`accounts/${user.uid}`, { personId: childId, claimChecked: true }),
  del(`users/${user.uid}`),
];

export interface Case {
  name: string;
  as: SessionUser | null;
  run: (data: DataPort) => Promise<unknown>;
  allowed: boolean;
  /** documents stored on top of WORLD for this case; null removes one of WORLD's */
  extra?: Record<string, DocData | null>;
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

export async function signInOnWorld(t: TestBackend, as: SessionUser | null, extra: Record<string, DocData | null> = {}) {
  const docs = Object.entries({ ...WORLD, ...extra }).filter((entry): entry is [string, DocData] => entry[1] !== null);
  await seedDocs(t.db, Object.fromEntries(docs));
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
