// @vitest-environment node
import { beforeAll, describe } from 'vitest';
import { type DataPortHarness, runDataPortContract } from './data-port-contract';

/**
 * The data port contract against the Firestore adapter, only where a Firestore emulator is
 * reachable (it does not run on this project's CI machines: see docs/toolchain.md).
 */
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
const projectId = 'demo-pitchside-contract';
// open on every collection: the ordered queries write to one of their own per test, the index case to `events`
const openRules =
  "rules_version='2'; service cloud.firestore { match /databases/{db}/documents { match /{document=**} { allow read, write: if true; } } }";

if (!emulatorHost) console.info('Firestore contract suite skipped: FIRESTORE_EMULATOR_HOST is not set');

let appCount = 0;

async function openFirestorePort(host: string): Promise<DataPortHarness> {
  // The SDK is needed here to build a Firestore instance for the adapter under test.
  const { deleteApp, initializeApp } = await import('firebase/app');
  const firestore = await import('firebase/firestore');
  const { createFirestoreDataPort } = await import('../../src/backend/firebase/firestore-data');
  appCount += 1;
  const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `data-port-contract-${appCount}`);
  // the settings of the app's own instance (firestore-db.ts), but with a memory cache
  const db = firestore.initializeFirestore(app, {
    localCache: firestore.memoryLocalCache(),
    ignoreUndefinedProperties: true,
  });
  const cut = host.lastIndexOf(':');
  firestore.connectFirestoreEmulator(db, host.slice(0, cut).replace(/^\[|\]$/g, ''), Number(host.slice(cut + 1)));
  return {
    data: createFirestoreDataPort(db),
    async cleanup() {
      await firestore.terminate(db);
      await deleteApp(app);
    },
  };
}

describe.skipIf(!emulatorHost)('Firestore emulator', () => {
  const host = emulatorHost ?? '';

  beforeAll(async () => {
    const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:securityRules`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ content: openRules }] } }),
    });
    if (!response.ok)
      throw new Error(`Setting the emulator's rules failed: ${response.status} ${await response.text()}`);
  });

  runDataPortContract('firestore (emulator)', () => openFirestorePort(host));
});
