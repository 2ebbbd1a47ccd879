import { getDocsFromCache, onSnapshot, type Query, type QuerySnapshot } from 'firebase/firestore';
import type { DocData, QueryResult, Unsubscribe } from '../ports';
import { toQueryResult } from './firestore-snapshots';

/** how long a watched query waits for the SDK's first answer before the device's cache answers it */
export const CACHE_FALLBACK_MS = 200;

/** A query's listen, the server's answers with the device's first when the server is silent. */
export function listenToQuery<T extends DocData>(
  target: Query,
  next: (result: QueryResult<T>, snapshot: QuerySnapshot) => void,
  fail: (error: unknown) => void,
): Unsubscribe {
  let answered = false;
  const stop = onSnapshot(
    target,
    { includeMetadataChanges: true },
    (snapshot) => {
      answered = true;
      next(toQueryResult<T>(snapshot), snapshot);
    },
    fail,
  );
  // The SDK holds back a query's first answer while the server is silent and the cache
  // holds nothing it has seen the server confirm (a list made offline, an empty list):
  // about 10 s. What the device has is shown instead, marked fromCache: at once when it
  // has something, after CACHE_FALLBACK_MS when it has nothing (the server may well have
  // something: an empty list is not shown before it had its chance). The listener's
  // answers follow as they come. (Called inside a promise: on an instance terminated since, by
  // a sign-out, the SDK throws at once, which the timer would leave uncaught.)
  const fromCache = (emptyToo: boolean) =>
    Promise.resolve()
      .then(() => getDocsFromCache(target))
      .then(
        (snapshot) => {
          if (answered || (snapshot.empty && !emptyToo)) return;
          answered = true;
          next(toQueryResult<T>(snapshot), snapshot);
        },
        () => {},
      );
  void fromCache(false);
  const timer = setTimeout(() => {
    if (!answered) void fromCache(true);
  }, CACHE_FALLBACK_MS);
  return () => {
    answered = true;
    clearTimeout(timer);
    stop();
  };
}
