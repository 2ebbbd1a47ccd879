// @vitest-environment node
import { describe, expect, it } from 'vitest';

/**
 * Writes made with no connection reach the server once it is back. Only where a
 * Firestore emulator is reachable (it does not run on this project's CI machines: see
 * docs/toolchain.md); skipped with the reason printed elsewhere.
 */
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
const projectId = 'demo-pitchside-sync';
const openRules =
  "rules_version='2'; service cloud.firestore { match /databases/{db}/documents { match /syncProbe/{id} { allow read, write: if true; } } }";

if (!emulatorHost) console.info('Firestore offline-sync test skipped: FIRESTORE_EMULATOR_HOST is not set');

describe.skipIf(!emulatorHost)('writes queued offline reach the Firestore emulator after reconnecting', () => {
  it('fires 50 writes with the network off, then finds all of them on the server once it is back', async () => {
    const host = emulatorHost ?? '';
    const rules = await fetch(`http://${host}/emulator/v1/projects/${projectId}:securityRules`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ content: openRules }] } }),
    });
    expect(rules.ok).toBe(true);
    const { deleteApp, initializeApp } = await import('firebase/app');
    const firestore = await import('firebase/firestore');
    const { createFirestoreDataPort } = await import('../../src/backend/firebase/firestore-data');
    const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `sync-${Date.now()}`);
    const db = firestore.initializeFirestore(app, {
      localCache: firestore.memoryLocalCache(),
      ignoreUndefinedProperties: true,
    });
    const cut = host.lastIndexOf(':');
    firestore.connectFirestoreEmulator(db, host.slice(0, cut).replace(/^\[|\]$/g, ''), Number(host.slice(cut + 1)));
    const data = createFirestoreDataPort(db);
    try {
      await firestore.disableNetwork(db);
      const refused: unknown[] = [];
      for (let i = 0; i < 50; i++) data.set('syncProbe', `w${i}`, { i }, (error) => refused.push(error));
      expect(await data.allWritesSynced(200)).toBe(false);
      await firestore.enableNetwork(db);
      expect(await data.allWritesSynced(20_000)).toBe(true);
      const onServer = await data.query({ collection: 'syncProbe' }, { timeoutMs: 10_000 });
      expect(onServer.fromCache).toBe(false);
      expect(onServer.docs.map((doc) => doc.data.i).sort((a, b) => Number(a) - Number(b))).toEqual(
        Array.from({ length: 50 }, (_, i) => i),
      );
      expect(refused).toEqual([]);
    } finally {
      await firestore.terminate(db);
      await deleteApp(app);
    }
  });
});
