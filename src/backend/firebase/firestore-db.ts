import type { FirebaseApp } from 'firebase/app';
import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  type FirestoreLocalCache,
  type Firestore,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
} from 'firebase/firestore';
import { EMULATORS_AT_ORIGIN } from './emulators-at-origin';
import {
  clearCacheAfterSignOut,
  clearPendingCacheAtStart,
  deviceFlagStorage,
  type FlagStorage,
} from './pending-cache-clear';

/** How long a start may wait for a pending cache clear before it gives up for this session. */
const START_CLEAR_TIMEOUT_MS = 3000;

function startFirestore(app: FirebaseApp, useEmulator: boolean, localCache: FirestoreLocalCache): Firestore {
  // The local backend keeps an `undefined` field as absent; Firestore would throw on it instead.
  const settings = { localCache, ignoreUndefinedProperties: true };
  // connectFirestoreEmulator always speaks plain http, which a page served over HTTPS may not
  // call beyond loopback: the emulator behind the page's own origin is named as a host instead
  if (EMULATORS_AT_ORIGIN && useEmulator)
    return initializeFirestore(app, { ...settings, host: location.host, ssl: location.protocol === 'https:' });
  const db = initializeFirestore(app, settings);
  if (useEmulator) connectFirestoreEmulator(db, '127.0.0.1', 8080);
  return db;
}

/**
 * Firestore with the persistent IndexedDB cache shared by all tabs: reads answer from the
 * device and writes queue there while there is no connection (docs/architecture.md, offline first).
 *
 * When the last sign-out could not clear the cache, it is cleared here first: the instance has
 * not started yet, the one moment `clearIndexedDbPersistence` allows. Should that fail too,
 * this session keeps its cache in memory rather than show the last user's data; the flag stays
 * and the next start tries again.
 */
export async function initFirestoreDb(
  app: FirebaseApp,
  useEmulator: boolean,
  storage: FlagStorage | undefined = deviceFlagStorage(),
  canOpen: () => Promise<boolean> = canOpenIndexedDb,
): Promise<{ db: Firestore; deviceCache: 'persistent' | 'memory' }> {
  // Without IndexedDB (some private modes, a full or broken disk) the SDK would fall back to
  // memory on its own, silently: choose it here, so the app can say offline data is off.
  if (!(await canOpen())) return { db: startFirestore(app, useEmulator, memoryLocalCache()), deviceCache: 'memory' };
  const db = startFirestore(app, useEmulator, persistentLocalCache({ tabManager: persistentMultipleTabManager() }));
  const outcome = await clearPendingCacheAtStart(() => clearIndexedDbPersistence(db), storage, START_CLEAR_TIMEOUT_MS);
  if (outcome !== 'failed') return { db, deviceCache: 'persistent' };
  // terminate() frees the app's Firestore slot at once; its own shutdown may queue behind the stuck clear.
  terminate(db).catch(() => {});
  return { db: startFirestore(app, useEmulator, memoryLocalCache()), deviceCache: 'memory' };
}

const IDB_PROBE = 'pitchside-storage-probe';
const IDB_PROBE_TIMEOUT_MS = 2_000;

/** Whether this browser lets the app open an IndexedDB database (within 2 s). */
export function canOpenIndexedDb(timeoutMs = IDB_PROBE_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(false);
    const timer = setTimeout(() => resolve(false), timeoutMs);
    const settle = (ok: boolean) => {
      clearTimeout(timer);
      resolve(ok);
    };
    try {
      const request = indexedDB.open(IDB_PROBE);
      request.onsuccess = () => {
        request.result.close();
        settle(true);
      };
      request.onerror = () => settle(false);
      request.onblocked = () => settle(true);
    } catch {
      settle(false);
    }
  });
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
 * Should the clear fail anyway, it is remembered on the device and done before Firestore
 * starts next time (initFirestoreDb); signing out never fails over it.
 */
export function clearFirestoreCache(
  db: Firestore,
  storage: FlagStorage | undefined = deviceFlagStorage(),
): Promise<void> {
  return clearCacheAfterSignOut(async () => {
    await terminate(db);
    await clearIndexedDbPersistence(db);
  }, storage);
}
