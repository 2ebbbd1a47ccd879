import { config } from '../../lib/config';
import { doc, type Firestore } from 'firebase/firestore';
import { createDeviceQueue } from '../device-queue/device-queue-store';
import { createPageStore } from '../device-store';
import { type Backend, isDataError } from '../ports';
import { createWriteJournal, FIREBASE_JOURNAL_KEY, NO_JOURNAL } from '../write-journal';
import { createFirebaseAuthPort } from './firebase-auth';
import { startFirebase } from './firebase-start';
import { clearFirestoreCache } from './firestore-db';
import { quietAfterSignOut } from './quiet-after-sign-out';
import { createFirestoreDataPort } from './firestore-data';
import { fireLeftOverWrites } from './left-over-writes';
import { readDoc } from './firestore-reads';
import { createServerReach } from './server-reach';
import { startTokenSync } from './token-sync';

/**
 * The production backend: Firebase Auth plus Firestore with the persistent multi-tab cache.
 * Resolves once Auth has restored the persisted sign-in, so `currentUser()` is right at start,
 * and once the device's store answered (or the start's wait for it ran out: then in memory,
 * firebase-start.ts) and a cache clear left over from the last sign-out is done.
 */
export async function createFirebaseBackend(): Promise<Backend> {
  const { auth, db, deviceCache, memory } = await startFirebase(config.useEmulators);
  if (config.tokenSyncUrl) startTokenSync(auth, config.tokenSyncUrl);
  const store = createPageStore(deviceCache);
  const reach = createServerReach({ probe: () => serverAnswers(db) });
  const journal =
    typeof sessionStorage === 'undefined' ? NO_JOURNAL : createWriteJournal(sessionStorage, FIREBASE_JOURNAL_KEY);
  // a re-sent copy of a write that landed is no failure to show (docs/architecture.md "Documents this device wrote")
  const port = quietAfterSignOut(
    createFirestoreDataPort(db, reach.saw, journal, {
      resentCopies: 'dismiss',
      unsaved: deviceCache === 'memory' ? store : undefined,
    }),
  );
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
    sync: { reach },
    store,
    // joins by code that could not reach the server wait here (the local backend needs none)
    deviceQueue: createDeviceQueue(undefined, memory),
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
