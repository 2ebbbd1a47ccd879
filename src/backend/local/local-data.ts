import { liveQuery } from 'dexie';
import type { DataPort, DocData, Doc, QueryResult, QuerySpec, Unsubscribe, WriteOp } from '../ports';
import { copyJson } from './json-values';
import { type LocalDb, readSession } from './local-db';
import { permissionDenied } from './local-errors';
import {
  assertPathSegment,
  assertValidQuery,
  docKey,
  matchesFilters,
  matchesNothing,
  type PlannedWrite,
  planWrites,
} from './local-query';
import { mayQuery, mayRead, mayWrite, type RuleLookup } from './local-rules';
import { newDocumentId } from './random-ids';

export type RulesMode = 'enforced' | 'open';

export interface LocalDataOptions {
  /** 'open' skips the permission model: only for the data port contract suite */
  rules?: RulesMode;
}

/**
 * The data port on Dexie. Writes are durable as soon as their transaction commits, so nothing
 * is ever pending and nothing comes "from cache". Watches use `liveQuery`, which also sees
 * other tabs' writes and re-runs when the session (and so the permission outcome) changes.
 */
export function createLocalDataPort(db: LocalDb, options: LocalDataOptions = {}): DataPort {
  const enforced = (options.rules ?? 'enforced') === 'enforced';

  async function readStored(collection: string, id: string): Promise<DocData | null> {
    return (await db.docs.get([collection, id]))?.data ?? null;
  }

  function cachedReader(): (collection: string, id: string) => Promise<DocData | null> {
    const cache = new Map<string, Promise<DocData | null>>();
    return (collection, id) => {
      const key = docKey(collection, id);
      let found = cache.get(key);
      if (!found) {
        found = readStored(collection, id);
        cache.set(key, found);
      }
      return found;
    };
  }

  function readLookup(): RuleLookup {
    const read = cachedReader();
    return { before: read, after: read };
  }

  function writeLookup(planned: Map<string, PlannedWrite>): RuleLookup {
    const read = cachedReader();
    return {
      before: async (collection, id) => {
        const entry = planned.get(docKey(collection, id));
        return entry ? entry.before : read(collection, id);
      },
      after: async (collection, id) => {
        const entry = planned.get(docKey(collection, id));
        return entry ? entry.after : read(collection, id);
      },
    };
  }

  async function readDoc<T extends DocData>(collection: string, id: string): Promise<Doc<T> | null> {
    assertPathSegment('collection', collection);
    assertPathSegment('document id', id);
    return db.transaction('r', db.docs, db.sessions, async () => {
      const data = await readStored(collection, id);
      if (enforced && !(await mayRead(await readSession(db), collection, id, data, readLookup()))) {
        throw permissionDenied();
      }
      return data ? toDoc<T>(id, data) : null;
    });
  }

  async function runQuery<T extends DocData>(spec: QuerySpec): Promise<Doc<T>[]> {
    assertValidQuery(spec);
    if (matchesNothing(spec)) return [];
    return db.transaction('r', db.docs, db.sessions, async () => {
      const user = enforced ? await readSession(db) : null;
      if (enforced && !mayQuery(user, spec.collection)) throw permissionDenied();
      // the collection index keeps equal keys in primary-key order: results come sorted by id
      const rows = await db.docs.where('collection').equals(spec.collection).toArray();
      const matching = rows.filter((row) => matchesFilters(row.data, spec.where));
      if (enforced) {
        // like Firestore, refuse the whole query rather than silently drop documents
        const lookup = readLookup();
        for (const row of matching) {
          if (!(await mayRead(user, row.collection, row.id, row.data, lookup))) throw permissionDenied();
        }
      }
      return matching.map((row) => toDoc<T>(row.id, row.data));
    });
  }

  async function commit(ops: WriteOp[]): Promise<void> {
    await db.transaction('rw', db.docs, db.sessions, async () => {
      const planned = await planWrites(ops, readStored);
      if (enforced) {
        const user = await readSession(db);
        const lookup = writeLookup(planned);
        for (const write of planned.values()) {
          if (!(await mayWrite(user, write, lookup))) throw permissionDenied();
        }
      }
      for (const write of planned.values()) {
        if (write.after) await db.docs.put({ collection: write.collection, id: write.id, data: write.after });
        else await db.docs.delete([write.collection, write.id]);
      }
    });
  }

  return {
    newId: () => newDocumentId(),
    get: readDoc,
    query: runQuery,
    watchDoc: <T extends DocData>(
      collection: string,
      id: string,
      onNext: (doc: Doc<T> | null) => void,
      onError: (error: Error) => void,
    ) => watchLive(() => readDoc<T>(collection, id), onNext, onError),
    watchQuery: <T extends DocData>(
      spec: QuerySpec,
      onNext: (result: QueryResult<T>) => void,
      onError: (error: Error) => void,
    ) => watchLive(async () => ({ docs: await runQuery<T>(spec), fromCache: false }), onNext, onError),
    set: (collection, id, data, options) => commit([{ kind: 'set', collection, id, data, merge: options?.merge }]),
    update: (collection, id, data) => commit([{ kind: 'update', collection, id, data }]),
    delete: (collection, id) => commit([{ kind: 'delete', collection, id }]),
    batch: commit,
    allWritesSynced: async () => true,
  };
}

function toDoc<T extends DocData>(id: string, data: DocData): Doc<T> {
  return { id, data: copyJson(data) as T, pending: false };
}

/** Emits only real changes, and stops after an error, as a Firestore listener does. */
function watchLive<R>(querier: () => Promise<R>, onNext: (value: R) => void, onError: (error: Error) => void): Unsubscribe {
  let last: string | undefined;
  const subscription = liveQuery(querier).subscribe({
    next: (value) => {
      const fingerprint = JSON.stringify(value);
      if (fingerprint === last) return;
      last = fingerprint;
      onNext(value);
    },
    error: (error: unknown) => {
      subscription.unsubscribe();
      onError(error instanceof Error ? error : new Error(String(error)));
    },
  });
  return () => subscription.unsubscribe();
}
