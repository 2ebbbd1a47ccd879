import {
  type DocumentReference,
  getDocFromCache,
  getDocFromServer,
  getDocsFromCache,
  getDocsFromServer,
  type Query,
} from 'firebase/firestore';
import {
  DataError,
  DEFAULT_SERVER_READ_TIMEOUT_MS,
  type Doc,
  type DocData,
  isDataError,
  type QueryResult,
  type ReadOptions,
} from '../ports';
import { toDataError } from './firestore-errors';
import { toDoc, toQueryResult } from './firestore-snapshots';
import { TIMED_OUT, withinTimeBox } from './time-box';

/*
 * Reads that never wait longer than their time box. The SDK's own `getDoc`/`getDocs` wait for
 * its offline detection (about 10 s on a connection that neither answers nor fails) before
 * falling back to the cache, which would hold a screen at the pitch side for that long.
 */

function noAnswerWithin(timeoutMs: number): DataError {
  return new DataError('unavailable', `no answer from the server within ${timeoutMs} ms`);
}

/**
 * 'cache-first': the cached document (or the cache's knowledge that it does not exist) at once;
 * only a document the cache knows nothing about is asked of the server. 'server': the server
 * only. A server read fails with 'unavailable' after the time box: "not known here" is not
 * "does not exist" (joining by an uncached code must queue, not fail).
 */
export async function readDoc<T extends DocData>(
  ref: DocumentReference,
  options: ReadOptions = {},
  onServer: ServerSeen = () => {},
): Promise<Doc<T> | null> {
  const { source = 'cache-first', timeoutMs = DEFAULT_SERVER_READ_TIMEOUT_MS } = options;
  try {
    if (source === 'cache-first') {
      const cached = await fromCacheIfKnown(ref);
      if (cached !== NOT_CACHED) return toDoc<T>(cached);
    }
    const answer = await withinTimeBox(getDocFromServer(ref), timeoutMs);
    if (answer === TIMED_OUT) throw noAnswerWithin(timeoutMs);
    onServer(true);
    return toDoc<T>(answer);
  } catch (error) {
    const mapped = toDataError(error);
    onServer(!isDataError(mapped, 'unavailable'));
    throw mapped;
  }
}

/** Hears whether a server read answered (a refusal is an answer) or not within its time box. */
export type ServerSeen = (answered: boolean) => void;

const NOT_CACHED: unique symbol = Symbol('not cached');

async function fromCacheIfKnown(ref: DocumentReference) {
  try {
    return await getDocFromCache(ref);
  } catch (error) {
    // The SDK says 'unavailable' for "this cache holds nothing about the document".
    if (isDataError(toDataError(error), 'unavailable')) return NOT_CACHED;
    throw error;
  }
}

/**
 * The server's answer within the time box; else, when the server is slow or unreachable, the
 * cache's (`fromCache: true`). A refusal (e.g. 'permission-denied') is passed on, never
 * replaced by cached data the rules would not show.
 */
export async function readQuery<T extends DocData>(
  query: Query,
  timeoutMs: number = DEFAULT_SERVER_READ_TIMEOUT_MS,
  onServer: ServerSeen = () => {},
): Promise<QueryResult<T>> {
  try {
    const answer = await withinTimeBox(getDocsFromServer(query), timeoutMs);
    if (answer !== TIMED_OUT) {
      onServer(true);
      return toQueryResult<T>(answer);
    }
  } catch (error) {
    const mapped = toDataError(error);
    if (!isDataError(mapped, 'unavailable')) {
      onServer(true);
      throw mapped;
    }
  }
  onServer(false);
  try {
    // Cached query answers always say fromCache; set it anyway, the port promises it.
    return { ...toQueryResult<T>(await getDocsFromCache(query)), fromCache: true };
  } catch (error) {
    throw toDataError(error);
  }
}
