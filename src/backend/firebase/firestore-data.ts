import {
  collection,
  deleteDoc,
  doc,
  type Firestore,
  getDocFromCache,
  onSnapshot,
  query as firestoreQuery,
  setDoc,
  updateDoc,
  waitForPendingWrites,
} from 'firebase/firestore';
import {
  type DataError,
  type DataPort,
  type DocData,
  DEFAULT_SERVER_READ_TIMEOUT_MS,
  type DocResult,
  isDataError,
  type OnRefused,
  type QueryResult,
  type QuerySpec,
  type ReadOptions,
  type Unsubscribe,
  type WriteOp,
} from '../ports';
import type { PageStore } from '../device-store';
import { NO_JOURNAL, type WriteJournal } from '../write-journal';
import { assertQueryAllowed, matchesNothing, toFirestoreData, toQueryConstraints } from './firestore-convert';
import { toDataError } from './firestore-errors';
import { readDoc, readQuery, type ServerSeen } from './firestore-reads';
import { toQueryResult } from './firestore-snapshots';
import { buildBatch, commitConfirmed, fireWrite } from './firestore-writes';
import { withinTimeBox } from './time-box';
import { watchDocument } from './created-doc-watch';
import { watchAwareOfCreations } from './new-group-query';
import { listenToQuery } from './firestore-query-listen';
import { landedAsWritten, unlessAlreadyStored } from './duplicate-commit';
import { createWrittenHere, type WrittenHere } from './written-here';

export interface PortOptions {
  /** what this page wrote (docs/architecture.md "Documents this device wrote"); a port of its own by default */
  written?: WrittenHere;
  /**
   * 'dismiss': a permission-denied whose documents the server holds as written is a re-sent
   * copy of a write that landed, and not reported (the app, duplicate-commit.ts). 'report'
   * (default): every refusal is reported as the server gave it, as the permission table judges
   * the rules through this port.
   */
  resentCopies?: 'dismiss' | 'report';
  /**
   * Where the cache is in memory (docs/architecture.md "The device's store"): told of each write
   * until the server answers it, and the journal keeps the write until then too, since the
   * device holds nothing a reload could find.
   */
  unsaved?: Pick<PageStore, 'hold'>;
}

/**
 * The DataPort over Firestore with its device cache: writes land in the cache at once and are
 * never awaited, reads answer from the cache first and never wait longer than their time box,
 * and every failure reaches the caller as a DataError.
 */
