// @vitest-environment node
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import type { createFirestoreDataPort } from '../../src/backend/firebase/firestore-data';
import { createLocalDataPort } from '../../src/backend/local/local-data';
import { deleteLocalDb, LocalDb } from '../../src/backend/local/local-db';
import { freshDbName, seedDocs, setSession } from '../local/local-test-kit';
import type { DataPort } from '../../src/backend/ports';
import {
  DEFAULT_SEED,
  DIFFERENTIAL_WORLD,
  type DiffRequest,
  describeRequest,
  generateRequests,
  pathOf,
} from './rules-differential';
import { ACTORS, type ActorName } from './rules-differential-actors';
import { compareVerdicts, differentialReport, type Outcome, outcomeOf } from './rules-differential-verdicts';

/**
 * The rules differential: seeded requests over WORLD (rules-differential.ts)
 * judged by the local evaluator, through the local DataPort on a fake-indexeddb database (as the
 * app's local backend judges them), and by Google's Firestore emulator, through the app's
 * Firestore DataPort. Each engine's database is seeded once with DIFFERENTIAL_WORLD (WORLD and
 * more children of parentP); what an allowed write changed is put back (with the rules off)
 * before the next request, so every request is judged on that same world. The emulator's
 * requests run in two project ids at once (each its own database). Prints the agreement line by
 * kind; fails on any request the evaluator allows and the emulator refuses.
 * RULES_DIFFERENTIAL_SEED and RULES_DIFFERENTIAL_REQUESTS change the seed and the count.
 */
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
const SEED = Number(process.env.RULES_DIFFERENTIAL_SEED ?? DEFAULT_SEED);
const REQUESTS = Number(process.env.RULES_DIFFERENTIAL_REQUESTS ?? 2_000);
/** project ids judged at once on the emulator (more only add contention on 2 cores: 4 took 3 times as long) */
const STREAMS = 2;
const SERVER_TIMEOUT_MS = 20_000;

if (!emulatorHost)
  console.info('Rules differential skipped: FIRESTORE_EMULATOR_HOST is not set (run `npm run test:rules`)');

type FirestoreOfPort = Parameters<typeof createFirestoreDataPort>[0];
type CompatFirestore = ReturnType<RulesTestContext['firestore']>;

/** `host:port`, an IPv6 host in brackets. */
function hostAndPort(address: string) {
  const cut = address.lastIndexOf(':');
  return { host: address.slice(0, cut).replace(/^\[|\]$/g, ''), port: Number(address.slice(cut + 1)) };
}

const modular = (compat: CompatFirestore) => (compat as unknown as { _delegate: FirestoreOfPort })._delegate;

/** Fires the request through a DataPort as the app would: a server read, a query, a confirmed batch. */
function fire(data: DataPort, request: DiffRequest): Promise<unknown> {
  if (request.kind === 'get') {
    const [collection = '', id = ''] = request.path.split('/');
    return data.get(collection, id, { source: 'server', timeoutMs: SERVER_TIMEOUT_MS });
  }
  if (request.kind === 'query') {
    return data.query(request.query, { timeoutMs: SERVER_TIMEOUT_MS }).then((result) => {
      if (result.fromCache) throw new Error('answered from the device cache, not by the rules');
    });
  }
  return data.confirmedBatch(request.ops, SERVER_TIMEOUT_MS);
}

const writtenPaths = (request: DiffRequest) => (request.kind === 'write' ? request.ops.map(pathOf) : []);

/** The local backend's verdicts, in order, on one database holding DIFFERENTIAL_WORLD. */
async function judgeLocally(requests: readonly DiffRequest[]): Promise<Outcome[]> {
  const name = freshDbName();
  const db = new LocalDb(name);
  await db.open();
  try {
    await seedDocs(db, DIFFERENTIAL_WORLD);
    const data = createLocalDataPort(db);
    const outcomes: Outcome[] = [];
    for (const request of requests) {
      await setSession(db, ACTORS[request.as]);
      const outcome = await outcomeOf(fire(data, request));
      outcomes.push(outcome);
      if (outcome.verdict === 'allowed' && request.kind === 'write') {
        const paths = writtenPaths(request);
        await db.docs.bulkDelete(paths.map((path) => path.split('/') as [string, string]));
        await seedDocs(
          db,
          Object.fromEntries(
            paths.flatMap((path) => (DIFFERENTIAL_WORLD[path] ? [[path, DIFFERENTIAL_WORLD[path]]] : [])),
          ),
        );
      }
    }
    return outcomes;
  } finally {
    db.close();
    await deleteLocalDb(name);
  }
}

