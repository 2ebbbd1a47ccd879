import { config } from '../../lib/config';
import { doc, type Firestore } from 'firebase/firestore';
import { createDeviceQueue } from '../device-queue/device-queue-store';
import { type Backend, isDataError } from '../ports';
import { createWriteJournal, FIREBASE_JOURNAL_KEY, NO_JOURNAL } from '../write-journal';
import { tellWorkerAuthStarted } from './auth-started';
import { createFirebaseApp } from './firebase-app';
import { createFirebaseAuthPort, initFirebaseAuth } from './firebase-auth';
import { clearFirestoreCache, initFirestoreDb } from './firestore-db';
import { quietAfterSignOut } from './quiet-after-sign-out';
import { createFirestoreDataPort, fireLeftOverWrites } from './firestore-data';
import { readDoc } from './firestore-reads';
import { createServerReach } from './server-reach';
import { startTokenSync } from './token-sync';

/**
 * The production backend: Firebase Auth plus Firestore with the persistent multi-tab cache.
 * Resolves once Auth has restored the persisted sign-in, so `currentUser()` is right at start,
 * and once a cache clear left over from the last sign-out is done.
 */
export async function createFirebaseBackend(): Promise<Backend> {
  const app = createFirebaseApp();
  const auth = initFirebaseAuth(app, config.useEmulators);
  if (config.tokenSyncUrl) startTokenSync(auth, config.tokenSyncUrl);
  const [{ db, deviceCache }] = await Promise.all([
    initFirestoreDb(app, config.useEmulators),
    auth.authStateReady().then(() => tellWorkerAuthStarted()),
  ]);
  const reach = createServerReach({ probe: () => serverAnswers(db) });
  const journal =
    typeof sessionStorage === 'undefined' ? NO_JOURNAL : createWriteJournal(sessionStorage, FIREBASE_JOURNAL_KEY);
  // a re-sent copy of a write that landed is no failure to show (docs/architecture.md "Documents this device wrote")
  const port = quietAfterSignOut(createFirestoreDataPort(db, reach.saw, journal, { resentCopies: 'dismiss' }));
  const { data } = port;
  await fireLeftOverWrites(db, journal, data);
  return {
    kind: 'firebase',
    auth: createFirebaseAuthPort(auth, {
      // After this the Firestore instance is terminated; the UI navigates to /login with a full
      // page load, which creates a new one (see clearFirestoreCache).
      afterSignOut: () => {
        port.quiet();
        return clearFirestoreCache(db);
      },
    }),
    data,
    sync: { reach, deviceCache },
    // joins by code that could not reach the server wait here (the local backend needs none)
    deviceQueue: createDeviceQueue(),
  };
}

const PROBE_TIMEOUT_MS = 4_000;

/** Asks the server for a document nobody has (any answer, a refusal too, means it answers). */
async function serverAnswers(db: Firestore): Promise<boolean> {
  try {
    await readDoc(doc(db, 'clubs', 'reach-probe'), { source: 'server', timeoutMs: PROBE_TIMEOUT_MS });
    return true;
  } catch (error) {
    return !isDataError(error, 'unavailable');
  }
}