export function createFirestoreDataPort(
  db: Firestore,
  onServer: ServerSeen = () => {},
  journal: WriteJournal = NO_JOURNAL,
  options: PortOptions = {},
): DataPort {
  const { written = createWrittenHere(), resentCopies = 'report', unsaved } = options;
  const ref = (collectionName: string, id: string) => doc(db, collectionName, id);

  /** writes fired whose answer (acceptance, or a refusal after its duplicate check) is not in yet */
  const unanswered = new Set<Promise<void>>();

  /**
   * Fires a write, noted in the tab's journal until the SDK has it on the device: the SDK runs
   * its work in order, so once a cache read queued after the write answers, the write is in
   * IndexedDB and a reload can no longer lose it (firebase-backend.ts fires again what a page
   * that went away sooner left in the journal).
   */
  const fireNoted = (ops: WriteOp[], write: () => Promise<void>, onRefused: OnRefused) => {
    const id = journal.record(ops);
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    unanswered.add(answered);
    void answered.then(() => unanswered.delete(answered));
    const fired = fireWrite(
      () => {
        const committed = write();
        written.note(ops, committed);
        committed.then(answer, () => {});
        return committed;
      },
      (error) => {
        if (resentCopies === 'report') {
          onRefused(error);
          answer();
        } else void unlessAlreadyStored(db, ops, onRefused)(error).finally(answer);
      },
    );
    const first = ops[0];
    const onDevice = first
      ? getDocFromCache(ref(first.collection, first.id)).catch(() => undefined)
      : Promise.resolve();
    unsaved?.hold(answered);
    void (unsaved ? answered : onDevice).then(() => journal.forget(id));
    return fired;
  };

  const toQuery = (spec: QuerySpec) => firestoreQuery(collection(db, spec.collection), ...toQueryConstraints(spec));

  /** a snapshot from the server tells it answers */
  const heard = <R>(snapshot: { metadata: { fromCache: boolean } }, result: R): R => {
    if (!snapshot.metadata.fromCache) onServer(true);
    return result;
  };

  return {
    newId: (collectionName) => doc(collection(db, collectionName)).id,

    async get<T extends DocData>(collectionName: string, id: string, options?: ReadOptions) {
      return readDoc<T>(
        buildOrRefuse(() => ref(collectionName, id)),
        options,
        onServer,
      );
    },

    async query<T extends DocData>(spec: QuerySpec, options?: Pick<ReadOptions, 'timeoutMs'>): Promise<QueryResult<T>> {
      // refused before anything runs, as on the local backend: an `in []` query is no exception
      assertQueryAllowed(spec);
      if (matchesNothing(spec)) return { docs: [], fromCache: false };
      const read = () =>
        readQuery<T>(
          buildOrRefuse(() => toQuery(spec)),
          options?.timeoutMs,
          onServer,
        );
      try {
        return await read();
      } catch (error) {
        // refused while this device's own writes wait: asked once more when they are answered
        // (docs/architecture.md "Documents this device wrote")
        if (!isDataError(error, 'permission-denied')) throw error;
        if (!(await syncedWithin(db, options?.timeoutMs ?? DEFAULT_SERVER_READ_TIMEOUT_MS, unanswered))) throw error;
        return read();
      }
    },

    watchDoc<T extends DocData>(
      collectionName: string,
      id: string,
      onNext: (result: DocResult<T>) => void,
      onError: (error: DataError) => void,
    ): Unsubscribe {
      return listen(
        () => ref(collectionName, id),
        (target, next, fail) =>
          watchDocument<T>(target, written, (result, snapshot) => next(heard(snapshot, result)), fail),
        onNext,
        onError,
      );
    },

    watchQuery<T extends DocData>(
      spec: QuerySpec,
      onNext: (result: QueryResult<T>) => void,
      onError: (error: DataError) => void,
    ): Unsubscribe {
      try {
        assertQueryAllowed(spec);
      } catch (refusal) {
        return answerLater(() => onError(toDataError(refusal)));
      }
      if (matchesNothing(spec)) return answerLater(() => onNext({ docs: [], fromCache: false }));
      return listen(
        () => toQuery(spec),
        (target, next, fail) =>
          watchAwareOfCreations(
            spec,
            written,
            (nextResult, failed) =>
              listenToQuery<T>(target, (result, snapshot) => nextResult(heard(snapshot, result)), failed),
            (nextResult, failed) =>
              onSnapshot(
                target,
                { includeMetadataChanges: true, source: 'cache' },
                (snapshot) => nextResult(toQueryResult<T>(snapshot)),
                failed,
              ),
            next,
            fail,
          ),
        onNext,
        onError,
      );
    },

    set: (collectionName, id, data, onRefused, options) =>
      fireNoted(
        [{ kind: 'set', collection: collectionName, id, data, merge: options?.merge }],
        () =>
          options?.merge
            ? setDoc(ref(collectionName, id), toFirestoreData(data), { merge: true })
            : setDoc(ref(collectionName, id), toFirestoreData(data)),
        onRefused,
      ),

    // Keys stay field paths ('address.city'), as updateDoc reads them.
    update: (collectionName, id, data, onRefused) =>
      fireNoted(
        [{ kind: 'update', collection: collectionName, id, data }],
        () => updateDoc(ref(collectionName, id), toFirestoreData(data)),
        onRefused,
      ),

    delete: (collectionName, id, onRefused) =>
      fireNoted(
        [{ kind: 'delete', collection: collectionName, id }],
        () => deleteDoc(ref(collectionName, id)),
        onRefused,
      ),

    batch: (ops, onRefused) => fireNoted(ops, () => buildBatch(db, ref, ops).commit(), onRefused),

    confirmedBatch: (ops, timeoutMs) =>
      commitConfirmed(
        () => buildBatch(db, ref, ops),
        timeoutMs,
        (answered) => {
          written.note(ops, answered);
          unsaved?.hold(answered);
        },
      ).catch(async (error: unknown) => {
        // a re-sent copy of a batch that landed is refused; the batch itself went through
        if (resentCopies === 'dismiss' && isDataError(error, 'permission-denied') && (await landedAsWritten(db, ops)))
          return;
        throw error;
      }),

    allWritesSynced: (withinMs) => syncedWithin(db, withinMs, unanswered),
  };
}

/** A reference or query the SDK refuses to build (an invalid id or filter) as a DataError. */
function buildOrRefuse<Target>(build: () => Target): Target {
  try {
    return build();
  } catch (error) {
    throw toDataError(error);
  }
}

/**
 * Builds the listener's target and subscribes; a target the SDK refuses to build (an invalid
 * id or query, e.g. more than 30 `in` values) is reported like any listener error.
 */

function listen<Target, Result>(
  build: () => Target,
  subscribe: (target: Target, next: (result: Result) => void, fail: (error: unknown) => void) => Unsubscribe,
  onNext: (result: Result) => void,
  onError: (error: DataError) => void,
): Unsubscribe {
  let target: Target;
  try {
    target = build();
  } catch (error) {
    return answerLater(() => onError(toDataError(error)));
  }
  return subscribe(target, onNext, (error) => onError(toDataError(error)));
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
async function syncedWithin(db: Firestore, withinMs: number, unanswered: Set<Promise<void>>): Promise<boolean> {
  const synced = Promise.resolve()
    .then(() => waitForPendingWrites(db))
    .then(
      // a refusal is in once its duplicate check has reported or dismissed it
      () => Promise.all([...unanswered]).then(() => true),
      () => false,
    );
  return (await withinTimeBox(synced, withinMs)) === true;
}
