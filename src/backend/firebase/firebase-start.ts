import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { canOpenIndexedDb, startStoreWait, storesAnswer } from '../device-store';
import type { MemoryIndexedDb } from '../memory-indexeddb';
import { tellWorkerAuthStarted } from './auth-started';
import { createFirebaseApp } from './firebase-app';
import { initFirebaseAuth } from './firebase-auth';
import { initFirestoreDb, startMemoryFirestore } from './firestore-db';

/** The app a page starts when its IndexedDB did not answer: Auth of its own, on localStorage. */
const APP_WITHOUT_INDEXEDDB = 'pitchside-without-indexeddb';

export interface StartedFirebase {
  auth: Auth;
  db: Firestore;
  deviceCache: 'persistent' | 'memory';
  /** where IndexedDB did not answer: the in-memory one that stands in for it on this page */
  memory?: MemoryIndexedDb;
}

/**
 * Auth and Firestore of this page, on the device's store when IndexedDB answers within the start's
 * wait, else in memory (docs/architecture.md "The device's store"). Auth starts beside the wait:
 * it reads the remembered sign-in from IndexedDB too. Auth waits for IndexedDB without a time box,
 * so when the store gave no answer and Auth has not started either, this page's Auth is stuck with
 * it: a second app then starts Auth that keeps its sign-in in localStorage, and the page's
 * IndexedDB is replaced by one in memory, which Firebase's other parts (its heartbeats before
 * every request) open by themselves.
 */
export async function startFirebase(useEmulators: boolean, probe?: () => Promise<boolean>): Promise<StartedFirebase> {
  const wait = startStoreWait();
  const app = createFirebaseApp();
  // the store opens, and Firestore's cache, when the device has one, answers a read
  probe ??= () =>
    canOpenIndexedDb().then((opens) => opens && storesAnswer(firestoreCacheName(app.name, app.options.projectId)));
  const auth = initFirebaseAuth(app, useEmulators);
  let authStarted = false;
  const authReady = auth.authStateReady().then(() => {
    authStarted = true;
    tellWorkerAuthStarted();
  });
  const store = await wait.answer(probe());
  if (store === 'silent' && !authStarted) return startWithoutIndexedDb(useEmulators);
  const [firestore] = await Promise.all([initFirestoreDb(app, useEmulators, store, { wait }), authReady]);
  return { auth, ...firestore };
}

/** The IndexedDB database of Firestore's persistent cache for an app and project (the SDK's own naming). */
export function firestoreCacheName(appName: string, projectId: string | undefined): string {
  return `firestore/${appName}/${projectId ?? ''}/main`;
}

async function startWithoutIndexedDb(useEmulators: boolean): Promise<StartedFirebase> {
  const { memoryIndexedDb, replacePageIndexedDb } = await import('../memory-indexeddb');
  const memory = memoryIndexedDb();
  replacePageIndexedDb(memory);
  const app = createFirebaseApp(APP_WITHOUT_INDEXEDDB);
  const auth = initFirebaseAuth(app, useEmulators, 'local-storage');
  await auth.authStateReady();
  tellWorkerAuthStarted();
  return { auth, db: startMemoryFirestore(app, useEmulators), deviceCache: 'memory', memory };
}
