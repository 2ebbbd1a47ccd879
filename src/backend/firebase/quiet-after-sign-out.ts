import type { DataPort, NotAwaitable } from '../ports';

/**
 * Signing out terminates this page's Firestore instance and clears its device cache
 * (firestore-db.ts clearFirestoreCache); the page then loads /login afresh. Screens still open
 * in between may read, watch or write, and every call on a terminated instance throws "The
 * client has already been terminated" (seen by the online e2e after `Logout`). From the moment
 * the sign-out starts, this port goes quiet: watches and reads never answer, writes do nothing,
 * as on a page about to go away.
 */
export interface QuietablePort {
  data: DataPort;
  /** from now on nothing reaches the Firestore instance */
  quiet(): void;
}

const never = <T>() => new Promise<T>(() => {});
const nothing = undefined as unknown as NotAwaitable;

export function quietAfterSignOut(port: DataPort): QuietablePort {
  let quiet = false;
  const data: DataPort = {
    newId: (collection) => port.newId(collection),
    get: (collection, id, options) => (quiet ? never() : port.get(collection, id, options)),
    query: (spec, options) => (quiet ? never() : port.query(spec, options)),
    watchDoc: (collection, id, onNext, onError) => (quiet ? () => {} : port.watchDoc(collection, id, onNext, onError)),
    watchQuery: (spec, onNext, onError) => (quiet ? () => {} : port.watchQuery(spec, onNext, onError)),
    set: (collection, id, doc, onRefused, options) =>
      quiet ? nothing : port.set(collection, id, doc, onRefused, options),
    update: (collection, id, doc, onRefused) => (quiet ? nothing : port.update(collection, id, doc, onRefused)),
    delete: (collection, id, onRefused) => (quiet ? nothing : port.delete(collection, id, onRefused)),
    batch: (ops, onRefused) => (quiet ? nothing : port.batch(ops, onRefused)),
    confirmedBatch: (ops, timeoutMs) => (quiet ? never() : port.confirmedBatch(ops, timeoutMs)),
    allWritesSynced: (withinMs) => (quiet ? Promise.resolve(false) : port.allWritesSynced(withinMs)),
  };
  return {
    data,
    quiet: () => {
      quiet = true;
    },
  };
}
