import type {
  DataPort,
  DataError,
  Doc,
  DocData,
  DocResult,
  QueryResult,
  QuerySpec,
  ReadOptions,
} from '../../src/backend/ports';

/**
 * Tests only: a DataPort that passes everything on to another and writes down each read it is
 * asked for, so a test can state how many Firestore queries, listens and document gets a
 * screen costs. A watch counts once when it starts, whatever it delivers later.
 */

export type ReadKind = 'query' | 'watchQuery' | 'watchDoc' | 'get';

export interface ReadCall {
  kind: ReadKind;
  collection: string;
  /** a query's filters, or a document's id */
  target: string;
  /** documents in its first answer (a missing document: 0); undefined until it answers */
  docs?: number;
}

export interface ReadCounts {
  /** one-off queries (`query`) */
  query: number;
  /** live queries (`watchQuery`): a Firestore listen each */
  watchQuery: number;
  /** live documents (`watchDoc`) */
  watchDoc: number;
  /** one-off document reads (`get`) */
  get: number;
  /** writes of any kind (set, update, delete, batch, confirmedBatch) */
  writes: number;
  /** documents in the reads' first answers */
  docs: number;
}

export interface CountingPort {
  data: DataPort;
  calls: ReadCall[];
  writes: string[];
  counts(): ReadCounts;
  /** the reads of a kind, by collection: `{ teams: 4, … }` */
  byCollection(kind: ReadKind): Record<string, number>;
  reset(): void;
}

const describeSpec = (spec: QuerySpec) =>
  (spec.where ?? []).map((filter) => `${filter.field} ${filter.op} ${JSON.stringify(filter.value)}`).join(' && ');

export function countingDataPort(inner: DataPort): CountingPort {
  const calls: ReadCall[] = [];
  const writes: string[] = [];
  const record = (kind: ReadKind, collection: string, target: string) => {
    const call: ReadCall = { kind, collection, target };
    calls.push(call);
    return (docs: number) => {
      call.docs ??= docs;
    };
  };

  const data: DataPort = {
    newId: (collection) => inner.newId(collection),
    async get<T extends DocData>(collection: string, id: string, options?: ReadOptions): Promise<Doc<T> | null> {
      const answered = record('get', collection, id);
      const doc = await inner.get<T>(collection, id, options);
      answered(doc ? 1 : 0);
      return doc;
    },
    async query<T extends DocData>(spec: QuerySpec, options?: Pick<ReadOptions, 'timeoutMs'>): Promise<QueryResult<T>> {
      const answered = record('query', spec.collection, describeSpec(spec));
      const result = await inner.query<T>(spec, options);
      answered(result.docs.length);
      return result;
    },
    watchDoc<T extends DocData>(
      collection: string,
      id: string,
      onNext: (result: DocResult<T>) => void,
      onError: (error: DataError) => void,
    ) {
      const answered = record('watchDoc', collection, id);
      return inner.watchDoc<T>(
        collection,
        id,
        (result) => {
          answered(result.doc ? 1 : 0);
          onNext(result);
        },
        onError,
      );
    },
    watchQuery<T extends DocData>(
      spec: QuerySpec,
      onNext: (result: QueryResult<T>) => void,
      onError: (error: DataError) => void,
    ) {
      const answered = record('watchQuery', spec.collection, describeSpec(spec));
      return inner.watchQuery<T>(
        spec,
        (result) => {
          answered(result.docs.length);
          onNext(result);
        },
        onError,
      );
    },
    set(collection, id, value, onRefused, options) {
      writes.push(`set ${collection}/${id}`);
      return inner.set(collection, id, value, onRefused, options);
    },
    update(collection, id, value, onRefused) {
      writes.push(`update ${collection}/${id}`);
      return inner.update(collection, id, value, onRefused);
    },
    delete(collection, id, onRefused) {
      writes.push(`delete ${collection}/${id}`);
      return inner.delete(collection, id, onRefused);
    },
    batch(ops, onRefused) {
      writes.push(`batch of ${ops.length}`);
      return inner.batch(ops, onRefused);
    },
    confirmedBatch(ops, timeoutMs) {
      writes.push(`confirmed batch of ${ops.length}`);
      return inner.confirmedBatch(ops, timeoutMs);
    },
    allWritesSynced: (withinMs) => inner.allWritesSynced(withinMs),
  };

  const countOf = (kind: ReadKind) => calls.filter((call) => call.kind === kind).length;
  return {
    data,
    calls,
    writes,
    counts: () => ({
      query: countOf('query'),
      watchQuery: countOf('watchQuery'),
      watchDoc: countOf('watchDoc'),
      get: countOf('get'),
      writes: writes.length,
      docs: calls.reduce((sum, call) => sum + (call.docs ?? 0), 0),
    }),
    byCollection(kind) {
      const tally: Record<string, number> = {};
      for (const call of calls) if (call.kind === kind) tally[call.collection] = (tally[call.collection] ?? 0) + 1;
      return tally;
    },
    reset() {
      calls.length = 0;
      writes.length = 0;
    },
  };
}
