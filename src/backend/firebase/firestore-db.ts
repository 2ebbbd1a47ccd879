import type { FirebaseApp } from 'firebase/app';
import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  type Firestore,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
} from 'firebase/firestore';

/**
 * Firestore with the persistent IndexedDB cache shared by all tabs: reads answer from the
 * device and writes queue there while there is no connection (ARCHITECTURE.md, offline first).
 */
export function initFirestoreDb(app: FirebaseApp, useEmulator: boolean): Firestore {
  const db = initializeFirestore(app, {
    localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
    // The local backend keeps an `undefined` field as absent; Firestore would throw on it instead.
    ignoreUndefinedProperties: true,
  });
  if (useEmulator) connectFirestoreEmulator(db, '127.0.0.1', 8080);
  return db;
}

/**
 * Deletes this device's copy of the signed-in user's data (a shared phone must not show the
 * last user's data offline). The instance is unusable afterwards: every later call throws.
 * That is fine because the UI does a full page navigation to /login after sign-out, which
 * starts a fresh Firestore instance.
 *
 * Other open tabs: the SDK terminates their Firestore instances so the clear can go ahead
 * (measured in Chromium: it succeeds), after which reads in those tabs never settle. Those
 * tabs learn of the sign-out through AuthPort.onChange(null) and must also load /login afresh.
 * Should the clear fail anyway, the caller only logs it: signing out must not fail over it.
 */
export async function clearFirestoreCache(db: Firestore): Promise<void> {
  await terminate(db);
  await clearIndexedDbPersistence(db);
}
