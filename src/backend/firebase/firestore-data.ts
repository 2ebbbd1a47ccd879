import {
  collection,
  type DocumentSnapshot,
  deleteDoc,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  onSnapshot,
  type QuerySnapshot,
  query as firestoreQuery,
  setDoc,
  updateDoc,
  waitForPendingWrites,
  where,
  writeBatch,
} from 'firebase/firestore';
import type { DataPort, Doc, DocData, QueryResult, QuerySpec, Unsubscribe, WriteOp } from '../ports';
import { fromFirestoreData, matchesNothing } from './firestore-convert';

// A pending server timestamp reads as the local estimate instead of null.
const SNAPSHOT_OPTIONS = { serverTimestamps: 'estimate' } as const;

function toDoc<T extends DocData>(snapshot: DocumentSnapshot): Doc<T> | null {
  const data = snapshot.data(SNAPSHOT_OPTIONS);
  if (!data) return null;
  return { id: snapshot.id, data: fromFirestoreData(data) as T, pending: snapshot.metadata.hasPendingWrites };
}

function toDocs<T extends DocData>(snapshot: QuerySnapshot): Doc<T>[] {
  return snapshot.docs.map((item) => toDoc<T>(item) as Doc<T>);
}

/**
 * The DataPort over Firestore. Errors are passed on as Firestore raises them (they carry a
 * `code`, e.g. 'permission-denied' or 'unavailable' for a `get` of a document that is neither
 * cached nor reachable).
 */
export function createFirestoreDataPort(db: Firestore): DataPort {
  const ref = (collectionName: string, id: string) => doc(db, collectionName, id);
  const toQuery = (spec: QuerySpec) =>
    firestoreQuery(
      collection(db, spec.collection),
      ...(spec.where ?? []).map((filter) => where(filter.field, filter.op, filter.value)),
    );

  const applyTo = (batch: ReturnType<typeof writeBatch>, op: WriteOp) => {
    switch (op.kind) {
      case 'set':
        if (op.merge) batch.set(ref(op.collection, op.id), op.data, { merge: true });
        else batch.set(ref(op.collection, op.id), op.data);
        return;
      case 'update':
        batch.update(ref(op.collection, op.id), op.data);
        return;
      case 'delete':
        batch.delete(ref(op.collection, op.id));
        return;
    }
  };

  return {
    newId: (collectionName) => doc(collection(db, collectionName)).id,

    async get<T extends DocData>(collectionName: string, id: string) {
      return toDoc<T>(await getDoc(ref(collectionName, id)));
    },

    async query<T extends DocData>(spec: QuerySpec) {
      if (matchesNothing(spec)) return [];
      return toDocs<T>(await getDocs(toQuery(spec)));
    },

    watchDoc<T extends DocData>(
      collectionName: string,
      id: string,
      onNext: (value: Doc<T> | null) => void,
      onError: (error: Error) => void,
    ): Unsubscribe {
      // Metadata changes included: a document turning from pending to synced is news to the UI.
      return onSnapshot(
        ref(collectionName, id),
        { includeMetadataChanges: true },
        (snapshot) => onNext(toDoc<T>(snapshot)),
        onError,
      );
    },

    watchQuery<T extends DocData>(
      spec: QuerySpec,
      onNext: (result: QueryResult<T>) => void,
      onError: (error: Error) => void,
    ): Unsubscribe {
      if (matchesNothing(spec)) return answerLater(() => onNext({ docs: [], fromCache: false }));
      let built: ReturnType<typeof toQuery>;
      try {
        built = toQuery(spec);
      } catch (error) {
        // An invalid query (e.g. more than 30 `in` values) is reported like any listener error.
        return answerLater(() => onError(error as Error));
      }
      return onSnapshot(
        built,
        { includeMetadataChanges: true },
        (snapshot) => onNext({ docs: toDocs<T>(snapshot), fromCache: snapshot.metadata.fromCache }),
        onError,
      );
    },

    set: (collectionName, id, data, options) =>
      options?.merge ? setDoc(ref(collectionName, id), data, { merge: true }) : setDoc(ref(collectionName, id), data),

    update: (collectionName, id, data) => updateDoc(ref(collectionName, id), data),

    delete: (collectionName, id) => deleteDoc(ref(collectionName, id)),

    async batch(ops) {
      const batch = writeBatch(db);
      for (const op of ops) applyTo(batch, op);
      await batch.commit();
    },

    allWritesSynced: (withinMs) => syncedWithin(db, withinMs),
  };
}

/** Calls back asynchronously, as a Firestore listener would, unless unsubscribed first. */
function answerLater(callback: () => void): Unsubscribe {
  let active = true;
  queueMicrotask(() => {
    if (active) callback();
  });
  return () => {
    active = false;
  };
}

/**
 * waitForPendingWrites never settles offline, and rejects when the user changes: both mean
 * "not synced", so this resolves false in those cases and never rejects.
 */
async function syncedWithin(db: Firestore, withinMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), withinMs);
  });
  const synced = Promise.resolve()
    .then(() => waitForPendingWrites(db))
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([synced, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
