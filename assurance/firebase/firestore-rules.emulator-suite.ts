import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createFirestoreDataPort } from '../../src/backend/firebase/firestore-data';
import type { DataPort, DocData, OnRefused } from '../../src/backend/ports';
import { PERMISSION_CASES, type PermissionCase } from '../contract/permission-cases/index';
import { WORLD } from '../contract/rules-world';

/**
 * The one table of permission cases (permission-cases/index.ts) against firestore.rules in
 * Google's Firestore emulator: each case on a database holding just WORLD and its extra
 * documents (written with the rules off; seeded again only when the case before changed
 * something or stored other extras), signed in with the case's uid, email and
 * email_verified, through the app's own Firestore DataPort. Each case pins the emulator's
 * verdict: the case's own, or, for a case tagged `stricter` (a documented reading stricter than
 * the emulator, docs/RULES-ENGINE.md), the emulator's allowing it, so that a change of Firestore
 * shows up. Run by `npm run test:rules` (scripts/test-rules.mjs starts the emulator and prints
 * the agreement line from the summaries the parts write to RULES_AGREEMENT_DIR); skipped with the
 * reason printed wherever FIRESTORE_EMULATOR_HOST is not set.
 *
 * The table runs in PERMISSION_TABLE_PARTS parts (firestore-rules-{n}.emulator.test.ts), each in
 * its own emulator project, so that Vitest runs them side by side: one case waits mostly on the
 * emulator's round trips, and one part alone took 168 s.
 */
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;

export const PERMISSION_TABLE_PARTS = 3;

/** What the emulator is expected to answer for a case. */
const emulatorAllows = (each: PermissionCase) => (each.stricter ? each.stricter.emulatorAllows : each.allowed);

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

/** Which extra documents a case stores on top of WORLD, as a key: equal keys, equal worlds. */
const extraKey = (each: PermissionCase) => JSON.stringify(each.extra ?? {});

/**
 * A part's cases grouped by their extra documents, the ones expected refused first: a case that
 * changed nothing (it only read, or every write it fired was refused) leaves the world as it was
 * seeded, so the next case with the same documents runs on it without clearing and seeding
 * again (about two thirds of the seeds, and a third of the part's time).
 */
function inSeedOrder(cases: PermissionCase[]): PermissionCase[] {
  const groups = new Map<string, PermissionCase[]>();
  for (const each of cases) groups.set(extraKey(each), [...(groups.get(extraKey(each)) ?? []), each]);
  return [...groups.values()].flatMap((group) => [
    ...group.filter((each) => !each.allowed),
    ...group.filter((each) => each.allowed),
  ]);
}

/**
 * The DataPort a case runs on, counting the writes it fires and the ones refused: when every
 * write was refused (or there was none), nothing in the emulator changed. A write still
 * unanswered when the case ends counts as a change.
 */
function withWritesCounted(port: DataPort): { data: DataPort; changedNothing: () => boolean } {
  let fired = 0;
  let refused = 0;
  const counting = (onRefused: OnRefused): OnRefused => {
    fired += 1;
    return (error) => {
      refused += 1;
      onRefused(error);
    };
  };
  const data: DataPort = {
    ...port,
    set: (collection, id, doc, onRefused, options) => port.set(collection, id, doc, counting(onRefused), options),
    update: (collection, id, doc, onRefused) => port.update(collection, id, doc, counting(onRefused)),
    delete: (collection, id, onRefused) => port.delete(collection, id, counting(onRefused)),
    batch: (ops, onRefused) => port.batch(ops, counting(onRefused)),
    confirmedBatch: (ops, timeoutMs) => {
      fired += 1;
      return port.confirmedBatch(ops, timeoutMs).catch((error: { code?: string }) => {
        if (error?.code === 'permission-denied') refused += 1;
        throw error;
      });
    },
  };
  return { data, changedNothing: () => refused === fired };
}

