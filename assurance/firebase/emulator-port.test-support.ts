import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, inMemoryPersistence, initializeAuth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  type Firestore,
  initializeFirestore,
  memoryLocalCache,
  terminate,
} from 'firebase/firestore';
import type { AuthPort, DataPort } from '../../src/backend/ports';
import { createFirebaseAuthPort } from '../../src/backend/firebase/firebase-auth';
import { createFirestoreDataPort, type PortOptions } from '../../src/backend/firebase/firestore-data';

/*
 * Test support: the app's Firestore DataPort against Google's Firestore emulator named by
 * FIRESTORE_EMULATOR_HOST (scripts/firestore-emulator.mjs), with rules of the test's own. The
 * memory cache stands in for IndexedDB, which Node lacks.
 */

export const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;

/**
 * How long a test waits for the emulator to take the device's writes: a bound on waiting, not
 * a speed claim (10 s was once too short on a loaded 2-core machine running test files side by side).
 */
export const SYNC_WITHIN_MS = 30_000;

function hostAndPort(address: string) {
  const cut = address.lastIndexOf(':');
  return { host: address.slice(0, cut).replace(/^\[|\]$/g, ''), port: Number(address.slice(cut + 1)) };
}

/** Loads `rules` for the project, as the emulator's REST API allows. */
export async function loadRules(projectId: string, rules: string): Promise<void> {
  const answer = await fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ content: rules }] } }),
  });
  if (!answer.ok) throw new Error(`the emulator refused the rules: ${await answer.text()}`);
}

export interface EmulatorPort {
  data: DataPort;
  db: Firestore;
  stop(): Promise<void>;
}

/** A device: its own app, Firestore with a memory cache, and the DataPort over it, with the app's options or the test's. */
export function openEmulatorPort(projectId: string, options: PortOptions = {}): EmulatorPort {
  const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `device-${Math.random().toString(36).slice(2)}`);
  const db = initializeFirestore(app, { localCache: memoryLocalCache(), ignoreUndefinedProperties: true });
  const { host, port } = hostAndPort(emulatorHost ?? '');
  connectFirestoreEmulator(db, host, port);
  return {
    data: createFirestoreDataPort(db, undefined, undefined, options),
    db,
    async stop() {
      await terminate(db);
      await deleteApp(app);
    },
  };
}

/** Quiets the Firestore SDK's log: every refusal would print its rule trace to stderr. */
export async function quietFirestoreLog(): Promise<void> {
  const { setLogLevel } = await import('firebase/firestore');
  setLogLevel('silent');
}

export interface EmulatorDevice extends EmulatorPort {
  auth: AuthPort;
}

/**
 * A device signed in the app's way: one app with the Auth port over the Auth emulator at
 * `authHost` and the DataPort over Firestore, so that the rules see its ID token.
 */
export function openEmulatorDevice(projectId: string, authHost: string): EmulatorDevice {
  const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `device-${Math.random().toString(36).slice(2)}`);
  // memory persistence: Node has neither of the browser's
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  const db = initializeFirestore(app, { localCache: memoryLocalCache(), ignoreUndefinedProperties: true });
  const { host, port } = hostAndPort(emulatorHost ?? '');
  connectFirestoreEmulator(db, host, port);
  return {
    auth: createFirebaseAuthPort(auth),
    data: createFirestoreDataPort(db),
    db,
    async stop() {
      await terminate(db);
      await deleteApp(app);
    },
  };
}
