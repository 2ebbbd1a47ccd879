import {
  type DataError,
  type DataPort,
  type Doc,
  type DocData,
  type DocResult,
  FIRESTORE_LIMITS,
  isDataError,
  type QueryResult,
  type QuerySpec,
  type Unsubscribe,
} from './ports';
import { watchDocShared, watchQueryShared } from './shared-listens';

/**
 * Lookups by many values (`teamId in [...]`, document ids) as docs/architecture.md says: `in`
 * queries of at most 10 values each (docs/product.md §9), so a query the rules judge per value stays
 * within Firestore's 10 rule reads per query; the answers merge into one. Each chunk's listen
 * (and each document's) is shared with any other lookup asking for it (shared-listens.ts), so a
 * lookup whose ids changed reads only the chunks and documents that changed.
 */

export interface InLookup {
  /**
   * the query without the `in` filter: the collection, any other filters, and an order and a
   * limit, which each chunk's query keeps (the merged answer is re-ordered and cut by mergeInOrder)
   */
  spec: QuerySpec;
  /** the field to match, or DOCUMENT_ID */
  field: string;
  values: readonly unknown[];
  /** values per query; default 10 */
  chunkSize?: number;
}

/** Splits values into runs of at most `size`, dropping repeats. */
export function chunk<T>(values: readonly T[], size: number = FIRESTORE_LIMITS.lookupChunk): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be a whole number ≥ 1, not ${size}`);
  const unique = [...new Set(values)];
  const chunks: T[][] = [];
  for (let start = 0; start < unique.length; start += size) chunks.push(unique.slice(start, start + size));
  return chunks;
}

function chunkSpecs(lookup: InLookup): QuerySpec[] {
  const { orderBy, limit } = lookup.spec;
  return chunk(lookup.values, lookup.chunkSize).map((values) => ({
    collection: lookup.spec.collection,
    where: [...(lookup.spec.where ?? []), { field: lookup.field, op: 'in', value: values }],
    ...(orderBy ? { orderBy } : {}),
    ...(limit ? { limit } : {}),
  }));
}

/** One result from several: each document once, in the order the chunks gave them. */
export function mergeResults<T extends DocData>(results: readonly QueryResult<T>[]): QueryResult<T> {
  const byId = new Map<string, Doc<T>>();
  for (const result of results) for (const doc of result.docs) if (!byId.has(doc.id)) byId.set(doc.id, doc);
  return { docs: [...byId.values()], fromCache: results.some((result) => result.fromCache) };
}

/** All documents matching any of the values; the chunks' queries run side by side. */
export async function queryIn<T extends DocData = DocData>(
  data: DataPort,
  lookup: InLookup,
  options?: { timeoutMs?: number },
): Promise<QueryResult<T>> {
  const results = await Promise.all(chunkSpecs(lookup).map((spec) => data.query<T>(spec, options)));
  return mergeResults(results);
}

type Watch<R> = (onNext: (result: R) => void, onError: (error: DataError) => void) => Unsubscribe;

/**
 * Several watches as one: it answers once every watch has answered, then on each change of
 * any; an error from any stops them all and is reported once. No watches: an empty answer
 * (asynchronously, as a watch answers).
 */
function watchAll<R, T extends DocData>(
  watches: Watch<R>[],
  merge: (results: R[]) => QueryResult<T>,
  onNext: (result: QueryResult<T>) => void,
  onError: (error: DataError) => void,
): Unsubscribe {
  let active = true;
  if (watches.length === 0) {
    queueMicrotask(() => {
      if (active) onNext({ docs: [], fromCache: false });
    });
    return () => {
      active = false;
    };
  }
  const latest: (R | undefined)[] = watches.map(() => undefined);
  const stops: Unsubscribe[] = [];
  const stopAll = () => {
    active = false;
    for (const stop of stops) stop();
  };
  watches.forEach((watch, index) => {
    stops.push(
      watch(
        (result) => {
          if (!active) return;
          latest[index] = result;
          if (latest.every((each) => each !== undefined)) onNext(merge(latest as R[]));
        },
        (error) => {
          if (!active) return;
          stopAll();
          onError(error);
        },
      ),
    );
  });
  // a watch that failed while the others were still being started
  if (!active) stopAll();
  return stopAll;
}

/** A live view of all documents matching any of the values, one `in` query per chunk. */
export function watchIn<T extends DocData = DocData>(
  data: DataPort,
  lookup: InLookup,
  onNext: (result: QueryResult<T>) => void,
  onError: (error: DataError) => void,
): Unsubscribe {
  const watches = chunkSpecs(lookup).map(
    (spec): Watch<QueryResult<T>> =>
      (next, error) =>
        watchQueryShared<T>(data, spec, next, error),
  );
  return watchAll(watches, mergeResults, onNext, onError);
}

/**
 * Several `in` lookups (each in its own chunks) as one live view. A lookup marked `optional`
 * answers empty when the rules refuse it, rather than failing the others (groups one only guards,
 * whose link may be missing); any other error stops them all.
 */
export function watchInEach<T extends DocData = DocData>(
  data: DataPort,
  lookups: readonly (InLookup & { optional?: boolean })[],
  onNext: (result: QueryResult<T>) => void,
  onError: (error: DataError) => void,
): Unsubscribe {
  const watches = lookups.map(
    (lookup): Watch<QueryResult<T>> =>
      (next, error) =>
        watchIn<T>(data, lookup, next, (failure) =>
          lookup.optional && isDataError(failure, 'permission-denied')
            ? next({ docs: [], fromCache: true })
            : error(failure),
        ),
  );
  return watchAll(watches, mergeResults, onNext, onError);
}

/**
 * A live view of documents by id, one document watch each: what no query can prove readable
 * (a query's `__name__` filter binds no wildcard in the rules), each read as a get. The answer
 * lists the documents that exist, in the order of `ids`.
 */
export function watchDocs<T extends DocData = DocData>(
  data: DataPort,
  collection: string,
  ids: readonly string[],
  onNext: (result: QueryResult<T>) => void,
  onError: (error: DataError) => void,
): Unsubscribe {
  const watches = [...new Set(ids)].map(
    (id): Watch<DocResult<T>> =>
      (next, error) =>
        watchDocShared<T>(data, collection, id, next, error),
  );
  const merge = (results: DocResult<T>[]): QueryResult<T> => ({
    docs: results.flatMap((result) => (result.doc ? [result.doc] : [])),
    fromCache: results.some((result) => result.fromCache),
  });
  return watchAll(watches, merge, onNext, onError);
}