/** Part `part` (1-based) of the table: every PERMISSION_TABLE_PARTS-th case, so each part holds every area. */
export function describePermissionTablePart(part: number) {
  const projectId = `demo-pitchside-rules-${part}`;
  const cases = inSeedOrder(PERMISSION_CASES.filter((_, index) => index % PERMISSION_TABLE_PARTS === part - 1));
  if (!emulatorHost)
    console.info('Firestore rules suite skipped: FIRESTORE_EMULATOR_HOST is not set (run `npm run test:rules`)');

  describe.skipIf(!emulatorHost)(`firestore.rules in the emulator: the permission table, part ${part}`, () => {
    let env: RulesTestEnvironment;
    let portOver: (db: FirestoreOfPort) => DataPort;

    beforeAll(async () => {
      const { initializeTestEnvironment } = await import('@firebase/rules-unit-testing');
      const { createFirestoreDataPort } = await import('../../src/backend/firebase/firestore-data');
      portOver = (db) => createFirestoreDataPort(db);
      env = await initializeTestEnvironment({
        projectId,
        firestore: { rules: readFileSync('firestore.rules', 'utf8'), ...hostAndPort(emulatorHost ?? '') },
      });
    });

    /** each case's name and what the emulator answered, for the agreement line */
    const outcomes: { name: string; expected: boolean; emulator: boolean | 'error'; stricter: boolean }[] = [];

    afterAll(async () => {
      await env?.cleanup();
      const dir = process.env.RULES_AGREEMENT_DIR;
      if (dir) writeFileSync(join(dir, `part-${part}.json`), JSON.stringify({ cases: outcomes }));
    });

    /** the extra documents the stored world holds on top of WORLD; null: it may hold anything */
    let stored: string | null = null;

    async function seed(each: PermissionCase) {
      const wanted = extraKey(each);
      if (stored === wanted) return;
      stored = null;
      await env.clearFirestore();
      await env.withSecurityRulesDisabled(async (context) => {
        const db = context.firestore();
        const writes = db.batch();
        for (const [path, data] of worldWith(each.extra)) writes.set(db.doc(path), data);
        await writes.commit();
      });
      stored = wanted;
    }

    function signIn(each: PermissionCase): RulesTestContext {
      if (!each.as) return env.unauthenticatedContext();
      return env.authenticatedContext(each.as.uid, { email: each.as.email, email_verified: each.as.emailVerified });
    }

    /** The modular Firestore inside the compat instance (modular functions unwrap it the same way). */
    const modular = (compat: CompatFirestore) => (compat as unknown as { _delegate: FirestoreOfPort })._delegate;

    it('has its part of the table to run', () => {
      expect(cases.length).toBeGreaterThanOrEqual(60 / PERMISSION_TABLE_PARTS);
    });

    const verb = (each: PermissionCase) =>
      each.allowed ? 'allows' : each.stricter ? 'refuses, the emulator allows' : 'refuses';
    it.each(cases.map((each) => [each.area, verb(each), each.name, each] as const))(
      '%s: %s: %s',
      async (_area, _verb, _name, each) => {
        await seed(each);
        // context.firestore() may be called once per context: it points the instance at the emulator
        const compat = signIn(each).firestore();
        const expected = emulatorAllows(each);
        let emulator: boolean | 'error' = 'error';
        const port = withWritesCounted(portOver(modular(compat)));
        try {
          const outcome = each.run(port.data);
          emulator = await outcome.then(
            () => true,
            (error: { code?: string }) => (error?.code === 'permission-denied' ? false : 'error'),
          );
          if (expected) await expect(outcome).resolves.not.toThrow();
          else await expect(outcome).rejects.toMatchObject({ code: 'permission-denied' });
        } finally {
          outcomes.push({ name: `${each.area}: ${each.name}`, expected, emulator, stricter: Boolean(each.stricter) });
          await compat.terminate();
          if (!port.changedNothing()) stored = null;
        }
      },
      30_000,
    );
  });
}
