import {
  type DataError,
  type DataPort,
  type Doc,
  type DocData,
  FIRESTORE_LIMITS,
  type QueryResult,
  type QuerySpec,
  type Unsubscribe,
} from './ports';

/**
 * Lookups by many values (`teamId in [...]`, document ids) as ARCHITECTURE.md says: `in`
 * queries of at most 10 values each (SPEC §9), so a query the rules judge per value stays
 * within Firestore's 10 rule reads per query; the answers merge into one.
 */

export interface InLookup {
  /** the query without the `in` filter: the collection and any other filters */
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
  return chunk(lookup.values, lookup.chunkSize).map((values) => ({
    collection: lookup.spec.collection,
    where: [...(lookup.spec.where ?? []), { field: lookup.field, op: 'in', value: values }],
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

/**
 * A live view of all documents matching any of the values. It answers once every chunk has
 * answered, then on each change of any chunk; an error from any chunk stops them all and is
 * reported once. No values: an empty answer (asynchronously, as a watch answers).
 */
export function watchIn<T extends DocData = DocData>(
  data: DataPort,
  lookup: InLookup,
  onNext: (result: QueryResult<T>) => void,
  onError: (error: DataError) => void,
): Unsubscribe {
  const specs = chunkSpecs(lookup);
  let active = true;
  if (specs.length === 0) {
    queueMicrotask(() => {
      if (active) onNext({ docs: [], fromCache: false });
    });
    return () => {
      active = false;
    };
  }
  const latest: (QueryResult<T> | undefined)[] = specs.map(() => undefined);
  const stops: Unsubscribe[] = [];
  const stopAll = () => {
    active = false;
    for (const stop of stops) stop();
  };
  specs.forEach((spec, index) => {
    stops.push(
      data.watchQuery<T>(
        spec,
        (result) => {
          if (!active) return;
          latest[index] = result;
          if (latest.every((each) => each !== undefined)) onNext(mergeResults(latest as QueryResult<T>[]));
        },
        (error) => {
          if (!active) return;
          stopAll();
          onError(error);
        },
      ),
    );
  });
  // a chunk that failed while the others were still being started
  if (!active) stopAll();
  return stopAll;
}
