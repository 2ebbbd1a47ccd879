/**
 * What a page holds of the device's IndexedDB when it is hidden, and how it lets go: on both
 * builds, for every database the page opens (the local backend's, Firestore's cache, the device
 * queue). docs/architecture.md "The device's store".
 *
 * WebKit (every browser on an iPhone) keeps a page it leaves in the back/forward cache frozen
 * with its IndexedDB work as it was: a transaction still open there never finishes, and every
 * later load of the app waits for ever on the stores it holds (a blank page on the local build,
 * "The connection is not answering" on the Firebase build, reloads included, until the cached
 * page is dropped). Firestore's own `pagehide` shutdown is queued work that a frozen page never
 * runs. So on `pagehide` into the cache (`persisted`), the page aborts the transactions it has open and closes its
 * connections, synchronously, as a browser does for a page it unloads: a write cut short is one
 * the person saw as pending, and the write journal sends it again on the next start. A page
 * brought back from the cache (`pageshow`, `persisted`) has given up its databases: it reloads.
 */

export interface PageRelease {
  /** true once the page has let go (a write that fails after that was cut short, not refused) */
  released(): boolean;
  /** the transactions open now (tests) */
  openTransactions(): number;
  /** undoes the install (tests) */
  uninstall(): void;
}

interface PageHideTarget {
  addEventListener(type: 'pagehide' | 'pageshow', listener: (event: Event) => void): void;
  removeEventListener(type: 'pagehide' | 'pageshow', listener: (event: Event) => void): void;
  location: Pick<Location, 'reload'>;
}

interface IndexedDbPrototypes {
  factory: Pick<IDBFactory, 'open'>;
  database: Pick<IDBDatabase, 'transaction'>;
}

let installed: PageRelease | undefined;

/** Installs the release once per page, before any database opens; later calls return the same one. */
export function installPageHideRelease(): PageRelease {
  if (typeof window === 'undefined' || typeof IDBFactory === 'undefined') {
    return { released: () => false, openTransactions: () => 0, uninstall: () => undefined };
  }
  installed ??= trackIndexedDb(window, { factory: IDBFactory.prototype, database: IDBDatabase.prototype });
  return installed;
}

/** The tracking itself, on the prototypes and page given. */
export function trackIndexedDb(page: PageHideTarget, prototypes: IndexedDbPrototypes): PageRelease {
  const connections = new Set<IDBDatabase>();
  const open = new Set<IDBTransaction>();
  const realOpen = prototypes.factory.open;
  const realTransaction = prototypes.database.transaction;
  let released = false;

  prototypes.factory.open = function trackedOpen(this: IDBFactory, ...args: Parameters<IDBFactory['open']>) {
    const request = realOpen.apply(this, args);
    request.addEventListener('success', () => {
      const connection = request.result;
      connections.add(connection);
      connection.addEventListener('close', () => connections.delete(connection));
    });
    return request;
  };
  prototypes.database.transaction = function trackedTransaction(
    this: IDBDatabase,
    ...args: Parameters<IDBDatabase['transaction']>
  ) {
    const transaction = realTransaction.apply(this, args);
    open.add(transaction);
    const done = () => open.delete(transaction);
    transaction.addEventListener('complete', done);
    transaction.addEventListener('abort', done);
    transaction.addEventListener('error', done);
    return transaction;
  };

  const onHide = (event: Event) => {
    // a page unloaded for good has its connections closed by the browser, its transactions aborted;
    // only one kept in the back/forward cache keeps them
    if (!(event as PageTransitionEvent).persisted) return;
    released = true;
    for (const transaction of open) {
      try {
        transaction.abort();
      } catch {
        // it finished between its last event and now: nothing is held
      }
    }
    open.clear();
    for (const connection of connections) connection.close();
    connections.clear();
  };
  const onShow = (event: Event) => {
    if (released && (event as PageTransitionEvent).persisted) page.location.reload();
  };
  page.addEventListener('pagehide', onHide);
  page.addEventListener('pageshow', onShow);

  return {
    released: () => released,
    openTransactions: () => open.size,
    uninstall() {
      prototypes.factory.open = realOpen;
      prototypes.database.transaction = realTransaction;
      page.removeEventListener('pagehide', onHide);
      page.removeEventListener('pageshow', onShow);
    },
  };
}
