import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  canOpenIndexedDb,
  createPageStore,
  storesAnswer,
  DEVICE_STORE_WAIT_MS,
  type StoreAnswer,
  startStoreWait,
} from './device-store';

/** A store that answers `usable` after `ms`, as IndexedDB on a loaded phone does. */
function answersAfter(ms: number, usable = true): Promise<boolean> {
  return new Promise((resolve) => setTimeout(() => resolve(usable), ms));
}

const never = () => new Promise<boolean>(() => {});

/** The answer once it came, or 'none yet'. */
function watch(answer: Promise<StoreAnswer>) {
  let seen: StoreAnswer | 'none yet' = 'none yet';
  void answer.then((value) => {
    seen = value;
  });
  return () => seen;
}

describe('the start-up wait for the device store (both backends)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 10 s', () => {
    expect(DEVICE_STORE_WAIT_MS).toBe(10_000);
  });

  it('waits for a store that opens after 5 s, and keeps the data on the device', async () => {
    vi.useFakeTimers();
    const seen = watch(startStoreWait().answer(answersAfter(5_000)));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(seen()).toBe('none yet');
    await vi.advanceTimersByTimeAsync(1);
    expect(seen()).toBe('opened');
  });

  it('carries on in memory when the store has not answered after 10 s, and not before', async () => {
    vi.useFakeTimers();
    const seen = watch(startStoreWait().answer(never()));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(seen()).toBe('none yet');
    await vi.advanceTimersByTimeAsync(1);
    expect(seen()).toBe('silent');
  });

  it('takes a store that answers just too late for a silent one', async () => {
    vi.useFakeTimers();
    const seen = watch(startStoreWait().answer(answersAfter(10_001)));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen()).toBe('silent');
    await vi.advanceTimersByTimeAsync(1);
    expect(seen()).toBe('silent');
  });

  it('carries on in memory at once where the store refuses, whether it answers no or fails', async () => {
    vi.useFakeTimers();
    const no = watch(startStoreWait().answer(Promise.resolve(false)));
    const failed = watch(startStoreWait().answer(Promise.reject(new DOMException('denied', 'SecurityError'))));
    await vi.advanceTimersByTimeAsync(0);
    expect([no(), failed()]).toEqual(['refused', 'refused']);
  });

  it('shares one deadline between the steps of one start (a probe, then a cache clear)', async () => {
    vi.useFakeTimers();
    const wait = startStoreWait();
    const probe = watch(wait.answer(answersAfter(4_000)));
    await vi.advanceTimersByTimeAsync(4_000);
    expect(probe()).toBe('opened');
    expect(wait.leftMs()).toBe(6_000);
    const clear = watch(wait.answer(never()));
    await vi.advanceTimersByTimeAsync(6_000);
    expect(clear()).toBe('silent');
    expect(wait.leftMs()).toBe(0);
  });
});

describe('canOpenIndexedDb', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('finds IndexedDB usable where it opens (fake-indexeddb in the tests)', async () => {
    expect(await canOpenIndexedDb()).toBe(true);
  });

  it('finds IndexedDB unusable where opening it throws (private modes) or fails, or where there is none', async () => {
    const throwing = {
      open: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as IDBFactory;
    expect(await canOpenIndexedDb(throwing)).toBe(false);
    const failing = { onerror: null as null | (() => void) };
    const failingFactory = {
      open: () => {
        queueMicrotask(() => failing.onerror?.());
        return failing;
      },
    } as unknown as IDBFactory;
    expect(await canOpenIndexedDb(failingFactory)).toBe(false);
    vi.stubGlobal('indexedDB', undefined);
    expect(await canOpenIndexedDb()).toBe(false);
  });
});

describe('createPageStore', () => {
  it('counts a write in memory until the server answers it, or refuses it', async () => {
    const store = createPageStore('memory');
    const changes: number[] = [];
    store.subscribe(() => changes.push(store.unsavedWrites()));
    let accept: () => void = () => {};
    let refuse: (error: Error) => void = () => {};
    store.hold(new Promise<void>((resolve) => (accept = resolve)));
    store.hold(new Promise<void>((_, reject) => (refuse = reject)));
    store.hold();
    expect(store.unsavedWrites()).toBe(3);
    accept();
    refuse(new Error('permission-denied'));
    await vi.waitFor(() => expect(store.unsavedWrites()).toBe(1));
    // the one without an answer to wait for stays unsaved for the page's life
    expect(changes).toEqual([1, 2, 3, 2, 1]);
  });

  it('counts nothing where the device keeps the writes', () => {
    const store = createPageStore('persistent');
    store.hold(new Promise(() => {}));
    store.hold();
    expect(store.unsavedWrites()).toBe(0);
  });
});

describe('storesAnswer: an existing database reads, not only opens', () => {
  const name = () => `pitchside-stores-answer-${crypto.randomUUID()}`;
  const create = (db: string) =>
    new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open(db, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore('sessions');
        request.result.createObjectStore('docs');
      };
      request.onsuccess = () => resolve(request.result);
    });

  it('answers for a database not on the device, and creates none', async () => {
    const absent = name();
    expect(await storesAnswer(absent)).toBe(true);
    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain(absent);
  });

  it('answers once no other connection holds the stores', async () => {
    const db = name();
    (await create(db)).close();
    expect(await storesAnswer(db)).toBe(true);
  });

  it('does not answer while another connection keeps a write open on a store', async () => {
    const db = name();
    const holder = await create(db);
    const holding = holder.transaction(['sessions'], 'readwrite');
    const store = holding.objectStore('sessions');
    let holds = true;
    const spin = () => {
      if (holds) store.count().onsuccess = spin;
    };
    spin();
    const answer = watch(storesAnswer(db).then((answers) => (answers ? 'opened' : 'refused')));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answer()).toBe('none yet');
    holds = false;
    await expect.poll(answer).toBe('opened');
    holder.close();
  });
});
