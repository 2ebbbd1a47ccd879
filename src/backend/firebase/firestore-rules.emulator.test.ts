// @vitest-environment node
import { readFileSync } from 'node:fs';
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createFirestoreDataPort } from './firestore-data';
import type { DataPort, DocData } from '../ports';
import { PERMISSION_CASES, type PermissionCase } from '../contract/permission-cases/index';
import { WORLD } from '../contract/rules-world';

/**
 * The one table of permission cases (permission-cases/index.ts) against firestore.rules in the
 * Firestore emulator: each case on a cleared database holding WORLD and its extra documents
 * (written with the rules off), signed in with the case's uid, email and email_verified, through
 * the app's own Firestore DataPort. Run by `npm run test:rules` (scripts/test-rules.mjs, under
 * `firebase emulators:exec --only firestore`, with vitest.rules.config.ts); skipped with the
 * reason printed wherever FIRESTORE_EMULATOR_HOST is not set (the emulator does not run on this
 * project's CI machines: docs/toolchain.md).
 */
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
const projectId = 'demo-pitchside-rules';

if (!emulatorHost)
  console.info('Firestore rules suite skipped: FIRESTORE_EMULATOR_HOST is not set (run `npm run test:rules`)');

type FirestoreOfPort = Parameters<typeof createFirestoreDataPort>[0];
/** What `context.firestore()` returns: the compat instance, wrapping the modular one the adapter takes. */
type CompatFirestore = ReturnType<RulesTestContext['firestore']>;

/** `host:port`, an IPv6 host in brackets. */
function hostAndPort(address: string) {
  const cut = address.lastIndexOf(':');
  return { host: address.slice(0, cut).replace(/^\[|\]$/g, ''), port: Number(address.slice(cut + 1)) };
}

function worldWith(extra: PermissionCase['extra'] = {}): [string, DocData][] {
  return Object.entries({ ...WORLD, ...extra }).filter((entry): entry is [string, DocData] => entry[1] !== null);
}

describe.skipIf(!emulatorHost)('firestore.rules in the emulator: the permission table', () => {
  let env: RulesTestEnvironment;
  let portOver: (db: FirestoreOfPort) => DataPort;

  beforeAll(async () => {
    const { initializeTestEnvironment } = await import('@firebase/rules-unit-testing');
    const { createFirestoreDataPort } = await import('./firestore-data');
    portOver = (db) => createFirestoreDataPort(db);
    env = await initializeTestEnvironment({
      projectId,
      firestore: { rules: readFileSync('firestore.rules', 'utf8'), ...hostAndPort(emulatorHost ?? '') },
    });
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  async function seed(each: PermissionCase) {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      const writes = db.batch();
      for (const [path, data] of worldWith(each.extra)) writes.set(db.doc(path), data);
      await writes.commit();
    });
  }

  function signIn(each: PermissionCase): RulesTestContext {
    if (!each.as) return env.unauthenticatedContext();
    return env.authenticatedContext(each.as.uid, { email: each.as.email, email_verified: each.as.emailVerified });
  }

  /** The modular Firestore inside the compat instance (modular functions unwrap it the same way). */
  const modular = (compat: CompatFirestore) => (compat as unknown as { _delegate: FirestoreOfPort })._delegate;

  it('has the table to run', () => {
    expect(PERMISSION_CASES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(PERMISSION_CASES.map((each) => [each.area, each.allowed ? 'allows' : 'refuses', each.name, each] as const))(
    '%s: %s: %s',
    async (_area, _verb, _name, each) => {
      await seed(each);
      // context.firestore() may be called once per context: it points the instance at the emulator
      const compat = signIn(each).firestore();
      try {
        const outcome = each.run(portOver(modular(compat)));
        if (each.allowed) await expect(outcome).resolves.not.toThrow();
        else await expect(outcome).rejects.toMatchObject({ code: 'permission-denied' });
      } finally {
        await compat.terminate();
      }
    },
    30_000,
  );
});
