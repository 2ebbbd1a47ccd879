// @vitest-environment node
import { deleteApp, initializeApp } from 'firebase/app';
import { terminate } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { initFirestoreDb } from './firestore-db';
import { type FlagStorage, isCacheClearPending, PENDING_CACHE_CLEAR_KEY } from './pending-cache-clear';

function storageWithPendingClear(): FlagStorage {
  const items = new Map([[PENDING_CACHE_CLEAR_KEY, 'set by a failed sign-out']]);
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

describe('initFirestoreDb', () => {
  it('clears a cache the last sign-out left behind before Firestore starts, then forgets it', async () => {
    // Node has no IndexedDB, so the SDK's clear finds nothing to delete; what matters is that
    // it is allowed (the instance has not started) and the flag is gone afterwards.
    const app = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-pitchside-db' }, `db-${Date.now()}`);
    const storage = storageWithPendingClear();
    const { db, deviceCache } = await initFirestoreDb(app, false, 'opened', { storage });
    expect(deviceCache).toBe('persistent');
    expect(isCacheClearPending(storage)).toBe(false);
    await terminate(db);
    await deleteApp(app);
  });

  it.each(['refused', 'silent'] as const)('keeps data in memory, and says so, where IndexedDB %s', async (store) => {
    const app = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-pitchside-db' }, `db-${store}-${Date.now()}`);
    const storage = storageWithPendingClear();
    const { db, deviceCache } = await initFirestoreDb(app, false, store, { storage });
    expect(deviceCache).toBe('memory');
    // nothing of the last user can be on this device's IndexedDB: the flag waits for a device that has one
    expect(isCacheClearPending(storage)).toBe(true);
    await terminate(db);
    await deleteApp(app);
  });
});
