// Sends the probes' requests through the Firebase Web SDK in Node, as the app's users do, and
// turns each answer into a verdict: 'allowed', 'denied' (permission-denied), or the error's code.
import { deleteApp, initializeApp } from 'firebase/app';
import { getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  documentId,
  getDocFromServer,
  getDocsFromServer,
  getFirestore,
  query,
  setLogLevel,
  terminate,
  where,
  writeBatch,
} from 'firebase/firestore';

// A refusal is a verdict here, not a fault: the SDK's own log of refused writes stays quiet.
setLogLevel('silent');

/** The uid the emulator run signs in as (a fake token, as @firebase/rules-unit-testing makes). */
export const EMULATOR_UID = 'probe-user';

/** Signs the test user in to a real project: { db, close }. */
export async function openProduction({ projectId, apiKey, email, password }) {
  const app = initializeApp({ projectId, apiKey, authDomain: `${projectId}.firebaseapp.com` }, 'probe');
  const credential = await signInWithEmailAndPassword(getAuth(app), email, password);
  const db = getFirestore(app);
  return { db, uid: credential.user.uid, close: () => closeApp(app, db) };
}

/** Points the SDK at the emulator at `host` ("127.0.0.1:8080"), signed in with a fake token. */
export function openEmulator({ projectId, host }) {
  const app = initializeApp({ projectId, apiKey: 'fake-api-key' }, 'probe');
  const db = getFirestore(app);
  const cut = host.lastIndexOf(':');
  connectFirestoreEmulator(db, host.slice(0, cut).replace(/^\[|\]$/g, ''), Number(host.slice(cut + 1)), {
    mockUserToken: { sub: EMULATOR_UID, user_id: EMULATOR_UID },
  });
  return { db, uid: EMULATOR_UID, close: () => closeApp(app, db) };
}

async function closeApp(app, db) {
  await terminate(db);
  await deleteApp(app);
}

/** Writes what the probes read, through the seeding rules of probe.rules. */
export async function seed(db, documents) {
  const batch = writeBatch(db);
  for (const [path, data] of documents) batch.set(doc(db, ...path), data);
  await batch.commit();
}

const withRun = (path, run) => path.map((segment) => segment.replace('$run', run));

/** Sends one probe's request; resolves to its verdict, and to what to delete when it wrote. */
export async function send(db, request, run) {
  try {
    if (request.kind === 'get') {
      await getDocFromServer(doc(db, ...request.path));
      return { verdict: 'allowed', written: [] };
    }
    if (request.kind === 'query') {
      const filters = request.filters.map(([field, op, value]) =>
        where(field === '__name__' ? documentId() : field, op, value),
      );
      await getDocsFromServer(query(collection(db, request.collection), ...filters));
      return { verdict: 'allowed', written: [] };
    }
    if (request.kind === 'batch') {
      const paths = request.creates.map((path) => withRun(path, run));
      const batch = writeBatch(db);
      for (const path of paths) batch.set(doc(db, ...path), { probe: run });
      await batch.commit();
      return { verdict: 'allowed', written: paths };
    }
    throw new Error(`unknown request kind ${request.kind}`);
  } catch (error) {
    const code = error?.code ?? 'error';
    return { verdict: code === 'permission-denied' ? 'denied' : `error: ${code}`, written: [], error };
  }
}

/** Deletes what allowed batches created (probe.rules allows deleting them). */
export async function removeWritten(db, paths) {
  if (paths.length === 0) return;
  const batch = writeBatch(db);
  for (const path of paths) batch.delete(doc(db, ...path));
  await batch.commit();
}
