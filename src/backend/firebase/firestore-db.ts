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
import { type StoreAnswer, type StoreWait, startStoreWait } from '../device-store';
import { EMULATORS_AT_ORIGIN } from './emulators-at-origin';
import {
  clearCacheAfterSignOut,
  clearPendingCacheAtStart,
  deviceFlagStorage,
  type FlagStorage,
} from './pending-cache-clear';

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

/** Firestore with its cache in this page's memory: nothing it holds survives the page. */
export function startMemoryFirestore(app: FirebaseApp, useEmulator: boolean): Firestore {
  return startFirestore(app, useEmulator, memoryLocalCache());
}

export interface FirestoreDbOptions {
  /** the start's wait for the store (docs/architecture.md "The device's store"); a fresh one by default */
  wait?: StoreWait;
  storage?: FlagStorage;
}

/**
 * Firestore with the persistent IndexedDB cache shared by all tabs: reads answer from the
 * device and writes queue there while there is no connection (docs/architecture.md, offline first).
 * `store` is what IndexedDB answered within the start's wait; anything but 'opened' starts the
 * memory cache, so the app can say offline data is off (the SDK would fall back to it silently).
 *
 * When the last sign-out could not clear the cache, it is cleared here first: the instance has
 * not started yet, the one moment `clearIndexedDbPersistence` allows. The clear is part of
 * opening the store and shares the start's wait. Should it fail or not finish in time, this
 * session keeps its cache in memory rather than show the last user's data; the flag stays and
 * the next start tries again.
 */
export async function initFirestoreDb(
  app: FirebaseApp,
  useEmulator: boolean,
  store: StoreAnswer,
  { wait = startStoreWait(), storage = deviceFlagStorage() }: FirestoreDbOptions = {},
): Promise<{ db: Firestore; deviceCache: 'persistent' | 'memory' }> {
  if (store !== 'opened') return { db: startMemoryFirestore(app, useEmulator), deviceCache: 'memory' };
  const db = startFirestore(app, useEmulator, persistentLocalCache({ tabManager: persistentMultipleTabManager() }));
  const outcome = await clearPendingCacheAtStart(() => clearIndexedDbPersistence(db), storage, wait.leftMs());
  if (outcome !== 'failed') return { db, deviceCache: 'persistent' };
  // terminate() frees the app's Firestore slot at once; its own shutdown may queue behind the stuck clear.
  terminate(db).catch(() => {});
  return { db: startMemoryFirestore(app, useEmulator), deviceCache: 'memory' };
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
