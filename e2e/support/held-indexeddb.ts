import type { Page } from '@playwright/test';

/**
 * Holds back the page's IndexedDB, as on a loaded device: every `indexedDB.open` the page makes
 * in its first `forMs` ms answers only then (and at once afterwards); with `forMs` null it never
 * answers at all. Each page load starts the hold again. The app's code and the SDKs' (Firestore,
 * Auth, Dexie) get a request that behaves as the real one, which is opened when the hold ends.
 */
export async function holdIndexedDb(page: Page, { forMs }: { forMs: number | null }) {
  await page.addInitScript((holdMs) => {
    const realOpen = IDBFactory.prototype.open;
    const opensAt = holdMs === null ? null : performance.now() + holdMs;
    const types = ['success', 'error', 'blocked', 'upgradeneeded'] as const;
    IDBFactory.prototype.open = function heldOpen(this: IDBFactory, ...args: [string, number?]) {
      let real: IDBOpenDBRequest | undefined;
      const listeners = new Map<string, Set<EventListenerOrEventListenerObject>>();
      const held: Record<string, unknown> = {
        onsuccess: null,
        onerror: null,
        onblocked: null,
        onupgradeneeded: null,
        get result() {
          if (!real) throw new DOMException('The request has not finished.', 'InvalidStateError');
          return real.result;
        },
        get error() {
          return real ? real.error : null;
        },
        get transaction() {
          return real ? real.transaction : null;
        },
        get readyState() {
          return real ? real.readyState : 'pending';
        },
        source: null,
        addEventListener(type: string, listener: EventListenerOrEventListenerObject) {
          if (!listeners.has(type)) listeners.set(type, new Set());
          listeners.get(type)?.add(listener);
        },
        removeEventListener(type: string, listener: EventListenerOrEventListenerObject) {
          listeners.get(type)?.delete(listener);
        },
        dispatchEvent: () => true,
      };
      // the real request's events reach the held one's listeners while they are dispatched, so an
      // upgrade runs inside its version change transaction as it must
      const forward = (type: string) => (event: Event) => {
        const handler = held[`on${type}`];
        if (typeof handler === 'function') handler.call(held, event);
        for (const listener of listeners.get(type) ?? []) {
          if (typeof listener === 'function') listener.call(held, event);
          else listener.handleEvent(event);
        }
      };
      const open = () => {
        real = realOpen.apply(this, args);
        for (const type of types) real.addEventListener(type, forward(type));
      };
      if (opensAt !== null) setTimeout(open, Math.max(0, opensAt - performance.now()));
      return held as unknown as IDBOpenDBRequest;
    };
  }, forMs);
}

/**
 * Another page of the app keeps a transaction on every store of the database `name` open and never
 * ends it, as a page WebKit froze in its back/forward cache did: the database opens, no read answers.
 */
export async function holdEveryStore(page: Page, name: string) {
  await page.evaluate(
    (database) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open(database);
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const stores = [...db.objectStoreNames];
          const transaction = db.transaction(stores, 'readwrite');
          const store = transaction.objectStore(stores[0] as string);
          // a request answered starts the next: the transaction never runs out of work
          const spin = () => {
            store.count().onsuccess = spin;
          };
          spin();
          resolve();
        };
      }),
    name,
  );
}