/** The emulator's verdicts on `requests`, in one project id holding DIFFERENTIAL_WORLD. */
async function judgeInProject(
  projectId: string,
  requests: readonly DiffRequest[],
  portOver: (db: FirestoreOfPort) => DataPort,
): Promise<Outcome[]> {
  const { initializeTestEnvironment } = await import('@firebase/rules-unit-testing');
  const env: RulesTestEnvironment = await initializeTestEnvironment({
    projectId,
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), ...hostAndPort(emulatorHost ?? '') },
  });
  const opened: CompatFirestore[] = [];
  let releaseAdmin = () => {};
  try {
    await env.clearFirestore();
    // one context with the rules off for the whole run: seeding, then putting back
    const admin = await new Promise<CompatFirestore>((resolve, reject) => {
      env
        .withSecurityRulesDisabled(
          (context) =>
            new Promise<void>((release) => {
              releaseAdmin = release;
              resolve(context.firestore());
            }),
        )
        .catch(reject);
    });
    const putBack = async (paths: readonly string[]) => {
      const writes = admin.batch();
      for (const path of paths) {
        const data = DIFFERENTIAL_WORLD[path];
        if (data) writes.set(admin.doc(path), data);
        else writes.delete(admin.doc(path));
      }
      await writes.commit();
    };
    await putBack(Object.keys(DIFFERENTIAL_WORLD));
    const ports = new Map<ActorName, DataPort>();
    const portOf = (name: ActorName) => {
      const known = ports.get(name);
      if (known) return known;
      const user = ACTORS[name];
      const context = user
        ? env.authenticatedContext(user.uid, { email: user.email, email_verified: user.emailVerified })
        : env.unauthenticatedContext();
      const compat = context.firestore();
      opened.push(compat);
      const port = portOver(modular(compat));
      ports.set(name, port);
      return port;
    };
    const outcomes: Outcome[] = [];
    for (const request of requests) {
      const outcome = await outcomeOf(fire(portOf(request.as), request));
      outcomes.push(outcome);
      if (outcome.verdict === 'allowed' && request.kind === 'write') await putBack(writtenPaths(request));
    }
    return outcomes;
  } finally {
    releaseAdmin();
    await Promise.all(opened.map((each) => each.terminate()));
    await env.cleanup();
  }
}

/** The emulator's verdicts, in order: the requests dealt out to STREAMS project ids judged at once. */
async function judgeOnEmulator(requests: readonly DiffRequest[]): Promise<Outcome[]> {
  const { createFirestoreDataPort } = await import('../../src/backend/firebase/firestore-data');
  const { quietFirestoreLog } = await import('../firebase/emulator-port.test-support');
  await quietFirestoreLog();
  const portOver = (db: FirestoreOfPort) => createFirestoreDataPort(db);
  const dealt = Array.from({ length: STREAMS }, (_, stream) => requests.filter((_, i) => i % STREAMS === stream));
  const judged = await Promise.all(
    dealt.map((part, stream) => judgeInProject(`demo-pitchside-differential-${stream}`, part, portOver)),
  );
  return requests.map((_, i) => judged[i % STREAMS]?.[Math.floor(i / STREAMS)] as Outcome);
}

/** `allowed by the emulator: 232 of 545 gets, …`: how much of the rules the requests reached. */
function allowedShare(requests: readonly DiffRequest[], outcomes: readonly Outcome[]): string {
  const kinds = ['get', 'query', 'write'] as const;
  const parts = kinds.map((kind) => {
    const of = requests.flatMap((request, i) => (request.kind === kind ? [outcomes[i]] : []));
    return `${of.filter((each) => each?.verdict === 'allowed').length} of ${of.length} ${kind === 'query' ? 'queries' : `${kind}s`}`;
  });
  return `allowed by the emulator: ${parts.join(', ')}`;
}

describe.skipIf(!emulatorHost)('the rules differential: the evaluator against the Firestore emulator', () => {
  it(`judges ${REQUESTS} seeded requests alike, never more leniently than the emulator`, async () => {
    const started = performance.now();
    const requests = generateRequests(SEED, REQUESTS);
    const [local, emulator] = await Promise.all([judgeLocally(requests), judgeOnEmulator(requests)]);
    const disagreements = requests.flatMap((request, i) => {
      const found = compareVerdicts(request, local[i] as Outcome, emulator[i] as Outcome);
      return found ? [found] : [];
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `${differentialReport(requests.length, SEED, disagreements)}\n  (${allowedShare(requests, emulator)}; judged in ${seconds} s)`,
    );
    // both engines must have allowed a fair share, or the generator has drifted away from the rules
    const allowedByEmulator = emulator.filter((each) => each.verdict === 'allowed').length;
    expect(allowedByEmulator).toBeGreaterThan(requests.length / 5);
    expect(
      disagreements.filter((each) => each.kind === 'lenient').map((each) => describeRequest(each.request)),
    ).toEqual([]);
  }, 600_000);
});
