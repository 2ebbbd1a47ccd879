import { config } from '../../lib/config';
import type { Backend } from '../ports';
import { createFirebaseApp } from './firebase-app';
import { createFirebaseAuthPort, initFirebaseAuth } from './firebase-auth';
import { clearFirestoreCache, initFirestoreDb } from './firestore-db';
import { createFirestoreDataPort } from './firestore-data';
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
  const [db] = await Promise.all([initFirestoreDb(app, config.useEmulators), auth.authStateReady()]);
  return {
    kind: 'firebase',
    auth: createFirebaseAuthPort(auth, {
      // After this the Firestore instance is terminated; the UI navigates to /login with a full
      // page load, which creates a new one (see clearFirestoreCache).
      afterSignOut: () => clearFirestoreCache(db),
    }),
    data: createFirestoreDataPort(db),
  };
}
