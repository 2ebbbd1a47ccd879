import type { DBCore, Dexie, Middleware } from 'dexie';

/**
 * What a page holds of the device's database when it is hidden, and how it lets go.
 *
 * WebKit (every browser on an iPhone) keeps a page it leaves in the back/forward cache frozen
 * with its IndexedDB work as it was: a transaction still open then never finishes, and every
 * later load of the app waits forever on the stores it holds (a blank page, reloads included,
 * until the cached page is dropped). So on `pagehide` the page aborts the transactions it has
 * open and closes its connection: a write cut short is one the person saw as pending, and the
 * write journal sends it again on the next start. A page brought back from the cache
 * (`pageshow` with `persisted`) has given up its database and starts afresh with a reload.
 * docs/architecture.md "The device's store".
 */
export interface OpenTransactions {
  /** the Dexie middleware that counts this database's native transactions while they are open */
  middleware: Middleware<DBCore>;
  /** aborts every transaction still open; returns how many */
  abortAll(): number;
  size(): number;
}

export function trackOpenTransactions(): OpenTransactions {
  const open = new Set<IDBTransaction>();
  return {
    middleware: {
      stack: 'dbcore',
      name: 'open-transactions',
      create: (down) => ({
        ...down,
        transaction(stores, mode, options) {
          const transaction = down.transaction(stores, mode, options);
          // the IndexedDB core hands out the native transaction; another core (tests) may not
          if (typeof IDBTransaction !== 'undefined' && transaction instanceof IDBTransaction) {
            open.add(transaction);
            const done = () => open.delete(transaction);
            transaction.addEventListener('complete', done);
            transaction.addEventListener('abort', done);
            transaction.addEventListener('error', done);
          }
          return transaction;
        },
      }),
    },
    abortAll() {
      const aborted = open.size;
      for (const transaction of [...open]) {
        try {
          transaction.abort();
        } catch {
          // it finished between the event and now: nothing is held
        }
      }
      open.clear();
      return aborted;
    },
    size: () => open.size,
  };
}

/**
 * Lets go of the database when the page is hidden; reloads a page brought back from the cache.
 * Returns whether it has let go (a commit that fails after that was cut short, not refused).
 */
export function releaseOnPageHide(
  db: Dexie,
  transactions: OpenTransactions,
  page: Pick<Window, 'addEventListener'> & { location: Pick<Location, 'reload'> } = window,
): () => boolean {
  let released = false;
  page.addEventListener('pagehide', () => {
    released = true;
    transactions.abortAll();
    db.close();
  });
  page.addEventListener('pageshow', (event) => {
    if (released && (event as PageTransitionEvent).persisted) page.location.reload();
  });
  return () => released;
}
