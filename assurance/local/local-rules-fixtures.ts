import { afterEach, beforeEach } from 'vitest';
import { WORLD } from '../contract/rules-world';
import type { DocData } from '../../src/backend/ports';
import type { SessionUser } from '../../src/backend/local/local-db';
import { openTestBackend, seedDocs, setSession, type TestBackend } from './local-test-kit';

/**
 * The local side of the permission tests: a fresh database per test, seeded with WORLD (and a
 * case's extra documents), and a signed-in session. The cases themselves, and the builders they
 * are written with, are engine-neutral: assurance/contract/permission-cases/.
 */

export {
  allow,
  batch,
  type Case,
  claimOps,
  del,
  deny,
  get,
  set,
  update,
} from '../contract/permission-cases/case-kit';

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

export async function signInOnWorld(
  t: TestBackend,
  as: SessionUser | null,
  extra: Record<string, DocData | null> = {},
) {
  const docs = Object.entries({ ...WORLD, ...extra }).filter((entry): entry is [string, DocData] => entry[1] !== null);
  await seedDocs(t.db, Object.fromEntries(docs));
  await setSession(t.db, as);
}
