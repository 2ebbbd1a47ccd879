import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocResult } from '../ports';
import { createLocalBackend, type LocalBackend } from './local-backend';

/*
 * The local backend's start when IndexedDB does not answer (docs/architecture.md "The device's
 * store"): after the start's wait the database lives in the page's memory. Nothing there is kept,
 * so every document reads as pending and every write counts as unsaved for the page's life.
 * The tests' IndexedDB is fake-indexeddb; the wait is shortened here, its 10 s are pinned in
 * src/backend/device-store.test.ts.
 */

let backend: LocalBackend | undefined;
afterEach(() => {
  backend?.close();
  backend = undefined;
});

/** IndexedDB that takes every open and never answers, as on a device whose store hangs. */
function hangIndexedDb() {
  vi.spyOn(indexedDB, 'open').mockImplementation(() => ({}) as IDBOpenDBRequest);
}

function firstDoc(data: LocalBackend['data'], id: string): Promise<DocResult> {
  return new Promise((resolve, reject) => {
    const stop = data.watchDoc(
      'probe',
      id,
      (result) => {
        if (!result.doc) return;
        stop();
        resolve(result);
      },
      reject,
    );
  });
}

describe('local backend: a device store that does not answer', { timeout: 15_000 }, () => {
  it('carries on in memory after the wait, with every write pending and unsaved', async () => {
    hangIndexedDb();
    const started = Date.now();
    backend = await createLocalBackend({ dbName: `hung-${Date.now()}`, rules: 'open', storeWaitMs: 300 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    const { data, store } = backend;
    expect(store?.mode).toBe('memory');
    expect(store?.unsavedWrites()).toBe(0);

    data.set('probe', 'a', { name: 'Ann' }, () => {});
    data.update('probe', 'a', { name: 'Bea' }, () => {});
    expect(await data.allWritesSynced(3_000)).toBe(true);
    // committed to memory: still kept nowhere, so still unsaved and shown as waiting
    expect(store?.unsavedWrites()).toBe(2);
    expect((await data.get('probe', 'a'))?.pending).toBe(true);
    expect((await firstDoc(data, 'a')).doc).toMatchObject({ data: { name: 'Bea' }, pending: true });
  });

  it('carries on in memory at once where IndexedDB refuses (some private modes)', async () => {
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    });
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const started = Date.now();
    backend = await createLocalBackend({ dbName: `refused-${Date.now()}`, rules: 'open' });
    // not the start's wait: a refusal is an answer
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(backend.store?.mode).toBe('memory');
    expect(warned).toHaveBeenCalled();
  });

  it('does not count a refused write, which left nothing behind', async () => {
    hangIndexedDb();
    backend = await createLocalBackend({ dbName: `hung-refused-${Date.now()}`, rules: 'open', storeWaitMs: 50 });
    const refused = vi.fn();
    backend.data.set('probe', 'not/an-id', { name: 'Cal' }, refused);
    await vi.waitFor(() => expect(refused).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(backend?.store?.unsavedWrites()).toBe(0));
  });

  it('keeps the data on the device, with nothing pending, where IndexedDB answers', async () => {
    backend = await createLocalBackend({ dbName: `answering-${Date.now()}`, rules: 'open', storeWaitMs: 5_000 });
    const { data, store } = backend;
    expect(store?.mode).toBe('persistent');
    data.set('probe', 'b', { name: 'Dee' }, () => {});
    expect(await data.allWritesSynced(3_000)).toBe(true);
    expect(store?.unsavedWrites()).toBe(0);
    expect((await data.get('probe', 'b'))?.pending).toBe(false);
  });
});
