import { collection, doc, type Firestore, onSnapshot, query as firestoreQuery } from 'firebase/firestore';
import {
  type DataError,
  type DataPort,
  type DocData,
  DEFAULT_SERVER_READ_TIMEOUT_MS,
  type DocResult,
  isDataError,
  type QueryResult,
  type QuerySpec,
  type ReadOptions,
  type Unsubscribe,
} from '../ports';
import { assertQueryAllowed, matchesNothing, toQueryConstraints } from './firestore-convert';
import { toDataError } from './firestore-errors';
import { readDoc, readQuery, type ServerSeen } from './firestore-reads';
import { toQueryResult } from './firestore-snapshots';
import { watchDocument } from './created-doc-watch';
import { watchAwareOfCreations } from './new-group-query';
import { listenToQuery } from './firestore-query-listen';
import { reopenedAfterOwnWrites } from './refused-before-writes';
import type { WrittenHere } from './written-here';

/** What the DataPort's reads hear from, and ask of, the rest of the port. */
export interface ReadSettings {
  /** told whether each server read or listen answered */
  onServer: ServerSeen;
  /** what this page wrote: a watch shows it before the server confirms it */
  written: WrittenHere;
  /** the writes' own wait for the server, which a lookup refused while they are pending waits on */
  allWritesSynced: DataPort['allWritesSynced'];
}

/**
 * The DataPort's reads over Firestore: gets and queries answer from the cache first and never
 * wait longer than their time box; listens show the device's answer while the server is silent;
 * every failure reaches the caller as a DataError.
 */
export function createFirestoreReads(
  db: Firestore,
  { onServer, written, allWritesSynced }: ReadSettings,
): Pick<DataPort, 'get' | 'query' | 'watchDoc' | 'watchQuery'> {
  const ref = (collectionName: string, id: string) => doc(db, collectionName, id);

  const toQuery = (spec: QuerySpec) => firestoreQuery(collection(db, spec.collection), ...toQueryConstraints(spec));

  /** a snapshot from the server tells it answers */
  const heard = <R>(snapshot: { metadata: { fromCache: boolean } }, result: R): R => {
    if (!snapshot.metadata.fromCache) onServer(true);
    return result;
  };

  return {
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
        if (!(await allWritesSynced(options?.timeoutMs ?? DEFAULT_SERVER_READ_TIMEOUT_MS))) throw error;
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
          reopenedAfterOwnWrites<DocResult<T>>(
            (nextResult, failed) =>
              watchDocument<T>(target, written, (result, snapshot) => nextResult(heard(snapshot, result)), failed),
            allWritesSynced,
            next,
            fail,
          ),
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
          reopenedAfterOwnWrites<QueryResult<T>>(
            (shown, refused) =>
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
                shown,
                refused,
              ),
            allWritesSynced,
            next,
            fail,
          ),
        onNext,
        onError,
      );
    },
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
