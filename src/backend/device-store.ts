import type { DeviceStore } from './ports';

/**
 * How long a start waits for the device's store (IndexedDB) before it carries on in memory, on
 * both backends (docs/architecture.md "The device's store"). A loaded phone took more than 2 s to
 * open it, and a write the page then kept in memory alone was lost on the next load; one that
 * takes longer than this is taken for one that will not answer.
 */
export const DEVICE_STORE_WAIT_MS = 10_000;

/**
 * What the store answered within the start's wait: 'opened' (usable), 'refused' (it cannot be
 * used here: some private modes, a full or broken disk), 'silent' (no answer in time).
 */
export type StoreAnswer = 'opened' | 'refused' | 'silent';

/** One start's wait for the store: every step of opening it shares the same deadline. */
export interface StoreWait {
  /** what `open` answers (true: usable) before the wait runs out; a rejection is a refusal */
  answer(open: Promise<boolean>): Promise<StoreAnswer>;
  /** what is left of the wait, in ms (0 once it ran out) */
  leftMs(): number;
}

export function startStoreWait(waitMs = DEVICE_STORE_WAIT_MS, now: () => number = Date.now): StoreWait {
  const deadline = now() + waitMs;
  const leftMs = () => Math.max(0, deadline - now());
  return {
    leftMs,
    answer: (open) =>
      new Promise<StoreAnswer>((resolve) => {
        const timer = setTimeout(() => resolve('silent'), leftMs());
        void open
          .then(
            (usable): StoreAnswer => (usable ? 'opened' : 'refused'),
            (): StoreAnswer => 'refused',
          )
          .then((answer) => {
            clearTimeout(timer);
            resolve(answer);
          });
      }),
  };
}

const PROBE_DB = 'pitchside-storage-probe';

/**
 * Whether this browser lets the page open an IndexedDB database. No time box of its own: a start
 * asks it through its `StoreWait`. A database another tab holds at an older version answers
 * `blocked`, which still means the store works.
 */
export function canOpenIndexedDb(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<boolean> {
  return new Promise((resolve) => {
    if (!factory) return resolve(false);
    try {
      const request = factory.open(PROBE_DB);
      request.onsuccess = () => {
        request.result.close();
        resolve(true);
      };
      request.onerror = () => resolve(false);
      request.onblocked = () => resolve(true);
    } catch {
      resolve(false);
    }
  });
}

/**
 * Whether an existing database answers a read of every store: an open answers even while another
 * page holds the stores (WebKit froze one in its back/forward cache with a transaction open), and
 * then the start's first read would wait for ever. A database not on the device yet is not
 * created here (its owner sets its schema): it answers. No time box of its own, as above.
 */
export async function storesAnswer(
  name: string,
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<boolean> {
  if (!factory) return false;
  const existing = await factory.databases?.().catch(() => undefined);
  if (!existing?.some((database) => database.name === name)) return true;
  return new Promise((resolve) => {
    const request = factory.open(name);
    request.onerror = () => resolve(false);
    request.onsuccess = () => {
      const db = request.result;
      const stores = [...db.objectStoreNames];
      if (stores.length === 0) {
        db.close();
        return resolve(true);
      }
      const reading = db.transaction(stores, 'readonly');
      // the first key of each store: the transaction needs every store's lock, not its size
      // (a count walks a big cache whole in some engines)
      for (const store of stores) reading.objectStore(store).openKeyCursor();
      reading.oncomplete = () => {
        db.close();
        resolve(true);
      };
      reading.onabort = () => {
        db.close();
        resolve(false);
      };
    };
  });
}

/** The port's DeviceStore, and how an adapter tells it of a write that nothing keeps yet. */
export interface PageStore extends DeviceStore {
  /**
   * In memory: counts a write fired until `answered` settles (the server's answer); without
   * one, for the page's life. Persistent: nothing to count.
   */
  hold(answered?: Promise<unknown>): void;
}

export function createPageStore(mode: DeviceStore['mode']): PageStore {
  let unsaved = 0;
  const listeners = new Set<() => void>();
  const change = (by: number) => {
    unsaved += by;
    for (const listener of [...listeners]) listener();
  };
  return {
    mode,
    unsavedWrites: () => unsaved,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    hold(answered) {
      if (mode === 'persistent') return;
      change(1);
      // a refusal is an answer too: the write is then undone, and nothing is left to keep
      answered?.then(
        () => change(-1),
        () => change(-1),
      );
    },
  };
}
